import type { AssetRef } from '../../../shared/auth/principal';
import type { MailAccount } from '../../../shared/domain/mail/account';
import type { NotificationFact } from '../../../shared/domain/notifications/notification';
import type { BookingItem } from '../../data/entities/booking';
import type { AnswersItem } from '../../data/entities/guest-form';

/**
 * What needs attention, read from a change of the item that records it (docs/decisions/notifications.md "Producers"):
 * pure functions of before and after, each fact with its own identity and its own time, so a change seen twice makes
 * the same facts. The stream projections (./projections.ts) feed them; the fan-out (./fan-out.ts) writes them.
 */

/** The resort or vessel a booking is at: users limited to other assets do not get its notifications. */
export function assetOf(b: Pick<BookingItem, 'resort' | 'vessel'>): AssetRef | undefined {
  if (b.resort) return { type: 'resort', ref: b.resort };
  if (b.vessel) return { type: 'vessel', ref: b.vessel };
  return undefined;
}

/** The display values every booking fact carries. */
export function bookingParams(b: Pick<BookingItem, 'bookingNo' | 'customerName' | 'checkIn'>): Record<string, string> {
  return {
    bookingNo: String(b.bookingNo),
    ...(b.customerName ? { customer: b.customerName } : {}),
    ...(b.checkIn ? { checkIn: b.checkIn } : {}),
  };
}

const onBooking = (b: BookingItem) => ({ target: { type: 'booking' as const, id: b.id }, ...(assetOf(b) ? { asset: assetOf(b)! } : {}) });

/** An online booking (source `online`: the public booking pages and the widget; channel CustomerDirectBooking). */
export const isOnline = (b: Pick<BookingItem, 'source'>) => b.source === 'online';

/** The id of the todo the option expiry puts on an option it keeps (functions/booking/expiry/expiry.ts keptTodoId). */
const keptTodo = (optionDate: string) => `option-kept-${optionDate}`;

/**
 * A booking's change: an online booking confirmed (a hold paid), an agency's created; money received (each new payment, refunds not); its option
 * expired (freed: `expiredOption` set) or kept (the expiry's todo to confirm it appeared). A booking split off or
 * rebooked from another tells nothing of its own creation or of the payments it took over.
 */
export function bookingFacts(before: BookingItem | undefined, after: BookingItem | undefined): NotificationFact[] {
  if (!after) return [];
  const facts: NotificationFact[] = [];
  const params = bookingParams(after);
  // A booking made by a split or a rebook continues one that was told already (with its agency and its payments).
  const continued = !before && Boolean(after.splitFrom || after.rebookedFrom);
  if (continued) return [];
  // An online booking is news once it is confirmed (its guest paid: the verified webhook confirms the hold), not while
  // it is a hold that may be abandoned; an agency's on its creation.
  const onlineConfirmed = isOnline(after) && after.state === 'confirmed' && before?.state !== 'confirmed';
  if (onlineConfirmed || (!before && !isOnline(after) && after.agency)) {
    facts.push({
      id: `booking:${after.id}`,
      kind: isOnline(after) ? 'booking.online' : 'booking.agency',
      at: isOnline(after) && before ? after.updatedAt : after.createdAt,
      params: { ...params, ...(after.agency ? { agency: after.agency } : {}) },
      ...onBooking(after),
    });
  }
  const had = new Set((before?.received ?? []).map((p) => p.id));
  for (const p of after.received ?? []) {
    // A refund is not news; a payment older than the booking came with it from another (a move, an import).
    if (had.has(p.id) || p.amount.startsWith('-') || p.createdAt < after.createdAt) continue;
    facts.push({
      id: `payment:${after.id}:${p.id}`,
      kind: 'payment.received',
      at: p.createdAt,
      params: { ...params, amount: p.paidAmount, currency: p.paidCurrency, method: p.method },
      ...onBooking(after),
    });
  }
  if (after.expiredOption && after.expiredOption !== before?.expiredOption) {
    facts.push({
      id: `option:${after.id}:${after.expiredOption}`,
      kind: 'option.expired',
      at: after.updatedAt,
      params: { ...params, date: after.expiredOption },
      ...onBooking(after),
    });
  }
  if (after.optionDate) {
    const kept = (after.todo ?? []).find((t) => t.id === keptTodo(after.optionDate!));
    if (kept && !(before?.todo ?? []).some((t) => t.id === kept.id)) {
      facts.push({
        id: `option:${after.id}:${after.optionDate}`,
        kind: 'option.expired',
        at: kept.createdAt,
        params: { ...params, date: after.optionDate, kept: 'true' },
        ...onBooking(after),
      });
    }
  }
  return facts;
}

