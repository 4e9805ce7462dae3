import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { recordMailFeedback, ZSesFeedback } from '../../functions/messaging/index';
import { createLogger } from '../../functions/lib/logger';

/**
 * SES bounces and complaints (docs/decisions/mail-queue.md): SES's configuration set sends them to EventBridge's default
 * bus (source aws.ses), a rule puts them on this consumer's queue. Each becomes suppression-list entries and a note on the
 * mail's queue record (functions/messaging/feedback.ts); both writes are idempotent, so a redelivery changes nothing.
 * A record that fails is reported alone and retried, then dead-lettered.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const log = createLogger({ consumer: 'mail-feedback' });
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const body = JSON.parse(record.body) as { detail?: unknown };
      const parsed = ZSesFeedback.safeParse(body.detail);
      if (!parsed.success) {
        log.error('not an SES event; dropped', { messageId: record.messageId });
        continue;
      }
      const outcome = await recordMailFeedback(parsed.data);
      log.info(`feedback ${outcome}`, { eventType: parsed.data.eventType });
    } catch (err) {
      log.error('feedback failed; will be retried', { messageId: record.messageId, error: (err as Error).message });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
