import { describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { withDemoInvoices } from '../../infra/local/demo-data/invoices';

const booking = (i: number, state: BookingItem['state'] = 'confirmed'): BookingItem => ({
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
});

describe('demo invoices', () => {
  it('bill five confirmed bookings with invoices 1–5 (counter 5) whose paid plus open equals the total', () => {
    const { bookings, items } = withDemoInvoices('demo', [booking(1, 'draft'), ...Array.from({ length: 7 }, (_, i) => booking(i + 2))]);
    const invoices = items.filter((i) => i.entityType === 'INVOICE') as Array<{ number: number; total: string; paid: string; open: string; booking: string }>;
    expect(invoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5]);
    expect(invoices.map((i) => i.booking)).toEqual(['b2', 'b3', 'b4', 'b5', 'b6']);
    for (const inv of invoices) expect(Math.round(Number(inv.paid) * 100) + Math.round(Number(inv.open) * 100)).toBe(Math.round(Number(inv.total) * 100));
    expect(items.find((i) => i.entityType === 'INVOICENO_COUNTER')).toMatchObject({ lastNo: 5 });
    expect(items.filter((i) => i.entityType === 'PAYMENT')).toHaveLength(3);
    expect(bookings[0]!.calculation).toBeUndefined();
    expect(bookings[1]!.calculation).toHaveLength(3);
  });
});
