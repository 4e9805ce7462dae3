import type { BookView } from '../../../shared/api/book';
import type { Language } from '../../../shared/constants';
import type { BookingItem } from '../../data/entities/booking';
import { getOnlineLinks } from '../../data/online-links';
import { bookStatus, bookView } from './view';

/**
 * The guest's own booking with its confirmation's links (issue 25: the confirmation page shows what the confirmation
 * mail names): the invoice's public link and each guest's form link, once confirmed — exactly the links the mail's
 * consumer (hold/confirm.ts `mailOnlineConfirmation`) kept when it requested the mail; until it ran there are none and
 * the page asks again. One read, no invoice or forms code here (the book Lambdas' bundle budgets). Callers pass a
 * booking whose guest token they checked (`requireToken`, `ownHold`): no/{bookingNo}, payment/success and
 * payment/aborted answer from here alike.
 */
export async function ownBookingView(tenant: string, tokenChecked: BookingItem, lang: Language, today: string): Promise<BookView> {
  const confirmed = bookStatus(tokenChecked) === 'confirmed' && tokenChecked.online !== undefined;
  const [links, view] = await Promise.all([confirmed ? getOnlineLinks(tenant, tokenChecked.id) : null, bookView(tenant, tokenChecked, lang, today)]);
  return {
    ...view,
    ...(links?.invoiceUrl ? { invoiceUrl: links.invoiceUrl } : {}),
    ...(links?.forms.length ? { forms: links.forms } : {}),
  };
}
