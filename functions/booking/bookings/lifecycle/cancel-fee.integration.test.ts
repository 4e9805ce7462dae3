import { describe, expect, it } from 'vitest';
import { ZCancellationFeePreview, type CancellationFeePreview } from '../../../../shared/api/booking-cancel-fee';
import { ZApiError } from '../../../../shared/api/errors';
import type { Principal } from '../../../../shared/auth/principal';
import type { BookingItem } from '../../../data/entities/booking';
import { bookingItems } from '../../../../test/support/booking-fixtures';
import { seedState } from '../../../../test/support/booking-lifecycle';
import { call, must, operator, record } from '../../../../test/support/scenario-api';
import { resortWith } from '../../../../test/support/scenario-world';
import { getBooking } from '../../../data/bookings';
import { recordPayment } from '../payments/record';

/**
 * GET /api/bookings/{id}/cancellationFee on DynamoDB Local (issue 22, docs/decisions.md "Cancellation fee preview"):
 * the cancel dialog's fee is the server's, computed by the cancel's own function, so what the dialog names is what
 * the cancel charges: for terms of the booking itself, of the price definition that priced it, and the operator's
 * default. An unknown booking answers 404, a cancelled one 409, both in the spec's error shape, nothing written.
 */

const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const terms = (token: string, name: string, fee: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  record(token, '/api/terms', { name, ...fee, ...extra, entries: [{ reason: 'Total', useTerms: true }] });
const preview = (token: string, id: string) => call<CancellationFeePreview>('GET', `/api/bookings/${id}/cancellationFee`, { token });
const error = (body: unknown) => {
  const e = ZApiError.parse(body);
  return `${e.statusCode} ${e.message} ${e.description}`;
};

async function world(tenant: string) {
  const { token } = await operator(tenant);
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Inn', key: 'RI', type: 'Double', pax: 2, rooms: 3 });
  // The default asks 20 %; the high season's terms 10 %; a booking's own terms a fixed 25.50.
  const standard = await terms(token, 'Standard', { cancellationFeePercent: 20 }, { isDefault: true });
  const seasonTerms = await terms(token, 'High season', { cancellationFeePercent: 10 });
  const own = await terms(token, 'Fixed fee', { cancellationFeeValue: 25.5 });
  const season = (name: string, from: string, to: string, price: number, extra: Record<string, unknown>) =>
    record(token, '/api/price', {
      name,
      resort,
      calculationType: 'complete',
      validRange: { from, to },
      entries: [{ id: 'dbl', roomType, noOfPax: 2, price }],
      ...extra,
    });
  const high = await season('High 2027', '2027-07-01', '2027-08-31', 150, { termsOfPayment: seasonTerms });
  // A season that names no terms: its bookings take the default's.
  await season('Low 2027', '2027-09-01', '2027-09-30', 100, {});
  const book = (room: number, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) =>
    must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn, checkOut, rooms: [{ room: rooms[room], noOfPax: 2 }], ...extra }, 201);
  return { token, standard, seasonTerms, own, high, book };
}

