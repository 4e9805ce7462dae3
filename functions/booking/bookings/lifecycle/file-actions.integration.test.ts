import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import type { Principal } from '../../../../shared/auth/principal';
import { addDays, dateIn } from '../../../../shared/calendar-date';
import { ZAgency } from '../../../../shared/domain/agency/agency';
import type { Todo } from '../../../../shared/domain/booking/todos';
import { bookingItems, resortWithRooms } from '../../../../test/support/booking-fixtures';
import { act, cancel, create, seedState, stay, type Booking } from '../../../../test/support/booking-lifecycle';
import { invoke } from '../../../../test/support/invoke';
import { adminOf } from '../../../../test/support/tokens';
import { handler as credits } from '../../../finance/credits/lambda';
import { agencies } from '../../../data/agencies';
import { getBooking } from '../../../data/bookings';
import { handler as prices } from '../../../pricing/prices/lambda';
import { handler as todos } from '../../todo/lambda';
import { handler as bookings } from '../lambda';
import { recordPayment } from '../payments/record';

/**
 * Issue 22, the booking file's actions on DynamoDB Local: check-in before the arrival day (refused, confirmed early,
 * undone), cancel with the terms' fee (waived, refunded, credited, to the cent), rebook linking both bookings with
 * the new one's todos from its own dates.
 */

const error = (body: unknown) => {
  const e = ZApiError.parse(body);
  return `${e.statusCode} ${e.message} ${e.description}`;
};
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
/** Today as the check-in sees it: the operator's zone (no tenant record: Europe/Berlin). */
const today = () => dateIn('Europe/Berlin');
const line = (total: string, sort: number) => ({
  sort,
  type: 'room_cost',
  customerType: 'Direct',
  text: `line ${sort}`,
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: true,
  unique: false,
});
const cancelWith = (token: string, id: string, body: unknown) => invoke<Booking>(bookings, 'POST', `/api/bookings/${id}/cancell`, { token, body });
const fees = (b: Booking | null) => (b?.calculation ?? []).filter((l) => l.type === 'cancellationFee').map((l) => l.total);
const paid = (b: Booking | null) => (b?.received ?? []).reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);

