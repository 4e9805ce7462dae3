import type { BookingItem } from '../../../functions/data/entities/booking';
import { invoiceCounterStoredItem, invoiceStoredItem } from '../../../functions/data/invoices';
import { invoiceDraftOf, type Invoice, type InvoiceRecipient } from '../../../shared/domain/booking/invoice';

/**
 * The demo's invoices (docs/decisions.md "Invoices"): the first five confirmed bookings with a guest of their own and
 * a bill get an invoice each (numbers 1–5, gap-free, the counter at 5), issued on the seed day as a snapshot of the
 * booking then: the engine's calculation with its taxes, the milestones and the money received by the
 * seed (./payments.ts), addressed to the lead guest with their address. Every other language is English. Pure
 * planning: the season writes the items in bulk.
 */
const COUNT = 5;

export function withDemoInvoices(
  tenant: string,
  bookings: BookingItem[],
  now: Date,
  recipientOf: (customer: string) => InvoiceRecipient | undefined = () => undefined,
): { bookings: BookingItem[]; items: Array<Record<string, unknown>> } {
  const items: Array<Record<string, unknown>> = [];
  let n = 0;
  const out = bookings.map((b) => {
    if (n >= COUNT || b.state !== 'confirmed' || !b.customer || !b.calculation?.length) return b;
    const billed: BookingItem = { ...b, language: n % 2 === 0 ? 'de' : 'en' };
    const recipient = recipientOf(b.customer) ?? { kind: 'customer' as const, id: b.customer, name: b.customerName ?? `#${b.bookingNo}`, address: [] };
    n += 1;
    const draft = invoiceDraftOf(billed, recipient);
    const invoice: Invoice = {
      ...draft,
      id: `demo-invoice-${n}`,
      number: n,
      state: 'issued',
      date: now.toISOString().slice(0, 10),
      createdAt: now.toISOString(),
      createdBy: 'system',
    };
    items.push(invoiceStoredItem(tenant, invoice));
    return billed;
  });
  if (n > 0) items.push(invoiceCounterStoredItem(tenant, n));
  return { bookings: out, items };
}
