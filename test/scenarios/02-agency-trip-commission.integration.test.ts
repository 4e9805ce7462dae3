import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, guestInvoice, invoicePdf, issueInvoice, milestonesOf, must, operator, paymentStatus, realClock, record } from '../support/scenario-api';
import { depositAndRest, liveaboard } from '../support/scenario-world';

/**
 * Scenario 2 (test/scenarios/README.md): a liveaboard trip booked through an agency, once NET (the operator's
 * commission scheme, 15 %: the agency keeps its commission and owes the operator the price less it) and once GROSS (the
 * agency's own 10 %: the agency pays the full price, the operator pays the commission out). Booked on 15.01.2027;
 * trip 08.05.2027 – 15.05.2027; 30 % deposit a week after booking, the rest 45 days before departure.
 */

const TENANT = 'scn-agency';
let token: string;
let host: string;
let agency: string;
let net: BookingItem;
let gross: BookingItem;
let manta: Awaited<ReturnType<typeof liveaboard>>;
let dugong: Awaited<ReturnType<typeof liveaboard>>;

type Simulated = { total: number; commission: { percent: number; mode: string; amount: number } | null; milestones: { amount: number; due: string }[] };

const trip = (w: typeof manta) => ({ schedule: w.schedules[0], agency, rooms: [{ room: w.cabins[0], noOfPax: 2 }] });
const simulate = (w: typeof manta) =>
  must<Simulated>(token, 'POST', '/api/price/simulate', {
    kind: 'trip',
    schedule: w.schedules[0],
    from: '2027-05-08',
    to: '2027-05-15',
    rooms: [{ room: w.cabins[0], roomType: w.twin, persons: ['p1', 'p2'] }],
    persons: [{ key: 'p1' }, { key: 'p2' }],
    agency,
    channel: 'AgentDirectBooking',
    bookingDate: '2027-01-15',
  });

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const departures = [{ from: '2027-05-08', to: '2027-05-15' }];
  manta = await liveaboard(token, { name: 'MV Manta', key: 'MANTA', cabins: 1, departures });
  dugong = await liveaboard(token, { name: 'MV Dugong', key: 'DUGONG', cabins: 1, departures });
  const terms = await depositAndRest(token, 30, 7, 45);
  const scheme = await record(token, '/api/commission', { name: 'Agency net 15 %', percent: 15, mode: 'net' });
  agency = await record(token, '/api/agencies', { name: 'Dive Travel GmbH', commission: 10, contact: { email: 'office@divetravel.example' } });
  // Per person for the 7-night trip in a twin cabin (unit).
  await record(token, '/api/price', {
    name: 'Manta trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: manta.vessel,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'twin2', roomType: manta.twin, noOfPax: 2, price: 1500 }],
    termsOfPayment: terms,
    commission: scheme,
  });
  await record(token, '/api/price', {
    name: 'Dugong trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: dugong.vessel,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'twin2', roomType: dugong.twin, noOfPax: 2, price: 1200 }],
    termsOfPayment: terms,
  });
  net = await must<BookingItem>(token, 'POST', '/api/bookings', trip(manta), 201);
  gross = await must<BookingItem>(token, 'POST', '/api/bookings', trip(dugong), 201);
});

afterAll(() => realClock());

