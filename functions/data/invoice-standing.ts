import { invoiceStanding, type InvoiceStanding } from '../../shared/domain/booking/invoice-standing';
import type { Invoice } from '../../shared/domain/booking/invoice';
import { getBooking } from './bookings';
import { bookingInvoices } from './invoices';

/**
 * Paid and open of invoices as of the bookings' payments now (docs/decisions.md "Invoices: paid and open follow the
 * booking"): each booking read once; a booking's invoices read only when a split part needs its earlier parts.
 */
export async function standingsOf(tenant: string, invoices: readonly Invoice[]): Promise<Map<string, InvoiceStanding>> {
  const ids = [...new Set(invoices.map((i) => i.booking))];
  const withParts = new Set(invoices.filter((i) => i.part && i.part.index > 1).map((i) => i.booking));
  const [bookings, siblings] = await Promise.all([
    Promise.all(ids.map(async (id) => [id, await getBooking(tenant, id)] as const)).then((l) => new Map(l)),
    Promise.all([...withParts].map(async (id) => [id, await bookingInvoices(tenant, id)] as const)).then((l) => new Map(l)),
  ]);
  return new Map(invoices.map((i) => [i.id, invoiceStanding(i, bookings.get(i.booking), siblings.get(i.booking) ?? [])]));
}

/** The invoice with paid, open and the payments as of now (what the list, the public page and the PDF show). */
export async function invoiceAsOfNow(tenant: string, inv: Invoice): Promise<Invoice & { paidState: InvoiceStanding['paidState'] }> {
  const s = (await standingsOf(tenant, [inv])).get(inv.id) as InvoiceStanding;
  return { ...inv, paid: s.paid, open: s.open, received: s.received, paidState: s.paidState };
}
