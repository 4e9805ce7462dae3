import type { BookConfirmationLinks, BookView } from '../../../shared/api/book';
import type { Language } from '../../../shared/constants';
import type { BookingItem } from '../../data/entities/booking';
import { issuedInvoiceUrl } from '../../finance/index';
import { attachedFormLinks } from '../../forms/index';
import { bookStatus, bookView } from './view';

/**
 * The guest's own booking with its confirmation's links (issue 25: the confirmation page shows what the confirmation
 * mail names): the invoice's public link and each guest's form link, once confirmed. Read only — the mail's consumer
 * (events/handlers/online-confirmation.ts) issues the invoice and attaches the forms, so until it ran the view has
 * none and the page asks again. Callers pass a booking whose guest token they checked (`requireToken`, `ownHold`):
 * no/{bookingNo}, payment/success and payment/aborted answer from here alike.
 */
export async function ownBookingView(tenant: string, tokenChecked: BookingItem, lang: Language, today: string): Promise<BookView> {
  return bookView(tenant, tokenChecked, lang, today, await confirmationLinks(tenant, tokenChecked));
}

async function confirmationLinks(tenant: string, b: BookingItem): Promise<BookConfirmationLinks> {
  if (bookStatus(b) !== 'confirmed' || !b.online) return {};
  const [invoiceUrl, forms] = await Promise.all([issuedInvoiceUrl(tenant, b.id), attachedFormLinks(tenant, b)]);
  return { ...(invoiceUrl ? { invoiceUrl } : {}), ...(forms.length ? { forms } : {}) };
}
