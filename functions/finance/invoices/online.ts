import { actorPrincipal, system } from '../../../shared/auth/actor';
import { invoiceNumberText } from '../../../shared/domain/booking/invoice';
import { bookingInvoices, mintInvoiceToken } from '../../data/invoices';
import { publicLink } from '../../lib/documents/invoice-link';
import { createInvoice } from './service';

/**
 * The invoice of a booking confirmed online (issue 25; docs/decisions/online-holds.md): its latest issued invoice,
 * else a new one of the whole bill to the lead customer (as "Send invoice" issues it), and a fresh public link to it
 * (`/invoice/:id?t=`), for the confirmation mail. A repeat (the consumer retried) finds the invoice issued before.
 */
export async function onlineInvoiceLink(tenant: string, bookingId: string): Promise<{ invoice: string; number: string; url: string }> {
  const principal = actorPrincipal(system(tenant, 'payment-consumer'));
  const issued = (await bookingInvoices(tenant, bookingId)).filter((i) => i.kind === 'invoice' && i.state === 'issued').at(-1);
  const invoice = issued ?? (await createInvoice(principal, bookingId, 'customer'));
  const url = await publicLink(tenant, invoice.id, await mintInvoiceToken(tenant, invoice.id));
  return { invoice: invoice.id, number: invoiceNumberText(invoice), url };
}
