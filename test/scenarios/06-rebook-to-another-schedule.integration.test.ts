import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import {
  booking,
  call,
  clockAt,
  guestInvoice,
  invoicePdf,
  issueInvoice,
  milestonesOf,
  must,
  operator,
  paymentStatus,
  realClock,
  record,
} from '../support/scenario-api';
import { depositAndRest, liveaboard, resortWith } from '../support/scenario-world';
import { adminOf } from '../support/tokens';

/**
 * Scenario 6 (test/scenarios/README.md): two couples book the May departure of MV Manta (08.05.2027 – 15.05.2027) at
 * the spring price 1,500.00 per person; on 01.02.2027 both move to the September departure (04.09.2027 – 11.09.2027),
 * priced 1,800.00 per person (autumn). The Falks had paid their deposit, the Bergs nothing yet. 30 % deposit a week
 * after booking, the rest 45 days before departure. Booked 15.01.2027. The Falks also booked a Nitrox course, 120.00,
 * a line the operator added by hand: it moves with them at its price.
 *
 * Then a stay (docs/booking-states.md, "Rebook: price and milestones"): the Krauses book Bay Lodge for 7 high-season
 * nights, 10.07. – 17.07.2027, at 150.00 a night (1,050.00), and pay it all on 20.01.2027; on 01.02.2027 they move
 * to 13.09. – 20.09.2027, low season at 100.00 a night (700.00). They paid 350.00 more than the new price: the booking
 * shows it, and the operator refunds it.
 */

const TENANT = 'scn-rebook';
let token: string;
let host: string;
let w: Awaited<ReturnType<typeof liveaboard>>;
let falk: BookingItem;
let berg: BookingItem;
let old: BookingItem;
let moved: BookingItem;
let falkRebook: { status: number; body: unknown };

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  w = await liveaboard(token, {
    name: 'MV Manta',
    key: 'MANTA',
    cabins: 2,
    departures: [
      { from: '2027-05-08', to: '2027-05-15' },
      { from: '2027-09-04', to: '2027-09-11' },
    ],
  });
  const terms = await depositAndRest(token, 30, 7, 45);
  const season = (name: string, from: string, to: string, price: number) =>
    record(token, '/api/price', {
      name,
      type: 'trip',
      calculationType: 'unit',
      vessel: w.vessel,
      validRange: { from, to },
      entries: [{ id: 'twin2', roomType: w.twin, noOfPax: 2, price }],
      termsOfPayment: terms,
    });
  await season('Spring 2027', '2027-01-01', '2027-06-30', 1500);
  await season('Autumn 2027', '2027-07-01', '2027-12-31', 1800);
  const guest = (firstName: string, lastName: string) => record(token, '/api/customers', { masterData: { firstName, lastName } });
  const book = async (cabin: string, customer: string) =>
    must<BookingItem>(token, 'POST', '/api/bookings', { schedule: w.schedules[0], customer, rooms: [{ room: cabin, noOfPax: 2 }] }, 201);
  falk = await book(w.cabins[0] as string, await guest('Jonas', 'Falk'));
  berg = await book(w.cabins[1] as string, await guest('Ute', 'Berg'));
  await must(token, 'POST', `/api/bookings/${falk.id}/payment`, { amount: '900.00', date: '2027-01-20', reference: 'Anzahlung Falk' });
  await must(token, 'POST', `/api/bookings/${falk.id}/calculation`, { type: 'cost', text: 'Nitrox course', price: '120.00' });

  clockAt('2027-02-01T09:00:00.000Z');
  token = await adminOf(TENANT); // signed in again on the day of the move
  falkRebook = await call('POST', `/api/bookings/${falk.id}/rebook/${w.schedules[1]}`, { token });
  await must(token, 'POST', `/api/bookings/${berg.id}/rebook/${w.schedules[1]}`);
  old = await booking(token, berg.id);
  moved = await booking(token, old.rebookedTo as string);
});

afterAll(() => realClock());

