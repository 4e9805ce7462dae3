import type { BookPrice, BookView } from '../../../../shared/api/book';
import { MAX_HOLD_EXTENSIONS } from '../../../../shared/domain/booking/online-hold';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { add, fromMinor, money, toString } from '../../../../shared/domain/money';
import type { BookingItem } from '../../../data/entities/booking';
import { read } from '../../../data/readers';

/**
 * What a guest sees of their own online booking (shared/api/book.ts ZBookHold, ZBookView): the booking's stored
 * calculation as it is — so the price the hold shows IS the booking's total, to the cent — and its state in the
 * guest's words (held, expired, confirmed, cancelled). No other booking's guests, no costs, no internal notes.
 */

const num = (text: string) => Number(text);

/** The guest's status of a booking: held while its hold runs, expired once released, confirmed, or cancelled. */
export function bookStatus(b: BookingItem, now = new Date()): BookView['status'] {
  if (b.state === 'confirmed' || b.state === 'planned') return 'confirmed';
  if (b.state === 'draft') return b.online && now.toISOString() >= b.online.until ? 'expired' : 'held';
  if (b.state === 'freed' || b.state === 'resolved') return 'expired';
  return 'cancelled';
}

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

/** The guest's own booking (their booking's guests by name, its lines and payments). */
export async function bookViewOf(tenant: string, b: BookingItem, now = new Date()): Promise<BookView> {
  const currency = b.currency ?? 'EUR';
  const ids = [...new Set(b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer)))];
  const [asset, vessel, rooms, people] = await Promise.all([
    b.resort ? read.resorts.get(tenant, b.resort) : b.tour ? read.tours.get(tenant, b.tour) : Promise.resolve(null),
    b.vessel ? read.vessels.get(tenant, b.vessel) : Promise.resolve(null),
    Promise.all(b.rooms.map((r) => read.rooms.get(tenant, r.room))),
    Promise.all(ids.map((id) => read.customers.get(tenant, id))),
  ]);
  const types = await Promise.all(rooms.map((r) => (r?.roomType ? read.roomTypes.get(tenant, r.roomType) : Promise.resolve(null))));
  const byId = new Map(people.flatMap((c, i) => (c ? [[ids[i] as string, c] as const] : [])));
  const summary = paymentSummary(b, now.toISOString().slice(0, 10));
  let paidLeft = money(summary.paid, currency);
  const price = bookPriceOf(b);
  return {
    id: b.id,
    bookingNo: String(b.bookingNo),
    status: bookStatus(b, now),
    state: b.state,
    kind: b.type === 'trip' || b.schedule ? 'trip' : 'stay',
    title: (asset as { name?: string } | null)?.name ?? b.resort ?? b.tour ?? '',
    ...(vessel ? { vesselName: vessel.name } : {}),
    from: b.checkIn ?? '',
    to: b.checkOut ?? '',
    ...(b.state === 'draft' && b.online ? { holdExpiresAt: b.online.until, extensionsLeft: extensionsLeft(b) } : {}),
    rooms: b.rooms.map((r, i) => ({
      name: rooms[i]?.name ?? r.room,
      roomTypeName: types[i]?.name ?? '',
      guests: (r.customers ?? []).map((c, j) => {
        const p = byId.get(c.customer);
        return { key: `g${i + 1}-${j + 1}`, firstName: p?.masterData.firstName ?? '', lastName: p?.masterData.lastName ?? '' };
      }),
    })),
    currency,
    total: num(summary.total),
    paid: num(summary.paid),
    open: num(
      toString(
        money(summary.total, currency).minor > money(summary.paid, currency).minor
          ? fromMinor(money(summary.total, currency).minor - money(summary.paid, currency).minor, currency)
          : fromMinor(0, currency),
      ),
    ),
    milestones: (b.payments ?? []).map((m) => {
      const amount = money(m.amount, currency);
      const paid = paidLeft.minor >= amount.minor;
      paidLeft = paid ? fromMinor(paidLeft.minor - amount.minor, currency) : fromMinor(0, currency);
      return { type: m.type, due: m.due, amount: num(m.amount), text: m.text, paid };
    }),
    lines: price.lines,
  };
}
