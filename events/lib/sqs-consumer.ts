import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger, type Logger } from '../../functions/lib/logger';
import type { EventDefinition } from '../event';
import { claimOnce, releaseClaim } from './idempotency';

/** The shape EventBridge delivers to an SQS target. */
interface BusEnvelope {
  'detail-type'?: string;
  detail?: unknown;
}

/**
 * An SQS batch handler for one event definition: parses and validates each message, claims it once
 * (idempotency), runs the work and reports only the failed messages so the rest are not redelivered.
 */
export function sqsConsumer<S extends z.ZodType<{ eventId: string }>>(
  name: string,
  definition: EventDefinition<S>,
  work: (detail: z.infer<S>, log: Logger) => Promise<void>,
) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const log = createLogger({ consumer: name });
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      let envelope: BusEnvelope;
      try {
        envelope = JSON.parse(record.body) as BusEnvelope;
      } catch {
        log.error('message is not JSON; dropped', { messageId: record.messageId });
        continue;
      }
      const parsed = definition.schema.safeParse(envelope.detail);
      if (!parsed.success) {
        // A malformed event will never succeed: log it and let it go rather than poison the queue.
        log.error('event does not match its schema; dropped', { messageId: record.messageId, issues: parsed.error.issues.slice(0, 5) });
        continue;
      }
      const detail = parsed.data;
      if (!(await claimOnce(name, detail.eventId))) {
        log.info('duplicate delivery skipped', { eventId: detail.eventId });
        continue;
      }
      try {
        await work(detail, log.child({ eventId: detail.eventId }));
      } catch (err) {
        log.error('event failed; will be retried', { eventId: detail.eventId, error: (err as Error).message });
        await releaseClaim(name, detail.eventId);
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
