import { addDays } from '../../../shared/calendar-date';
import { add, fromMinor, money, toString, type Money } from '../../../shared/domain/money';
import { ValidationError } from '../../../shared/errors';
import { allEntries } from '../../data/bank-entries';
import { totalsBefore } from '../../data/bank-totals';
import { banks } from '../../data/banks';
import { allOf, collect } from '../../data/iterate';

export type GroupBy = 'day' | 'week' | 'month';

/** The period a day falls in: the day, the Monday of its week, or YYYY-MM. */
export function periodOf(day: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period from `from` to `to`, in order. */
export function periods(from: string, to: string, groupBy: GroupBy): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const p = periodOf(d, groupBy);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

function checkRange(from: string, to: string) {
  if (to < from) throw new ValidationError('to is before from', [{ path: 'query.to', message: 'before from' }]);
  if (addDays(from, 366 * 3) < to) throw new ValidationError('At most three years at once', [{ path: 'query.to', message: 'at most three years after from' }]);
}

const bump = (map: Map<string, Money>, key: string, m: Money) => map.set(key, add(map.get(key) ?? fromMinor(0, m.currency), m));

/** Money in and out per period and currency over all the tenant's banks. */
export async function cashflow(tenant: string, from: string, to: string, groupBy: GroupBy) {
  checkRange(from, to);
  const ins = new Map<string, Money>();
  const outs = new Map<string, Money>();
  const currencies = new Set<string>();
  for (const bank of await collect(allOf(banks, tenant))) {
    for await (const e of allEntries(tenant, bank.id, { from, to })) {
      const m = money(e.amount, e.currency);
      currencies.add(e.currency);
      const key = `${periodOf(e.date, groupBy)}|${e.currency}`;
      if (m.minor > 0) bump(ins, key, m);
      else bump(outs, key, fromMinor(-m.minor, e.currency));
    }
  }
  const data = periods(from, to, groupBy).flatMap((period) =>
    [...currencies].sort().map((currency) => {
      const zero = toString(fromMinor(0, currency));
      const key = `${period}|${currency}`;
      return { period, currency, in: ins.has(key) ? toString(ins.get(key)!) : zero, out: outs.has(key) ? toString(outs.get(key)!) : zero };
    }),
  );
  return { data };
}

/**
 * What a bank holds before `from` and its entries from..to (issue 23, docs/decisions/finance.md "Running totals"): the
 * opening balance, the running totals of the months before `from`'s month (one Query, one item per month and
 * currency) and the entries of `from`'s month up to `to`; never every entry since the first. The month the bank
 * opened in is read entry by entry (entries before the opening day do not count).
 */
async function bankBalance(tenant: string, bank: { id: string; currency: string; openingBalance: string; openingDate?: string }, from: string, to: string) {
  const start: Money[] = [money(bank.openingBalance, bank.currency)];
  const moves: Array<{ date: string; m: Money }> = [];
  const fromMonth = from.slice(0, 7);
  const openingMonth = bank.openingDate?.slice(0, 7);
  const earlier = openingMonth && openingMonth >= fromMonth ? [] : await totalsBefore(tenant, bank.id, fromMonth);
  for (const t of earlier) if (t.count !== 0 && (!openingMonth || t.month > openingMonth)) start.push(fromMinor(t.minor, t.currency));
  const counted = (e: { date: string }) => !bank.openingDate || e.date >= bank.openingDate;
  if (openingMonth && openingMonth < fromMonth) {
    for await (const e of allEntries(tenant, bank.id, { from: bank.openingDate, to: `${openingMonth}-31` }))
      if (counted(e)) start.push(money(e.amount, e.currency));
  }
  for await (const e of allEntries(tenant, bank.id, { from: `${fromMonth}-01`, to })) {
    if (!counted(e)) continue;
    if (e.date < from) start.push(money(e.amount, e.currency));
    else moves.push({ date: e.date, m: money(e.amount, e.currency) });
  }
  return { start, moves };
}

/** The balance at the end of each period: the banks' opening balances plus every entry up to that day, per currency. */
export async function balance(tenant: string, from: string, to: string, groupBy: GroupBy) {
  checkRange(from, to);
  const start = new Map<string, Money>();
  const moves = new Map<string, Money>();
  const perBank = await Promise.all((await collect(allOf(banks, tenant))).map((bank) => bankBalance(tenant, bank, from, to)));
  for (const b of perBank) {
    for (const m of b.start) bump(start, m.currency, m);
    for (const { date, m } of b.moves) bump(moves, `${periodOf(date, groupBy)}|${m.currency}`, m);
  }
  const running = new Map(start);
  for (const key of moves.keys()) {
    const currency = key.split('|')[1]!;
    if (!running.has(currency)) running.set(currency, fromMinor(0, currency));
  }
  const data = periods(from, to, groupBy).flatMap((period) =>
    [...running.keys()].sort().map((currency) => {
      const moved = moves.get(`${period}|${currency}`);
      if (moved) bump(running, currency, moved);
      return { period, currency, balance: toString(running.get(currency)!) };
    }),
  );
  return { data };
}
