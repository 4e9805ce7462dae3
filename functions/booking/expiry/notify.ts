import { mailDate, mailLocale } from '../../../shared/domain/mail/mail';
import type { BookingItem } from '../../data/entities/booking';
import type { TransactItem } from '../../data/transactions';
import { users } from '../../data/users';
import { mailPut, requestMail } from '../../messaging/index';

/**
 * How the owner of a booking is told (docs/decisions.md, "Option expiry and waiting list"): the built-in mails
 * booking.optionExpired and booking.waitingOffered. Keyed by booking and option date (offer time), so a redelivered
 * expiry tells the owner once.
 */
async function ownerMailOf(tenant: string, b: BookingItem, kind: 'expired' | 'offered') {
  const owner = b.user !== undefined ? await users.get(tenant, b.user) : null;
  if (!owner?.email || !owner.notifications) return undefined;
  const expired = kind === 'expired';
  return {
    to: [owner.email],
    locale: mailLocale(owner.settings.language),
    template: { builtIn: expired ? ('booking.optionExpired' as const) : ('booking.waitingOffered' as const) },
    params: expired ? { bookingNo: b.bookingNo, date: mailDate(b.optionDate) } : { bookingNo: b.bookingNo },
    purpose: expired ? 'option-expired' : 'waiting-offered',
    key: expired ? `option-expired:${b.id}:${b.optionDate ?? ''}` : `waiting-offered:${b.id}:${b.offeredAt ?? ''}`,
    booking: b.id,
  };
}

/** The outbox item of the owner's mail (the booking's creator, `user`), or undefined when there is nobody to tell. */
export async function ownerMail(tenant: string, b: BookingItem, kind: 'expired' | 'offered'): Promise<TransactItem[] | undefined> {
  const mail = await ownerMailOf(tenant, b, kind);
  return mail ? mailPut(tenant, mail) : undefined;
}

/** Sends the owner's mail through the mail pipeline (an outbox item of its own). */
export async function tellOwner(tenant: string, b: BookingItem, kind: 'expired' | 'offered'): Promise<boolean> {
  const mail = await ownerMailOf(tenant, b, kind);
  if (!mail) return false;
  await requestMail(tenant, mail);
  return true;
}
