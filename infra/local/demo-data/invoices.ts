import type { BookingItem } from '../../../functions/data/entities/booking';
import { invoiceCounterStoredItem, invoiceStoredItem } from '../../../functions/data/invoices';
import { paymentLedgerItem } from '../../../functions/data/payments';
import { invoiceDraftOf, type Invoice } from '../../../shared/domain/booking/invoice';

/**
 * The demo's invoices (docs/decisions.md "Invoices"): the first five confirmed bookings get a bill (room, diving package,
 * an early-booking discount, with German VAT), two milestones and an invoice each (numbers 1–5, gap-free, the counter
 * at 5); every second one has its deposit received (with its payment ledger item). Pure planning: the season writes the items in bulk.
 */
const COUNT = 5;

function billOf(b: BookingItem, i: number): BookingItem {
  const nights = 4 + (i % 3);
  const room = (nights * 120).toFixed(2);
  const dive = (3 * 55).toFixed(2);
  const total = (nights * 120 + 165 - 40).toFixed(2);
  const deposit = (Number(total) * 0.3).toFixed(2);
  const line = (sort: number, text: string, amount: number, price: string, sum: string, rate?: number) => ({
    sort,
    type: sort === 3 ? 'discount' : 'room',
    customerType: 'Direct',
    text,
    amount,
    price,
    total: sum,
    ...(rate ? { tax: { name: 'MwSt.', rate, amount: (Number(sum) - Number(sum) / (1 + rate / 100)).toFixed(2), inclusive: true } } : {}),
    editable: true,
    deletable: true,
    unique: false,
  });
  const received =
    i % 2 === 0
      ? [
          {
            id: `demo-pay-${b.id}`,
            key: `manual:demo-pay-${b.id}`,
            amount: deposit,
            paidAmount: deposit,
            paidCurrency: 'EUR',
            rate: '1',
            date: b.createdAt.slice(0, 10),
            method: 'bank' as const,
            source: { kind: 'manual' as const, id: `demo-pay-${b.id}` },
            reference: `Anzahlung Buchung ${b.bookingNo}`,
            createdAt: b.createdAt,
          },
        ]
      : [];
  return {
    ...b,
    currency: 'EUR',
    language: i % 2 === 0 ? 'de' : 'en',
    calculation: [
      line(1, `Doppelzimmer – ${nights} Nächte`, nights, '120.00', room, 7),
      line(2, 'Tauchpaket (3 Tauchgänge)', 3, '55.00', dive, 19),
      line(3, 'Frühbucher-Rabatt', 1, '-40.00', '-40.00'),
    ],
    payments: [
      { text: 'Anzahlung', type: 'deposit', amount: deposit, due: b.createdAt.slice(0, 10) },
      { text: 'Restzahlung', type: 'rest', amount: (Number(total) - Number(deposit)).toFixed(2), due: b.checkIn ?? b.createdAt.slice(0, 10) },
    ],
    received,
  };
}

export function withDemoInvoices(tenant: string, bookings: BookingItem[]): { bookings: BookingItem[]; items: Array<Record<string, unknown>> } {
  const items: Array<Record<string, unknown>> = [];
  let n = 0;
  const out = bookings.map((b) => {
    if (n >= COUNT || b.state !== 'confirmed' || (b.calculation?.length ?? 0) > 0) return b;
    const billed = billOf(b, n);
    n += 1;
    const draft = invoiceDraftOf(billed, {
      kind: 'customer',
      ...(b.customer ? { id: b.customer } : {}),
      name: b.customerName ?? `#${b.bookingNo}`,
      address: [],
    });
    const invoice: Invoice = {
      ...draft,
      id: `demo-invoice-${n}`,
      number: n,
      state: 'issued',
      date: b.createdAt.slice(0, 10),
      createdAt: b.createdAt,
      createdBy: 'system',
    };
    items.push(invoiceStoredItem(tenant, invoice), ...(billed.received ?? []).map((p) => paymentLedgerItem(tenant, billed, p)));
    return billed;
  });
  if (n > 0) items.push(invoiceCounterStoredItem(tenant, n));
  return { bookings: out, items };
}
