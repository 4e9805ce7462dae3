import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { bookingItems } from '../../../../test/support/booking-fixtures';
import { booking, call, milestonesOf, must, operator, record } from '../../../../test/support/scenario-api';
import { depositAndRest, resortWith } from '../../../../test/support/scenario-world';
import { getBooking } from '../../../data/bookings';

/**
 * Rebook re-prices the new booking for its new dates (docs/booking-states.md, "Rebook: price and milestones") on
 * DynamoDB Local: a price definition chosen by hand that does not cover the new dates gives way to the dates' own;
 * a priced booking whose new dates no definition prices is refused with 409 and nothing is written.
 */

async function world(tenant: string) {
  const { token } = await operator(tenant);
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Inn', key: 'RI', type: 'Double', pax: 2, rooms: 2 });
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
  const high = await season('High 2027', '2027-07-01', '2027-08-31', 150);
  await season('Low 2027', '2027-09-01', '2027-09-30', 100);
  const book = (room: number, checkIn: string, checkOut: string) =>
    must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn, checkOut, rooms: [{ room: rooms[room], noOfPax: 2 }] }, 201);
  return { token, high, book };
}

const totalOf = (b: BookingItem) => (b.calculation ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);

describe('rebook re-prices the new booking', () => {
  it('drops a chosen price definition that does not price the new dates: 3 × 150.00 → 3 × 100.00', async () => {
    const { token, high, book } = await world('rebook-price-chosen');
    const b = await book(0, '2027-07-10', '2027-07-13');
    const chosen = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/changePrice/${high}`);
    expect(totalOf(chosen)).toBe(45_000);
    const was = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/rebook`, { checkIn: '2027-09-10', checkOut: '2027-09-13' });
    const now = await booking(token, was.rebookedTo as string);
    expect(totalOf(now)).toBe(30_000);
    expect(now.priceDefinition).toBeUndefined();
    // 30 % × 300.00 = 90.00; rest 210.00 due 10.09.2027 − 30 days = 11.08.2027.
    expect(milestonesOf(now).map(([type, amount]) => [type, amount])).toEqual([
      ['deposit', '90.00'],
      ['rest', '210.00'],
    ]);
    expect(now.payments?.find((p) => p.type === 'rest')?.due).toBe('2027-08-11');
  });

  it('prices seasons whose entries all name a variant with their first variant, as the create does (reload too)', async () => {
    const { token } = await operator('rebook-price-variant');
    const { resort, roomType, rooms } = await resortWith(token, { name: 'Palm Inn', key: 'PI', type: 'Double', pax: 2, rooms: 1 });
    const hb = await record(token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
    const season = (name: string, from: string, to: string, price: number) =>
      record(token, '/api/price', {
        name,
        resort,
        calculationType: 'complete',
        validRange: { from, to },
        variants: [hb],
        entries: [{ id: 'dbl-hb', roomType, variant: hb, noOfPax: 2, price }],
      });
    await season('High HB', '2027-07-01', '2027-08-31', 180);
    await season('Low HB', '2027-09-01', '2027-09-30', 120);
    const b = await must<BookingItem>(
      token,
      'POST',
      '/api/bookings',
      { resort, checkIn: '2027-07-10', checkOut: '2027-07-12', rooms: [{ room: rooms[0], noOfPax: 2 }] },
      201,
    );
    expect(totalOf(b)).toBe(36_000);
    // Reloading the price keeps it (2 × 180.00): the re-price takes the season's variant like the create.
    expect(totalOf(await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/reloadPrice`))).toBe(36_000);
    const was = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/rebook`, { checkIn: '2027-09-10', checkOut: '2027-09-12' });
    // 2 × 120.00 = 240.00.
    expect(totalOf(await booking(token, was.rebookedTo as string))).toBe(24_000);
  });

  it('refuses (409) to rebook a priced booking to nights no price definition prices, writing nothing', async () => {
    const tenant = 'rebook-price-none';
    const { token, book } = await world(tenant);
    const b = await book(1, '2027-07-10', '2027-07-13');
    const before = await getBooking(tenant, b.id);
    const historyBefore = await bookingItems(tenant, b.id);
    const res = await call('POST', `/api/bookings/${b.id}/rebook`, { token, body: { checkIn: '2027-10-10', checkOut: '2027-10-13' } });
    expect(res.status).toBe(409);
    const e = ZApiError.parse(res.body);
    expect(`${e.message} ${e.description}`).toBe(
      `BOOKING_STATE_CONFLICT Booking ${b.bookingNo} is confirmed: rebook is refused (no price definition prices the nights 10.10.2027 – 13.10.2027: add a price for it first)`,
    );
    expect(await getBooking(tenant, b.id)).toEqual(before);
    expect(await bookingItems(tenant, b.id)).toEqual(historyBefore);
  });
});
