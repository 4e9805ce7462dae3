import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { EVENT_SOURCE } from '../../events/event';
import { lambdaContext } from '../../infra/local/lambda-context';

/** An SQS batch handler as Lambda calls it. */
export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/** One SQS record carrying what an EventBridge rule puts on the queue (or any raw body). */
export function sqsRecord(body: { detailType: string; detail: unknown } | string, messageId = ulid(), receiveCount = 1): SQSRecord {
  const text =
    typeof body === 'string'
      ? body
      : JSON.stringify({ version: '0', id: ulid(), source: EVENT_SOURCE, 'detail-type': body.detailType, time: new Date().toISOString(), detail: body.detail });
  return {
    messageId,
    receiptHandle: messageId,
    body: text,
    attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:000000000000:test',
    awsRegion: 'eu-central-1',
  };
}

/**
 * Delivers one message as a one-record batch, as SQS → Lambda does: 'ack' when the handler reported
 * it done (SQS deletes it), 'retry' when it reported it failed or threw (SQS shows it again later).
 */
export async function deliver(handler: SqsHandler, record: SQSRecord, context: Context = lambdaContext('test')): Promise<'ack' | 'retry'> {
  try {
    const res = await handler({ Records: [record] }, context);
    return res.batchItemFailures.some((f) => f.itemIdentifier === record.messageId) ? 'retry' : 'ack';
  } catch {
    return 'retry';
  }
}
