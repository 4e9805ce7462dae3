import { describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { requestsDuring, showRounds, type Request } from '../../../test/support/db-rounds';
import { priceWorld } from '../../../test/support/price-fixture';
import { customerOf, resortItems } from '../../../test/support/booking-fixtures';
import { handler as prices } from '../../pricing/prices/lambda';
import { handler } from './lambda';
import { revokeSession, setSessionScopes } from '../../data/sessions';
import { verifyToken } from '../../lib/tokens';
import { userWith } from '../../../test/support/tokens';

/**
 * Issue 23, "Fewer round trips": POST /api/bookings waits for one round of reads before its one TransactWriteItems
 * (the session and everything else at once: docs/decisions/booking.md, "One round of reads"), and
 * what it keeps in memory between calls never prices with data that changed.
 */

type Booking = { id: string; bookingNo: number; calculation: { text: string; total: string }[] };
const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string; version: number }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The rounds before the first TransactWriteItems, and the requests in all. */
function beforeTransaction(rounds: Request[][]) {
  const at = rounds.findIndex((r) => r.some((q) => q.command === 'TransactWriteItems'));
  expect(at, showRounds(rounds)).toBeGreaterThan(0);
  expect(rounds[at]!.map((q) => q.command)).toEqual(['TransactWriteItems']);
  return at;
}

describe('creating a booking', () => {
  it('reads in one round before its transaction (the session read in it), with a named guest, an agency and a supplement', async () => {
    const tenant = 'rt-create';
    const w = await priceWorld(tenant);
    await customerOf(tenant, 'cu-a', 'f');
    const definition = await post(w.token, '/api/price', {
      name: 'Season 2027',
      resort: 'r1',
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      entries: [{ id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 }],
      currencies: ['EUR'],
    });
    const transfer = await post(w.token, '/api/supplements', { name: 'Airport transfer', priceRule: 'PerPerson', price: 25 });
    let month = 1;
    const create = async () => {
      const m = String(month++).padStart(2, '0');
      const res = await invoke<Booking>(handler, 'POST', '/api/bookings', {
        token: w.token,
        body: {
          resort: 'r1',
          checkIn: `2027-${m}-01`,
          checkOut: `2027-${m}-05`,
          rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: 'cu-a' }] }],
          agency: 'ag1',
          supplements: [{ id: transfer.id }],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    await create(); // the first call fills this process's caches
    let made: Booking | undefined;
    const { requests, rounds } = await requestsDuring(async () => (made = await create()));
    expect(beforeTransaction(rounds), showRounds(rounds)).toBe(1);
    // The Gets of the round go out as one BatchGetItem: the session (the create runs beside its check, its writes held
    // until it is confirmed) with the resort, room, guest, agency, tenant, booking settings, pricing version and the
    // two counters. The reference lists (definitions, currencies, supplements, specials, terms, commissions, todo
    // rules, room-type names) come from memory under the versions read in that BatchGetItem; only the guest's stays are
    // queried.
    expect(rounds[0]!.map((q) => `${q.command} ${q.what}`.trim()).sort(), showRounds(rounds)).toEqual(['BatchGetItem', 'Query CUSTOMER']);
    expect(requests.length, showRounds(rounds)).toBe(3);
    expect(made!.bookingNo).toBe(2);

    // A supplement's new price (kept in memory under the pricing version) is the next create's price.
    const line = (b: Booking) => b.calculation.find((l) => l.text.includes('Airport transfer'))?.total;
    expect(line(made!)).toBe('50.00');
    const stored = await invoke<Record<string, unknown>>(prices, 'GET', `/api/supplements/${transfer.id}`, { token: w.token });
    await post(w.token, `/api/supplements/${transfer.id}`, { ...stored.body, price: 40 });
    const after = await create();
    expect(line(after)).toBe('80.00');
    expect(after.bookingNo).toBe(3);

    // A season's new price (the definitions are kept under the pricing version too) is the next create's price.
    const total = (b: Booking) => b.calculation.reduce((sum, l) => sum + Math.round(Number(l.total) * 100), 0) / 100;
    const season = await invoke<Record<string, unknown> & { entries: Record<string, unknown>[] }>(prices, 'GET', `/api/price/${definition.id}`, {
      token: w.token,
    });
    await post(w.token, `/api/price/${definition.id}`, { ...season.body, entries: season.body.entries.map((e) => ({ ...e, price: 120 })) });
    expect(total(await create())).toBe(total(after) + 4 * 2 * 20); // 4 nights, 2 persons, 20 more each
  });
});

describe('a create run beside its session check', () => {
  const body = (m: string) => ({ resort: 'r1', checkIn: `2027-${m}-01`, checkOut: `2027-${m}-03`, rooms: [{ room: 'ro1', noOfPax: 2 }] });
  // The room-nights held on the resort: what a create writes in its transaction (2 nights each).
  const nightsHeld = async (tenant: string) => (await resortItems(tenant, 'r1')).filter((i) => String(i.sk).startsWith('NIGHT#')).length;

  it('writes nothing for an ended session (401), nor for scopes a role edit took away (403)', async () => {
    const tenant = 'rt-beside';
    const w = await priceWorld(tenant);
    const ended = await userWith(tenant, ['bookings.read', 'bookings.create']);
    await revokeSession(tenant, (await verifyToken(ended)).jti);
    const refused = await invoke(handler, 'POST', '/api/bookings', { token: ended, body: body('01') });
    expect(refused.status).toBe(401);

    const narrowed = await userWith(tenant, ['bookings.read', 'bookings.create']);
    await setSessionScopes(tenant, (await verifyToken(narrowed)).jti, ['bookings.read']);
    const forbidden = await invoke(handler, 'POST', '/api/bookings', { token: narrowed, body: body('02') });
    expect(forbidden.status, JSON.stringify(forbidden.body)).toBe(403);
    // Neither wrote: no booking, the room free on both stays (a third create takes them).
    expect(await nightsHeld(tenant)).toBe(0);
    for (const m of ['01', '02']) expect((await invoke(handler, 'POST', '/api/bookings', { token: w.token, body: body(m) })).status).toBe(201);
    expect(await nightsHeld(tenant)).toBe(4);
  });

  it('creates once when a role edit changed the scopes but still allows it (the second run writes, the first wrote nothing)', async () => {
    const tenant = 'rt-beside-2';
    await priceWorld(tenant);
    const token = await userWith(tenant, ['bookings.read', 'bookings.create']);
    await setSessionScopes(tenant, (await verifyToken(token)).jti, ['bookings.read', 'bookings.create', 'bookings.update']);
    const res = await invoke<{ bookingNo: number }>(handler, 'POST', '/api/bookings', { token, body: body('03') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.bookingNo).toBe(1);
    expect(await nightsHeld(tenant)).toBe(2);
  });
});
