import { beforeAll, describe, expect, it } from 'vitest';
import { ZAgency } from '../../../shared/domain/agency/agency';
import { ZResort, ZVessel } from '../../../shared/domain/inventory/asset';
import { agencies } from '../../data/agencies';
import { resorts, vessels } from '../../data/assets';
import { bookingSearchItems } from '../../data/booking-search';
import { bookingHeaderItem, type BookingItem } from '../../data/entities/booking';
import { recountBookings } from '../../data/booking-counts';
import { batchWriteAll } from '../../data/paging';
import { commandsDuring, readsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

type Row = {
  id: string;
  bookingNo: number;
  state: string;
  checkIn?: string;
  customerName?: string;
  agency?: string;
  assetName?: string;
  agencyName?: string;
  source?: string;
};
type Page = { data: Row[]; total?: number; more?: boolean; page: number; size: number };

const TENANT = 'blist';
const at = (n: number) => `2027-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}`;

/** 40 headers: stays at rs-a (agency ag-1 for every 4th), trips on vessel vs-b (agency ag-2 for every 5th); names Guest n, one Müller. */
function headers(): Array<BookingItem & { source?: string }> {
  return Array.from({ length: 40 }, (_, i) => {
    const trip = i % 2 === 1;
    const checkIn = at(i);
    return {
      id: `bk-${String(i).padStart(3, '0')}`,
      bookingNo: i + 1,
      state: i % 10 === 3 ? 'aborted' : i % 10 === 6 ? 'draft' : 'confirmed',
      type: trip ? 'trip' : 'resort',
      ...(trip ? { schedule: 'sc-b', vessel: 'vs-b', tour: 'tr-b' } : { resort: 'rs-a' }),
      checkIn,
      checkOut: checkIn,
      rooms: [{ room: 'r-1', noOfPax: 2 }],
      customer: `c-${i}`,
      customerName: i === 7 ? 'Jürgen Müller' : `Guest ${i}`,
      ...(i % 4 === 0 ? { agency: 'ag-1' } : i % 5 === 0 ? { agency: 'ag-2' } : {}),
      ...(i % 3 === 0 ? { source: 'web' } : {}),
      noOfPax: 2,
      version: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    } as BookingItem & { source?: string };
  });
}

const get = (token: string, path: string, query: Record<string, string> = {}) => invoke<Page>(handler, 'GET', path, { token, query });
const list = (token: string, query: Record<string, string> = {}) => get(token, '/api/bookings', query);
const nos = (p: Page) => p.data.map((r) => r.bookingNo);

let admin: string;
beforeAll(async () => {
  await resorts.create(TENANT, 'rs-a', ZResort.parse({ name: 'Lagoon Resort', key: 'LAG' }));
  await vessels.create(TENANT, 'vs-b', ZVessel.parse({ name: 'Sea Spirit', key: 'SEA' }));
  await agencies.create(TENANT, 'ag-1', ZAgency.parse({ name: 'Blue Travel' }));
  // Written as the seed writes them: the headers with their search index and number lookups.
  await batchWriteAll(headers().flatMap((b) => [bookingHeaderItem(TENANT, b), ...bookingSearchItems(TENANT, b)].map((Item) => ({ PutRequest: { Item } }))));
  // Written in bulk, not by changes: the counts are counted once (as after a bulk load).
  await recountBookings(TENANT);
  admin = await adminOf(TENANT);
});

describe('GET /api/bookings', () => {
  it('pages by check-in with the total, asc and desc', async () => {
    const first = await list(admin, { size: '10' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 40, more: true, page: 1, size: 10 });
    expect(nos(first.body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(nos((await list(admin, { size: '10', page: '4' })).body)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(nos((await list(admin, { size: '3', order: 'desc' })).body)).toEqual([40, 39, 38]);
    expect((await list(admin, { size: '10', page: '4' })).body).toMatchObject({ total: 40, more: false });
    expect((await list(admin, { size: '10', page: '5' })).body).toMatchObject({ data: [], total: 40, more: false });
  });

  it('answers the names of asset and agency', async () => {
    const [row] = (await list(admin, { size: '1' })).body.data;
    expect(row).toMatchObject({ bookingNo: 1, assetName: 'Lagoon Resort', agency: 'ag-1', agencyName: 'Blue Travel', source: 'web', customerName: 'Guest 0' });
  });

  it('reads the names of a page in one BatchGetItem, not one Get per reference (issue 23)', async () => {
    let page!: Page;
    const sent = await commandsDuring(async () => (page = (await list(admin, { size: '25' })).body));
    // Lagoon Resort, Sea Spirit, Blue Travel and the missing ag-2: one request; ag-2 keeps its id.
    expect(
      sent.filter((c) => /^BatchGetItemCommand .*(AGENCY|RESORT|VESSEL)/.test(c)),
      sent.join('; '),
    ).toEqual(['BatchGetItemCommand AGENCY,RESORT,VESSEL']);
    expect(sent.filter((c) => /^GetItemCommand (AGENCY|RESORT|VESSEL)/.test(c))).toEqual([]);
    expect(page.data.find((r) => r.bookingNo === 2)).toMatchObject({ assetName: 'Sea Spirit' });
    expect(page.data.find((r) => r.agency === 'ag-2')).toMatchObject({ agencyName: 'ag-2' });
  });

  it('filters by state, asset, agency, source and check-in dates', async () => {
    const f = (filter: object, extra: Record<string, string> = {}) => list(admin, { size: '100', filter: JSON.stringify(filter), ...extra });
    expect((await f({ state: 'aborted' })).body.data.map((r) => r.state)).toEqual(['aborted', 'aborted', 'aborted', 'aborted']);
    expect((await f({ state: { in: ['draft', 'aborted'] } })).body.total).toBe(8);
    expect((await f({ asset: 'vs-b' })).body.data).toHaveLength(20);
    expect(nos((await f({ agency: 'ag-2' })).body)).toEqual([6, 11, 16, 26, 31, 36]);
    expect((await f({ source: 'web' })).body.data).toHaveLength(14);
    const range = await f({ checkIn: { gte: '2027-01-05', lte: '2027-01-08' } });
    expect(nos(range.body)).toEqual([5, 6, 7, 8]);
    expect(range.body).toMatchObject({ more: false });
    expect(nos((await f({ asset: 'rs-a', checkIn: { gte: '2027-02-01' }, state: 'confirmed' }, { size: '3' })).body)).toEqual([29, 31, 33]);
  });

  it('searches by booking number or by a part of the lead name, case and accents ignored', async () => {
    expect(nos((await list(admin, { search: '12' })).body)).toEqual([12]);
    expect(nos((await list(admin, { search: '#12' })).body)).toEqual([12]);
    expect(nos((await list(admin, { search: 'muller' })).body)).toEqual([8]);
    expect(nos((await list(admin, { search: 'JÜRGEN' })).body)).toEqual([8]);
    // A search reads the search index: a word prefix per word, in check-in order; `more` instead of a total.
    const guests = await list(admin, { search: 'guest 1', size: '5' });
    expect(guests.body).toMatchObject({ more: true });
    expect(guests.body.total).toBeUndefined();
    expect(nos(guests.body)).toEqual([2, 11, 12, 13, 14]);
    const rest = await list(admin, { search: 'guest 1', size: '5', page: '3' });
    expect(rest.body).toMatchObject({ more: false, total: 11 });
    expect(nos(rest.body)).toEqual([20]);
    expect(nos((await list(admin, { search: 'mueller' })).body)).toEqual([8]);
  });

  it('refuses an unknown filter field or a bad value with 400 naming it', async () => {
    const bad = await list(admin, { filter: JSON.stringify({ secret: 1, state: 'lost' }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('unknown filter field secret');
    expect(JSON.stringify(bad.body)).toContain('state: must be one of');
    expect((await list(admin, { sort: 'customerName' })).status).toBe(400);
  });

  it('shows agency users their own agency’s bookings only, whatever the filter asks', async () => {
    const agent = await tokenFor({ userId: 'agent-1', tenant: TENANT, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-1' });
    const own = await list(agent, { size: '100' });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(10);
    // Read to the end: the total is known without a count.
    expect(own.body).toMatchObject({ more: false, total: 10 });
    expect(new Set(own.body.data.map((r) => r.agency))).toEqual(new Set(['ag-1']));
    expect((await list(agent, { filter: JSON.stringify({ agency: 'ag-2' }) })).body).toMatchObject({ data: [], more: false });
    expect((await list(agent, { search: '6' })).body).toMatchObject({ data: [], more: false });
    expect(nos((await list(agent, { search: '5' })).body)).toEqual([5]);
    const lost = await tokenFor({ userId: 'agent-x', tenant: TENANT, userType: 'agency', scopes: ['agencies.self'] });
    expect((await list(lost)).body).toMatchObject({ data: [], more: false });
  });

  it('shows asset-limited users their assets’ bookings only', async () => {
    const limited = await tokenFor({
      userId: 'clerk-1',
      tenant: TENANT,
      userType: 'employee',
      scopes: ['bookings.read'],
      assets: [{ type: 'vessel', ref: 'vs-b' }],
    });
    const seen = await list(limited, { size: '100' });
    expect(seen.body.data).toHaveLength(20);
    expect(seen.body.data.every((r) => r.bookingNo % 2 === 0)).toBe(true);
    expect((await list(limited, { filter: JSON.stringify({ asset: 'rs-a' }) })).body).toMatchObject({ data: [], more: false });
  });

  it('answers the total from the counts item or `more`, reading the page (and one item beyond) only', async () => {
    // Unfiltered: the page's 10 headers, one Get of the counts, the session and the page's 3 names; not the 40 of the list.
    const plain = await readsDuring(() => list(admin, { size: '10' }));
    expect(plain.items).toBeLessThanOrEqual(10 + 1 + 1 + 3);
    // By state: the counts of the states.
    const drafts = await list(admin, { size: '2', filter: JSON.stringify({ state: 'draft' }) });
    expect(drafts.body).toMatchObject({ total: 4, more: true });
    // A filter of half the list: no total, about twice the page read, never the list to its end.
    const half = await readsDuring(async () =>
      expect((await list(admin, { size: '5', filter: JSON.stringify({ asset: 'vs-b' }) })).body).toMatchObject({ more: true }),
    );
    expect(half.items).toBeLessThanOrEqual(2 * 5 + 50);
    expect(half.items).toBeLessThan(40 + 1);
  });

  it('answers 403 without a booking scope', async () => {
    expect((await list(await userWith(TENANT, ['customers.read']))).status).toBe(403);
  });
});

describe('GET /api/bookings/listCSV', () => {
  it('answers the filtered list as CSV with the total', async () => {
    const res = await invoke<string>(handler, 'GET', '/api/bookings/listCSV', { token: admin, query: { filter: JSON.stringify({ agency: 'ag-1' }) } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('10');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('bookingNo,state,type,asset,checkIn,checkOut,customer,noOfPax,agency,source,id');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('1,confirmed,resort,Lagoon Resort,2027-01-01,2027-01-01,Guest 0,2,Blue Travel,web,bk-000');
  });
});

describe('GET /api/bookings/find and years', () => {
  it('finds by number or name, latest first, and leaves out inactive bookings when asked', async () => {
    const find = (query: Record<string, string>) => invoke<{ data: Row[] }>(handler, 'GET', '/api/bookings/find', { token: admin, query });
    expect((await find({ query: '4' })).body.data.map((r) => r.bookingNo)).toEqual([4]);
    expect((await find({ query: '4', onlyActive: 'true' })).body.data).toEqual([]);
    const guests = await find({ query: 'Guest 3' });
    expect(guests.body.data.map((r) => r.bookingNo)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 4]);
    expect((await find({ query: 'Guest 3', onlyActive: 'true' })).body.data.map((r) => r.bookingNo)).not.toContain(34);
    expect((await find({ query: '' })).status).toBe(400);
  });

  it('answers the years from the first to the last check-in', async () => {
    const reads = await readsDuring(async () => {
      const res = await invoke<{ data: number[] }>(handler, 'GET', '/api/bookings/years', { token: admin });
      expect(res.body.data).toEqual([2027]);
    });
    // One Get of the counts item (and the session's reads), not 500 headers.
    expect(reads.items).toBeLessThanOrEqual(3);
    const empty = await invoke<{ data: number[] }>(handler, 'GET', '/api/bookings/years', { token: await adminOf('blist-empty') });
    expect(empty.body.data).toEqual([]);
    const lost = await tokenFor({ userId: 'agent-y', tenant: TENANT, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-none' });
    expect((await invoke<{ data: number[] }>(handler, 'GET', '/api/bookings/years', { token: lost })).body.data).toEqual([]);
    const agent = await tokenFor({ userId: 'agent-1', tenant: TENANT, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-2' });
    const found = await invoke<{ data: Row[] }>(handler, 'GET', '/api/bookings/find', { token: agent, query: { query: 'guest' } });
    expect(found.body.data.map((r) => r.bookingNo)).toEqual([36, 31, 26, 16, 11, 6]);
  });
});

describe('GET /api/bookings/{id} for the booking file', () => {
  it('answers the persons of each room with their beds, and whether a room is locked', async () => {
    const { handler: bookings } = await import('../bookings/lambda');
    const [first] = headers();
    const rooms = [
      {
        room: 'r-1',
        noOfPax: 2,
        beds: ['1', '2'],
        locked: true,
        customers: [
          { customer: 'c-0', bed: '1' },
          { customer: 'c-9', bed: '2' },
        ],
      },
    ];
    await batchWriteAll([{ PutRequest: { Item: bookingHeaderItem('blist-file', { ...first!, id: 'bk-persons', rooms }) } }]);
    const res = await invoke<{ rooms: unknown[] }>(bookings, 'GET', '/api/bookings/bk-persons', { token: await adminOf('blist-file') });
    expect(res.status).toBe(200);
    expect(res.body.rooms).toEqual(rooms);
  });
});
