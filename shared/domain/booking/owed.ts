import { add, fromMinor, money, subtract, type Money } from '../money';
import { fraction } from '../pricing/engine/exact';

/** What `owedOf` reads of a booking (the header, or any view of it). */
export interface OwedView {
  currency?: string;
  /** An agency booking and its commission in percent: the agency may keep it (net), which the milestones leave out. */
  agency?: string;
  commission?: number;
  /** The arrival day and the check-in: from then on the lines paid on site are owed too. */
  checkIn?: string;
  checkedInAt?: string;
  calculation?: { total: string; customerType?: string; type?: string }[];
  payments?: { amount: string; due: string; type: string }[];
  /** A cancelled booking (`aborted`) owes only its cancellation fee lines. */
  state?: string;
}

/**
 * What a booking owes the operator (docs/pricing.md "What a booking owes"), the one definition the booking file, the
 * payment status, the booking list, the invoices and the guest's public invoice use:
 * - in advance: what the milestones ask for (the total less the lines paid on site, and for an agency booked net
 *   less the commission it keeps: the engine figured them so and every edit keeps them adding up to it). A booking
 *   without milestones, or without an agency, owes its total less the lines paid on site in advance;
 * - on site (lines of customer type OnSite): owed once the guest has arrived (checked in, or the arrival day has
 *   come), paid at the resort or on board; before that they are not part of what is owed;
 * - a cancelled booking (`aborted`) owes only its cancellation fee lines (none once the fee is removed or waived), as
 *   its credit note counts (`creditableMinor`); its milestones no longer ask for anything;
 * - a split booking (`splitted`) owes nothing and its total counts 0: its parts bill its lines (`isSplitted`).
 */
export interface Owed {
  /** The calculation's total (the bill). */
  total: Money;
  /** What is owed in advance (the milestones' sum, see above). */
  inAdvance: Money;
  /** The lines paid on site. */
  onSite: Money;
  /** The on-site lines count as owed (the guest has arrived). */
  onSiteOwed: boolean;
  /** What the agency keeps of the total (net commission): total − on-site − in advance, never below 0. */
  agencyKeeps: Money;
  /** What is owed at `today`: in advance, plus on site once the guest has arrived. */
  owed: Money;
}

/** Whether the guest has arrived at `today`: checked in (also early), or the arrival day has come. */
export const hasArrived = (b: Pick<OwedView, 'checkIn' | 'checkedInAt'>, today: string): boolean =>
  b.checkedInAt !== undefined || (b.checkIn !== undefined && b.checkIn.slice(0, 10) <= today);

/**
 * What the booking owes in advance (see `Owed`): for an agency booking with a commission, what the milestones ask
 * for when they leave out no more than that commission could be (its percent of the lines); else, and for every
 * other booking, the total less the lines paid on site. The bound keeps milestones that no longer fit the lines (a
 * booking whose lines were written without re-figuring them) from passing for a commission.
 */
export function owedInAdvance(b: OwedView): Money {
  const currency = b.currency ?? 'EUR';
  const zero = fromMinor(0, currency);
  if (isSplitted(b)) return zero;
  const lines = b.calculation ?? [];
  const advance = lines.filter((l) => l.customerType !== 'OnSite').reduce((s, l) => add(s, money(l.total, currency)), zero);
  const percent = b.commission ?? 0;
  if (!b.agency || !(percent > 0) || !b.payments?.length) return advance;
  const asked = b.payments.reduce((s, p) => add(s, money(p.amount, currency)), zero);
  const kept = subtract(advance, asked);
  if (kept.minor <= 0) return advance;
  // The commission is its percent of the commissionable lines, rounded: never more than the percent of all charged
  // lines and a minor unit.
  const charged = lines.reduce((t, l) => t + BigInt(Math.max(0, money(l.total, currency).minor)), 0n);
  const q = fraction(percent);
  return BigInt(kept.minor - 1) * 100n * q.den <= charged * q.num ? asked : advance;
}

/** A cancelled booking: it owes its cancellation fee, and its milestones ask for nothing. */
export const isCancelled = (b: Pick<OwedView, 'state'>): boolean => b.state === 'aborted';

/**
 * A booking split by customer (`splitted`): its parts (`splitFrom`) took its lines, milestones and money received
 * (shared/domain/booking/split-money.ts); it keeps its lines for history but owes and counts nothing, so no sum over
 * bookings counts its money twice.
 */
export const isSplitted = (b: Pick<OwedView, 'state'>): boolean => b.state === 'splitted';

/** What the booking owes at `today` (see `Owed`). */
export function owedOf(b: OwedView, today: string): Owed {
  const currency = b.currency ?? 'EUR';
  const zero = fromMinor(0, currency);
  if (isSplitted(b)) return { total: zero, inAdvance: zero, onSite: zero, onSiteOwed: false, agencyKeeps: zero, owed: zero };
  const lines = b.calculation ?? [];
  const total = lines.reduce((s, l) => add(s, money(l.total, currency)), zero);
  if (isCancelled(b)) {
    const fee = lines.filter((l) => l.type === 'cancellationFee').reduce((s, l) => add(s, money(l.total, currency)), zero);
    return { total, inAdvance: fee, onSite: zero, onSiteOwed: false, agencyKeeps: zero, owed: fee };
  }
  const onSite = lines.filter((l) => l.customerType === 'OnSite').reduce((s, l) => add(s, money(l.total, currency)), zero);
  const inAdvance = owedInAdvance(b);
  const onSiteOwed = onSite.minor !== 0 && hasArrived(b, today);
  const kept = subtract(subtract(total, onSite), inAdvance);
  return {
    total,
    inAdvance,
    onSite,
    onSiteOwed,
    agencyKeeps: kept.minor > 0 ? kept : zero,
    owed: onSiteOwed ? add(inAdvance, onSite) : inAdvance,
  };
}
