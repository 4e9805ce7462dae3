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
 *   open = that − paid. The parts of a split bill their lines in full.
 */
export const INVOICE_PAID_STATES = ['paid', 'part-paid', 'open', 'cancelled'] as const;
export type InvoicePaidState = (typeof INVOICE_PAID_STATES)[number];

export interface InvoiceStanding {
  paid: string;
  open: string;
  paidState: InvoicePaidState;
  /** The payments the whole-bill invoice shows (the booking's, as now); a part shows none. */
  received: Invoice['received'];
}

type InvoiceLike = Pick<Invoice, 'id' | 'kind' | 'state' | 'currency' | 'total' | 'paid' | 'open' | 'received' | 'part'>;
export interface BookingMoney extends OwedView {
  currency?: string;
  received?: ReadonlyArray<{ date: string; amount: string; method: string; reference?: string }>;
}

const clamp = (m: Money, total: Money, zero: Money): Money => (m.minor <= 0 ? zero : compare(m, total) >= 0 ? total : m);

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
  const total = money(inv.total, c);
  if (inv.kind !== 'invoice' || inv.state !== 'issued') return { paid: inv.paid, open: toString(zero), paidState: 'cancelled', received: inv.received };
  const sameCurrency = booking && (booking.currency ?? 'EUR') === c;
  let paid: Money;
  let asked = total;
  let received = inv.received;
  if (!sameCurrency) paid = money(inv.paid, c);
  else {
    let left = (booking.received ?? []).reduce((s, p) => add(s, money(p.amount, c)), zero);
    if (inv.part) {
      const before = siblings.filter((s) => s.part?.group === inv.part?.group && s.state === 'issued' && (s.part?.index ?? 0) < (inv.part?.index ?? 0));
      for (const s of before) left = subtract(left, clamp(left, money(s.total, c), zero));
      received = [];
    } else {
      asked = owedOnInvoice(total, booking, today, zero);
      received = (booking.received ?? []).map((p) => ({
        date: p.date,
        amount: p.amount,
        method: p.method,
        ...(p.reference ? { reference: p.reference } : {}),
      }));
    }
    paid = total.minor < 0 ? zero : clamp(left, total, zero);
  }
  // Paid beyond what is asked now (the on-site fee paid ahead, more than a net agency owes) leaves nothing open.
  const gap = subtract(asked, paid);
  const open = asked.minor !== total.minor && gap.minor < 0 ? zero : gap;
  const paidState: InvoicePaidState = open.minor <= 0 ? 'paid' : paid.minor > 0 ? 'part-paid' : 'open';
  return { paid: toString(paid), open: toString(open), paidState, received };
}

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
