import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyAlreadyInProgressError } from '@aws-lambda-powertools/idempotency';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger, type Logger } from '../../functions/lib/logger';
import type { EventDefinition } from '../event';
import { oncePerEvent } from './idempotency';

/** Which delivery of its message a record is: the work may act on it (the last one before the dead-letter queue). */
export interface Delivery {
  messageId: string;
  /** 1 for the first delivery (SQS's ApproximateReceiveCount). */
  receiveCount: number;
  receiptHandle: string;
  /** The queue's ARN (to change the message's visibility: a backoff). */
  queueArn: string;
}

/** The shape EventBridge delivers to an SQS target. */
interface BusEnvelope {
  'detail-type'?: string;
  detail?: unknown;
}

/** A message that is not the event it should be; it fails every delivery and so ends in the dead-letter queue. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

function parseMessage<S extends z.ZodType>(definition: EventDefinition<S>, record: SQSRecord): z.infer<S> {
  let envelope: BusEnvelope;
  try {
    envelope = JSON.parse(record.body) as BusEnvelope;
  } catch {
    throw new MalformedMessageError('The message is not JSON');
  }
  const parsed = definition.schema.safeParse(envelope.detail);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
    throw new MalformedMessageError(`The detail does not match the ${definition.detailType} schema: ${issues}`);
  }
  return parsed.data;
}

/**
 * An SQS batch handler for one event definition (Powertools batch processing): each message is parsed
 * and validated, its work runs once per event id (see oncePerEvent), and only the failed messages are
 * reported, so the rest are not redelivered. A failed message (the work threw, another delivery of the
 * event is in progress, or the message does not match the schema) is delivered again after the
 * visibility timeout, up to maxReceiveCount times, and then lands in the consumer's dead-letter queue.
 */
export function sqsConsumer<S extends z.ZodType<{ eventId: string }>>(
  name: string,
  definition: EventDefinition<S>,
  work: (detail: z.infer<S>, log: Logger, delivery: Delivery) => Promise<void>,
) {
  const once = oncePerEvent(name);
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const log = createLogger({ consumer: name, requestId: context.awsRequestId });
    const recordHandler = async (record: SQSRecord): Promise<void> => {
      const receiveCount = record.attributes?.ApproximateReceiveCount;
      const delivery: Delivery = {
        messageId: record.messageId,
        receiveCount: Number(receiveCount ?? '1') || 1,
        receiptHandle: record.receiptHandle,
        queueArn: record.eventSourceARN,
      };
      const run = once<z.infer<S>>((detail) => work(detail, log.child({ eventId: detail.eventId }), delivery), context);
      try {
        await run(parseMessage(definition, record));
      } catch (err) {
        const error = err as Error;
        if (error instanceof IdempotencyAlreadyInProgressError)
          log.info('event in progress in another delivery; will be retried', { messageId: record.messageId });
        else
          log.error('message failed; will be retried, then dead-lettered', {
            messageId: record.messageId,
            receiveCount,
            error: error.message,
            errorName: error.name,
          });
        throw err;
      }
    };
    // A processor per invocation: it keeps the batch's state, and the local dispatcher may run several at once.
    const processor = new BatchProcessor(EventType.SQS);
    return processPartialResponse(event, recordHandler, processor, { context, throwOnFullBatchFailure: false });
  };
}
