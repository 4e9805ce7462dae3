import type { Stay, StayFigures } from '../../api/qr-stays';
import type { BookingState } from '../booking/states';
import { add, fromMinor, money, toString } from '../money';

/**
 * A customer's stays and the figures the specials' conditions read (docs/decisions.md, "Payment QR codes and customer
 * stays"). A booking is one of a customer's stays when the customer leads it or sleeps in one of its rooms; it counts
 * (NoOfStays, LastStay, StayRevenue) while it is booked and not undone: confirmed, planned or resolved. Options
 * (draft), waiting and cancelled bookings are listed but do not count; rebooked, split, deleted and freed ones are
 * not stays at all (their money moved to the booking that replaced them). Bookings counts every listed booking.
 */
export const COUNTED_STATES: ReadonlySet<BookingState> = new Set<BookingState>(['confirmed', 'planned', 'resolved']);
export const NO_STAY_STATES: ReadonlySet<BookingState> = new Set<BookingState>(['rebooked', 'splitted', 'deleted', 'freed']);

/** What a stay reads of a booking header. */
export interface StaySource {
  id: string;
  bookingNo: number;
  state: BookingState;
  type?: 'resort' | 'trip';
  resort?: string;
  vessel?: string;
  checkIn?: string;
  checkOut?: string;
  customer?: string;
  rooms: { customers?: { customer: string }[] }[];
  currency?: string;
}

/** The customers of a booking: the lead first, then everyone in its rooms, each once. */
export function stayCustomers(b: Pick<StaySource, 'customer' | 'rooms'>): string[] {
  const ids = [b.customer, ...b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))].filter((x): x is string => Boolean(x));
  return [...new Set(ids)];
}

/** The booking as the customer's stay; none when it is no stay (see NO_STAY_STATES) or not the customer's. */
export function stayOf(b: StaySource, customer: string, total: string): Omit<Stay, 'assetName'> | undefined {
  if (NO_STAY_STATES.has(b.state) || !stayCustomers(b).includes(customer)) return undefined;
  const asset = b.resort ?? b.vessel;
  return {
    booking: b.id,
    bookingNo: b.bookingNo,
    role: b.customer === customer ? 'lead' : 'guest',
    state: b.state,
    type: b.type ?? (b.vessel ? 'trip' : 'resort'),
    ...(asset ? { asset } : {}),
    ...(b.checkIn ? { checkIn: b.checkIn.slice(0, 10) } : {}),
    ...(b.checkOut ? { checkOut: b.checkOut.slice(0, 10) } : {}),
    currency: b.currency ?? 'EUR',
    amount: total,
    counted: COUNTED_STATES.has(b.state),
  };
}

/**
 * The figures of a customer's stays: stays and revenue over the counted ones, the last stay their latest departure
 * day, bookings every listed one. Revenue sums the stays in `currency` (the tenant's base currency); a stay in another
 * currency counts as a stay but adds nothing (no rate is stored for it).
 */
export function stayFigures(customer: string, stays: readonly Omit<Stay, 'assetName'>[], currency: string, now: string): StayFigures {
  const counted = stays.filter((s) => s.counted);
  const revenue = counted.filter((s) => s.currency === currency).reduce((sum, s) => add(sum, money(s.amount, currency)), fromMinor(0, currency));
  const lastStay = counted
    .map((s) => s.checkOut ?? s.checkIn)
    .filter((d): d is string => Boolean(d))
    .sort()
    .pop();
  const revenueText = toString(revenue);
  return {
    customer,
    stays: counted.length,
    bookings: stays.length,
    ...(lastStay ? { lastStay } : {}),
    revenue: Number(revenueText),
    revenueText,
    currency,
    updatedAt: now,
  };
}
