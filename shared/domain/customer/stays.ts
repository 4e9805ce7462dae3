import * as z from 'zod';
import { BOOKING_STATES, type BookingState } from '../booking/states';
import { add, fromMinor, money, toString } from '../money';

export const ZStay = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  /** lead: the booking's customer; guest: a person in one of its rooms (both when both). */
  role: z.enum(['lead', 'guest']),
  state: z.enum(BOOKING_STATES),
  type: z.enum(['resort', 'trip']),
  asset: z.string().optional(),
  assetName: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  currency: z.string(),
  amount: z.string(),
  /** Counts as a stay (confirmed or resolved, not cancelled). */
  counted: z.boolean(),
});
export type Stay = z.infer<typeof ZStay>;

/** The figures of the specials' conditions: earlier stays only are read for a new booking (see docs/pricing.md). */
export const ZStayFigures = z.object({
  customer: z.string(),
  stays: z.number().int(),
  bookings: z.number().int(),
  lastStay: z.string().optional(),
  /** Stay revenue in the tenant's base currency's units (whole units, what StayRevenue compares), and as decimal text. */
  revenue: z.number(),
  revenueText: z.string(),
  currency: z.string(),
  updatedAt: z.string(),
});
export type StayFigures = z.infer<typeof ZStayFigures>;

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

/** What the specials' conditions read of a guest (PricingPerson.history). */
export interface StayHistory {
  stays: number;
  lastStay?: string;
  revenue: number;
  bookings: number;
}

/**
 * A guest's history as a new stay starting `from` sees it: earlier stays only (those that ended on or before that
 * day), so a booking never counts itself or a stay still to come (docs/pricing.md, "Specials"). Revenue as in
 * `stayFigures` (the stays in `currency`, whole units as a number).
 */
export function historyBefore(stays: readonly Omit<Stay, 'assetName'>[], from: string, currency: string): StayHistory {
  const earlier = stays.filter((s) => (s.checkOut ?? s.checkIn ?? '9999') <= from);
  const f = stayFigures('', earlier, currency, '');
  return { stays: f.stays, bookings: f.bookings, revenue: f.revenue, ...(f.lastStay ? { lastStay: f.lastStay } : {}) };
}
