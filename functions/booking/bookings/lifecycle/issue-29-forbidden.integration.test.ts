import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ZApiError } from '../../../../shared/api/errors';
import { commandsDuring } from '../../../../test/support/db-spy';
import { call, must, operator, record } from '../../../../test/support/scenario-api';
import { depositAndRest, resortWith } from '../../../../test/support/scenario-world';
import { tokenFor, userWith } from '../../../../test/support/tokens';
import { getBooking } from '../../../data/bookings';
import type { BookingItem } from '../../../data/entities/booking';

/**
 * Issue 29's calls refuse a signed-in user without their scope (spec 1 §6: 403 described as FORBIDDEN_RESSOURCE in
 * the spec's error shape) and change nothing: no DynamoDB write is sent while the call runs, and the booking keeps its version.
 * Each row names the scopes the restricted user HAS (one that does not grant the call's). The settings lookups need
 * only the `user` pseudo-scope, which every signed-in user holds: no signed-in user lacks it, so they are tested with
 * the public checkout's guest, refused as not signed in (401 UNAUTHORIZED), nothing written. GET /api/settings/lang
 * is public (the login screen reads it): no refusal to test.
 */

const tenant = 'issue29-forbidden';
const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;

interface World {
  booking: BookingItem;
  paymentId: string;
}
let world: World;

beforeAll(async () => {
  const { token } = await operator(tenant);
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Inn', key: 'RI', type: 'Double', pax: 2, rooms: 1 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Autumn 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-09-01', to: '2027-10-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 100 }],
    termsOfPayment: terms,
  });
  const b = await must<BookingItem>(
    token,
    'POST',
    '/api/bookings',
    { resort, checkIn: '2027-09-01', checkOut: '2027-09-04', rooms: [{ room: rooms[0], noOfPax: 2 }] },
    201,
  );
  const paid = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '50.00', method: 'cash' });
  world = { booking: paid, paymentId: paid.received![0]!.id };
});

type Row = [name: string, has: string[] | 'guest', method: string, path: (w: World) => string, body?: (w: World) => unknown];
const id = (w: World) => w.booking.id;
const customer = (w: World) => w.booking.customer ?? 'c-none';

const rows: Row[] = [
  ['change', ['bookings.read'], 'POST', (w) => `/api/bookings/${id(w)}/change`, () => ({ checkIn: '2027-09-10', checkOut: '2027-09-12' })],
  ['rename', ['bookings.read'], 'POST', (w) => `/api/bookings/${id(w)}:0/rename`, () => ({ text: 'Renamed' })],
  ['removeCancellationFee', ['bookings.read'], 'DELETE', (w) => `/api/bookings/calculation/${id(w)}/removeCancellationFee`],
  ['DELETE payment/{id}', ['bookings.read'], 'DELETE', (w) => `/api/bookings/payment/${w.paymentId}`],
  ['reindex', ['bookings.read'], 'POST', (w) => `/api/bookings/${id(w)}/reindex`],
  ['taskNames', ['customers.read'], 'GET', () => '/api/bookings/taskNames'],
  ['qrcode', ['customers.read'], 'POST', (w) => `/api/bookings/${id(w)}/qrcode`, () => ({})],
  ['paymentqrcode', ['customers.read'], 'POST', (w) => `/api/bookings/${id(w)}/paymentqrcode`, () => ({})],
  ['tours/{tour}/{schedule}/payments', ['customers.read'], 'GET', () => '/api/tours/tr-1/sc-1/payments'],
  ['customers/{id}/stay', ['bookings.read'], 'GET', (w) => `/api/customers/${customer(w)}/stay`],
  ['customers/{id}/stats/recalculate', ['customers.read'], 'POST', (w) => `/api/customers/${customer(w)}/stats/recalculate`, () => ({})],
  ['bankentries list', ['bookings.read'], 'GET', () => '/api/bankentries'],
  ['bankentries listCSV', ['bookings.read'], 'GET', () => '/api/bankentries/listCSV'],
  ['bankentries get', ['bookings.read'], 'GET', () => '/api/bankentries/be-1'],
  ['bankentries create', ['bankentries.read'], 'POST', () => '/api/bankentries', () => ({ date: '2027-03-02', amount: '10.00', reference: 'Cash deposit' })],
  ['bankentries update', ['bankentries.read'], 'POST', () => '/api/bankentries/be-1', () => ({ reference: 'Changed' })],
  ['bankentries delete', ['bankentries.read'], 'DELETE', () => '/api/bankentries/be-1'],
  ['bankentries copy', ['bankentries.read'], 'POST', () => '/api/bankentries/be-1/copy', () => ({})],
  ['pos/product', ['pos.read'], 'POST', () => '/api/pos/product', () => ({ name: 'Sunscreen', price: '9.90' })],
  ['settings/types', 'guest', 'GET', () => '/api/settings/types'],
  ['settings/countries', 'guest', 'GET', () => '/api/settings/countries'],
  ['settings/airports', 'guest', 'GET', () => '/api/settings/airports'],
];

describe("issue 29's calls without the scope", () => {
  it.each(rows)('%s: refused (403 FORBIDDEN_RESSOURCE; a guest 401) for a user holding %j, nothing written', async (_name, has, method, path, body) => {
    const token = has === 'guest' ? await tokenFor({ tenant, userId: 'guest-1', userType: 'guest', scopes: ['guest'] }) : await userWith(tenant, has);
    const before = await getBooking(tenant, world.booking.id);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const sent = await commandsDuring(async () => {
      res = await call(method, path(world), { token, ...(body ? { body: body(world) } : {}) });
    });
    const error = ZApiError.parse(res?.body);
    if (has === 'guest') expect([res?.status, error.statusCode, error.message]).toEqual([401, 401, ERROR_MESSAGES.unauthorized]);
    else
      expect([res?.status, error.statusCode, error.description, error.method, error.path]).toEqual([403, 403, ERROR_MESSAGES.forbidden, method, path(world)]);
    expect(sent.filter((c) => WRITES.test(c))).toEqual([]);
    const after = await getBooking(tenant, world.booking.id);
    expect([after?.version, after?.received?.length, after?.checkIn]).toEqual([before?.version, 1, '2027-09-01']);
  });
});
