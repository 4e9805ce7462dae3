import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import type { Principal } from '../../../../shared/auth/principal';
import { ZAgency } from '../../../../shared/domain/agency/agency';
import { creditableMinor } from '../../../../shared/domain/credit/credit';
import { bookingItems, resortWithRooms } from '../../../../test/support/booking-fixtures';
import { act, create, seedState, stay, type Booking } from '../../../../test/support/booking-lifecycle';
import { invoke } from '../../../../test/support/invoke';
import { adminOf, userWith } from '../../../../test/support/tokens';
import { handler as actions } from '../../actions/lambda';
import { handler as credits } from '../../../finance/credits/lambda';
import { agencies } from '../../../data/agencies';
import { getBooking } from '../../../data/bookings';
import { handler as prices } from '../../../pricing/prices/lambda';
import { handler as bookings } from '../lambda';
import { recordPayment } from '../payments/record';

/**
 * DELETE /api/bookings/calculation/{id}/removeCancellationFee on DynamoDB Local (docs/booking-states.md,
 * "Cancelling"): the operator waives a cancelled booking's fee afterwards. The fee lines go with a history item,
 * the booking then owes nothing and all it received can be credited; a second call changes nothing; a booking that
 * is not cancelled answers 409, an unknown one 404, a user without bookings.update 403, all in the spec's error shape.
 */

const error = (body: unknown) => {
  const e = ZApiError.parse(body);
  return `${e.statusCode} ${e.message} ${e.description}`;
};
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
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
const removeFee = (token: string, id: string) => invoke<Booking>(actions, 'DELETE', `/api/bookings/calculation/${id}/removeCancellationFee`, { token });
const cancelWith = (token: string, id: string, body: unknown) => invoke<Booking>(bookings, 'POST', `/api/bookings/${id}/cancell`, { token, body });
const fees = (b: Booking | null) => (b?.calculation ?? []).filter((l) => l.type === 'cancellationFee').map((l) => l.total);

async function world(tenant: string) {
  const token = await adminOf(tenant);
  const { resortId, roomIds } = await resortWithRooms(tenant, 3);
  await agencies.create(tenant, 'ag-1', ZAgency.parse({ name: 'Blue Travel' }));
  const terms = await invoke(prices, 'POST', '/api/terms', {
    token,
    body: { name: 'Standard', isDefault: true, cancellationFeePercent: 20, entries: [{ reason: 'Total', useTerms: true }] },
  });
  expect(terms.status, JSON.stringify(terms.body)).toBe(200);
  /** A confirmed stay of ag-1 priced 345.55 (300.00 + 45.55) with its milestones, paid 200.00. */
  const paidBooking = async (room: number) => {
    const made = (await create(token, stay(resortId, [roomIds[room] as string], '2027-06-01', 2, { agency: 'ag-1' }))).body;
    await seedState(tenant, made.id, made.state, {
      calculation: [line('300.00', 1), line('45.55', 2)],
      payments: [
        { text: 'Deposit', type: 'deposit', amount: '100.00', due: '2027-01-10' },
        { text: 'Rest', type: 'rest', amount: '245.55', due: '2027-05-01' },
      ],
    });
    await recordPayment(system(tenant), made.id, { amount: '200', method: 'bank' });
    return made;
  };
  return { token, paidBooking };
}

