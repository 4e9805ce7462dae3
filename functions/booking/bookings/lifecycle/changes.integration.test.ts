import { describe, expect, it } from 'vitest';
import { bookingIdsByNumber } from '../../../data/booking-search';
import { bookingNumberKey } from '../../../data/entities/search-index';
import { ZApiError } from '../../../../shared/api/errors';
import type { Principal } from '../../../../shared/auth/principal';
import { bookingItems, customerOf } from '../../../../test/support/booking-fixtures';
import { call, must, operator, record } from '../../../../test/support/scenario-api';
import { depositAndRest, resortWith } from '../../../../test/support/scenario-world';
import { derivedItemsOf } from '../../../data/booking-derived';
import { getEntry } from '../../../data/bank-entries';
import { getBooking } from '../../../data/bookings';
import type { BookingItem } from '../../../data/entities/booking';
import { paymentPk } from '../../../data/payments';
import { db, tableName } from '../../../data/client';
import { recordPayment } from '../payments/record';
import { inventoryMismatches } from './inventory-check';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Issue 29's booking changes on DynamoDB Local (docs/decisions.md, "Booking changes"), through the Lambda the contract
 * routes each call to: POST {id}/change, POST {calcId}/rename, DELETE payment/{id}, POST {id}/reindex, GET taskNames.
 * Each: success, bad input 400 in the spec's error shape with nothing changed, a wrong state 409, an unknown id 404.
 */

const apiError = (body: unknown) => ZApiError.parse(body);
const totalOf = (b: BookingItem) => (b.calculation ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });

async function world(tenant: string) {
  const { token } = await operator(tenant);
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Inn', key: 'RI', type: 'Double', pax: 2, rooms: 3 });
  const terms = await depositAndRest(token, 30, 7, 30);
  const season = (name: string, from: string, to: string, price: number) =>
    record(token, '/api/price', {
      name,
      resort,
      calculationType: 'complete',
      validRange: { from, to },
      entries: [{ id: 'dbl', roomType, noOfPax: 2, price }],
      termsOfPayment: terms,
    });
  await season('High 2027', '2027-07-01', '2027-08-31', 150);
  await season('Low 2027', '2027-09-01', '2027-09-30', 100);
  const book = (room: number, checkIn: string, checkOut: string) =>
    must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn, checkOut, rooms: [{ room: rooms[room], noOfPax: 2 }] }, 201);
  const change = (id: string, body: unknown) => call<BookingItem>('POST', `/api/bookings/${id}/change`, { token, body });
  return { token, resort, rooms, book, change };
}

