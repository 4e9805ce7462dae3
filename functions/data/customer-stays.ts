import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StayFigures } from '../../shared/domain/customer/stays';
import { db, tableName } from './client';
import { customerStayItem, customerStayKey, STAY_SK_PREFIX, stayFiguresItem, stayFiguresKey, stayGuestsItem, stayGuestsKey } from './entities/customer-stay';
import { customerPk } from './entities/customer';
import { queryItems } from './paging';
import { transactWrite, type TransactItem } from './transactions';
import type * as z from 'zod';
import type { ZCustomerStayItem } from './entities/customer-stay';

/** A stored stay (entities/customer-stay.ts). */
export type StoredStay = z.infer<typeof ZCustomerStayItem>;

/** A customer's stays: ONE Query of the customer's partition, sk begins_with STAY#. */
export async function staysOf(tenant: string, customer: string): Promise<StoredStay[]> {
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': customerPk(tenant, customer), ':p': STAY_SK_PREFIX },
  });
  return items.map((i) => customerStayItem.fromItem(i));
}

export async function getStayFigures(tenant: string, customer: string): Promise<StayFigures | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: stayFiguresKey(tenant, customer) }));
  return res.Item ? stayFiguresItem.fromItem(res.Item) : null;
}

export async function putStayFigures(tenant: string, figures: StayFigures): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: stayFiguresItem.toItem(stayFiguresKey(tenant, figures.customer), figures) }));
}

/** The customers a booking's stays were last written for, and the booking version they were written from. */
export async function getStayGuests(tenant: string, booking: string): Promise<{ customers: string[]; version: number } | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: stayGuestsKey(tenant, booking) }));
  return res.Item ? stayGuestsItem.fromItem(res.Item) : null;
}

/**
 * Writes a booking's stays as of its `version` in ONE transaction: the stays of its customers now, the removal of
 * those it no longer lists, and the memo of whom it listed, conditioned on no newer version having been written (an
 * older event delivered late changes nothing). False when a newer version was there.
 */
export async function writeBookingStays(tenant: string, booking: string, version: number, stays: StoredStay[], removed: string[]): Promise<boolean> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: stayGuestsItem.toItem(stayGuestsKey(tenant, booking), { customers: stays.map((s) => s.customer), version }),
        ConditionExpression: 'attribute_not_exists(pk) OR #v <= :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': version },
      },
    },
    ...stays.map((s): TransactItem => ({ Put: { TableName: tableName(), Item: customerStayItem.toItem(customerStayKey(tenant, s.customer, booking), s) } })),
    ...removed.map((c): TransactItem => ({ Delete: { TableName: tableName(), Key: customerStayKey(tenant, c, booking) } })),
  ];
  try {
    await transactWrite(items, () => `a newer version of booking ${booking} wrote its stays`);
    return true;
  } catch (err) {
    if ((err as { description?: string }).description?.startsWith('a newer version')) return false;
    throw err;
  }
}