describe('Scenario 2: a trip booked through an agency with commission, net and gross', () => {
  it('net: 2 × 1,500.00 = 3,000.00; commission 15 % = 450.00; the agency owes 2,550.00 in a deposit and a rest', async () => {
    expect(net).toMatchObject({ agency, commission: 15, currency: 'EUR', checkIn: '2027-05-08', checkOut: '2027-05-15', bookingDate: '2027-01-15' });
    // One trip line per guest: 1,500.00 each.
    expect((net.calculation ?? []).map((l) => [l.type, l.amount, l.total])).toEqual([
      ['tour', 1, '1500.00'],
      ['tour', 1, '1500.00'],
    ]);
    // What the agency owes: 3,000.00 − 450.00 = 2,550.00. Deposit 30 % × 2,550.00 = 765.00 due 15.01.2027 + 7 = 22.01.2027;
    // rest 2,550.00 − 765.00 = 1,785.00 due 08.05.2027 − 45 days = 24.03.2027.
    expect(milestonesOf(net)).toEqual([
      ['deposit', '765.00', '2027-01-22'],
      ['rest', '1785.00', '2027-03-24'],
    ]);
    // The commission as the operator's simulator shows it: 15 % × 3,000.00 = 450.00, net.
    const sim = await simulate(manta);
    expect([sim.total, sim.commission?.percent, sim.commission?.mode, sim.commission?.amount]).toEqual([3000, 15, 'net', 450]);
  });

  it('gross: 2 × 1,200.00 = 2,400.00; the agency pays it all; commission 10 % = 240.00 paid out by the operator', async () => {
    expect(gross).toMatchObject({ agency, commission: 10, currency: 'EUR' });
    expect((gross.calculation ?? []).map((l) => [l.type, l.amount, l.total])).toEqual([
      ['tour', 1, '1200.00'],
      ['tour', 1, '1200.00'],
    ]);
    // Deposit 30 % × 2,400.00 = 720.00 due 22.01.2027; rest 2,400.00 − 720.00 = 1,680.00 due 24.03.2027.
    expect(milestonesOf(gross)).toEqual([
      ['deposit', '720.00', '2027-01-22'],
      ['rest', '1680.00', '2027-03-24'],
    ]);
    const sim = await simulate(dugong);
    expect([sim.total, sim.commission?.percent, sim.commission?.mode, sim.commission?.amount]).toEqual([2400, 10, 'gross', 240]);
    await must(token, 'POST', `/api/bookings/${gross.id}/payment`, { amount: '2400.00', date: '2027-01-20', reference: 'Dive Travel' });
    expect((await paymentStatus(token, gross.id)).summary).toMatchObject({ total: '2400.00', paid: '2400.00', open: '0.00', status: 'paid' });
  });

  it('net: the agency pays its deposit 765.00 and its rest 1,785.00 (2,550.00 received); the agency invoice lists them', async () => {
    await must(token, 'POST', `/api/bookings/${net.id}/payment`, { amount: '765.00', date: '2027-01-21', reference: 'DT deposit' });
    await must(token, 'POST', `/api/bookings/${net.id}/payment`, { amount: '1785.00', date: '2027-03-20', reference: 'DT rest' });
    const status = await paymentStatus(token, net.id);
    expect(status.summary.paid).toBe('2550.00');
    expect(status.milestones.map((m) => [m.type, m.amount, m.paid, m.open])).toEqual([
      ['deposit', '765.00', '765.00', '0.00'],
      ['rest', '1785.00', '1785.00', '0.00'],
    ]);
    const inv = await issueInvoice(token, net.id, { recipient: 'agency' });
    expect(inv).toMatchObject({ recipient: { kind: 'agency', id: agency, name: 'Dive Travel GmbH' }, currency: 'EUR', paid: '2550.00' });
    expect(inv.received.map((r) => [r.date, r.amount])).toEqual([
      ['2027-01-21', '765.00'],
      ['2027-03-20', '1785.00'],
    ]);
    const pdf = await invoicePdf(token, net.id, inv.id);
    for (const text of ['Dive Travel GmbH', '1.500,00 €', 'fällig am 22.01.2027', '765,00 €', 'fällig am 24.03.2027', '1.785,00 €', '2.550,00 €'])
      expect(pdf).toContain(text);
    // Why nothing is open of the 3,000.00: the agency keeps its 450.00 (15 % × 3,000.00) and paid 765.00 + 1,785.00 =
    // 2,550.00; 3,000.00 − 450.00 − 2,550.00 = 0.00.
    expect(pdf.replace(/\s*\n\s*/g, ' ')).toContain(
      'Gesamtbetrag 3.000,00 € Steuersatz Netto Steuer Brutto ohne Steuer 0 % 3.000,00 € 0,00 € 3.000,00 € ' +
        'Von der Agentur einbehaltene Provision 450,00 € Bereits bezahlt 2.550,00 € Offener Betrag 0,00 €',
    );
    // The same on the invoice the agency opens from its link.
    expect(await guestInvoice(token, host, inv.id)).toMatchObject({
      total: '3000.00',
      agencyKeeps: '450.00',
      paid: '2550.00',
      open: '0.00',
      paidState: 'paid',
    });
  });

  // Fixed (was DEFECT "net commission not owed": the status and the invoice counted the gross 3,000.00 as owed and
  // showed the agency's own commission 450.00 open). What is owed is defined once (docs/pricing.md "What a booking
  // owes"): 3,000.00 − the 450.00 the agency keeps = 2,550.00, what the milestones ask for.
  it('net: once the agency paid the 2,550.00 it owes, nothing is open on the booking nor on the agency invoice', async () => {
    const status = await paymentStatus(token, net.id);
    expect(status.summary).toMatchObject({ total: '3000.00', owed: '2550.00', agencyKeeps: '450.00', paid: '2550.00', open: '0.00', status: 'paid' });
    const inv = await issueInvoice(token, net.id, { recipient: 'agency' });
    // The invoice bills the full 3,000.00; the agency owes 2,550.00 of it and paid that.
    expect(inv).toMatchObject({ total: '3000.00', paid: '2550.00', open: '0.00' });
    const list = await must<{ data: { id: string; open: string; paidState?: string }[] }>(token, 'GET', '/api/invoices');
    expect(list.data.filter((i) => i.id === inv.id).map((i) => [i.open, i.paidState])).toEqual([['0.00', 'paid']]);
  });

  it('net: the agency pays 70.00 twice: overpaid 70.00 on the booking, the PDF and its public invoice, no negative open amount', async () => {
    await must(token, 'POST', `/api/bookings/${net.id}/payment`, { amount: '70.00', date: '2027-03-21', reference: 'DT rest again' });
    // 3,000.00 − 450.00 kept − 2,620.00 paid = −70.00: printed "Überzahlt 70,00 €".
    expect((await paymentStatus(token, net.id)).summary).toMatchObject({ owed: '2550.00', paid: '2620.00', open: '-70.00', status: 'paid' });
    const inv = await issueInvoice(token, net.id, { recipient: 'agency' });
    expect(inv).toMatchObject({ total: '3000.00', agencyKeeps: '450.00', paid: '2620.00', open: '-70.00' });
    const pdf = (await invoicePdf(token, net.id, inv.id)).replace(/\s*\n\s*/g, ' ');
    expect(pdf).toContain('Von der Agentur einbehaltene Provision 450,00 € Bereits bezahlt 2.620,00 € Überzahlt 70,00 €');
    expect(pdf).not.toContain('Offener Betrag');
    expect(await guestInvoice(token, host, inv.id)).toMatchObject({ agencyKeeps: '450.00', paid: '2620.00', open: '-70.00', payable: false });
  });
});
