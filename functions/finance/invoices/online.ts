import { actorPrincipal, system } from '../../../shared/auth/actor';
import { invoiceNumberText } from '../../../shared/domain/booking/invoice';
import { createHmac } from 'node:crypto';
import { bookingInvoices, keepInvoiceToken, mintInvoiceToken } from '../../data/invoices';
import { signingKey } from '../../lib/signing-key';
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

/**
 * The public link of a booking's latest issued invoice, for the guest's own confirmation page (the caller checked the
 * guest's token): read only — the confirmation's consumer issues the invoice (`onlineInvoiceLink`), this never does, so
 * the page and the mail never make two. Its token is derived from the invoice (HMAC with the server's signing key) and
 * kept once, so every load answers the same link. Undefined while no invoice is issued.
 */
export async function issuedInvoiceUrl(tenant: string, bookingId: string): Promise<string | undefined> {
  const issued = (await bookingInvoices(tenant, bookingId)).filter((i) => i.kind === 'invoice' && i.state === 'issued').at(-1);
  if (!issued) return undefined;
  const token = createHmac('sha256', await signingKey())
    .update(`invoice|${tenant}|${issued.id}`)
    .digest('base64url');
  await keepInvoiceToken(tenant, issued.id, token);
  return publicLink(tenant, issued.id, token);
}
