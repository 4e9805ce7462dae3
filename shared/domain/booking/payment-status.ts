import { add, compare, fromMinor, money, subtract, toString, type Money } from '../money';
import type { PayableView } from './payment';

/**
 * What the payments cover of each milestone (ISSUE-15, docs/decisions.md "Payments on bookings"): the money received
 * is laid over the milestones in their due order, as `paymentSummary` does, so the file, the status call and the
 * daily sweep agree on which milestone is paid.
 */
export interface MilestonePaid {
  type: string;
  text?: string;
  due: string;
  amount: string;
  paid: string;
  open: string;
}

export function milestonesPaid(b: PayableView & { payments?: Array<{ amount: string; due: string; type: string; text?: string }> }): MilestonePaid[] {
  const currency = b.currency ?? 'EUR';
  const m = (text: string): Money => money(text, currency);
  const zero = fromMinor(0, currency);
  let left = (b.received ?? []).reduce((s, p) => add(s, m(p.amount)), zero);
  return [...(b.payments ?? [])]
    .sort((x, y) => x.due.localeCompare(y.due))
    .map((ms) => {
      const amount = m(ms.amount);
      const covered = compare(left, amount) >= 0 ? amount : left.minor > 0 ? left : zero;
      left = subtract(left, covered);
      return {
        type: ms.type,
        ...(ms.text ? { text: ms.text } : {}),
        due: ms.due,
        amount: toString(amount),
        paid: toString(covered),
        open: toString(subtract(amount, covered)),
      };
    });
}

/** The milestones due on or before `today` with something open: what the daily sweep acts on. */
export const unpaidDue = (b: Parameters<typeof milestonesPaid>[0], today: string): MilestonePaid[] =>
  milestonesPaid(b).filter((ms) => ms.due < today && money(ms.open, b.currency ?? 'EUR').minor > 0);

/** Whether the deposit milestones are fully paid (an option whose deposit is paid is kept at its expiry). */
export function depositPaid(b: Parameters<typeof milestonesPaid>[0]): boolean {
  const deposits = milestonesPaid(b).filter((ms) => ms.type === 'deposit');
  return deposits.length > 0 && deposits.every((ms) => money(ms.open, b.currency ?? 'EUR').minor <= 0);
}
