import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { publishableDetail, type EventDefinition, type EventPayload } from '../../events/event';
import { outboxItem, outboxKey } from './entities/outbox';
import { db, tableName } from './client';
import type { TransactItem } from './transactions';

import { OUTBOX_ENTITY } from './table-definition';

export { OUTBOX_ENTITY };
const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * An event to publish, written in the same transaction as the change that causes it. The table stream
 * (AWS) or the local stream poller picks up the insert and publishes it to the bus, so the event is sent
 * exactly when the change is committed and never lost.
 *
 * The detail is checked against the event's definition (the same schema its consumers parse) before the
 * item is built: a payload that does not match throws EventSchemaError, so the transaction is never
 * sent and writes nothing. The definition itself is passed (`outboxPut(tenant, MailRequested, {...})`), typing the
 * payload at compile time too: no lookup by detail-type, so a Lambda carries the schemas of the events it writes
 * only, not the whole registry (every event and consumer: the bundles of the writing Lambdas grew with each one).
 */
export function outboxPut<S extends z.ZodType>(tenant: string, event: EventDefinition<S>, payload: EventPayload<S>, now = new Date()): TransactItem {
  const definition = event;
  const eventId = ulid(now.getTime());
  const detail = publishableDetail(definition, { eventId, tenant, occurredAt: now.toISOString() }, payload);
  return {
    Put: {
      TableName: tableName(),
      Item: outboxItem.toItem(outboxKey(eventId), {
        detailType: definition.detailType,
        detail,
        expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
      }),
    },
  };
}

/** Writes an outbox item on its own: an event no other change goes with (a mail request, a notice). */
export async function putOutbox(item: TransactItem): Promise<void> {
  await db().send(new PutCommand(item.Put!));
}
