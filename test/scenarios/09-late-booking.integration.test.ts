import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, guestInvoice, invoicePdf, issueInvoice, must, operator, paymentStatus, realClock, record } from '../support/scenario-api';
import { depositAndRest, resortWith } from '../support/scenario-world';

/**
 * Scenario 9 (test/scenarios/README.md): late bookings. Terms: 30 % deposit 7 days after booking, the rest 30 days
 * before arrival; 100.00 a night for the double room. Booked 15.01.2027:
 * - arriving 05.02.2027 (3 nights, 300.00): the rest would be due 06.01.2027, before the booking. Deposit and rest
 *   are one milestone of 300.00 due on the booking date 15.01.2027;
 * - arriving 18.02.2027 (3 nights, 300.00): the rest is due 19.01.2027, the deposit would be 22.01.2027. The rest is
 *   never due before the deposit.
 */

const TENANT = 'scn-late';
let token: string;
let host: string;
let late: BookingItem;
let tight: BookingItem;

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Lodge', key: 'RL', type: 'Double', pax: 2, rooms: 2 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 100 }],
    termsOfPayment: terms,
  });
  const guest = await record(token, '/api/customers', { masterData: { firstName: 'Eva', lastName: 'Lang' } });
  const stay = (room: string, checkIn: string, checkOut: string) => ({ resort, checkIn, checkOut, customer: guest, rooms: [{ room, noOfPax: 2 }] });
  late = await must<BookingItem>(token, 'POST', '/api/bookings', stay(rooms[0] as string, '2027-02-05', '2027-02-08'), 201);
  tight = await must<BookingItem>(token, 'POST', '/api/bookings', stay(rooms[1] as string, '2027-02-18', '2027-02-21'), 201);
});

afterAll(() => realClock());

const amounts = (b: BookingItem) => (b.payments ?? []).reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);

describe('Scenario 9: a late booking (booked after the rest is due)', () => {
  it('bills 3 × 100.00 = 300.00 and the milestones add up to it', () => {
    for (const b of [late, tight]) {
      expect((b.calculation ?? []).map((l) => [l.amount, l.price, l.total])).toEqual([[3, '100.00', '300.00']]);
      expect(amounts(b)).toBe(30_000);
    }
  });

  it('asks for all of it at once: one milestone of 300.00 due on the booking date 15.01.2027', () => {
    expect((late.payments ?? []).map((p) => [p.amount, p.due])).toEqual([['300.00', '2027-01-15']]);
  });

  it('never has the rest due before the deposit (rest due 18.02.2027 − 30 days = 19.01.2027)', () => {
    const deposit = (tight.payments ?? []).find((p) => p.type === 'deposit');
    const rest = (tight.payments ?? []).find((p) => p.type === 'rest');
    expect(rest?.due).toBe('2027-01-19');
    expect(deposit === undefined || deposit.due <= (rest?.due as string)).toBe(true);
  });

  it('shows 300.00 due now on the booking date; the invoice says 300.00 open; paid at once, nothing open', async () => {
    const status = await paymentStatus(token, late.id);
    // Everything due by the booking day: 300.00 (whatever the split, all of it is due by 22.01.2027 at the latest).
    expect(status.summary).toMatchObject({ total: '300.00', paid: '0.00', open: '300.00' });
    const inv = await issueInvoice(token, late.id);
    expect(inv).toMatchObject({ date: '2027-01-15', total: '300.00', open: '300.00' });
    const pdf = await invoicePdf(token, late.id, inv.id);
    for (const text of ['300,00 €', 'fällig am 15.01.2027']) expect(pdf).toContain(text);
    await must(token, 'POST', `/api/bookings/${late.id}/payment`, { amount: '300.00', method: 'card', date: '2027-01-15' });
    expect((await paymentStatus(token, late.id)).summary).toMatchObject({ total: '300.00', paid: '300.00', open: '0.00', status: 'paid' });
    // The guest's invoice link, opened after paying: one milestone of 300.00 due 15.01.2027, all paid.
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ total: '300.00', paid: '300.00', open: '0.00', payable: false, paidState: 'paid' });
    expect(guest.milestones.map((m) => [m.amount, m.due])).toEqual([['300.00', '2027-01-15']]);
  });
});
