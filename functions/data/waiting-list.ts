import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bookingAssetPk, bookingDueIndexKey, bookingHistoryItem, bookingHistoryKey, bookingKey, type BookingItem } from './entities/booking';
import { queryItems } from './paging';
import type { TransactItem } from './transactions';

/** The reads and the offer write of the waiting list (functions/booking/expiry/waiting-list.ts). */

/** Version `version` of a booking's header (its history item, read consistently), or undefined. */
export async function bookingVersion(tenant: string, id: string, version: number): Promise<BookingItem | undefined> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: bookingHistoryKey(tenant, id, version), ConsistentRead: true }));
  return res.Item ? bookingHistoryItem.fromItem(res.Item) : undefined;
}

/** The ids of the waiting, not yet offered bookings on an asset that end on `today` or later (the asset's calendar index). */
export async function waitingBookingIds(tenant: string, asset: string, today: string): Promise<string[]> {
  const items = await queryItems({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :today',
    FilterExpression: '#state = :waiting AND attribute_not_exists(offeredAt)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pk': bookingAssetPk(tenant, asset), ':today': today, ':waiting': 'waiting' },
  });
  return items.map((i) => String(i.id));
}

/**
 * Marks waiting booking `w` offered as `offered` (only if still waiting, unoffered and unchanged) together with `also`
 * (the owner's mail, the todo index), in one transaction. False when a condition failed: someone else was first.
 */
export async function markOffered(tenant: string, w: BookingItem, offered: BookingItem, also: TransactItem[]): Promise<boolean> {
  const due = bookingDueIndexKey(tenant, { ...offered, state: 'waiting' }) as { gsi3pk: string; gsi3sk: string };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: bookingKey(tenant, w.id),
              UpdateExpression: 'SET offeredAt = :now, todo = :todo, hasOpenTodos = :open, hasExceededDueDate = :exceeded, gsi3pk = :duePk, gsi3sk = :dueSk',
              ConditionExpression: '#state = :waiting AND attribute_not_exists(offeredAt) AND version = :v',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':now': offered.offeredAt,
                ':waiting': 'waiting',
                ':v': w.version,
                ':todo': offered.todo,
                ':open': offered.hasOpenTodos,
                ':exceeded': offered.hasExceededDueDate,
                // The start page's index: an offered waiting booking is listed there (bookingDueIndexKey).
                ':duePk': due.gsi3pk,
                ':dueSk': due.gsi3sk,
              },
            },
          },
          ...also,
        ],
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'TransactionCanceledException') return false;
    throw err;
  }
}
