import { addDays } from '../../calendar-date';
import { paymentSummary, type PayableView } from '../booking/payment';
import { zonedInstant } from '../forms/reminders';
import type { MailSchedule } from './schedule-rule';

export * from './schedule-rule';

/**
 * Mail schedules (issue 26 "Schedules", docs/decisions/mail-schedules.md): a rule sends a mail relative to a booking's
 * arrival, departure, booking date, option expiry or a milestone's due date (± days at a time of day in the resort's
 * zone) to the bookings its filters match. Pure: when a rule is due for a booking, whether it matches, and to whom.
 */
/** A cancelled, freed, rebooked, split or deleted booking gets no scheduled mail unless a rule names its state. */
export const LIVE_STATES = ['draft', 'confirmed', 'planned', 'waiting'] as const;

/** What the rules read of a booking (the booking item's fields). */
export interface ScheduledBooking extends PayableView {
  id: string;
  state: string;
  createdAt: string;
  checkIn?: string;
  checkOut?: string;
  optionDate?: string;
  payments?: Array<{ due: string; type: string; amount: string; text: string }>;
  resort?: string;
  vessel?: string;
  tour?: string;
  agency?: string;
  source?: string;
  language?: string;
}

/** The anchor's day for a booking, or undefined when the booking has none (no option date, no milestone). */
export function anchorDay(rule: Pick<MailSchedule, 'anchor' | 'milestone'>, b: ScheduledBooking, zone: string): string | undefined {
  switch (rule.anchor) {
    case 'arrival':
      return b.checkIn;
    case 'departure':
      return b.checkOut;
    case 'optionExpiry':
      return b.optionDate;
    case 'bookingDate':
      return localDay(b.createdAt, zone);
    case 'milestone': {
      const ms = [...(b.payments ?? [])].sort((x, y) => x.due.localeCompare(y.due));
      return (rule.milestone === 'first' ? ms[0] : ms.find((m) => m.type === rule.milestone))?.due;
    }
  }
}

/** The instant (ISO, UTC) the rule is due for the booking: the anchor's day ± days at the rule's time in `zone`. */
export function dueAt(rule: Pick<MailSchedule, 'anchor' | 'milestone' | 'offsetDays' | 'time'>, b: ScheduledBooking, zone: string): string | undefined {
  const day = anchorDay(rule, b, zone);
  if (!day) return undefined;
  const [h, m] = rule.time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(zonedInstant(addDays(day, rule.offsetDays), h, zone)) + m * 60_000).toISOString();
}

/** The day of an instant in a zone (YYYY-MM-DD). */
export function localDay(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** Whether the booking is paid at `day`: nothing left open of what it owes. */
export const isPaid = (b: ScheduledBooking, day: string): boolean => ['paid', 'none'].includes(paymentSummary(b, day).status);

/** Why the rule does not apply to the booking now (undefined: it applies). Checked when planned and again when sent. */
export function mismatch(rule: MailSchedule, b: ScheduledBooking, today: string): string | undefined {
  if (!rule.active) return 'inactive';
  const states: readonly string[] = rule.states.length > 0 ? rule.states : LIVE_STATES;
  if (!states.includes(b.state)) return 'state';
  const asset = b.resort ?? b.vessel;
  if (rule.assets.length > 0 && (!asset || !rule.assets.includes(asset))) return 'asset';
  if (rule.tours.length > 0 && (!b.tour || !rule.tours.includes(b.tour))) return 'tour';
  if (rule.agencies.length > 0 && (!b.agency || !rule.agencies.includes(b.agency))) return 'agency';
  if (rule.sources.length > 0 && (!b.source || !rule.sources.includes(b.source))) return 'source';
  if (rule.languages.length > 0 && !rule.languages.includes((b.language ?? 'de').slice(0, 2))) return 'language';
  if (rule.paid !== 'any' && isPaid(b, today) !== (rule.paid === 'paid')) return 'paid';
  return undefined;
}

/** What a rule does with a booking when it is planned at `now`: wait for `at`, send at once (catch-up), or nothing. */
export type PlanDecision = { kind: 'wait'; at: string } | { kind: 'now'; at: string } | { kind: 'none'; why: string };

/**
 * The plan for a (rule, booking): due later → wait; due already → send now when the booking was created (or its
 * anchor moved) after the moment and the rule catches up, else nothing (a rule made after the moment sends nothing to
 * the bookings that were there: `planned` says whether a plan for the booking existed before).
 */
export function decide(rule: MailSchedule, b: ScheduledBooking, zone: string, now: Date, planned?: { at: string }): PlanDecision {
  const at = dueAt(rule, b, zone);
  if (!at) return { kind: 'none', why: 'no-anchor' };
  const why = mismatch(rule, b, now.toISOString().slice(0, 10));
  if (why) return { kind: 'none', why };
  if (at > now.toISOString()) return { kind: 'wait', at };
  const late = b.createdAt > at || (planned !== undefined && planned.at > now.toISOString());
  if (planned && planned.at <= now.toISOString()) return { kind: 'now', at: planned.at };
  return late && rule.catchUp === 'send' ? { kind: 'now', at: now.toISOString() } : { kind: 'none', why: 'past' };
}
