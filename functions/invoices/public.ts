import type { PublicInvoice } from '../../shared/api/invoices';
import { invoiceNumberText, type Invoice } from '../../shared/domain/booking/invoice';
import { TooManyRequestsError, NotFoundError } from '../../shared/errors';
import { invoiceByPublicToken } from '../data/invoices';
import { takeQuota } from '../data/request-quota';
import { companyHeader } from '../lib/documents/sources';

/**
 * The guest's public invoice (docs/decisions.md "Invoices"): no session; the id and the token of the link must belong
 * together (the token is looked up by its sha256). Anything wrong — unknown id, wrong or foreign token — is the same
 * 404, so a caller learns nothing; each client has a small quota per minute.
 */
export const PUBLIC_INVOICE_QUOTA = { limit: 30, windowSeconds: 60 };

export async function openPublicInvoice(tenant: string, client: string, id: string, token: string): Promise<Invoice> {
  const wait = await takeQuota(`INVOICE#CLIENT#${client}`, PUBLIC_INVOICE_QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
  const found = await invoiceByPublicToken(token, tenant);
  if (!found || found.invoice.id !== id) throw new NotFoundError('No such invoice');
  return found.invoice;
}

export const isPayable = (inv: Invoice) => inv.kind === 'invoice' && inv.state === 'issued' && Number(inv.open) > 0;

export async function publicView(tenant: string, inv: Invoice): Promise<PublicInvoice> {
  const company = await companyHeader(tenant);
  return {
    id: inv.id,
    number: inv.number,
    numberText: invoiceNumberText(inv),
    kind: inv.kind,
    state: inv.state,
    bookingNo: inv.bookingNo,
    date: inv.date,
    recipient: inv.recipient,
    language: inv.language,
    currency: inv.currency,
    lines: inv.lines,
    taxes: inv.taxes,
    milestones: inv.milestones,
    received: inv.received,
    total: inv.total,
    paid: inv.paid,
    open: inv.open,
    company: { name: company.legalName ?? company.name, address: company.address },
    payable: isPayable(inv),
  };
}
