import { PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { OUTBOX_ENTITY, outboxItem } from '../functions/data/entities/outbox';
import { withoutKeys } from '../functions/data/entities/entity';
import { eventBridge } from '../functions/aws/eventbridge';
import { requireConfig } from '../functions/config';
import { createLogger, type Logger } from '../functions/lib/logger';
import { EVENT_SOURCE, type PlatformEvent } from './event';

/**
 * The events a stream batch carries: inserted outbox items only, parsed with the outbox item schema. An item
 * that does not fit can never be published correctly; it is logged as an error and skipped, so it cannot
 * block the shard behind it.
 */
export function outboxEvents(event: DynamoDBStreamEvent, log?: Logger): Array<PlatformEvent & { sequence: string }> {
  const out: Array<PlatformEvent & { sequence: string }> = [];
  for (const record of event.Records) {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
    const item = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
    if (item.entityType !== OUTBOX_ENTITY) continue;
    const parsed = outboxItem.schema.safeParse(withoutKeys(item));
    if (!parsed.success) {
      log?.error('malformed outbox item skipped', { key: item.pk, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
      continue;
    }
    out.push({ detailType: parsed.data.detailType, detail: parsed.data.detail, sequence: record.dynamodb.SequenceNumber ?? '' });
  }
  return out;
}

/**
 * Publishes committed outbox items to the EventBridge bus. Failed entries are reported by sequence
 * number so Lambda retries from there (consumers are idempotent, so a repeat is harmless).
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const log = createLogger({ fn: 'stream-forwarder' });
  const events = outboxEvents(event, log);
  for (let i = 0; i < events.length; i += 10) {
    const chunk = events.slice(i, i + 10);
    const entries: PutEventsRequestEntry[] = chunk.map((e) => ({
      EventBusName: requireConfig('EVENT_BUS_NAME'),
      Source: EVENT_SOURCE,
      DetailType: e.detailType,
      Detail: JSON.stringify(e.detail),
    }));
    const res = await eventBridge().send(new PutEventsCommand({ Entries: entries }));
    const failed = (res.Entries ?? []).findIndex((entry) => entry.ErrorCode);
    if (failed >= 0) {
      log.error('publish failed', { error: res.Entries?.[failed]?.ErrorMessage });
      return { batchItemFailures: [{ itemIdentifier: chunk[failed]!.sequence }] };
    }
  }
  log.info('published', { count: events.length });
  return { batchItemFailures: [] };
}
