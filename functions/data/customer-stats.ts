import type { Customer } from '../../shared/domain/customer/customer';
import { tableName } from './client';
import { countrySk, COUNTRY_SK_PREFIX, createdDaySk, customerStatsItem, customerStatsPk, statsKey } from './entities/customer-stats';
import { batchWriteAll, queryItems, type WriteRequest } from './paging';
import type { DerivedItem, Stored } from './repository';

/**
 * Customer statistics as counters, so the dashboard reads a few items instead of every customer:
 * `CREATED#<yyyy-mm-dd>` (customers created that UTC day, still existing) and `COUNTRY#<code>` (customers
 * by country of residence; `COUNTRY#-` without one), all in the partition `T#<tenant>#CUSTOMERSTATS`.
 * They are derived items of the customer repository: every create, update and delete changes them in the
 * same transaction. Bulk loads (importMany) call `rebuildCustomerStats` afterwards.
 */
const NO_COUNTRY = '-';

type StoredCustomer = Customer & Stored;

export function statsPk(tenant: string): string {
  return customerStatsPk(tenant);
}

function countryOf(c: Pick<Customer, 'address'>): string {
  return c.address?.country ?? NO_COUNTRY;
}

function add(tenant: string, sk: string, delta: number): DerivedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: statsKey(tenant, sk),
        UpdateExpression: 'ADD #n :d SET entityType = :t',
        ExpressionAttributeNames: { '#n': 'count' },
        ExpressionAttributeValues: { ':d': delta, ':t': customerStatsItem.entityType },
      },
    },
  };
}

export function customerStats(tenant: string, change: { before?: StoredCustomer; after?: StoredCustomer }): DerivedItem[] {
  const { before, after } = change;
  if (!before && after) return [add(tenant, createdDaySk(after.createdAt.slice(0, 10)), 1), add(tenant, countrySk(countryOf(after)), 1)];
  if (before && !after) return [add(tenant, createdDaySk(before.createdAt.slice(0, 10)), -1), add(tenant, countrySk(countryOf(before)), -1)];
  if (before && after && countryOf(before) !== countryOf(after)) {
    return [add(tenant, countrySk(countryOf(before)), -1), add(tenant, countrySk(countryOf(after)), 1)];
  }
  return [];
}

function queryAll(pk: string, extra: { from?: string; to?: string; prefix?: string } = {}) {
  const range = extra.prefix ? ' AND begins_with(sk, :p)' : extra.from ? ' AND sk BETWEEN :f AND :t' : '';
  return queryItems({
    TableName: tableName(),
    KeyConditionExpression: `pk = :pk${range}`,
    ExpressionAttributeValues: { ':pk': pk, ...(extra.prefix ? { ':p': extra.prefix } : {}), ...(extra.from ? { ':f': extra.from, ':t': extra.to } : {}) },
  });
}

/** Customers created between two UTC days (inclusive): one Query over at most that many day counters. */
export async function createdBetween(tenant: string, fromDay: string, toDay: string): Promise<number> {
  const items = await queryAll(statsPk(tenant), { from: createdDaySk(fromDay), to: createdDaySk(toDay) });
  return items.reduce((sum, i) => sum + customerStatsItem.fromItem(i).count, 0);
}

/** Customers per country of residence (one Query over at most ~250 counters), the largest first. */
export async function countByCountry(tenant: string): Promise<{ byCountry: Array<{ country: string; count: number }>; withoutCountry: number }> {
  const items = await queryAll(statsPk(tenant), { prefix: COUNTRY_SK_PREFIX });
  let withoutCountry = 0;
  const byCountry: Array<{ country: string; count: number }> = [];
  for (const item of items) {
    const country = String(item.sk).slice(COUNTRY_SK_PREFIX.length);
    const { count } = customerStatsItem.fromItem(item);
    if (country === NO_COUNTRY) withoutCountry = count;
    else if (count > 0) byCountry.push({ country, count });
  }
  byCountry.sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
  return { byCountry, withoutCountry };
}

/** Recomputes the counters from the customers themselves (after bulk loads); reads the list partition once. */
export async function rebuildCustomerStats(tenant: string, customersOf: () => AsyncIterable<StoredCustomer>): Promise<void> {
  const counts = new Map<string, number>();
  for await (const c of customersOf()) {
    for (const sk of [createdDaySk(c.createdAt.slice(0, 10)), countrySk(countryOf(c))]) counts.set(sk, (counts.get(sk) ?? 0) + 1);
  }
  const old = await queryAll(statsPk(tenant));
  const writes: WriteRequest[] = [
    ...old.filter((i) => !counts.has(String(i.sk))).map((i) => ({ DeleteRequest: { Key: { pk: i.pk, sk: i.sk } } })),
    ...[...counts].map(([sk, count]) => ({ PutRequest: { Item: customerStatsItem.toItem(statsKey(tenant, sk), { count }) } })),
  ];
  await batchWriteAll(writes);
}