describe('check-in before the arrival day', () => {
  it('refuses it with 409 and writes nothing, checks in when confirmed early, undoes the check-in with history', async () => {
    const tenant = 'file-checkin';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const arrival = addDays(today(), 5);
    const b = (await create(token, stay(resortId, [roomIds[0] as string], arrival, 3))).body;

    const refused = await act(token, b.id, 'checkin');
    expect(refused.status).toBe(409);
    expect(error(refused.body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${b.bookingNo} is confirmed: checkin is refused (the arrival is on ${arrival}, after today ${today()}: check in early with early: true)`,
    );
    expect(ZApiError.parse(refused.body)).toMatchObject({ method: 'POST', path: `/api/bookings/${b.id}/checkin` });
    expect((await getBooking(tenant, b.id))?.version).toBe(1);
    expect((await act(token, b.id, 'checkin', { early: 'yes' })).status).toBe(400);
    expect((await act(token, b.id, 'checkin', { early: false })).status).toBe(409);

    const early = await act(token, b.id, 'checkin', { early: true });
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ state: 'confirmed', version: 2, lastAction: 'checkin', checkedInAt: expect.any(String) });
    // A checked-in booking is not cancelled, freed or rebooked: first undo the check-in.
    expect(error((await cancel(token, b.id)).body)).toContain('cancel is refused (the booking is checked in)');

    const undone = await act(token, b.id, 'revert');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ state: 'confirmed', version: 3, lastAction: 'revertCheckin' });
    expect(undone.body.checkedInAt).toBeUndefined();
    expect(undone.body.rooms[0]?.checkedIn).toBeUndefined();
    expect((await bookingItems(tenant, b.id)).map((i) => [i.sk, i.version, i.lastAction])).toEqual([
      ['HISTORY#00000001', 1, 'create'],
      ['HISTORY#00000002', 2, 'checkin'],
      ['ROOT', 3, 'revertCheckin'],
    ]);
    expect(error((await act(token, b.id, 'revert')).body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${b.bookingNo} is confirmed: revert is refused (the booking is not checked in)`,
    );
    expect((await getBooking(tenant, b.id))?.version).toBe(3);

    // On the arrival day no confirmation is needed.
    const now = (await create(token, stay(resortId, [roomIds[1] as string], today(), 2))).body;
    expect((await act(token, now.id, 'checkin')).status).toBe(200);
  });
});

describe('cancel with the terms’ cancellation fee', () => {
  async function world(tenant: string) {
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 5);
    await agencies.create(tenant, 'ag-1', ZAgency.parse({ name: 'Blue Travel' }));
    const terms = await invoke<{ id: string }>(prices, 'POST', '/api/terms', {
      token,
      body: { name: 'Standard', isDefault: true, cancellationFeePercent: 20, entries: [{ reason: 'Total', useTerms: true }] },
    });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    const fixed = await invoke<{ id: string }>(prices, 'POST', '/api/terms', {
      token,
      body: { name: 'Fixed fee', cancellationFeeValue: 25.5, entries: [{ reason: 'Total', useTerms: true }] },
    });
    expect(fixed.status).toBe(200);
    /** A confirmed stay of ag-1 priced 345.55 (300.00 + 45.55), paid 200.00. */
    const paidBooking = async (room: number, patch: Partial<Booking> = {}) => {
      const made = (await create(token, stay(resortId, [roomIds[room] as string], '2027-06-01', 2, { agency: 'ag-1' }))).body;
      await seedState(tenant, made.id, made.state, { calculation: [line('300.00', 1), line('45.55', 2)], ...patch });
      await recordPayment(system(tenant), made.id, { amount: '200', method: 'bank' });
      return made;
    };
    return { token, fixedTerms: fixed.body.id, paidBooking };
  }

  it('writes 20 % of 345.55 = 69.11 as one fee line with the reason; refunds 130.89; a revert takes the fee back', async () => {
    const tenant = 'file-cancel-fee';
    const { token, paidBooking } = await world(tenant);
    const b = await paidBooking(0);

    const res = await cancelWith(token, b.id, { reason: 'Guest is ill' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'aborted', cancelReason: 'Guest is ill' });
    expect(fees(res.body)).toEqual(['69.11']);
    expect(res.body.calculation?.find((l) => l.type === 'cancellationFee')).toMatchObject({ sort: 3, amount: 1, price: '69.11' });
    // Repeated: answered unchanged, no second fee.
    expect(fees((await cancelWith(token, b.id, { reason: 'again' })).body)).toEqual(['69.11']);

    // The refund of what was paid beyond the fee: a negative manual payment.
    await recordPayment(system(tenant), b.id, { amount: '-130.89', method: 'bank', text: 'Refund after cancellation' });
    const refunded = await getBooking(tenant, b.id);
    expect(paid(refunded)).toBe(6911);
    expect(refunded?.received?.map((p) => p.amount)).toEqual(['200.00', '-130.89']);

    const back = await act(token, b.id, 'revert');
    expect(back.body).toMatchObject({ state: 'confirmed' });
    expect(back.body.cancelReason).toBeUndefined();
    expect(fees(back.body)).toEqual([]);
    expect(back.body.calculation?.map((l) => l.total)).toEqual(['300.00', '45.55']);
  });

  it('waives the fee on request; a fixed amount of the booking’s own terms wins over the percent', async () => {
    const tenant = 'file-cancel-waive';
    const { token, paidBooking, fixedTerms } = await world(tenant);
    const waived = await paidBooking(0);
    const res = await cancelWith(token, waived.id, { reason: 'Goodwill', waiveFee: true });
    expect(res.body.state).toBe('aborted');
    expect(fees(res.body)).toEqual([]);

    const own = await paidBooking(1, { termsOfPayment: fixedTerms });
    expect(fees((await cancelWith(token, own.id, { reason: 'Changed plans' })).body)).toEqual(['25.50']);

    // The booking core's cancel without a body still cancels (and takes the fee of the default terms).
    const plain = await paidBooking(2);
    expect(fees((await cancel(token, plain.id)).body)).toEqual(['69.11']);
    expect((await cancelWith(token, plain.id, { reason: '' })).status).toBe(400);
  });

  it('issues a credit note of what was paid beyond the fee: 200.00 − 69.11 = 130.89, and all 200.00 when waived', async () => {
    const tenant = 'file-cancel-credit';
    const { token, paidBooking } = await world(tenant);
    const b = await paidBooking(0);
    await cancelWith(token, b.id, { reason: 'Storm' });
    const note = await invoke<{ credit: { amount: string; no: number } }>(credits, 'POST', `/api/agencies/credits/booking/${b.id}`, { token, body: {} });
    expect(note.status).toBe(201);
    expect(note.body.credit).toMatchObject({ amount: '130.89', no: 1 });
    expect(paid(await getBooking(tenant, b.id))).toBe(6911);

    const w = await paidBooking(1);
    await cancelWith(token, w.id, { reason: 'Storm', waiveFee: true });
    const all = await invoke<{ credit: { amount: string; no: number } }>(credits, 'POST', `/api/agencies/credits/booking/${w.id}`, { token, body: {} });
    expect(all.body.credit).toMatchObject({ amount: '200.00', no: 2 });
    expect(paid(await getBooking(tenant, w.id))).toBe(0);
  });
});

