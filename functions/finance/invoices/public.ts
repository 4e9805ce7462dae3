import { deInvoiceLabels } from '../../../shared/i18n/labels-invoices.de';
import { enInvoiceLabels } from '../../../shared/i18n/labels-invoices.en';
import { interpolate } from '../../../shared/i18n/core';
import type { PublicInvoice } from '../../../shared/api/invoices';
import { invoiceNumberText, type Invoice } from '../../../shared/domain/booking/invoice';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { compare, money, toString } from '../../../shared/domain/money';
import { NotFoundError, TooManyRequestsError, UnprocessableError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import { publicOrigin } from '../../lib/public-url';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../provider/adapter';
import { startCheckout } from '../provider/checkout';
import { invoiceByPublicToken } from '../../data/invoices';
import { takeQuota } from '../../data/request-quota';
import { companyHeader } from '../../lib/documents/sources';
import { invoiceAsOfNow } from '../../data/invoice-standing';

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

/**
 * What the guest may pay now for the invoice: its open amount, but never more than the booking has open today (money
 * received since the invoice was issued counts); '0' for a cancelled invoice or a cancellation.
 */
export async function payableAmount(tenant: string, inv: Invoice): Promise<string> {
  if (inv.kind !== 'invoice' || inv.state !== 'issued') return '0';
  const booking = await getBooking(tenant, inv.booking);
  if (!booking) return '0';
  const open = money(paymentSummary(booking, new Date().toISOString().slice(0, 10)).open, inv.currency);
  const amount = compare(open, money(inv.open, inv.currency)) < 0 ? open : money(inv.open, inv.currency);
  return amount.minor > 0 ? toString(amount) : '0';
}

/** Pay now: a hosted checkout (the tenant's provider, functions/finance/provider) for the payable amount. */
export async function startInvoiceCheckout(tenant: string, inv: Invoice, club: boolean): Promise<{ url: string }> {
  const amount = await payableAmount(tenant, inv);
  if (Number(amount) <= 0) throw new UnprocessableError(`Invoice ${inv.number} has nothing open to pay`, 'NOTHING_TO_PAY');
  const origin = await publicOrigin(tenant);
  const { url } = await startCheckout(tenant, {
    bookingId: inv.booking,
    amount,
    currency: inv.currency,
    description: paymentDescription(inv),
    successUrl: `${origin}${club ? '/club' : ''}/payment/success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${origin}${club ? '/club' : ''}/payment/aborted?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    purpose: 'invoice',
    invoiceId: inv.id,
    ...(inv.recipient.email ? { customerEmail: inv.recipient.email } : {}),
  });
  return { url };
}

/** What the guest pays for, in the invoice's language: the provider's page and the payment result show it. */
export function paymentDescription(inv: Invoice): string {
  const text = (inv.language === 'de' ? deInvoiceLabels : enInvoiceLabels)['invoices.payment.description'];
  return interpolate(text, { number: invoiceNumberText(inv), bookingNo: inv.bookingNo });
}

export async function publicView(tenant: string, snapshot: Invoice): Promise<PublicInvoice> {
  // Paid, open and the payments as of the booking's payments now; a paid invoice offers no Pay now.
  const [company, inv] = await Promise.all([companyHeader(tenant), invoiceAsOfNow(tenant, snapshot)]);
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
    ...(inv.onSite ? { onSite: inv.onSite } : {}),
    ...(inv.agencyKeeps ? { agencyKeeps: inv.agencyKeeps } : {}),
    paidState: inv.paidState,
    company: { name: company.legalName ?? company.name, address: company.address },
    payable: inv.paidState !== 'paid' && Number(await payableAmount(tenant, inv)) > 0,
  };
}
