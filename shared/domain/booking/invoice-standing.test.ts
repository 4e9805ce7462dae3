import { describe, expect, it } from 'vitest';
import { money, toString } from '../money';
import type { BookingHeader } from './booking';
import { splitDrafts, type InvoiceRecipient } from './invoice';
import { askedOfPart, invoiceStanding } from './invoice-standing';

/**
 * What an invoice asks and why (docs/pricing.md "What a booking owes"), by hand:
 * - a net agency trip of 3,000.00 (two berths of 1,500.00) at 15 %: the agency keeps 450.00, the milestones ask
 *   765.00 + 1,785.00 = 2,550.00;
 * - a stay of 700.00 with a marine-park fee of 105.00 paid on site (805.00), arrival 2027-03-01.
 */
const netTrip = (paid: string[]) =>
  ({
    id: 'bk-1',
    bookingNo: 12,
    version: 3,
    currency: 'EUR',
    agency: 'ag1',
    commission: 15,
    checkIn: '2027-05-08',
    checkOut: '2027-05-15',
    calculation: [
      { sort: 0, text: 'Berth A', amount: 1, price: '1500.00', total: '1500.00', customerType: 'Direct' },
      { sort: 1, text: 'Berth B', amount: 1, price: '1500.00', total: '1500.00', customerType: 'Direct' },
    ],
    payments: [
      { text: 'Deposit', type: 'deposit', amount: '765.00', due: '2027-01-22' },
      { text: 'Rest', type: 'rest', amount: '1785.00', due: '2027-03-24' },
    ],
    received: paid.map((amount, i) => ({ id: `p${i}`, amount, date: '2027-01-20', method: 'bank' })),
  }) as unknown as BookingHeader;

const stay = (paid: string[]) =>
  ({
    id: 'bk-2',
    bookingNo: 13,
    version: 2,
    currency: 'EUR',
    checkIn: '2027-03-01',
    checkOut: '2027-03-08',
    calculation: [
      { sort: 0, text: 'Room', amount: 7, price: '100.00', total: '700.00', customerType: 'Direct' },
      { sort: 1, text: 'Marine park fee', amount: 7, price: '15.00', total: '105.00', customerType: 'OnSite' },
    ],
    payments: [
      { text: 'Deposit', type: 'deposit', amount: '210.00', due: '2027-01-17' },
      { text: 'Rest', type: 'rest', amount: '490.00', due: '2027-01-30' },
    ],
    received: paid.map((amount, i) => ({ id: `p${i}`, amount, date: '2027-01-20', method: 'bank' })),
  }) as unknown as BookingHeader;

const whole = (total: string) => ({
  id: 'i1',
  kind: 'invoice' as const,
  state: 'issued' as const,
  currency: 'EUR',
  total,
  paid: '0.00',
  open: total,
  received: [],
});
const RECIPIENT: InvoiceRecipient = { kind: 'customer', name: 'Wen Schmidt', address: [] };

describe('invoiceStanding: what a whole-bill invoice does not ask, and overpaid', () => {
  it('the net agency invoice: 3,000.00 − 450.00 kept by the agency − 765.00 paid = 1,785.00 open', () => {
    expect(invoiceStanding(whole('3000.00'), netTrip(['765.00']), [], '2027-04-01')).toMatchObject({
      agencyKeeps: '450.00',
      onSite: '0.00',
      paid: '765.00',
      open: '1785.00',
    });
  });

  it('paid 70.00 beyond what the net agency owes: open −70.00 (printed "Overpaid 70.00"), paid', () => {
    // 3,000.00 − 450.00 − 2,620.00 = −70.00.
    expect(invoiceStanding(whole('3000.00'), netTrip(['765.00', '1855.00']), [], '2027-04-01')).toMatchObject({
      agencyKeeps: '450.00',
      paid: '2620.00',
      open: '-70.00',
      paidState: 'paid',
    });
  });

  it('the stay before arrival: 805.00 − 105.00 on site − 700.00 paid = 0.00; from the arrival day the fee is open', () => {
    expect(invoiceStanding(whole('805.00'), stay(['700.00']), [], '2027-02-28')).toMatchObject({ onSite: '105.00', open: '0.00' });
    expect(invoiceStanding(whole('805.00'), stay(['700.00']), [], '2027-03-01')).toMatchObject({ onSite: '0.00', open: '105.00' });
  });

  it('the on-site fee paid ahead is no longer "to be paid on site", and nothing is overpaid', () => {
    // 805.00 paid: 70.00 of the 105.00 fee ahead leaves 35.00 on site; all of it ahead leaves none.
    expect(invoiceStanding(whole('805.00'), stay(['770.00']), [], '2027-02-28')).toMatchObject({ onSite: '35.00', open: '0.00' });
    expect(invoiceStanding(whole('805.00'), stay(['805.00']), [], '2027-02-28')).toMatchObject({ onSite: '0.00', open: '0.00' });
    expect(invoiceStanding(whole('805.00'), stay(['875.00']), [], '2027-02-28')).toMatchObject({ onSite: '0.00', open: '-70.00' });
  });
});

