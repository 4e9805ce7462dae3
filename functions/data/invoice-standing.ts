import { dateIn } from '../../shared/calendar-date';
import { invoiceStanding, type InvoiceStanding } from '../../shared/domain/booking/invoice-standing';
import type { Invoice } from '../../shared/domain/booking/invoice';
import { getBooking } from './bookings';
import { bookingInvoices } from './invoices';
import { getTenant } from './tenants';

/** Today in the operator's time zone (the day that decides whether a guest has arrived). */
async function tenantToday(tenant: string): Promise<string> {
  return dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin');
}

/**
 * Paid and open of invoices as of the bookings' payments now (docs/decisions.md "Invoices: paid and open follow the
 * booking"; what is open: docs/pricing.md "What a booking owes"): each booking read once; a booking's invoices read
 * only when a split part needs its earlier parts.
 */
export async function standingsOf(tenant: string, invoices: readonly Invoice[], today?: string): Promise<Map<string, InvoiceStanding>> {
  const ids = [...new Set(invoices.map((i) => i.booking))];
  const withParts = new Set(invoices.filter((i) => i.part && i.part.index > 1).map((i) => i.booking));
  const [bookings, siblings, day] = await Promise.all([
    Promise.all(ids.map(async (id) => [id, await getBooking(tenant, id)] as const)).then((l) => new Map(l)),
    Promise.all([...withParts].map(async (id) => [id, await bookingInvoices(tenant, id)] as const)).then((l) => new Map(l)),
    today ?? (invoices.length ? tenantToday(tenant) : ''),
  ]);
  return new Map(invoices.map((i) => [i.id, invoiceStanding(i, bookings.get(i.booking), siblings.get(i.booking) ?? [], day)]));
}

/** The invoice with paid, open and the payments as of now (what the list, the public page and the PDF show). */
export async function invoiceAsOfNow(tenant: string, inv: Invoice, today?: string): Promise<Invoice & { paidState: InvoiceStanding['paidState'] }> {
  const s = (await standingsOf(tenant, [inv], today)).get(inv.id) as InvoiceStanding;
  return {
    ...inv,
    paid: s.paid,
    open: s.open,
    received: s.received,
    paidState: s.paidState,
    ...(Number(s.onSite) > 0 ? { onSite: s.onSite } : { onSite: undefined }),
    ...(Number(s.agencyKeeps) > 0 ? { agencyKeeps: s.agencyKeeps } : { agencyKeeps: undefined }),
  };
}
