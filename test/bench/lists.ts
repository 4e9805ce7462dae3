import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { bookingAssetPk, bookingListPk } from '../../functions/data/entities/booking';
import { assetRoomsVersionKey } from '../../functions/data/entities/inventory';
import { listPk } from '../../functions/data/keys';
import { addDays } from '../../shared/calendar-date';
import type { VolumeSeed } from '../../infra/local/demo-data/volume';
import { adminOf } from '../support/tokens';
import { apiRow, getJson, rawQuery, type BenchContext } from './context';
import { printRows, type Row } from './measure';

/**
 * Issue 23's list rows at the seeded volume: the customer search and list, the booking list, quick find by number
 * and by name, the start-page dashboard, the years and the 90-day calendar of the volume resort's 200 rooms. Each
 * against a raw baseline of what the screen needs (a 25-item Query, or the bounded range it shows); items read next
 * to items shown.
 */
export async function benchLists(ctx: BenchContext, tenant: string, seed: VolumeSeed): Promise<void> {
  const headers = { authorization: `Bearer ${await adminOf(tenant)}` };
  const today = new Date().toISOString().slice(0, 10);
  const rows: Row[] = [];
  const customerPage = rawQuery(
    ctx,
    { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': listPk(tenant, 'CUSTOMER') }, Limit: 25 },
    25,
  );
  const bookingPage = rawQuery(
    ctx,
    { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': bookingListPk(tenant) }, Limit: 25 },
    25,
  );
  const n = seed.customers.toLocaleString('en');
  const b = seed.bookings.toLocaleString('en');

  // The plain list first: the first row of a section also warms the server's path (its modules, JIT) for the rest.
  const plain = await apiRow(ctx, `customers ?size=25 (${n})`, '/api/customers?size=25', headers, customerPage);
  const search = await apiRow(
    ctx,
    `customers ?search=müller&size=25 (${n})`,
    `/api/customers?search=${encodeURIComponent('müller')}&size=25`,
    headers,
    customerPage,
  );
  rows.push(search, plain);

  rows.push(await apiRow(ctx, `bookings ?page=1&size=25 (${b})`, '/api/bookings?page=1&size=25', headers, bookingPage));
  // A number in the middle of the range, and a last name from the seeded customers (a name the list shows).
  const number = Math.round(seed.bookings / 2);
  rows.push(await apiRow(ctx, `bookings/find?query=${number} (by number)`, `/api/bookings/find?query=${number}`, headers, bookingPage));
  const name = lastNameOf(search.body) ?? 'Müller';
  rows.push(await apiRow(ctx, `bookings/find?query=${name} (by name)`, `/api/bookings/find?query=${encodeURIComponent(name)}`, headers, bookingPage));

  // The dashboard shows 30 days: the raw baseline reads the bookings arriving in them (one bounded list Query).
  const dashboardRange = rawQuery(ctx, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': addDays(today, -30), ':to': `${addDays(today, 30)}#\uffff` },
  });
  // What the page shows: the occupancy of 30 days sums every booking in the house on one of them (counted here
  // outside the measured call, from the list index: check-in up to the last day, check-out after today), beside the
  // lists of arrivals, departures, options and offered bookings.
  const inHouse = await ctx.raw.send(
    new QueryCommand({
      TableName: ctx.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      FilterExpression: 'checkOut > :today',
      ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': addDays(today, -60), ':to': `${addDays(today, 29)}#\uffff`, ':today': today },
      Select: 'COUNT',
    }),
  );
  rows.push(
    await apiRow(ctx, `bookings/dashboard (30 days, ${b})`, `/api/bookings/dashboard?today=${today}`, headers, dashboardRange, {
      shown: (body) => {
        const lists = body as Record<'arrivals' | 'departures' | 'options' | 'offered', unknown[]>;
        return (inHouse.Count ?? 0) + lists.options.length + lists.offered.length;
      },
    }),
  );
  rows.push(
    await apiRow(ctx, 'bookings/years', '/api/bookings/years', headers, bookingPage, {
      shown: (body) => ((body as { data?: unknown[] })?.data ?? []).length,
    }),
  );

  // The calendar of the volume resort, 90 days: the raw baseline is the bounded range (check-out from `from` to
  // `to` + the longest stay of the seed, 10 nights) and the rooms version the handler reads with it.
  const to = addDays(today, 90);
  const calendarRange = rawQuery(ctx, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    FilterExpression: 'checkIn < :end',
    ExpressionAttributeValues: { ':pk': bookingAssetPk(tenant, seed.resort), ':from': `${today}#\uffff`, ':to': `${addDays(to, 11)}#`, ':end': to },
  });
  const calendarRaw = () =>
    Promise.all([
      ctx.raw.send(new GetCommand({ TableName: ctx.table, Key: assetRoomsVersionKey(tenant, seed.resort), ConsistentRead: true })),
      calendarRange(),
    ]);
  rows.push(
    await apiRow(
      ctx,
      `bookings/events 200 rooms × 90 days (${b})`,
      `/api/bookings/events?asset=${seed.resort}&type=resort&from=${today}&to=${to}`,
      headers,
      calendarRaw,
      {
        shownKeys: ['bookings', 'blockers'],
      },
    ),
  );

  printRows(`Lists at volume ${ctx.volume}× (${n} customers, ${b} bookings; ${ctx.pairs} ABBA pairs; ms)`, rows);
  console.log('read = items the API call read (session and reference reads included); shown = rows in the answer;');
  console.log('raw req/read = requests/items of the raw baseline (a 25-item Query, or the bounded range the screen shows)');
  const total = (body: unknown) => (body as { total?: number })?.total;
  console.log(`search "müller": ${total(search.body) ?? '?'} matches in total (when the answer says)`);
  void getJson;
}

/** The last name of the first customer in a customer page, whatever the row's shape. */
function lastNameOf(body: unknown): string | undefined {
  const first = (body as { data?: Array<Record<string, unknown>> })?.data?.[0];
  if (!first) return undefined;
  const md = first.masterData as { lastName?: string } | undefined;
  const name = md?.lastName ?? (first.lastName as string | undefined) ?? (typeof first.name === 'string' ? first.name.split(' ').pop() : undefined);
  return name;
}
