import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamProjector } from '../../../events/stream-projector';
import { LocalDispatcher } from '../../../infra/local/dispatcher';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, seedState, stay } from '../../../test/support/booking-lifecycle';
import { enableTableStream } from '../../../test/support/table-stream';
import { adminOf } from '../../../test/support/tokens';
import { bookingItem, type BookingItem } from '../../data/entities/booking';
import type { StreamChange, StreamProjection } from './stream-projections';

/**
 * The stream projection consumer on DynamoDB Local, fed by the local dispatcher's stream polling as Lambda's event
 * source mapping feeds it in AWS: a booking change reaches a projection as typed before/after; a redelivered batch
 * applies nothing twice; a projection that fails gets the record again.
 */

beforeAll(enableTableStream);

const tenant = 'stream-proj';
const seen: StreamChange<BookingItem>[] = [];
let failOnce = true;
const failures: string[] = [];
const states: StreamProjection<BookingItem> = {
  name: 'test-booking-states',
  codec: bookingItem,
  async apply(change) {
    if (change.tenant !== tenant) return;
    if (failOnce) {
      failOnce = false;
      failures.push(change.eventId);
      throw new Error('the read model is not reachable');
    }
    seen.push(change);
  },
};

const batches: DynamoDBStreamEvent[] = [];
const projector = streamProjector([states as StreamProjection<never>]);
const recording = async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> => {
  batches.push(event);
  return projector(event, context);
};

let dispatcher: LocalDispatcher;
beforeAll(() => {
  dispatcher = new LocalDispatcher({ endpoint: inject('dynamoEndpoint'), tableName: process.env.TABLE_NAME!, consumers: [], streamProjector: recording });
});
afterAll(() => dispatcher.stop());

describe('the stream projection consumer', () => {
  it('hands a booking change to the projection as typed before/after, once, even when redelivered or failed once', async () => {
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const made = await create(token, stay(resortId, roomIds, '2027-06-01', 2));
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    await seedState(tenant, id, 'confirmed');
    await dispatcher.start();
    await dispatcher.drain();

    const ofBooking = () => seen.filter((c) => c.after?.id === id || c.before?.id === id);
    const changes = ofBooking();
    expect(changes.map((c) => c.eventName)).toEqual(['INSERT', 'MODIFY']);
    const [inserted, modified] = changes as [StreamChange<BookingItem>, StreamChange<BookingItem>];
    expect(inserted.before).toBeUndefined();
    expect(inserted.after).toMatchObject({ id, state: made.body.state, bookingNo: made.body.bookingNo });
    expect(modified.before?.state).toBe(made.body.state);
    expect(modified.after?.state).toBe('confirmed');
    // Typed by the codec: the item without its keys, parsed by the booking schema.
    expect(modified.after).not.toHaveProperty('pk');
    expect(modified.tenant).toBe(tenant);
    // The projection failed once on its first record: it got the record again, and then applied it.
    expect(failures).toEqual([inserted.eventId]);

    // Lambda delivers a batch again (a later record failed, a timeout): nothing applies twice.
    const count = seen.length;
    for (const batch of batches) await projector(batch, lambdaContext('stream-projector'));
    expect(seen.length).toBe(count);
  });
});
