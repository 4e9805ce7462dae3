import { add, compare, fromMinor, money, subtract, toString, type Money } from '../money';
import { owedInAdvance } from './owed';
import type { PayableView } from './payment';

/**
 * What the payments cover of each milestone (ISSUE-15, ISSUE-22; docs/decisions.md "Payments on bookings"): the money
 * received is laid over the milestones in their due order — earliest due first, milestones due the same day in their
 * order on the booking — whatever a payment's label (`milestone: deposit`) says. So the file, the status call, the
 * invoices, the todos and the daily sweep agree on which milestone is paid.
 */
export interface MilestonePaid {
  type: string;
  text?: string;
  due: string;
  amount: string;
  paid: string;
  open: string;
}

type Milestone = { amount: string; due: string; type: string; text?: string };

/** The milestones in the order payments settle them: by due day, ties in their order on the booking (stable). */
export function inDueOrder<T extends { due: string }>(milestones: readonly T[]): T[] {
  return milestones
    .map((ms, i) => ({ ms, i }))
    .sort((a, b) => a.ms.due.localeCompare(b.ms.due) || a.i - b.i)
    .map((x) => x.ms);
}

export function milestonesPaid(b: PayableView & { payments?: Milestone[] }): MilestonePaid[] {
  const currency = b.currency ?? 'EUR';
  const m = (text: string): Money => money(text, currency);
  const zero = fromMinor(0, currency);
  let left = (b.received ?? []).reduce((s, p) => add(s, m(p.amount)), zero);
  return inDueOrder(b.payments ?? []).map((ms) => {
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

const isOpen = (ms: MilestonePaid, currency: string) => money(ms.open, currency).minor > 0;

/** The milestones due on or before `today` with something open: what the daily sweep acts on. */
export const unpaidDue = (b: Parameters<typeof milestonesPaid>[0], today: string): MilestonePaid[] =>
  milestonesPaid(b).filter((ms) => ms.due < today && isOpen(ms, b.currency ?? 'EUR'));

/** Whether the deposit milestones are fully paid (an option whose deposit is paid is kept at its expiry). */
export function depositPaid(b: Parameters<typeof milestonesPaid>[0]): boolean {
  const deposits = milestonesPaid(b).filter((ms) => ms.type === 'deposit');
  return deposits.length > 0 && deposits.every((ms) => !isOpen(ms, b.currency ?? 'EUR'));
}

/**
 * Whether the milestone(s) of `type` (and, given, due on `due`) are paid: every such milestone has nothing open. A
 * booking without such a milestone counts it paid when the whole booking is (something owed in advance, nothing of it open), so a
 * "collect the deposit" todo of a booking whose terms ask for one payment closes with that payment.
 */
export function milestoneSettled(b: Parameters<typeof milestonesPaid>[0], type: string, due?: string): boolean {
  const currency = b.currency ?? 'EUR';
  const mine = milestonesPaid(b).filter((ms) => ms.type === type && (due === undefined || ms.due === due));
  if (mine.length) return mine.every((ms) => !isOpen(ms, currency));
  const zero = fromMinor(0, currency);
  // What is owed in advance (docs/pricing.md "What a booking owes"): a net agency's commission and on-site fees aside.
  const owed = owedInAdvance(b);
  const paid = (b.received ?? []).reduce((s, p) => add(s, money(p.amount, currency)), zero);
  return owed.minor > 0 && compare(paid, owed) >= 0;
}
