import { afterEach, describe, expect, it } from 'vitest';
import { bookingListEndpoints } from '../../shared/api/booking-list';
import { contract } from '../../shared/api/contract';
import type { ResourceName } from '../../shared/api/endpoint';
import { setReadGuard, type GuardedRead } from '../../functions/aws/read-guard';
import { tableName } from '../../functions/data/client';
import { queryPages, scanPages } from '../../functions/data/paging';
import { LAMBDA_ENTRIES } from '../../functions/lambdas';
import { action, resourceHandler } from '../../functions/lib/http';
import type { ApiHandler } from '../../functions/lib/http/action';
import { resortWithRooms, customerOf } from '../support/booking-fixtures';
import { cancel, create, option, stay } from '../support/booking-lifecycle';
import { invoke } from '../support/invoke';
import { adminOf } from '../support/tokens';

/**
 * The read guard (issue 23, functions/aws/read-guard.ts): no request path scans the table or counts a list with
 * `Select: COUNT`. Every integration test runs with the guard throwing (test/setup/dynamodb-table.ts); this file drives
 * every parameter-free GET of the contract and the lists with their filters, searches and pages on seeded data, and
 * proves the guard catches a planted Scan and a planted COUNT.
 */

const recorded: GuardedRead[] = [];
const record = () => {
  recorded.length = 0;
  setReadGuard((read) => recorded.push(read));
};
afterEach(() => {
  setReadGuard('throw');
});

const handlers = new Map<ResourceName, Promise<ApiHandler>>();
const handlerOf = (resource: ResourceName) => {
  let h = handlers.get(resource);
  if (!h) {
    h = import(/* @vite-ignore */ `../../${LAMBDA_ENTRIES[resource]}`).then((m: { handler: ApiHandler }) => m.handler);
    handlers.set(resource, h);
  }
  return h;
};

describe('no request path scans or counts a list', () => {
  it('holds for every parameter-free GET of the contract and the lists with filters, searches and pages', async () => {
    const tenant = 'guard-routes';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    for (const c of ['c-1', 'c-2', 'c-3']) await customerOf(tenant, c, 'f');
    const made = [];
    for (const [i, room] of roomIds.entries()) made.push((await create(token, stay(resortId, [room], `2027-0${i + 2}-01`, 3, i === 1 ? option() : {}))).body);
    await cancel(token, made[0]!.id);

    record();
    const answered: string[] = [];
    const call = async (resource: ResourceName, path: string, query: Record<string, string> = {}) => {
      const res = await invoke(await handlerOf(resource), 'GET', path, { token, query });
      if (res.status === 200) answered.push(`${path} ${JSON.stringify(query)}`);
      return res;
    };
    for (const e of contract) {
      if (e.method !== 'GET' || e.path.includes('{')) continue;
      await call(e.resource, e.path);
    }
    const lists: Array<[ResourceName, string, Record<string, string>]> = [
      ['booking-list', '/api/bookings', { size: '2', page: '2' }],
      ['booking-list', '/api/bookings', { filter: JSON.stringify({ state: 'confirmed' }) }],
      ['booking-list', '/api/bookings', { filter: JSON.stringify({ asset: resortId }), size: '1' }],
      ['booking-list', '/api/bookings', { search: 'guest', order: 'desc' }],
      ['booking-list', '/api/bookings/listCSV', { filter: JSON.stringify({ state: 'draft' }) }],
      ['booking-list', '/api/bookings/find', { query: '2' }],
      ['booking-list', '/api/bookings/years', {}],
      ['booking-dashboard', '/api/bookings/dashboard', { today: '2027-02-01', days: '30' }],
      ['booking-calendar', '/api/bookings/events', { resort: resortId, from: '2027-02-01', to: '2027-04-30' }],
      ['customers', '/api/customers', { search: 'guest', size: '2' }],
      ['customers', '/api/customers', { filter: JSON.stringify({ 'masterData.gender': 'f' }) }],
      ['products', '/api/product/stock/log', { size: '5' }],
      ['booking-payments', '/api/bookings/allBookingsWithOpenPayments', {}],
    ];
    for (const [resource, path, query] of lists) await call(resource, path, query);
    expect(recorded).toEqual([]);
    // The drive reached the lists (a guard over 400s would prove nothing).
    expect(answered.filter((a) => a.startsWith('/api/bookings ')).length).toBeGreaterThanOrEqual(4);
    expect(answered.length).toBeGreaterThan(40);
  });

  it('catches a planted Scan and a planted Select COUNT inside a request, and lets background work scan', async () => {
    const tenant = 'guard-planted';
    const token = await adminOf(tenant);
    const planted = (read: () => Promise<void>) =>
      resourceHandler('booking-list', [
        action(bookingListEndpoints.years, async () => {
          await read();
          return { data: [] };
        }),
      ]);
    const scan = planted(async () => {
      for await (const page of scanPages({ Limit: 1 })) if (page) break;
    });
    const count = planted(async () => {
      const input = {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `T#${tenant}#COUNTER` },
        Select: 'COUNT' as const,
      };
      for await (const page of queryPages(input)) if (page) break;
    });

    record();
    expect((await invoke(scan, 'GET', '/api/bookings/years', { token })).status).toBe(200);
    expect((await invoke(count, 'GET', '/api/bookings/years', { token })).status).toBe(200);
    expect(recorded.map((r) => `${r.command} ${r.detail}`)).toEqual(['ScanCommand Scan', 'QueryCommand Select COUNT']);
    expect(recorded[0]?.endpoint).toContain('booking-list GET /api/bookings/years');

    // Outside a request (a seed, a migration, a stream consumer) a Scan passes.
    recorded.length = 0;
    for await (const page of scanPages({ Limit: 1 })) if (page) break;
    expect(recorded).toEqual([]);

    // With the guard as every integration test runs it, the planted request fails.
    setReadGuard('throw');
    expect((await invoke(scan, 'GET', '/api/bookings/years', { token })).status).toBe(500);
    expect((await invoke(count, 'GET', '/api/bookings/years', { token })).status).toBe(500);
  });
});