/** The booking of a forms partition (`T#<tenant>#GUESTFORMS#<booking>`); standalone links (`S-<link>`) have none. */
export function bookingOfFormsPartition(pk: string): string | undefined {
  const id = /#GUESTFORMS#(.+)$/.exec(pk)?.[1];
  return id && !id.startsWith('S-') ? id : undefined;
}

/**
 * A guest's answers submitted (a new `submittedAt`): completed, or needing a physician's sign-off when the answers
 * raise the flag. `booking` is the form's booking, when it has one (standalone forms link to the forms board).
 */
export function answersFacts(
  before: AnswersItem | undefined,
  after: AnswersItem | undefined,
  where: { partition: string; booking?: BookingItem | null },
): NotificationFact[] {
  if (!after || after.state !== 'submitted' || !after.submittedAt || after.submittedAt === before?.submittedAt) return [];
  const booking = where.booking ?? undefined;
  const physician = after.flags.includes('physician');
  return [
    {
      id: `form:${bookingOfFormsPartition(where.partition) ?? where.partition}:${after.form}:${after.guest}:${after.submittedAt}`,
      kind: physician ? 'form.physician' : 'form.completed',
      at: after.submittedAt,
      params: booking ? bookingParams(booking) : {},
      ...(booking ? onBooking(booking) : { target: { type: 'forms' as const } }),
    },
  ];
}

/** A provider's events that say a checkout failed or ran out (Stripe's names; the local stand-in uses the same). */
export const FAILED_PAYMENT_EVENTS: readonly string[] = ['checkout.session.async_payment_failed', 'checkout.session.expired', 'payment_intent.payment_failed'];

/** A provider's failed checkout, stored once by its event id; `session` and `booking` as far as they are known. */
export function failedPaymentFacts(
  eventId: string,
  event: { type: string; receivedAt: string } | undefined,
  known: { amount?: string; currency?: string; booking?: BookingItem | null },
): NotificationFact[] {
  if (!event || !FAILED_PAYMENT_EVENTS.includes(event.type)) return [];
  const booking = known.booking ?? undefined;
  return [
    {
      id: `payment-failed:${eventId}`,
      kind: 'payment.failed',
      at: event.receivedAt,
      params: {
        ...(booking ? bookingParams(booking) : {}),
        ...(known.amount ? { amount: known.amount } : {}),
        ...(known.currency ? { currency: known.currency } : {}),
      },
      ...(booking ? onBooking(booking) : {}),
    },
  ];
}

/**
 * A mail account stopped working (docs/decisions/mail-accounts.md "Health"): a new incident, i.e. the account turned
 * unhealthy (a refused login, a revoked token). One fact per account and incident, at the incident's start, so every
 * later failure of the same spell, and a record seen twice, tell nothing new.
 */
export function mailAccountFacts(before: MailAccount | undefined, after: MailAccount | undefined): NotificationFact[] {
  const incident = after?.health.state === 'unhealthy' ? after.health.incident : undefined;
  if (!after || !incident || incident === before?.health.incident) return [];
  return [
    {
      id: `mail.accountUnhealthy:${after.id}:${incident}`,
      kind: 'mail.accountUnhealthy',
      at: incident,
      params: { account: after.name, error: after.health.lastError?.message ?? '' },
      target: { type: 'mailaccount' },
    },
  ];
}
