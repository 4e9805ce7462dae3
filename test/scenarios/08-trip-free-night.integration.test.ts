import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, guestInvoice, invoicePdf, issueInvoice, milestonesOf, must, operator, realClock, record } from '../support/scenario-api';
import { depositAndRest, liveaboard } from '../support/scenario-world';

/**
 * Scenario 8 (test/scenarios/README.md): a 7-night liveaboard at 1,400.00 per person in a twin cabin, with a free night
 * two ways. A free night on a trip is the trip price ÷ its nights per guest: 1,400.00 ÷ 7 = 200.00.
 * - Departure 03.04.2027 – 10.04.2027, "7 nights for 6, per person" (Person scope): each guest 200.00 off, 400.00
 *   for the couple.
 * - Departure 17.04.2027 – 24.04.2027, "one night free per cabin" (Booking scope, one cabin): the cabin's night is
 *   both guests' night, 200.00 + 200.00 = 400.00.
 * Either couple pays 2 × 1,400.00 − 400.00 = 2,400.00. Booked 15.01.2027; 30 % deposit a week after booking, the rest
 * 60 days before departure.
 */

const TENANT = 'scn-tripfree';
let token: string;
let host: string;
let perPerson: BookingItem;
let perCabin: BookingItem;

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const w = await liveaboard(token, {
    name: 'MV Komodo',
    key: 'KOMODO',
    cabins: 1,
    departures: [
      { from: '2027-04-03', to: '2027-04-10' },
      { from: '2027-04-17', to: '2027-04-24' },
    ],
  });
  const terms = await depositAndRest(token, 30, 7, 60);
  await record(token, '/api/price', {
    name: 'Komodo 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: w.vessel,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'twin2', roomType: w.twin, noOfPax: 2, price: 1400 }],
    termsOfPayment: terms,
  });
  const special = (name: string, scope: string, schedule: string) =>
    record(token, '/api/specials', {
      name,
      autoAdd: true,
      rule: { scope, conditions: [{ condition: 'Schedules', operator: 'IsIn', value: [schedule] }] },
      discount: 'FOCUnit',
      discountValue: 1,
      reduce: 'ChangeRoomPrice',
    });
  await special('7 nights for 6, per person', 'Person', w.schedules[0] as string);
  await special('One night free per cabin', 'Booking', w.schedules[1] as string);
  const book = (schedule: string) => must<BookingItem>(token, 'POST', '/api/bookings', { schedule, rooms: [{ room: w.cabins[0], noOfPax: 2 }] }, 201);
  perPerson = await book(w.schedules[0] as string);
  perCabin = await book(w.schedules[1] as string);
});

afterAll(() => realClock());

const specials = (b: BookingItem) => (b.calculation ?? []).filter((l) => l.type === 'special').map((l) => l.total);
const total = (b: BookingItem) => (b.calculation ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);

describe('Scenario 8: a 7-night trip with a free night per person and per cabin', () => {
  it('prices each guest 1,400.00 for the trip', () => {
    for (const b of [perPerson, perCabin])
      expect((b.calculation ?? []).filter((l) => l.type === 'tour').map((l) => [l.amount, l.total])).toEqual([
        [1, '1400.00'],
        [1, '1400.00'],
      ]);
  });

  it('per person: each guest gets 1,400.00 ÷ 7 = 200.00 off: 2,400.00; deposit 720.00 due 22.01.2027, rest 1,680.00 due 02.02.2027', () => {
    expect(specials(perPerson).reduce((s, t) => s + Math.round(Number(t) * 100), 0)).toBe(-40_000);
    expect(total(perPerson)).toBe(240_000);
    // 30 % × 2,400.00 = 720.00; rest 1,680.00 due 03.04.2027 − 60 days = 02.02.2027.
    expect(milestonesOf(perPerson)).toEqual([
      ['deposit', '720.00', '2027-01-22'],
      ['rest', '1680.00', '2027-02-02'],
    ]);
  });

  it('per cabin: the cabin night 200.00 + 200.00 = 400.00 off: 2,400.00; rest 1,680.00 due 16.02.2027; the invoice agrees', async () => {
    expect(specials(perCabin)).toEqual(['-400.00']);
    expect(total(perCabin)).toBe(240_000);
    // 30 % × 2,400.00 = 720.00; rest due 17.04.2027 − 60 days = 16.02.2027.
    expect(milestonesOf(perCabin)).toEqual([
      ['deposit', '720.00', '2027-01-22'],
      ['rest', '1680.00', '2027-02-16'],
    ]);
    const inv = await issueInvoice(token, perCabin.id);
    expect(inv).toMatchObject({ total: '2400.00', open: '2400.00' });
    const pdf = await invoicePdf(token, perCabin.id, inv.id);
    for (const text of ['-400,00 €', '2.400,00 €', '720,00 €', '1.680,00 €']) expect(pdf).toContain(text);
  });

  it("per person: the invoice and the guest's public invoice say 2 × 1,400.00 − 400.00 = 2,400.00, deposit 720.00, rest 1,680.00", async () => {
    const inv = await issueInvoice(token, perPerson.id);
    const pdf = await invoicePdf(token, perPerson.id, inv.id);
    // Service period 03.04.2027 – 10.04.2027; the special's line: each guest's free night 200,00, 400,00 for both.
    for (const text of [
      '1.400,00 €',
      '7 nights for 6, per person',
      '-400,00 €',
      '2.400,00 €',
      '720,00 €',
      '1.680,00 €',
      '03.04.2027',
      '10.04.2027',
      '22.01.2027',
      '02.02.2027',
    ])
      expect(pdf).toContain(text);
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ total: '2400.00', paid: '0.00', open: '2400.00', payable: true });
    expect(guest.lines.map((l) => l.total)).toEqual(['1400.00', '1400.00', '-400.00']);
    expect(guest.milestones.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '720.00', '2027-01-22'],
      ['rest', '1680.00', '2027-02-02'],
    ]);
  });
});
