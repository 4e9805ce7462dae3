import type { CalendarBooking } from '../../../shared/api/booking-calendar';
import { shownOnCalendar } from '../../../shared/domain/booking/display';
import { BOOKING_STATES, type BookingState } from '../../../shared/domain/booking/states';
import { addDays } from '../../../shared/calendar-date';
import { money } from '../../../shared/domain/money';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { assetStayItems } from '../../data/booking-reads';
import { ROOMNIGHT } from '../../data/entities/inventory';

/**
 * The calendars' read (docs/decisions.md, "Booking calendars"): an asset's bookings and a resort's blocker nights
 * are ONE Query of the calendars' index (gsi2, `BOOKINGAT#<asset>`, ordered by the day after the last night),
 * paged by DynamoDB only beyond 1 MB.
 */

/** The attributes a calendar span needs (the rest of the header stays on the server). */
const BOOKING_FIELDS = [
  'id',
  'bookingNo',
  '#state',
  'resolved',
  'checkIn',
  'checkOut',
  'schedule',
  'customerName',
  'agency',
  'noOfPax',
  'category',
  'calculation',
  'received',
  'payments',
  'commission',
  'currency',
  'checkedInAt',
  'checkedOutAt',
  'rooms',
  'entityType',
  'sk',
  'ownerKind',
  'ownerId',
  'reason',
] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * Free of charge: a calculation whose lines' totals (money as the money type's string form) add up to nothing, in
 * integer minor units. A line's `amount` is its quantity (nights, guests, units), never money (issue 22: the sum of
 * amounts called a 700.00 stay with a -700.00 special priced, and missed a booking of one free night at 0.00).
 */
export function freeOfCharge(calculation: unknown, currency = 'EUR'): boolean | undefined {
  if (!Array.isArray(calculation) || calculation.length === 0) return undefined;
  try {
    const minor = (calculation as Array<{ total?: unknown }>).reduce((sum, line) => sum + money(String(line?.total ?? '0'), currency).minor, 0);
    return minor === 0 ? true : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Paid in full: what was received covers what the booking owes (docs/pricing.md "What a booking owes": a net agency's
 * commission aside, fees paid on site once the guest has arrived), from the header the Query reads anyway.
 */
function paidInFull(item: Record<string, unknown>): boolean | undefined {
  if (!Array.isArray(item.calculation) || !Array.isArray(item.received)) return undefined;
  try {
    const s = paymentSummary(
      {
        currency: str(item.currency),
        agency: str(item.agency),
        ...(typeof item.commission === 'number' ? { commission: item.commission } : {}),
        checkIn: str(item.checkIn),
        checkedInAt: str(item.checkedInAt),
        calculation: item.calculation as { total: string; customerType?: string }[],
        payments: Array.isArray(item.payments) ? (item.payments as { amount: string; due: string; type: string }[]) : [],
        received: item.received as { amount: string }[],
      },
      new Date().toISOString().slice(0, 10),
    );
    return s.status === 'paid' && money(s.owed, s.currency).minor > 0 ? true : undefined;
  } catch {
    return undefined;
  }
}

function toSpan(item: Record<string, unknown>): CalendarBooking | undefined {
  const state = str(item.state) as BookingState | undefined;
  const checkIn = str(item.checkIn);
  const checkOut = str(item.checkOut);
  if (!state || !BOOKING_STATES.includes(state) || !shownOnCalendar(state) || !checkIn || !checkOut) return undefined;
  const rooms = Array.isArray(item.rooms) ? (item.rooms as Record<string, unknown>[]) : [];
  return defined({
    id: String(item.id),
    bookingNo: num(item.bookingNo),
    state,
    resolved: item.resolved === true ? true : undefined,
    checkIn,
    checkOut,
    schedule: str(item.schedule),
    customerName: str(item.customerName),
    agency: str(item.agency),
    noOfPax: num(item.noOfPax),
    category: str(item.category),
    freeOfCharge: freeOfCharge(item.calculation, str(item.currency)),
    paid: paidInFull(item),
    checkedInAt: str(item.checkedInAt),
    checkedOutAt: str(item.checkedOutAt),
    rooms: rooms.map((r) =>
      defined({
        room: String(r.room),
        beds: Array.isArray(r.beds) ? r.beds.map(String) : undefined,
        noOfPax: num(r.noOfPax),
        checkedIn: str(r.checkedIn),
        checkedOut: str(r.checkedOut),
      }),
    ),
  });
}

export interface BlockerSpan {
  id: string;
  room: string;
  from: string;
  to: string;
  reason?: string;
}

const NIGHT_SK = /^NIGHT#(\d{4}-\d{2}-\d{2})#ROOM#(.+)$/;

/** Blocker nights as spans: one per blocker, room and run of consecutive nights. */
function blockerSpans(items: Record<string, unknown>[]): BlockerSpan[] {
  const nights = items
    .map((i) => {
      const [, night, room] = NIGHT_SK.exec(String(i.sk)) ?? [];
      return night && room ? { night, room, id: String(i.ownerId), reason: str(i.reason) } : undefined;
    })
    .filter((n) => n !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id) || a.room.localeCompare(b.room) || a.night.localeCompare(b.night));
  const spans: BlockerSpan[] = [];
  for (const n of nights) {
    const last = spans[spans.length - 1];
    if (last && last.id === n.id && last.room === n.room && last.to === n.night) last.to = addDays(n.night, 1);
    else spans.push(defined({ id: n.id, room: n.room, from: n.night, to: addDays(n.night, 1), reason: n.reason }));
  }
  return spans;
}

/**
 * The bookings and blockers of an asset with a night in from..to (the night before `to` the last): gsi2sk after
 * `<from>#…` (a booking leaving on `from` has no night in the range), filtered to those starting before `to`.
 */
export async function calendarOf(tenant: string, asset: string, from: string, to: string): Promise<{ bookings: CalendarBooking[]; blockers: BlockerSpan[] }> {
  const items = await assetStayItems(tenant, asset, from, to, BOOKING_FIELDS);
  const blockers = items.filter((i) => i.entityType === ROOMNIGHT && i.ownerKind === 'blocker');
  const bookings = items.filter((i) => i.entityType !== ROOMNIGHT);
  return { bookings: bookings.flatMap((i) => toSpan(i) ?? []), blockers: blockerSpans(blockers) };
}