describe('Scenario 6: rebooked to another departure', () => {
  it('first: 2 × 1,500.00 = 3,000.00; deposit 900.00 due 22.01.2027, rest 2,100.00 due 24.03.2027', () => {
    for (const b of [falk, berg]) {
      expect((b.calculation ?? []).map((l) => l.total)).toEqual(['1500.00', '1500.00']);
      // 30 % × 3,000.00 = 900.00; rest 3,000.00 − 900.00 = 2,100.00 due 08.05.2027 − 45 days = 24.03.2027.
      expect(milestonesOf(b)).toEqual([
        ['deposit', '900.00', '2027-01-22'],
        ['rest', '2100.00', '2027-03-24'],
      ]);
    }
  });

  it('moves the Falks with their 900.00 deposit: the new booking has it, the old one none (900.00 over both)', async () => {
    expect(falkRebook.status, JSON.stringify(falkRebook.body)).toBe(200);
    const was = await booking(token, falk.id);
    const now = await booking(token, was.rebookedTo as string);
    expect(now.received?.map((p) => [p.date, p.amount])).toEqual([['2027-01-20', '900.00']]);
    const both = [...(was.received ?? []), ...(now.received ?? [])].reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
    expect(both).toBe(90_000);
  });

  it('re-prices the Falks at the autumn price and keeps their hand-made Nitrox line: 3,600.00 + 120.00 = 3,720.00, 2,820.00 open', async () => {
    const was = await booking(token, falk.id);
    // Before: 3,000.00 + 120.00 = 3,120.00; the hand-made line went to the rest: 2,100.00 + 120.00 = 2,220.00.
    expect(milestonesOf(was)).toEqual([
      ['deposit', '900.00', '2027-01-22'],
      ['rest', '2220.00', '2027-03-24'],
    ]);
    const now = await booking(token, was.rebookedTo as string);
    expect((now.calculation ?? []).map((l) => [l.type, l.text, l.total])).toEqual([
      ['tour', expect.any(String), '1800.00'],
      ['tour', expect.any(String), '1800.00'],
      ['cost', 'Nitrox course', '120.00'],
    ]);
    // 30 % × 3,600.00 = 1,080.00 due a week after the booking date (15.01.2027 + 7); the rest 2,520.00 + 120.00 =
    // 2,640.00 due 04.09.2027 − 45 days = 21.07.2027.
    expect(milestonesOf(now)).toEqual([
      ['deposit', '1080.00', '2027-01-22'],
      ['rest', '2640.00', '2027-07-21'],
    ]);
    // 3,720.00 − 900.00 paid = 2,820.00; the deposit lacks 1,080.00 − 900.00 = 180.00.
    const status = await paymentStatus(token, now.id);
    expect(status.summary).toMatchObject({ total: '3720.00', paid: '900.00', open: '2820.00' });
    expect(status.milestones.map((m) => [m.type, m.paid, m.open])).toEqual([
      ['deposit', '900.00', '180.00'],
      ['rest', '0.00', '2640.00'],
    ]);
  });

  it('moves the Bergs as a new booking on the September departure; the old one is rebooked', () => {
    expect(old).toMatchObject({ state: 'rebooked', rebookedTo: moved.id, previousState: 'confirmed' });
    expect(moved).toMatchObject({ state: 'confirmed', rebookedFrom: berg.id, schedule: w.schedules[1], checkIn: '2027-09-04', checkOut: '2027-09-11' });
  });

  it('prices the September departure at the autumn price: 2 × 1,800.00 = 3,600.00; deposit 1,080.00, rest 2,520.00', async () => {
    expect((moved.calculation ?? []).map((l) => [l.type, l.total])).toEqual([
      ['tour', '1800.00'],
      ['tour', '1800.00'],
    ]);
    // 30 % × 3,600.00 = 1,080.00; rest 3,600.00 − 1,080.00 = 2,520.00.
    expect((moved.payments ?? []).map((p) => p.amount)).toEqual(['1080.00', '2520.00']);
    expect((await paymentStatus(token, moved.id)).summary).toMatchObject({ total: '3600.00', paid: '0.00', open: '3600.00' });
  });

  it('moves the rest to 45 days before the new departure: 04.09.2027 − 45 days = 21.07.2027', () => {
    const rest = (moved.payments ?? []).find((p) => p.type === 'rest');
    expect(rest?.due).toBe('2027-07-21');
  });

  it('invoices the new booking on 01.02.2027 with the new departure; the old booking owes nothing', async () => {
    const inv = await issueInvoice(token, moved.id);
    expect(inv).toMatchObject({ bookingNo: moved.bookingNo, date: '2027-02-01', currency: 'EUR', paid: '0.00' });
    const pdf = await invoicePdf(token, moved.id, inv.id);
    // 2 × 1,800.00 = 3,600.00 for the departure of 04.09.2027; deposit 1,080.00, rest 2,520.00 due 21.07.2027.
    for (const text of ['Rechnung 2027-000001', '01.02.2027', '04.09.2027', '3.600,00 €', '1.080,00 €', '2.520,00 €', '21.07.2027'])
      expect(pdf).toContain(text);
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ total: '3600.00', paid: '0.00', open: '3600.00', payable: true });
    expect(guest.milestones.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '1080.00', expect.any(String)],
      ['rest', '2520.00', '2027-07-21'],
    ]);
    expect((await paymentStatus(token, old.id)).summary.paid).toBe('0.00');
  });
});

