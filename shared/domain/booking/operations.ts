import { addDays } from '../../calendar-date';
import { add, money, toString, type Money } from '../money';
import type { BookingHeader } from './booking';
import type { BookingState } from './states';

/**
 * The day's operations of the booking extras (docs/decisions.md, "Booking extras"), pure: who arrives, leaves and
 * stays on a day, the money due, arrivals per day, the persons in house on a night, the products of a booking.
 * A booking counts when its state holds its stay: draft, confirmed or planned (cancelled, freed, waiting… do not come).
 */

const COMING: ReadonlySet<BookingState> = new Set<BookingState>(['draft', 'confirmed', 'planned']);
/** Whether the booking's guests come (an option too: the operator prepares for it until it expires). */
export const comes = (b: Pick<BookingHeader, 'state'>): boolean => COMING.has(b.state);

export interface DayBooking {
  id: string;
  bookingNo: number;
  state: BookingState;
  customerName?: string;
  resort?: string;
  vessel?: string;
  checkIn?: string;
  checkOut?: string;
  noOfPax: number;
  rooms: string[];
  agency?: string;
}

export const dayBooking = (b: BookingHeader): DayBooking => ({
  id: b.id,
  bookingNo: b.bookingNo,
  state: b.state,
  ...(b.customerName ? { customerName: b.customerName } : {}),
  ...(b.resort ? { resort: b.resort } : {}),
  ...(b.vessel ? { vessel: b.vessel } : {}),
  ...(b.checkIn ? { checkIn: b.checkIn } : {}),
  ...(b.checkOut ? { checkOut: b.checkOut } : {}),
  noOfPax: b.noOfPax ?? b.rooms.reduce((n, r) => n + r.noOfPax, 0),
  rooms: b.rooms.map((r) => r.room),
  ...(b.agency ? { agency: b.agency } : {}),
});

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** In house on the night of `date`: arrived on or before it and leaving after it. */
export const inHouseOn = (b: Pick<BookingHeader, 'checkIn' | 'checkOut'>, date: string): boolean =>
  b.checkIn !== undefined && b.checkOut !== undefined && b.checkIn <= date && date < b.checkOut;

/** The milestones of these bookings due on or before `date`, summed per currency (exact decimal text). */
export function dueBy(bookings: readonly BookingHeader[], date: string): { currency: string; amount: string }[] {
  const totals = new Map<string, Money>();
  for (const b of bookings) {
    const currency = b.currency ?? 'EUR';
    for (const p of b.payments ?? []) {
      if (p.due > date) continue;
      const m = money(p.amount, currency);
      const had = totals.get(currency);
      totals.set(currency, had ? add(had, m) : m);
    }
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, m]) => ({ currency, amount: toString(m) }));
}

export interface EndOfDay {
  date: string;
  arrivals: DayBooking[];
  departures: DayBooking[];
  inHouse: DayBooking[];
  due: { currency: string; amount: string }[];
}

const byNo = (a: DayBooking, b: DayBooking) => a.bookingNo - b.bookingNo;

/**
 * Per day: arrivals (check-in that day), departures (check-out that day), in house (staying the night, arrivals
 * included), and the money due on or before the day of the bookings arriving, leaving or in house.
 */
export function endOfDay(bookings: readonly BookingHeader[], from: string, to: string): EndOfDay[] {
  const coming = bookings.filter(comes);
  return daysBetween(from, to).map((date) => {
    const arrivals = coming.filter((b) => b.checkIn === date);
    const departures = coming.filter((b) => b.checkOut === date);
    const inHouse = coming.filter((b) => inHouseOn(b, date));
    const concerned = [...new Map([...arrivals, ...departures, ...inHouse].map((b) => [b.id, b])).values()];
    return {
      date,
      arrivals: arrivals.map(dayBooking).sort(byNo),
      departures: departures.map(dayBooking).sort(byNo),
      inHouse: inHouse.map(dayBooking).sort(byNo),
      due: dueBy(concerned, date),
    };
  });
}

/** Arrivals per day for `days` days from `start`: bookings and persons. */
export function arrivalCounts(bookings: readonly BookingHeader[], start: string, days: number): { date: string; bookings: number; persons: number }[] {
  const coming = bookings.filter(comes);
  return daysBetween(start, addDays(start, days - 1)).map((date) => {
    const arriving = coming.filter((b) => b.checkIn === date);
    return { date, bookings: arriving.length, persons: arriving.reduce((n, b) => n + dayBooking(b).noOfPax, 0) };
  });
}

export interface GuestAtDate {
  customer?: string;
  name: string;
  bookingId: string;
  bookingNo: number;
  room: string;
  roomName: string;
  bed?: string;
  asset?: string;
  checkIn?: string;
  checkOut?: string;
}

/**
 * The persons in house or on board on the night of `date`: every named person of every room, and one line per
 * unnamed place ("Guest 2 of <lead>") so the count is the persons booked. Names come from `names` (customer id →
 * name); a room's name from `roomNames`.
 */
export function guestsAt(
  bookings: readonly BookingHeader[],
  date: string,
  names: ReadonlyMap<string, string>,
  roomNames: ReadonlyMap<string, string>,
): GuestAtDate[] {
  const out: GuestAtDate[] = [];
  for (const b of bookings.filter((x) => comes(x) && inHouseOn(x, date)).sort((x, y) => x.bookingNo - y.bookingNo)) {
    const base = {
      bookingId: b.id,
      bookingNo: b.bookingNo,
      ...(b.resort || b.vessel ? { asset: b.resort ?? b.vessel } : {}),
      ...(b.checkIn ? { checkIn: b.checkIn } : {}),
      ...(b.checkOut ? { checkOut: b.checkOut } : {}),
    };
    b.rooms.forEach((r, i) => {
      const roomName = roomNames.get(r.room) ?? r.room;
      const people = r.customers ?? (i === 0 && b.customer ? [{ customer: b.customer }] : []);
      people.forEach((p) =>
        out.push({
          ...base,
          customer: p.customer,
          name: names.get(p.customer) ?? p.customer,
          room: r.room,
          roomName,
          ...('bed' in p && p.bed ? { bed: p.bed } : {}),
        }),
      );
      for (let n = people.length + 1; n <= r.noOfPax; n++)
        out.push({ ...base, name: `${b.customerName ?? `#${b.bookingNo}`} +${n - 1}`, room: r.room, roomName });
    });
  }
  return out;
}

/** The line types that are products of the booking (products, and add-ons such as supplements). */
const PRODUCT_TYPES = new Set(['product', 'addon']);

export function bookedProducts(b: Pick<BookingHeader, 'calculation'>) {
  return (b.calculation ?? [])
    .filter((l) => PRODUCT_TYPES.has(l.type))
    .map((l) => {
      const product = l.source?.product ?? l.source?.supplement ?? l.source?.addon;
      return {
        sort: l.sort,
        type: l.type,
        text: l.text,
        amount: l.amount,
        price: l.price,
        total: l.total,
        ...(l.customer !== undefined ? { customer: l.customer } : {}),
        ...(l.room !== undefined ? { room: l.room } : {}),
        ...(typeof product === 'string' ? { product } : {}),
      };
    });
}