describe('removeCancellationFee', () => {
  it('removes the 69.11 fee (20 % of 345.55) with a history item: owed 0.00, all 200.00 creditable; a second call changes nothing', async () => {
    const tenant = 'rm-fee';
    const { token, paidBooking } = await world(tenant);
    const b = await paidBooking(0);
    const cancelled = (await cancelWith(token, b.id, { reason: 'Guest is ill' })).body;
    expect(fees(cancelled)).toEqual(['69.11']);
    // Before: it owes the fee, 200.00 − 69.11 = 130.89 can be credited.
    expect(creditableMinor(cancelled)).toBe(13_089);

    const res = await removeFee(token, b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'aborted', lastAction: 'removeCancellationFee', version: cancelled.version + 1, cancelReason: 'Guest is ill' });
    expect(fees(res.body)).toEqual([]);
    expect(res.body.calculation?.map((l) => [l.sort, l.total])).toEqual([
      [1, '300.00'],
      [2, '45.55'],
    ]);
    // The cancel left the milestones as they were; so does the removal.
    expect(res.body.payments).toEqual(cancelled.payments);
    expect(res.body.received?.map((p) => p.amount)).toEqual(['200.00']);
    // After: it owes nothing; the whole 200.00 can be credited.
    expect(creditableMinor(res.body)).toBe(20_000);
    const history = (await bookingItems(tenant, b.id)).map((i) => [i.sk, i.lastAction]);
    expect(history.slice(-2)).toEqual([
      [`HISTORY#${String(cancelled.version).padStart(8, '0')}`, 'cancel'],
      ['ROOT', 'removeCancellationFee'],
    ]);

    // Idempotent: the second call answers the booking as it is and writes nothing.
    const again = await removeFee(token, b.id);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(res.body.version);
    expect(await bookingItems(tenant, b.id)).toHaveLength(history.length);

    // The credit note now gives back all 200.00.
    const note = await invoke<{ credit: { amount: string } }>(credits, 'POST', `/api/agencies/credits/booking/${b.id}`, { token, body: {} });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.credit.amount).toBe('200.00');

    // A revert of the cancel after the removal: the booking is back at 345.55 with no fee.
    const back = await act(token, b.id, 'revert');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.state).toBe('confirmed');
    expect(back.body.calculation?.map((l) => l.total)).toEqual(['300.00', '45.55']);
  });

  it('answers a cancelled booking without a fee (waived at the cancel) unchanged', async () => {
    const tenant = 'rm-fee-waived';
    const { token, paidBooking } = await world(tenant);
    const b = await paidBooking(0);
    const cancelled = (await cancelWith(token, b.id, { reason: 'Goodwill', waiveFee: true })).body;
    const res = await removeFee(token, b.id);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(cancelled.version);
    expect(await getBooking(tenant, b.id)).toEqual(cancelled);
  });

  it('refuses a booking that is not cancelled (409), an unknown one (404) and a user without bookings.update (403); nothing changes', async () => {
    const tenant = 'rm-fee-refused';
    const { token, paidBooking } = await world(tenant);
    const open = await paidBooking(0);
    const before = await getBooking(tenant, open.id);
    const historyBefore = await bookingItems(tenant, open.id);

    const refused = await removeFee(token, open.id);
    expect(refused.status).toBe(409);
    expect(error(refused.body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${open.bookingNo} is confirmed: removeCancellationFee is refused (removeCancellationFee is not allowed for a booking in state confirmed)`,
    );
    expect(ZApiError.parse(refused.body)).toMatchObject({ method: 'DELETE', path: `/api/bookings/calculation/${open.id}/removeCancellationFee` });
    expect(await getBooking(tenant, open.id)).toEqual(before);
    expect(await bookingItems(tenant, open.id)).toEqual(historyBefore);

    const missing = await removeFee(token, 'bk-nope');
    expect(missing.status).toBe(404);
    expect(ZApiError.parse(missing.body)).toMatchObject({ statusCode: 404, description: 'booking bk-nope does not exist' });

    const cancelled = (await cancelWith(token, (await paidBooking(1)).id, { reason: 'Storm' })).body;
    const reader = await userWith(tenant, ['bookings.read']);
    const forbidden = await removeFee(reader, cancelled.id);
    expect(forbidden.status).toBe(403);
    expect(ZApiError.parse(forbidden.body).statusCode).toBe(403);
    expect(fees(await getBooking(tenant, cancelled.id))).toEqual(['69.11']);
  });
});
