import { staff } from '../../../shared/auth/actor';
import type { MailPreview } from '../../../shared/api/invoices';
import { invoiceDraftOf, invoiceNumberText, type Invoice } from '../../../shared/domain/booking/invoice';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { NotFoundError } from '../../../shared/errors';
import { requireBookingAccess } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { bookingInvoices, getInvoice } from '../../data/invoices';
import { getTenant } from '../../data/tenants';
import { invoiceMailParams, voucherMailParams } from '../../lib/documents/mail';
import { companyHeader, voucherData } from '../../lib/documents/sources';
import { DOCUMENT_TEXTS } from '../../lib/documents/texts';
import { renderBuiltIn } from '../../messaging/index';
import { recipientOf } from '../invoices/recipient';

/**
 * What "Send invoice" and "Send voucher" would send (docs/decisions.md "Invoices"), read before sending: the same
 * choice of invoice as the send (the given one, else the latest issued, else a new one of the whole bill), its
 * recipients, and the mail's subject and text from the same built-in mail and params the send-document consumer sends. Nothing is
 * written: a new invoice's number and the public link are made when sent, so the preview says so in their place.
 */
export async function staffBooking(principal: Principal, id: string): Promise<BookingItem> {
  const b = await getBooking(principal.tenant, id);
  if (!b) throw new NotFoundError(`booking ${id} does not exist`);
  await requireBookingAccess(staff(principal), b, 'bookings.update');
  return b;
}

/** The invoice "Send invoice" would mail: the given one, else the latest issued, else the draft it would issue. */
export async function invoiceToSend(
  principal: Principal,
  b: BookingItem,
  q: { invoice?: string; recipient?: 'agency' | 'customer' },
): Promise<{ invoice: Invoice; issued: boolean }> {
  if (q.invoice) {
    const inv = await getInvoice(principal.tenant, q.invoice);
    if (!inv || inv.booking !== b.id) throw new NotFoundError(`invoice ${q.invoice} of booking ${b.id} does not exist`);
    return { invoice: inv, issued: true };
  }
  const latest = (await bookingInvoices(principal.tenant, b.id)).filter((i) => i.kind === 'invoice' && i.state === 'issued').at(-1);
  if (latest) return { invoice: latest, issued: true };
  const date = dateIn((await getTenant(principal.tenant))?.timezone ?? 'Europe/Berlin');
  const draft = invoiceDraftOf(b, await recipientOf(principal.tenant, b, q.recipient ?? 'customer'), date);
  return { invoice: { ...draft, id: 'draft', number: 1, state: 'issued', date, createdAt: new Date().toISOString() }, issued: false };
}

export async function mailPreview(
  principal: Principal,
  bookingId: string,
  template: 'invoice' | 'voucher',
  q: { invoice?: string; recipient?: 'agency' | 'customer' },
): Promise<MailPreview> {
  const b = await staffBooking(principal, bookingId);
  const company = await companyHeader(principal.tenant);
  if (template === 'voucher') {
    const language = b.language === 'en' ? 'en' : 'de';
    const t = DOCUMENT_TEXTS[language];
    const [lead, data] = await Promise.all([recipientOf(principal.tenant, b, 'customer'), voucherData(principal.tenant, b)]);
    const mail = renderBuiltIn('document.voucher', language, voucherMailParams(b.bookingNo, data.guests, company));
    return {
      to: lead.email ? [lead.email] : [],
      recipient: lead.name,
      language,
      subject: mail.subject,
      text: mail.text,
      invoice: null,
      attachment: `${t.voucher}-${b.bookingNo}.pdf`,
    };
  }
  const { invoice, issued } = await invoiceToSend(principal, b, q);
  const t = DOCUMENT_TEXTS[invoice.language];
  const number = issued ? invoiceNumberText(invoice) : t.newNumber;
  const mail = renderBuiltIn('document.invoice', invoice.language, invoiceMailParams(invoice, number, company, t.linkPlaceholder));
  return {
    to: invoice.recipient.email ? [invoice.recipient.email] : [],
    recipient: invoice.recipient.name,
    language: invoice.language,
    subject: mail.subject,
    text: mail.text,
    invoice: issued ? { id: invoice.id, numberText: number } : null,
    attachment: `${t.invoice}-${issued ? number : t.draft}.pdf`,
  };
}