describe('Scenario 6b: a stay rebooked to other dates, re-priced lower than what was paid', () => {
  const STAY_TENANT = 'scn-rebook-stay';
  let staff: string;
  let first: BookingItem;
  let paidBefore: BookingItem;
  let movedStay: BookingItem;

  beforeAll(async () => {
    clockAt('2027-01-15T09:00:00.000Z');
    ({ token: staff } = await operator(STAY_TENANT));
    const { resort, roomType, rooms } = await resortWith(staff, { name: 'Bay Lodge', key: 'BL', type: 'Double', pax: 2, rooms: 1 });
    const terms = await depositAndRest(staff, 30, 7, 30);
    const season = (name: string, from: string, to: string, price: number) =>
      record(staff, '/api/price', {
        name,
        resort,
        calculationType: 'complete',
        validRange: { from, to },
        entries: [{ id: 'dbl', roomType, noOfPax: 2, price }],
        termsOfPayment: terms,
      });
    await season('High season 2027', '2027-07-01', '2027-08-31', 150);
    await season('Low season 2027', '2027-09-01', '2027-10-31', 100);
    const krause = await record(staff, '/api/customers', { masterData: { firstName: 'Lena', lastName: 'Krause' } });
    first = await must<BookingItem>(
      staff,
      'POST',
      '/api/bookings',
      { resort, checkIn: '2027-07-10', checkOut: '2027-07-17', customer: krause, rooms: [{ room: rooms[0], noOfPax: 2 }] },
      201,
    );
    paidBefore = await must<BookingItem>(staff, 'POST', `/api/bookings/${first.id}/payment`, { amount: '1050.00', date: '2027-01-20', reference: 'Krause' });

    clockAt('2027-02-01T09:00:00.000Z');
    staff = await adminOf(STAY_TENANT);
    const was = await must<BookingItem>(staff, 'POST', `/api/bookings/${first.id}/rebook`, { checkIn: '2027-09-13', checkOut: '2027-09-20' });
    movedStay = await booking(staff, was.rebookedTo as string);
  });

  it('first: 7 × 150.00 = 1,050.00; deposit 315.00 due 22.01.2027, rest 735.00 due 10.06.2027; all paid 20.01.2027', async () => {
    // 30 % × 1,050.00 = 315.00; rest 1,050.00 − 315.00 = 735.00 due 10.07.2027 − 30 days = 10.06.2027.
    expect(milestonesOf(first)).toEqual([
      ['deposit', '315.00', '2027-01-22'],
      ['rest', '735.00', '2027-06-10'],
    ]);
    expect(paidBefore.received?.map((p) => p.amount)).toEqual(['1050.00']);
  });

  it('re-prices the new dates at the low season: 7 × 100.00 = 700.00; deposit 210.00, rest 490.00 due 14.08.2027', () => {
    expect(movedStay).toMatchObject({ state: 'confirmed', rebookedFrom: first.id, checkIn: '2027-09-13', checkOut: '2027-09-20' });
    const total = (movedStay.calculation ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);
    expect(total).toBe(70_000);
    expect((movedStay.calculation ?? []).every((l) => l.source?.kind === 'entry')).toBe(true);
    // 30 % × 700.00 = 210.00 (due 15.01.2027 + 7); rest 490.00 due 13.09.2027 − 30 days = 14.08.2027.
    expect(milestonesOf(movedStay)).toEqual([
      ['deposit', '210.00', '2027-01-22'],
      ['rest', '490.00', '2027-08-14'],
    ]);
  });

  it('shows the 350.00 paid beyond the new price (700.00 − 1,050.00 = −350.00 open); a refund of 350.00 leaves 0.00', async () => {
    expect((await paymentStatus(staff, movedStay.id)).summary).toMatchObject({ total: '700.00', paid: '1050.00', open: '-350.00', status: 'paid' });
    await must(staff, 'POST', `/api/bookings/${movedStay.id}/payment`, { amount: '-350.00', date: '2027-02-01', reference: 'Refund after rebook' });
    expect((await paymentStatus(staff, movedStay.id)).summary).toMatchObject({ total: '700.00', paid: '700.00', open: '0.00', status: 'paid' });
    expect((await paymentStatus(staff, first.id)).summary.paid).toBe('0.00');
  });
});
