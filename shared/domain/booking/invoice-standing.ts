import { add, compare, fromMinor, money, subtract, toString, type Money } from '../money';
import type { Invoice } from './invoice';
import { owedOf, type OwedView } from './owed';

/**
 * What is paid and open of an invoice NOW (ISSUE-22, docs/decisions.md "Invoices: paid and open follow the
 * booking"): an invoice is a snapshot of the bill, but its paid/open amount follows the booking's payments, so a
 * paid booking's invoice says paid everywhere (list, public page, PDF). The rule:
 * - an issued invoice of the whole bill is paid with everything the booking has received, up to its total (every
 *   whole-bill invoice of the booking stands on its own: each bills the same booking);
 * - the parts of a split share the booking's money in their order, each up to its total (as when they were made);
 * - a cancelled invoice and a cancellation invoice have nothing open (the cancellation settles the claim);
 * - what a whole-bill invoice asks for is what the booking owes now (docs/pricing.md "What a booking owes"): its
 *   total less what the agency keeps (net commission) and, before the guest arrives, less the fees paid on site;
 *   open = that − paid, negative when overpaid. A part of a split asks its lines less its on-site lines (before
 *   arrival) and its share of the agency's commission (`askedOfPart`).
 */
export const INVOICE_PAID_STATES = ['paid', 'part-paid', 'open', 'cancelled'] as const;
export type InvoicePaidState = (typeof INVOICE_PAID_STATES)[number];

export interface InvoiceStanding {
  paid: string;
  /** Asked − paid: negative when more was paid than is asked (printed "Overpaid", never as a negative open amount). */
  open: string;
  /** Of the total, what is not asked now and why (see `Asked`): printed between the total and the open amount. */
  onSite: string;
  agencyKeeps: string;
  paidState: InvoicePaidState;
  /** The payments the whole-bill invoice shows (the booking's, as now); a part shows none. */
  received: Invoice['received'];
}

type InvoiceLike = Pick<Invoice, 'id' | 'kind' | 'state' | 'currency' | 'total' | 'paid' | 'open' | 'received' | 'part'> & {
  lines?: ReadonlyArray<{ sort: number }>;
};
export interface BookingMoney extends OwedView {
  currency?: string;
  calculation?: { sort?: number; total: string; customerType?: string; type?: string }[];
  received?: ReadonlyArray<{ date: string; amount: string; method: string; reference?: string }>;
}

const clamp = (m: Money, total: Money, zero: Money): Money => (m.minor <= 0 ? zero : compare(m, total) >= 0 ? total : m);

/**
 * What an invoice asks of its recipient now, and what of its total it does not ask and why (docs/pricing.md "What a
 * booking owes"), so that total − on site − agency keeps − paid = open reads right on every page:
 * - `onSite`: the fees paid on site, before the guest has arrived (owed then, at the resort or on board);
 * - `agencyKeeps`: the commission a net agency keeps (the agency is paid it by its guest, the operator never asks it);
 * - `asked`: total − onSite − agencyKeeps (for a cancelled booking: its fee, nothing explained).
 */
export interface Asked {
  asked: Money;
  onSite: Money;
  agencyKeeps: Money;
}

/** What a whole-bill invoice of `total` asks now (the booking's `owedOf`, applied to the invoice's total). */
export function askedOfWhole(total: Money, booking: OwedView, today: string): Asked {
  const zero = { ...total, minor: 0 };
  const o = owedOf(booking, today);
  const asked = owedOnInvoice(total, booking, today, zero);
  if (asked.minor === total.minor) return { asked, onSite: zero, agencyKeeps: zero };
  const onSite = o.onSiteOwed ? zero : o.onSite;
  // The lines explain what is not asked only when they add up to it (not for a cancelled booking's fee).
  const explained = add(add(asked, onSite.minor > 0 ? onSite : zero), o.agencyKeeps);
  return explained.minor === total.minor
    ? { asked, onSite: onSite.minor > 0 ? onSite : zero, agencyKeeps: o.agencyKeeps }
    : { asked, onSite: zero, agencyKeeps: zero };
}

/**
 * What a part of a split (the calculation lines `sorts`) asks now: its lines in full, less its on-site lines before
 * the guest arrives and less its share of what a net agency keeps. The agency's commission is shared over the lines
 * paid in advance in proportion to their totals, line by line in the calculation's order (each line's share the
 * difference of the rounded running shares), so the parts' shares add up to the whole commission to the cent
 * whichever lines a part bills.
 */
export function askedOfPart(total: Money, sorts: ReadonlyArray<number>, booking: BookingMoney, today: string): Asked {
  const c = total.currency;
  const zero = fromMinor(0, c);
  const o = owedOf(booking, today);
  const lines = booking.calculation ?? [];
  const mine = new Set(sorts);
  let onSite = zero;
  if (!o.onSiteOwed) {
    for (const l of lines) if (l.customerType === 'OnSite' && l.sort !== undefined && mine.has(l.sort)) onSite = add(onSite, money(l.total, c));
  }
  let keeps = 0n;
  const kept = BigInt(o.agencyKeeps.minor);
  const advance = lines.filter((l) => l.customerType !== 'OnSite');
  const whole = advance.reduce((t, l) => t + BigInt(money(l.total, c).minor), 0n);
  if (kept > 0n && whole > 0n) {
    let running = 0n;
    let before = 0n;
    for (const l of advance) {
      running += BigInt(money(l.total, c).minor);
      // Half up, exactly (bigint): the share of the commission of the lines so far.
      const upTo = (kept * running * 2n + whole) / (whole * 2n);
      if (l.sort !== undefined && mine.has(l.sort)) keeps += upTo - before;
      before = upTo;
    }
  }
  const agencyKeeps = fromMinor(Number(keeps), c);
  if (onSite.minor < 0) onSite = zero;
  const asked = subtract(subtract(total, onSite), agencyKeeps);
  return asked.minor < 0 || agencyKeeps.minor < 0 ? { asked: total, onSite: zero, agencyKeeps: zero } : { asked, onSite, agencyKeeps };
}

