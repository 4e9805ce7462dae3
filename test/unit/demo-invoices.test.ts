import { describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { withDemoInvoices } from '../../infra/local/demo-data/invoices';

const line = (sort: number, total: string) => ({
  sort,
  type: 'room_cost',
  customerType: 'Direct',
  text: `Line ${sort}`,
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: false,
  unique: false,
});
const booking = (i: number, state: BookingItem['state'] = 'confirmed', priced = true): BookingItem => ({
  id: `b${i}`,
  bookingNo: i,
  state,
  rooms: [{ room: 'r1', noOfPax: 2 }],
  customer: `c${i}`,
  customerName: `Guest ${i}`,
  version: 1,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  currency: 'EUR',
  ...(priced
    ? {
        calculation: [line(0, '400.00'), line(1, '-40.00')],
        payments: [{ text: 'Deposit', type: 'deposit', amount: '108.00', due: '2026-10-08' }],
        received: [
          {
            id: `p${i}`,
            key: `manual:p${i}`,
            amount: '108.00',
            paidAmount: '108.00',
            paidCurrency: 'EUR',
            rate: '1',
            date: '2026-10-05',
            method: 'bank',
            source: { kind: 'manual', id: `p${i}` },
            createdAt: '2026-10-05T10:00:00.000Z',
          },
        ],
      }
    : {}),
});

describe('demo invoices', () => {
  it('bill five confirmed, priced bookings with invoices 1–5 (counter 5): the bill as it stands, paid plus open the total', () => {
    const now = new Date('2026-11-28T08:00:00.000Z');
    const recipient = (id: string) => ({ kind: 'customer' as const, id, name: `Guest ${id}`, address: ['Hauptstraße 1', '10115 Berlin', 'DE'] });
    const { bookings, items } = withDemoInvoices(
      'demo',
      [booking(1, 'draft'), booking(2, 'confirmed', false), ...Array.from({ length: 7 }, (_, i) => booking(i + 3))],
      now,
      recipient,
    );
    const invoices = items.filter((i) => i.entityType === 'INVOICE') as Array<{
      number: number;
      total: string;
      paid: string;
      open: string;
      booking: string;
      date: string;
      recipient: { address: string[] };
      period: { from: string; to: string };
    }>;
    expect(invoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5]);
    expect(invoices.map((i) => i.booking)).toEqual(['b3', 'b4', 'b5', 'b6', 'b7']);
    for (const inv of invoices) {
      expect(inv).toMatchObject({ total: '360.00', paid: '108.00', open: '252.00', date: '2026-11-28', period: { from: '2026-12-01', to: '2026-12-05' } });
      expect(inv.recipient.address).toEqual(['Hauptstraße 1', '10115 Berlin', 'DE']);
    }
    expect(items.find((i) => i.entityType === 'INVOICENO_COUNTER')).toMatchObject({ lastNo: 5 });
    // The bill is the booking's own: nothing hand-written, no payment made up here.
    expect(items.filter((i) => i.entityType === 'PAYMENT')).toHaveLength(0);
    expect(bookings[2]!.calculation).toEqual(booking(3).calculation);
    expect(bookings.map((b) => b.language)).toEqual([undefined, undefined, 'de', 'en', 'de', 'en', 'de', undefined, undefined]);
  });
});
