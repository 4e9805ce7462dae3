import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../functions/lib/logger';
import { decodeChange, type StreamProjection } from '../functions/platform/index';
import { oncePerEvent } from './lib/idempotency';
import { STREAM_PROJECTIONS } from './stream-projections';

/**
 * THE stream projection consumer: every record of a stream batch, in order, is decoded for each projection that
 * follows its entity (typed before/after from the entity codec) and applied at most once per projection and record
 * (Powertools idempotency under `stream-<projection>`, keyed by the record's id), so a redelivered batch applies
 * nothing twice. A projection that throws stops the batch at that record: it is reported as the batch item failure,
 * and Lambda (or the local dispatcher) delivers it and the records after it again.
 */
export function streamProjector(projections: readonly StreamProjection<never>[]) {
  const once = new Map(projections.map((p) => [p.name, oncePerEvent(`stream-${p.name}`)]));
  return async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> => {
    const log = createLogger({ fn: 'stream-projector' });
    for (const record of event.Records) {
      try {
        for (const projection of projections) {
          const change = decodeChange(record, projection.codec as StreamProjection['codec']);
          if (!change) continue;
          const apply = once.get(projection.name)!((c: typeof change & { eventId: string }) => projection.apply(c as never), context);
          await apply(change);
        }
      } catch (err) {
        log.error('stream projection failed', { eventId: record.eventID, error: err instanceof Error ? err.message : String(err) });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}

export const handler = streamProjector(STREAM_PROJECTIONS);
