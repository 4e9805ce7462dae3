import * as z from 'zod';
import { ZAssetRef } from '../../auth/principal';

/**
 * The notifications feed (issue 26 "Notifications", docs/decisions/notifications.md): what needs a user's attention,
 * one item per fact and user. A kind names the fact; its text is rendered by the reader from `params` in the reader's
 * language (the dictionary keys `notify.kind.<kind>` in shared/i18n/labels-notifications.*), so an item stored once
 * reads in German and English.
 */
export const NOTIFICATION_KINDS = [
  /** A guest booked online (source `online`, channel CustomerDirectBooking). */
  'booking.online',
  /** An agency booked (the booking has an agency). */
  'booking.agency',
  /** Money arrived on a booking (a provider's checkout, a bank entry, a payment recorded by hand). */
  'payment.received',
  /** A provider reported a failed or expired checkout. */
  'payment.failed',
  /** A guest submitted a form. */
  'form.completed',
  /** A guest's answers ask for a physician's sign-off. */
  'form.physician',
  /** An option ran out: freed, or kept because its deposit is paid. */
  'option.expired',
  /** A mail bounced (issue 26's mail queue produces it). */
  'mail.bounced',
  /** A mail account stopped working (issue 26's accounts produce it; admins only). */
  'mail.accountUnhealthy',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);

/** Kinds only administrators get (an account's health is the admin's business). */
export const ADMIN_ONLY_KINDS: readonly NotificationKind[] = ['mail.accountUnhealthy'];

/** What a notification links to: the booking file, the customer, the forms board, the mail queue. */
export const ZNotificationTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('booking'), id: z.string() }),
  z.object({ type: z.literal('customer'), id: z.string() }),
  z.object({ type: z.literal('forms') }),
  z.object({ type: z.literal('mailqueue') }),
  z.object({ type: z.literal('mailaccount') }),
]);
export type NotificationTarget = z.infer<typeof ZNotificationTarget>;

/** Display values for the text (already formatted where it matters: amounts as decimal text with their currency). */
export const ZNotificationParams = z.record(z.string(), z.string());

/** A fact that needs attention, as its producer describes it (before it is fanned out to the users). */
export const ZNotificationFact = z.object({
  /** The fact's identity (`payment:<booking>:<payment>`): a fact told twice makes one item per user. */
  id: z.string().min(1).max(300),
  kind: ZNotificationKind,
  /** When it happened (ISO instant); the feed is ordered by it. */
  at: z.string(),
  params: ZNotificationParams,
  target: ZNotificationTarget.optional(),
  /** The resort or vessel it concerns: users limited to other assets do not get it. */
  asset: ZAssetRef.optional(),
});
export type NotificationFact = z.infer<typeof ZNotificationFact>;

/** One item of a user's feed, as answered. */
export const ZNotification = ZNotificationFact.extend({
  /** The item's id in the user's feed (opaque; markRead/{id} takes it). */
  id: z.string(),
  fact: z.string(),
  readAt: z.string().optional(),
});
export type Notification = z.infer<typeof ZNotification>;

/** The web path a target opens. */
export function targetPath(target: NotificationTarget | undefined): string | undefined {
  switch (target?.type) {
    case 'booking':
      return `/booking/${encodeURIComponent(target.id)}`;
    case 'customer':
      return `/customer/view/${encodeURIComponent(target.id)}`;
    case 'forms':
      return '/customer/guestform';
    case 'mailqueue':
      return '/config/mailqueue';
    case 'mailaccount':
      return '/config/mail';
    default:
      return undefined;
  }
}