/** The preview, then the cancel: the fee line the cancel wrote is the preview's line, to the field. */
async function previewThenCancel(token: string, id: string) {
  const res = await preview(token, id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const shown = ZCancellationFeePreview.parse(res.body);
  const cancelled = await must<BookingItem>(token, 'POST', `/api/bookings/${id}/cancell`, { reason: 'Guest is ill' });
  const charged = (cancelled.calculation ?? []).filter((l) => l.type === 'cancellationFee');
  return { shown, cancelled, charged };
}

describe('GET /api/bookings/{id}/cancellationFee', () => {
  it('previews what the cancel charges for terms of the booking, of its price definition and the default', async () => {
    const tenant = 'cancel-fee-preview';
    const { token, standard, seasonTerms, own, book } = await world(tenant);

    // (a) The booking's own terms: 3 nights × 150.00 = 450.00; a fixed 25.50 wins (no percent).
    const a = await book(0, '2027-07-10', '2027-07-13', { termsOfPayment: own });
    await recordPayment(system(tenant), a.id, { amount: '100', method: 'bank' });
    const pa = await previewThenCancel(token, a.id);
    expect(pa.shown).toMatchObject({
      booking: a.id,
      currency: 'EUR',
      total: '450.00',
      fee: '25.50',
      from: 'terms',
      basis: 'value',
      terms: { id: own, name: 'Fixed fee', source: 'booking', cancellationFeeValue: 25.5 },
      // Paid 100.00: 100.00 − 25.50 = 74.50 can be refunded or credited; all 100.00 when the fee is waived.
      paid: '100.00',
      refundable: '74.50',
      refundableIfWaived: '100.00',
    });
    expect(pa.charged).toEqual([pa.shown.line]);
    expect(pa.shown.line).toMatchObject({ type: 'cancellationFee', amount: 1, price: '25.50', total: '25.50' });

    // (b) The price definition's terms: 450.00 × 10 % = 45.00 (the default's 20 % would say 90.00, as the dialog did).
    const b = await book(1, '2027-07-10', '2027-07-13');
    expect(b.termsOfPayment).toBeUndefined();
    const pb = await previewThenCancel(token, b.id);
    expect(pb.shown).toMatchObject({
      total: '450.00',
      fee: '45.00',
      basis: 'percent',
      terms: { id: seasonTerms, name: 'High season', source: 'priceDefinition', cancellationFeePercent: 10 },
      paid: '0.00',
      refundable: '0.00',
    });
    expect(pb.charged).toEqual([pb.shown.line]);
    expect(pb.charged.map((l) => l.total)).toEqual(['45.00']);

    // (c) The default: the low season names no terms; 3 × 100.00 = 300.00 × 20 % = 60.00.
    const c = await book(2, '2027-09-10', '2027-09-13');
    const pc = await previewThenCancel(token, c.id);
    expect(pc.shown).toMatchObject({ total: '300.00', fee: '60.00', terms: { id: standard, name: 'Standard', source: 'default' } });
    expect(pc.charged).toEqual([pc.shown.line]);
    expect(pc.charged.map((l) => l.total)).toEqual(['60.00']);

    // The preview wrote nothing: each booking has its create and its cancel only.
    expect((await bookingItems(tenant, c.id)).map((i) => i.lastAction)).toEqual(['create', 'cancel']);
  });

  it('shows a fee line already on the booking as the fee (the cancel adds none), and no fee when the terms name none', async () => {
    const tenant = 'cancel-fee-preview-line';
    const { token, book } = await world(tenant);
    const b = await book(0, '2027-07-10', '2027-07-13');
    const current = await getBooking(tenant, b.id);
    const agreed = { sort: 9, type: 'cancellationFee', customerType: 'Direct', text: 'Agreed fee', amount: 1, price: '30.00', total: '30.00' };
    await seedState(tenant, b.id, 'confirmed', {
      calculation: [...(current?.calculation ?? []), { ...agreed, editable: true, deletable: true, unique: true }],
    });
    const p = await previewThenCancel(token, b.id);
    expect(p.shown).toMatchObject({ total: '450.00', fee: '30.00', from: 'line', basis: 'none' });
    expect(p.shown.line).toBeUndefined();
    expect(p.charged.map((l) => l.total)).toEqual(['30.00']);

    const none = await terms(token, 'No fee', {});
    const free = await book(1, '2027-07-10', '2027-07-13', { termsOfPayment: none });
    const f = await previewThenCancel(token, free.id);
    expect(f.shown).toMatchObject({ fee: '0.00', from: 'none', basis: 'none', terms: { id: none, source: 'booking' } });
    expect(f.charged).toEqual([]);
  });

  it('answers 404 for an unknown booking and 409 for a cancelled one, in the spec’s error shape', async () => {
    const tenant = 'cancel-fee-preview-errors';
    const { token, book } = await world(tenant);
    const missing = await preview(token, 'bk-nope');
    expect(missing.status).toBe(404);
    expect(error(missing.body)).toBe('404 NOT_FOUND booking bk-nope does not exist');
    expect(ZApiError.parse(missing.body)).toMatchObject({ method: 'GET', path: '/api/bookings/bk-nope/cancellationFee' });

    const b = await book(0, '2027-07-10', '2027-07-13');
    await must(token, 'POST', `/api/bookings/${b.id}/cancell`, { reason: 'Storm' });
    const before = await getBooking(tenant, b.id);
    const again = await preview(token, b.id);
    expect(again.status).toBe(409);
    expect(error(again.body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${b.bookingNo} is aborted: no cancellation fee to preview (it is already cancelled; its fee is its cancellationFee lines)`,
    );
    expect(await getBooking(tenant, b.id)).toEqual(before);
  });
});
