import { LEAD } from '../../../shared/domain/forms/guest-form';
import type { BookingItem } from '../../data/entities/booking';
import { publicOrigin } from '../../lib/public-url';
import { addAllToBooking } from './attach';
import { loadFormsContext } from './context';
import { linksOf } from './links';

/** One guest's form link as a mail shows it: the guest's name (or key) and the link's full address. */
export interface GuestFormLink {
  guest: string;
  name: string;
  url: string;
}

/**
 * The guest forms of a booking confirmed online (issue 25; docs/decisions/online-holds.md): every active definition
 * that fits is attached (idempotent, as staff's "add all"), and each guest's link is answered with its full address
 * on the tenant's origin — the lead's link first (it opens the multi-guest page), then each guest's own. No forms
 * attach: no links.
 */
export async function guestFormLinksFor(tenant: string, booking: BookingItem, by?: string): Promise<GuestFormLink[]> {
  const forms = await addAllToBooking(tenant, booking, by);
  if (forms.length === 0) return [];
  const ctx = await loadFormsContext(tenant, booking.id, booking);
  if (!ctx) return [];
  const [links, origin] = await Promise.all([linksOf(ctx), publicOrigin(tenant)]);
  return links
    .filter((l) => l.guest === LEAD || l.forms.length > 0)
    .map((l) => ({ guest: l.guest, name: l.name ?? (l.guest === LEAD ? (booking.customerName ?? l.guest) : l.guest), url: `${origin}${l.path}` }));
}