describe('rebook', () => {
  it('links the old and the new booking both ways with history on both, the new one’s todos from its own dates', async () => {
    const tenant = 'file-rebook';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const rule = await invoke<{ id: string }>(todos, 'POST', '/api/todo/rules', {
      token,
      body: { text: 'Call the guest', rule: { calcType: 'beforeArrival', value: 3 } },
    });
    expect(rule.status).toBe(200);
    const old = (await create(token, stay(resortId, roomIds, '2027-03-10', 4))).body;
    const todoOf = (b: Booking | null) => b?.todo?.find((t: Todo) => t.definition === rule.body.id);
    expect(todoOf(old)?.due).toBe('2027-03-07');

    const res = await act(token, old.id, 'rebook', { checkIn: '2027-04-20', checkOut: '2027-04-23' });
    expect(res.status).toBe(200);
    const next = (await getBooking(tenant, res.body.rebookedTo as string))!;
    expect(res.body).toMatchObject({ state: 'rebooked', rebookedTo: next.id, lastAction: 'rebook' });
    expect(next).toMatchObject({ state: 'confirmed', rebookedFrom: old.id, checkIn: '2027-04-20', lastAction: 'rebook' });
    expect(next.bookingNo).toBe(old.bookingNo + 1);
    expect(todoOf(next)).toMatchObject({ due: '2027-04-17', open: true });
    expect(next.todo?.filter((t) => t.definition === rule.body.id)).toHaveLength(1);

    // History: the old booking's versions end with the rebook; the new one starts with it.
    const history = async (id: string) => (await bookingItems(tenant, id)).map((i) => [i.sk, i.lastAction, i.rebookedTo ?? i.rebookedFrom ?? null]);
    expect(await history(old.id)).toEqual([
      ['HISTORY#00000001', 'create', null],
      ['ROOT', 'rebook', next.id],
    ]);
    expect(await history(next.id)).toEqual([['ROOT', 'rebook', old.id]]);
  });

  it('rebooks a paid booking: the payment passes to the new booking and back with revertRebook, one ledger item', async () => {
    const tenant = 'file-rebook-paid';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const old = (await create(token, stay(resortId, roomIds, '2027-03-10', 4))).body;
    await recordPayment(system(tenant), old.id, { amount: '120.50', method: 'bank' });
    const res = await act(token, old.id, 'rebook', { checkIn: '2027-04-20', checkOut: '2027-04-23' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const next = await getBooking(tenant, res.body.rebookedTo as string);
    expect(res.body.received).toBeUndefined();
    expect(next?.received?.map((p) => p.amount)).toEqual(['120.50']);
    const back = await act(token, old.id, 'revertRebook');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.received?.map((p) => p.amount)).toEqual(['120.50']);
    expect((await getBooking(tenant, next!.id))?.received).toBeUndefined();
  });
});