/**
 * What is open of `a` after `paid`: asked − paid, negative when overpaid. Money paid beyond what is asked first
 * covers the on-site fees (paid ahead: no longer "to be paid on site").
 */
export function settle(a: Asked, paid: Money): Asked & { open: Money } {
  const beyond = subtract(paid, a.asked);
  if (beyond.minor > 0 && a.onSite.minor > 0) {
    const covered = compare(beyond, a.onSite) >= 0 ? a.onSite : beyond;
    const onSite = subtract(a.onSite, covered);
    const asked = add(a.asked, covered);
    return { asked, onSite, agencyKeeps: a.agencyKeeps, open: subtract(asked, paid) };
  }
  return { ...a, open: subtract(a.asked, paid) };
}

/**
 * The invoice's standing against the booking's money now. `siblings`: the booking's invoices (for a split part, the
 * parts before it). Without the booking (deleted), or in another currency than the booking's, the snapshot stands.
 */
export function invoiceStanding(
  inv: InvoiceLike,
  booking: BookingMoney | null | undefined,
  siblings: readonly InvoiceLike[] = [],
  today = '9999-12-31',
): InvoiceStanding {
  const c = inv.currency;
  const zero = fromMinor(0, c);
  const none = toString(zero);
  const total = money(inv.total, c);
  if (inv.kind !== 'invoice' || inv.state !== 'issued') {
    return { paid: inv.paid, open: none, onSite: none, agencyKeeps: none, paidState: 'cancelled', received: inv.received };
  }
  const sameCurrency = booking && (booking.currency ?? 'EUR') === c;
  if (!sameCurrency) {
    const open = money(inv.open, c);
    return { paid: inv.paid, open: inv.open, onSite: none, agencyKeeps: none, paidState: stateOf(open, money(inv.paid, c)), received: inv.received };
  }
  let left = (booking.received ?? []).reduce((s, p) => add(s, money(p.amount, c)), zero);
  let asked: Asked;
  let paid: Money;
  let received: Invoice['received'];
  const sortsOf = (i: InvoiceLike) => (i.lines ?? []).map((l) => l.sort);
  if (inv.part) {
    // The parts share the booking's money in their order, each up to what it asks; the last takes what is left.
    const before = siblings.filter((s) => s.part?.group === inv.part?.group && s.state === 'issued' && (s.part?.index ?? 0) < (inv.part?.index ?? 0));
    for (const s of before) left = subtract(left, clamp(left, askedOfPart(money(s.total, c), sortsOf(s), booking, today).asked, zero));
    asked = askedOfPart(total, sortsOf(inv), booking, today);
    paid = inv.part.index === inv.part.of ? (left.minor > 0 ? left : zero) : clamp(left, asked.asked, zero);
    received = [];
  } else {
    // A whole-bill invoice stands on its own: everything the booking received pays it (beyond what it asks: overpaid).
    asked = askedOfWhole(total, booking, today);
    paid = total.minor < 0 || left.minor < 0 ? zero : left;
    received = (booking.received ?? []).map((p) => ({
      date: p.date,
      amount: p.amount,
      method: p.method,
      ...(p.reference ? { reference: p.reference } : {}),
    }));
  }
  const s = settle(asked, paid);
  return {
    paid: toString(paid),
    open: toString(s.open),
    onSite: toString(s.onSite),
    agencyKeeps: toString(s.agencyKeeps),
    paidState: stateOf(s.open, paid),
    received,
  };
}

const stateOf = (open: Money, paid: Money): InvoicePaidState => (open.minor <= 0 ? 'paid' : paid.minor > 0 ? 'part-paid' : 'open');

/**
 * What a whole-bill invoice asks of its recipient now: its total less what the booking does not owe now (the
 * commission a net agency keeps, the fees paid on site before the guest arrives) and no more than the booking owes now
 * (its bill may have shrunk since), never below 0 nor above the total.
 */
export function owedOnInvoice(total: Money, booking: OwedView, today: string, zero: Money = { ...total, minor: 0 }): Money {
  const o = owedOf(booking, today);
  if (total.minor <= 0) return total;
  const notOwed = subtract(o.total, o.owed);
  let asked = notOwed.minor > 0 ? subtract(total, notOwed) : total;
  // The bill got smaller after the invoice was issued (a discount, a removed line): the invoice asks no more than the
  // booking owes now, so a guest who paid the new total is not told to pay the difference.
  if (o.owed.currency === total.currency && compare(o.owed, asked) < 0) asked = o.owed;
  return asked.minor < 0 ? zero : asked;
}