describe('POST /api/bookings/{id}/change', () => {
  it('moves a stay to new dates in one change: the nights follow, the price is figured again, the history says change', async () => {
    const tenant = 'chg-dates';
    const { resort, rooms, book, change } = await world(tenant);
    const b = await book(0, '2027-07-10', '2027-07-13');
    expect(totalOf(b)).toBe(45_000);
    const res = await change(b.id, { version: b.version, checkIn: '2027-09-10', checkOut: '2027-09-13', source: 'Phone', language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      checkIn: '2027-09-10',
      checkOut: '2027-09-13',
      source: 'Phone',
      language: 'en',
      version: b.version + 1,
      lastAction: 'change',
    });
    // 3 nights × 100.00 in September instead of 3 × 150.00 in July.
    expect(totalOf(res.body)).toBe(30_000);
    expect(await inventoryMismatches(tenant, { resort })).toEqual([]);
    // The July nights are free again: another booking takes them.
    await book(0, '2027-07-10', '2027-07-13');
    const history = (await bookingItems(tenant, b.id)).filter((i) => String(i.sk).startsWith('HISTORY#'));
    expect(history.map((h) => h.checkIn)).toContain('2027-07-10');
    // The same body again changes nothing (answered as it is, version kept).
    const again = await change(b.id, { checkIn: '2027-09-10', checkOut: '2027-09-13' });
    expect(again.body.version).toBe(b.version + 1);
    expect(rooms).toHaveLength(3);
  });

  it('changes the customer and clears the source; moves to another resort with its rooms mapped', async () => {
    const tenant = 'chg-customer';
    const { token, resort, book, change } = await world(tenant);
    const b = await book(1, '2027-09-01', '2027-09-04');
    await customerOf(tenant, 'cu-new', 'f');
    const res = await change(b.id, { customer: 'cu-new', source: null, category: 'Diving' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ customer: 'cu-new', customerName: expect.stringContaining('Guest cu-new'), category: 'Diving' });
    expect(res.body.source).toBeUndefined();
    // Another resort: every room mapped to one of its rooms; its nights taken, the old resort's released.
    const other = await resortWith(token, { name: 'Palm Lodge', key: 'PL', type: 'Double', pax: 2, rooms: 1 });
    const unpriced = await change(b.id, { resort: other.resort, rooms: [{ from: b.rooms[0]!.room, to: other.rooms[0] }] });
    // No price there yet: refused rather than losing the price (409), nothing changed.
    expect([unpriced.status, apiError(unpriced.body).message]).toEqual([409, 'BOOKING_STATE_CONFLICT']);
    await record(token, '/api/price', {
      name: 'Palm 2027',
      resort: other.resort,
      calculationType: 'complete',
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      entries: [{ id: 'dbl', roomType: other.roomType, noOfPax: 2, price: 80 }],
    });
    const unmapped = await change(b.id, { resort: other.resort });
    expect(unmapped.status).toBe(400);
    const moved = await change(b.id, { resort: other.resort, rooms: [{ from: b.rooms[0]!.room, to: other.rooms[0] }] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ resort: other.resort, rooms: [{ room: other.rooms[0] }] });
    expect(totalOf(moved.body)).toBe(24_000);
    expect(await inventoryMismatches(tenant, { resort })).toEqual([]);
    expect(await inventoryMismatches(tenant, { resort: other.resort })).toEqual([]);
  });

  it.each([
    ['nothing to change', {}],
    ['check-out before check-in', { checkIn: '2027-09-10', checkOut: '2027-09-08' }],
    ['a date that is none', { checkIn: '2027-13-40' }],
    ['an unknown field', { notes: 'x' }],
    ['an unknown customer', { customer: 'cu-none' }],
    ['rooms without a resort', { rooms: [{ from: 'a', to: 'b' }] }],
  ])('refuses %s with 400 in the spec error shape and changes nothing', async (what, body) => {
    const tenant = `chg-bad-${what.replace(/[^a-z]+/g, '-')}`;
    const { book, change } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const res = await change(b.id, body);
    const e = apiError(res.body);
    expect([res.status, e.statusCode]).toEqual([400, 400]);
    expect(e.fields?.length ?? 0).toBeGreaterThan(0);
    expect((await getBooking(tenant, b.id))?.version).toBe(b.version);
  });

  it('refuses a cancelled booking (409 BOOKING_STATE_CONFLICT), a stale version (409 VERSION_CONFLICT), a taken night (409) and an unknown booking (404)', async () => {
    const tenant = 'chg-refused';
    const { token, book, change } = await world(tenant);
    const a = await book(0, '2027-07-10', '2027-07-13');
    const other = await book(0, '2027-09-10', '2027-09-13');
    // Room 0 is taken in September by `other`: nothing changes.
    const taken = await change(a.id, { checkIn: '2027-09-11', checkOut: '2027-09-12' });
    expect([taken.status, apiError(taken.body).message]).toEqual([409, 'ROOM_NOT_AVAILABLE']);
    expect((await getBooking(tenant, a.id))?.checkIn).toBe('2027-07-10');
    const stale = await change(a.id, { version: a.version - 1 + 5, source: 'Mail' });
    expect([stale.status, apiError(stale.body).message]).toEqual([409, 'VERSION_CONFLICT']);
    await must(token, 'POST', `/api/bookings/${other.id}/cancell`, {});
    const cancelled = await change(other.id, { source: 'Mail' });
    expect([cancelled.status, apiError(cancelled.body).message]).toEqual([409, 'BOOKING_STATE_CONFLICT']);
    expect(apiError(cancelled.body).description).toMatch(/is aborted: change is refused/);
    const unknown = await change('bk-none', { source: 'Mail' });
    expect([unknown.status, apiError(unknown.body).statusCode]).toEqual([404, 404]);
  });

  it('of two concurrent changes on the same version exactly one applies, and no room is ever held twice', async () => {
    const tenant = 'chg-race';
    const { resort, book, change } = await world(tenant);
    const a = await book(0, '2027-07-10', '2027-07-13');
    const [x, y] = await Promise.all([
      change(a.id, { version: a.version, checkIn: '2027-09-01', checkOut: '2027-09-03' }),
      change(a.id, { version: a.version, checkIn: '2027-09-05', checkOut: '2027-09-07' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const after = await getBooking(tenant, a.id);
    expect(after?.version).toBe(a.version + 1);
    // Two bookings racing for the same free nights of room 0 (no version): one gets them, the other 409, nothing overbooked.
    const b = await book(0, '2027-08-01', '2027-08-03');
    const c = await book(0, '2027-08-10', '2027-08-12');
    const [p, q] = await Promise.all([
      change(b.id, { checkIn: '2027-09-20', checkOut: '2027-09-22' }),
      change(c.id, { checkIn: '2027-09-21', checkOut: '2027-09-23' }),
    ]);
    expect([p.status, q.status].sort()).toEqual([200, 409]);
    expect(await inventoryMismatches(tenant, { resort })).toEqual([]);
  });
});

describe('POST /api/bookings/{calcId}/rename', () => {
  it('renames a line addressed as <bookingId>:<sort>, as calculation/{sort}/rename does; 400, 404, 409 otherwise', async () => {
    const tenant = 'chg-rename';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const added = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Transfer', price: '20.00' });
    const sort = (added.calculation ?? []).find((l) => l.text === 'Transfer')?.sort as number;
    const renamed = await call<BookingItem>('POST', `/api/bookings/${b.id}:${sort}/rename`, { token, body: { text: 'Airport transfer' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.calculation?.find((l) => l.sort === sort)?.text).toBe('Airport transfer');
    const bad = await call('POST', `/api/bookings/${b.id}/rename`, { token, body: { text: 'x' } });
    expect([bad.status, apiError(bad.body).statusCode]).toEqual([400, 400]);
    const empty = await call('POST', `/api/bookings/${b.id}:${sort}/rename`, { token, body: { text: '' } });
    expect(empty.status).toBe(400);
    expect((await call('POST', `/api/bookings/bk-none:${sort}/rename`, { token, body: { text: 'x' } })).status).toBe(404);
    await must(token, 'POST', `/api/bookings/${b.id}/cancell`, {});
    const refused = await call('POST', `/api/bookings/${b.id}:${sort}/rename`, { token, body: { text: 'Late' } });
    expect(refused.status).toBe(409);
    expect((await getBooking(tenant, b.id))?.calculation?.find((l) => l.sort === sort)?.text).toBe('Airport transfer');
  });
});

describe('DELETE /api/bookings/payment/{id}', () => {
  it('deletes a manual payment: the header without it, the ledger keeps it marked reversed with its reversal; 404 then', async () => {
    const tenant = 'chg-payment';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const paid = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '90.00', method: 'cash' });
    const payment = paid.received?.[0];
    expect(payment).toBeDefined();
    const res = await call<BookingItem>('DELETE', `/api/bookings/payment/${payment!.id}`, { token, query: { reason: 'Typed twice' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.received ?? []).toEqual([]);
    expect(res.body.lastAction).toBe('removePayment');
    const ledger = await derivedItemsOf(tenant, 'payments', b.id);
    expect(ledger.map((i) => [i.amount, i.reversalOf === payment!.id, i.reverseReason]).sort()).toEqual([
      ['-90.00', true, 'Typed twice'],
      ['90.00', false, 'Typed twice'],
    ]);
    const again = await call('DELETE', `/api/bookings/payment/${payment!.id}`, { token });
    expect([again.status, apiError(again.body).statusCode]).toEqual([404, 404]);
  });

  it('deletes a bank payment: the bank entry stays and is open again', async () => {
    const tenant = 'chg-payment-bank';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const bank = await must<{ id: string }>(token, 'POST', '/api/banks', { name: 'Sparkasse' });
    const mapping = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 0, columns: { date: 0, reference: 1, amount: 2 } };
    await must(token, 'POST', `/api/banks/${bank.id}/import/csv`, { csv: '02.03.2027;Anzahlung;500,00', mapping });
    const [entry] = (await call<{ data: Array<{ id: string }> }>('GET', `/api/banks/${bank.id}/entries`, { token, query: { size: '10' } })).body.data;
    const assigned = await must<{ payment: { id: string } }>(token, 'POST', `/api/bankentries/${entry!.id}/payments`, { booking: b.id, amount: '200.00' });
    expect((await getEntry(tenant, entry!.id))?.assignedMinor).toBe(20_000);
    const res = await call<BookingItem>('DELETE', `/api/bookings/payment/${assigned.payment.id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.received ?? []).toEqual([]);
    const after = await getEntry(tenant, entry!.id);
    expect(after).toMatchObject({ assignedMinor: 0, assignments: {} });
  });

  it('refuses a provider payment (409 PAYMENT_NOT_MANUAL), bad input (400) and changes nothing', async () => {
    const tenant = 'chg-payment-provider';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const { payment } = await recordPayment(system(tenant), b.id, { amount: '50', method: 'provider', source: { kind: 'provider', id: 'evt-1' } });
    const refused = await call('DELETE', `/api/bookings/payment/${payment.id}`, { token });
    expect([refused.status, apiError(refused.body).message]).toEqual([409, 'PAYMENT_NOT_MANUAL']);
    const bad = await call('DELETE', `/api/bookings/payment/${payment.id}`, { token, query: { reason: 'x'.repeat(501) } });
    expect([bad.status, apiError(bad.body).statusCode]).toEqual([400, 400]);
    expect((await getBooking(tenant, b.id))?.received).toHaveLength(1);
  });
});

describe('POST /api/bookings/{id}/reindex', () => {
  it('writes back a lost ledger item, deletes a stray one, and a second call reports no changes', async () => {
    const tenant = 'chg-reindex';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    const paid = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '40.00', method: 'cash' });
    const p = paid.received![0]!;
    // The ledger item lost (a failed migration, a hand edit) and a stray one of a payment the booking no longer has.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: paymentPk(tenant), sk: `${p.date}#${p.id}` } }));
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: paymentPk(tenant), sk: '2027-01-01#stray', entityType: 'PAYMENT', booking: b.id, id: 'stray', amount: '1.00' },
      }),
    );
    const first = await call<{ changed: boolean; payments: { written: string[]; deleted: string[] }; todos: { written: string[] } }>(
      'POST',
      `/api/bookings/${b.id}/reindex`,
      { token },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ changed: true, payments: { written: [`${p.date}#${p.id}`], deleted: ['2027-01-01#stray'] } });
    expect((await derivedItemsOf(tenant, 'payments', b.id)).map((i) => i.id)).toEqual([p.id]);
    const second = await call<{ changed: boolean }>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(second.body).toMatchObject({ changed: false, payments: { written: [], deleted: [] }, todos: { written: [], deleted: [] }, inventory: [] });
    expect((await getBooking(tenant, b.id))?.version).toBe(paid.version);
    const unknown = await call('POST', '/api/bookings/bk-none/reindex', { token });
    expect([unknown.status, apiError(unknown.body).statusCode]).toEqual([404, 404]);
    const bad = await call('POST', '/api/bookings/bad%20id/reindex', { token });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/bookings/{id}/reindex: search items', () => {
  it('writes back a lost booking number lookup, and a second call reports no changes', async () => {
    const tenant = 'chg-reindex-search';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-09-01', '2027-09-04');
    expect(await bookingIdsByNumber(tenant, b.bookingNo)).toEqual([b.id]);
    // Both lookups lost (a confirmed booking's reservation number may be the same number).
    await db().send(new DeleteCommand({ TableName: tableName(), Key: bookingNumberKey(tenant, 'BOOKINGNO', b.bookingNo) }));
    if (b.reservationNo !== undefined)
      await db().send(new DeleteCommand({ TableName: tableName(), Key: bookingNumberKey(tenant, 'RESERVATIONNO', b.reservationNo) }));
    expect(await bookingIdsByNumber(tenant, b.bookingNo)).toEqual([]);
    const first = await call<{ changed: boolean }>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(first.body).toMatchObject({ changed: true });
    expect(await bookingIdsByNumber(tenant, b.bookingNo)).toEqual([b.id]);
    expect((await call<{ changed: boolean }>('POST', `/api/bookings/${b.id}/reindex`, { token })).body).toMatchObject({ changed: false });
  });
});

describe('GET /api/bookings/taskNames', () => {
  it("answers the rules' names and the built-in tasks in the caller's language", async () => {
    const tenant = 'chg-tasks';
    const { token } = await operator(tenant);
    await must(token, 'POST', '/api/todo/rules', { group: 'Office', text: 'Send the welcome mail', rule: { calcType: 'afterBooking', value: 3 } });
    const de = await call<{ data: Array<{ name: string; kind: string }> }>('GET', '/api/bookings/taskNames', { token, query: { lang: 'de' } });
    expect(de.status, JSON.stringify(de.body)).toBe(200);
    expect(de.body.data.map((t) => [t.kind, t.name])).toEqual([
      ['rule', 'Send the welcome mail'],
      ['predefined', 'Kann jetzt bestätigt werden'],
    ]);
    const en = await call<{ data: Array<{ name: string }> }>('GET', '/api/bookings/taskNames', { token, headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(en.body.data.map((t) => t.name)).toContain('Can be confirmed now');
    const bad = await call('GET', '/api/bookings/taskNames', { token, query: { lang: 'fr' } });
    expect([bad.status, apiError(bad.body).statusCode]).toEqual([400, 400]);
  });
});
