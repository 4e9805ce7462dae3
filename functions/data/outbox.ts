import { ulid } from 'ulid';
import { globalKey } from './keys';
import { tableName } from './client';
import type { TransactItem } from './transactions';

import { OUTBOX_ENTITY } from './table-definition';

export { OUTBOX_ENTITY };
const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * An event to publish, written in the same transaction as the change that causes it. The table stream
 * (AWS) or the local stream poller picks up the insert and publishes it to the bus, so the event is sent
 * exactly when the change is committed and never lost.
 */
export function outboxPut(tenant: string, detailType: string, payload: Record<string, unknown>, now = new Date()): TransactItem {
  const eventId = ulid(now.getTime());
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...globalKey('OUTBOX', eventId),
        entityType: OUTBOX_ENTITY,
        detailType,
        detail: { ...payload, eventId, tenant, occurredAt: now.toISOString() },
        expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
      },
    },
  };
}
