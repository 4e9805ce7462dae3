import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingHeaders } from './booking-headers';
import { resetDbClient } from './client';
import { bookingItem, bookingKey } from './entities/booking';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'bh-test';
const now = '2027-01-01T00:00:00.000Z';
const header = (id: string) =>
  bookingItem.toItem(bookingKey('t1', id), {
    id,
    bookingNo: 1,
    state: 'confirmed',
    resort: 'r1',
    checkIn: '2027-02-01',
    checkOut: '2027-02-03',
    rooms: [{ room: 'x', noOfPax: 1 }],
    version: 1,
    createdAt: now,
    updatedAt: now,
  });

describe('bookingHeaders', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', TABLE);
    resetDbClient();
    ddb.reset();
  });

  it('reads unprocessed keys again until every header is in', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [header('b1')] }, UnprocessedKeys: { [TABLE]: { Keys: [bookingKey('t1', 'b2')] } } })
      .resolvesOnce({ Responses: { [TABLE]: [header('b2')] } });
    const found = await bookingHeaders('t1', ['b1', 'b2', 'b1']);
    expect([...found.keys()].sort()).toEqual(['b1', 'b2']);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
  });

  it('fails rather than report a throttled header as missing', async () => {
    vi.useFakeTimers();
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] }, UnprocessedKeys: { [TABLE]: { Keys: [bookingKey('t1', 'b1')] } } });
    const read = bookingHeaders('t1', ['b1']);
    const failed = expect(read).rejects.toThrow(/unprocessed after 8 reads/);
    await vi.runAllTimersAsync();
    await failed;
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(8);
    vi.useRealTimers();
  });
});
