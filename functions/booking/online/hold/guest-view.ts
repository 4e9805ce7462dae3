import type { BookPrice } from '../../../../shared/api/book';
import { MAX_HOLD_EXTENSIONS } from '../../../../shared/domain/booking/online-hold';
import { add, fromMinor, money, toString } from '../../../../shared/domain/money';
import type { BookingItem } from '../../../data/entities/booking';

/**
 * The price a hold answers (shared/api/book.ts ZBookHold `price`): the booking's stored calculation as it is — so the
 * price the hold shows IS the booking's total, to the cent. The guest's view of a booking is bookread's
 * (functions/booking/online/view.ts `bookView`).
 */

const num = (text: string) => Number(text);

/** The booking's price as booking/price answers a choice: lines, specials, taxes, total, deposit, what is paid now. */
export function bookPriceOf(b: BookingItem): BookPrice {
  const currency = b.currency ?? 'EUR';
  const lines = b.calculation ?? [];
  const zero = fromMinor(0, currency);
  const total = lines.reduce((s, l) => add(s, money(l.total, currency)), zero);
  const deposit = (b.payments ?? []).filter((m) => m.type === 'deposit').reduce((s, m) => add(s, money(m.amount, currency)), zero);
  const taxes = new Map<string, { name: string; rate: number; amount: number; inclusive: boolean }>();
  for (const l of lines) {
    if (!l.tax) continue;
    const key = `${l.tax.name}|${l.tax.rate}|${l.tax.inclusive}`;
    const had = taxes.get(key);
    taxes.set(key, { ...l.tax, amount: num(toString(add(money(String(had?.amount ?? 0), currency), money(l.tax.amount, currency)))) });
  }
  return {
    currency,
    lines: lines.map((l) => ({
      type: l.type,
      text: l.text,
      explanation: l.explanation?.text ?? '',
      amount: l.amount,
      price: num(l.price),
      total: num(l.total),
      ...(l.customer ? { guest: l.customer } : {}),
      onSite: l.customerType === 'OnSite',
    })),
    specials: lines
      .filter((l) => l.type === 'special')
      .map((l) => ({ id: String(l.source?.special ?? l.source?.id ?? l.sort), name: l.text, explanation: l.explanation?.text ?? '', effect: num(l.total) })),
    taxes: [...taxes.values()],
    total: num(toString(total)),
    deposit: num(toString(deposit)),
    payNow: num(toString(deposit.minor > 0 ? deposit : total)),
    milestones: (b.payments ?? []).map((m) => ({ type: m.type, due: m.due, amount: num(m.amount), text: m.text })),
    problems: [],
  };
}

/** The extensions a hold has left. */
export const extensionsLeft = (b: BookingItem): number => Math.max(0, MAX_HOLD_EXTENSIONS - (b.online?.extensions ?? MAX_HOLD_EXTENSIONS));
