import * as z from 'zod';
import { ConflictError } from '../../errors';

/**
 * A guest's online booking while it holds its cabin or room (issue 25; docs/decisions/online-holds.md): a draft with
 * source `online`, channel CustomerDirectBooking, whose option ends at `until` (an instant, not a day). The rules of
 * extending and expiring it are here, pure; the use cases are functions/booking/online/hold/.
 */

/** The tenant's default hold (settings booking.onlineHoldMinutes). */
export const DEFAULT_HOLD_MINUTES = 15;
/** A hold is extended at most this often … */
export const MAX_HOLD_EXTENSIONS = 2;
/** … and never ends later than this many minutes after it started. */
export const MAX_HOLD_MINUTES = 45;
/** The source of an online booking (the BookingSource condition of specials reads it). */
export const ONLINE_SOURCE = 'online';
/**
 * Spec 2 "Special booking channels", as a booking carries its own (the same list as the specials' SPECIAL_CHANNELS,
 * written out so a booking's schema does not bundle the specials' schemas; a unit test keeps them equal).
 */
export const BOOKING_CHANNELS = ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'] as const;
/** Spec 2 "Special booking channels": a guest's own booking. */
export const ONLINE_CHANNEL = 'CustomerDirectBooking';

export const ZOnlineHold = z.object({
  /** When the hold began and when it ends (ISO instants, UTC). */
  startedAt: z.string(),
  until: z.string(),
  extensions: z.number().int().min(0),
  /** The widget the guest booked through. */
  widget: z.string().optional(),
  /** The last checkout started (the provider's session) and when. */
  sessionId: z.string().optional(),
  checkoutAt: z.string().optional(),
  /** The guest came back through payment/aborted (the hold stays until `until`). */
  abortedAt: z.string().optional(),
  /** The scheduler released the hold unpaid. */
  expiredAt: z.string().optional(),
  /** Confirmed by the verified webhook's payment. */
  confirmedAt: z.string().optional(),
  /** A payment that arrived after the hold expired: placed again, or left for a refund (the unit was taken). */
  late: z.enum(['placed', 'refund-review']).optional(),
});
export type OnlineHold = z.output<typeof ZOnlineHold>;

const minutes = (n: number) => n * 60_000;

/** The hold a new online booking gets at `now` for `holdMinutes` (capped at MAX_HOLD_MINUTES). */
export function newHold(now: Date, holdMinutes: number, widget?: string): OnlineHold {
  const length = Math.min(Math.max(1, holdMinutes), MAX_HOLD_MINUTES);
  return {
    startedAt: now.toISOString(),
    until: new Date(now.getTime() + minutes(length)).toISOString(),
    extensions: 0,
    ...(widget ? { widget } : {}),
  };
}

/** Whether the hold has run out at `now`. */
export const holdExpired = (hold: Pick<OnlineHold, 'until'>, now: Date): boolean => now.toISOString() >= hold.until;

/** 409 HOLD_EXPIRED: the guest's later call after the hold ran out (or was released). */
export const expiredError = () => new ConflictError('The hold has expired and its cabin or room was released', 'HOLD_EXPIRED');

/**
 * The hold extended at `now` by `holdMinutes`: from now, never beyond MAX_HOLD_MINUTES after its start, at most
 * MAX_HOLD_EXTENSIONS times (the next is 409 HOLD_NOT_EXTENDABLE); an expired hold is 409 HOLD_EXPIRED. An
 * extension that would not move the end (already at the 45-minute cap) is refused as the limit too: nothing renews it.
 */
export function extendHold(hold: OnlineHold, now: Date, holdMinutes: number): OnlineHold {
  if (holdExpired(hold, now)) throw expiredError();
  const refused = (why: string) => new ConflictError(`The hold cannot be extended: ${why}`, 'HOLD_NOT_EXTENDABLE');
  if (hold.extensions >= MAX_HOLD_EXTENSIONS) throw refused(`it was extended ${MAX_HOLD_EXTENSIONS} times already`);
  const cap = Date.parse(hold.startedAt) + minutes(MAX_HOLD_MINUTES);
  const until = Math.min(now.getTime() + minutes(Math.min(Math.max(1, holdMinutes), MAX_HOLD_MINUTES)), cap);
  if (until <= Date.parse(hold.until)) throw refused(`it ends ${MAX_HOLD_MINUTES} minutes after it started`);
  return { ...hold, until: new Date(until).toISOString(), extensions: hold.extensions + 1 };
}

/** The UTC day a hold ends on: the draft's option date. */
export const holdOptionDate = (hold: Pick<OnlineHold, 'until'>): string => hold.until.slice(0, 10);
