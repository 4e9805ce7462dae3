import { MailRequested } from '../../../events/mail-requested';
import type { BookingItem } from '../../data/entities/booking';
import { outboxPut, putOutbox } from '../../data/outbox';
import { users } from '../../data/users';

/** How the owner of a booking is told (docs/decisions.md, "Option expiry and waiting list"). */

const TEXTS = {
  expired: {
    en: (no: number, date: string) => ({ subject: `Option ${no} expired`, text: `The option of booking ${no} expired on ${date}; its rooms are free again.` }),
    de: (no: number, date: string) => ({
      subject: `Option ${no} abgelaufen`,
      text: `Die Option der Buchung ${no} ist am ${date} abgelaufen; ihre Zimmer sind wieder frei.`,
    }),
  },
  offered: {
    en: (no: number) => ({
      subject: `Booking ${no} can be confirmed now`,
      text: `Rooms for waiting booking ${no} are free now; it can be confirmed in the booking file.`,
    }),
    de: (no: number) => ({
      subject: `Buchung ${no} kann jetzt bestätigt werden`,
      text: `Für die wartende Buchung ${no} sind jetzt Zimmer frei; sie kann in der Buchungsakte bestätigt werden.`,
    }),
  },
};

/** The outbox item of the owner's mail (the booking's creator, `user`), or undefined when there is nobody to tell. */
export async function ownerMail(tenant: string, b: BookingItem, kind: 'expired' | 'offered') {
  const owner = b.user !== undefined ? await users.get(tenant, b.user) : null;
  if (!owner?.email || !owner.notifications) return undefined;
  const lang = owner.settings.language === 'en' ? 'en' : 'de';
  const words = kind === 'expired' ? TEXTS.expired[lang](b.bookingNo, b.optionDate ?? '') : TEXTS.offered[lang](b.bookingNo);
  return outboxPut(tenant, MailRequested, { to: [owner.email], ...words, purpose: kind === 'expired' ? 'option-expired' : 'waiting-offered' });
}

/** Sends the owner's mail through the mail pipeline (an outbox item of its own). */
export async function tellOwner(tenant: string, b: BookingItem, kind: 'expired' | 'offered'): Promise<boolean> {
  const mail = await ownerMail(tenant, b, kind);
  if (!mail) return false;
  await putOutbox(mail);
  return true;
}