describe('split invoices of a net agency booking do not bill the commission the agency keeps', () => {
  it('each part asks its lines less its share of the 450.00: 225.00 each, the parts ask 2,550.00 together', () => {
    const [a, b] = splitDrafts(
      netTrip([]),
      [
        { recipient: RECIPIENT, lines: [0] },
        { recipient: RECIPIENT, lines: [1] },
      ],
      'g1',
      '2027-04-01',
    );
    // 1,500.00 − 225.00 = 1,275.00 open on each part; 1,275.00 × 2 = 2,550.00 = the milestones.
    expect([a!.total, a!.agencyKeeps, a!.open, b!.total, b!.agencyKeeps, b!.open]).toEqual(['1500.00', '225.00', '1275.00', '1500.00', '225.00', '1275.00']);
  });

  it('the money received pays the parts up to what each asks: 2,550.00 pays both in full', () => {
    const parts = splitDrafts(
      netTrip(['765.00', '1785.00']),
      [
        { recipient: RECIPIENT, lines: [0] },
        { recipient: RECIPIENT, lines: [1] },
      ],
      'g1',
      '2027-04-01',
    );
    expect(parts.map((p) => [p.paid, p.open])).toEqual([
      ['1275.00', '0.00'],
      ['1275.00', '0.00'],
    ]);
    // As they stand later: the same.
    const issued = parts.map((p, i) => ({ ...p, id: `i${i}`, state: 'issued' as const }));
    expect(issued.map((p) => invoiceStanding(p, netTrip(['765.00', '1785.00']), issued, '2027-04-01')).map((s) => [s.paid, s.open, s.agencyKeeps])).toEqual([
      ['1275.00', '0.00', '225.00'],
      ['1275.00', '0.00', '225.00'],
    ]);
  });

  it('shares an odd commission to the cent: 100.01 kept over lines of 66.66, 66.66, 66.70 is 33.33, 33.33, 33.35', () => {
    const b = {
      currency: 'EUR',
      agency: 'ag1',
      commission: 50,
      calculation: [
        { sort: 0, total: '66.66' },
        { sort: 1, total: '66.66' },
        { sort: 2, total: '66.70' },
      ],
      payments: [{ type: 'rest', amount: '100.01', due: '2027-01-01' }],
    };
    // 200.02 total, 100.01 asked: 100.01 kept; running shares 33.33, 66.66, 100.01.
    const shares = [0, 1, 2].map((s) => toString(askedOfPart(money(b.calculation[s]!.total, 'EUR'), [s], b, '2027-04-01').agencyKeeps));
    expect(shares).toEqual(['33.33', '33.33', '33.35']);
    expect(toString(askedOfPart(money('200.02', 'EUR'), [0, 1, 2], b, '2027-04-01').agencyKeeps)).toBe('100.01');
  });

  it('a part of on-site lines asks nothing of them before arrival', () => {
    const [room, fee] = splitDrafts(
      stay([]),
      [
        { recipient: RECIPIENT, lines: [0] },
        { recipient: RECIPIENT, lines: [1] },
      ],
      'g2',
      '2027-02-01',
    );
    expect([room!.open, room!.onSite, fee!.open, fee!.onSite]).toEqual(['700.00', undefined, '0.00', '105.00']);
  });
});
