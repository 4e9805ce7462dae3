import type { StreamProjection } from '../../platform/index';
import { getBooking } from '../../data/bookings';
import { bookingItem, type BookingItem } from '../../data/entities/booking';
import { answersItem, type AnswersItem } from '../../data/entities/guest-form';
import { mailAccountItem } from '../../data/entities/mail-account';
import { providerEventItem } from '../../data/entities/payment-provider';
import { getPaymentSession } from '../../data/payment-sessions';
import { answersFacts, bookingFacts, bookingOfFormsPartition, failedPaymentFacts, FAILED_PAYMENT_EVENTS, mailAccountFacts } from './facts';
import { notify } from './fan-out';

/**
 * The producers of the feed (docs/decisions/notifications.md "Producers"): stream projections over the items that
 * record the facts, registered in events/stream-projections.ts. Each stream record is applied once per projection
 * (the projector's idempotency by record id), and each fact is put once per user by its own id (./fan-out.ts), so a
 * record delivered twice, or two records telling the same fact, make one item.
 */

type ProviderEvent = ReturnType<typeof providerEventItem.fromItem>;

/** Bookings: online and agency bookings, payments received, options expired or kept. */
export const bookingNotifications: StreamProjection<BookingItem> = {
  name: 'notify-bookings',
  codec: bookingItem,
  async apply({ tenant, before, after }) {
    if (!tenant) return;
    for (const fact of bookingFacts(before, after)) await notify(tenant, fact);
  },
};

/** Guest forms: a guest's answers submitted (completed, or a physician's sign-off needed). */
export const guestFormNotifications: StreamProjection<AnswersItem> = {
  name: 'notify-guestforms',
  codec: answersItem,
  async apply({ tenant, key, before, after }) {
    if (!tenant || !after || after.state !== 'submitted' || after.submittedAt === before?.submittedAt) return;
    const bookingId = bookingOfFormsPartition(key.pk);
    const booking = bookingId ? await getBooking(tenant, bookingId) : null;
    for (const fact of answersFacts(before, after, { partition: key.pk, booking })) await notify(tenant, fact);
  },
};

/** A provider's failed or expired checkout (the stored webhook event), with its session's booking and amount. */
export const failedPaymentNotifications: StreamProjection<ProviderEvent> = {
  name: 'notify-payment-failed',
  codec: providerEventItem,
  async apply({ tenant, key, before, after }) {
    if (!tenant || before || !after || !FAILED_PAYMENT_EVENTS.includes(after.type)) return;
    const eventId = /#PAYEVENT#(.+)$/.exec(key.pk)?.[1] ?? key.pk;
    const session = after.sessionId ? await getPaymentSession(after.sessionId) : null;
    const booking = session ? await getBooking(tenant, session.bookingId) : null;
    const known = { ...(session ? { amount: session.amount, currency: session.currency } : {}), booking };
    for (const fact of failedPaymentFacts(eventId, after, known)) await notify(tenant, fact);
  },
};

/** Mail accounts: one that turned unhealthy (a new incident) tells the tenant's admins (admin-only kind). */
export const mailAccountNotifications: StreamProjection<ReturnType<typeof mailAccountItem.fromItem>> = {
  name: 'notify-mail-accounts',
  codec: mailAccountItem,
  async apply({ tenant, before, after }) {
    if (!tenant) return;
    for (const fact of mailAccountFacts(before, after)) await notify(tenant, fact);
  },
};

export const NOTIFICATION_PROJECTIONS = [bookingNotifications, guestFormNotifications, failedPaymentNotifications, mailAccountNotifications] as const;
