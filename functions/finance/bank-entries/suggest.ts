import { addDays } from '../../../shared/calendar-date';
import type { BankEntry } from '../../../shared/domain/bank/bank';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { fromMinor, money, toString } from '../../../shared/domain/money';
import { absMinor } from '../../data/bank-entries';
import { firstBookings, type ListedBooking } from '../../data/booking-list';
import { lastBookingNo } from '../../data/bookings';
import { normalizeText } from '../../data/keys';

/**
 * Which booking an entry probably pays (docs/decisions.md "Banks and bank entries"), ranked: its booking number in the
 * reference (100: it wins over a name and an amount together), the customer's name in the reference or payer (30),
 * the entry's open amount equal to what is due or open on the booking (25). Only bookings with money open: by
 * check-in near the entries' days, ONE list read per page, and those whose number a reference names, whatever their
 * arrival.
 */
export interface Suggestion {
  booking: string;
  bookingNo: number;
  customerName?: string;
  score: number;
  reasons: string[];
  open: string;
}

const PAYABLE = ['draft', 'confirmed', 'planned', 'waiting', 'resolved'];
/** More than a name (30) and an amount (25) together: "Buchung 88 Elena Kowalski" is booking 88, not another Kowalski's. */
const BOOKING_NO_POINTS = 100;
/** At most this many numbers of one page's references are looked up as booking numbers. */
const MAX_REFERENCED = 50;

/** The numbers in the open entries' references and payers that can be booking numbers (1..lastNo), unique. */
export function referencedNumbers(entries: readonly BankEntry[], lastNo: number): number[] {
  const found = new Set<number>();
  for (const e of entries) {
    for (const n of normalizeText(e.reference, e.counterparty).match(/\d+/g) ?? []) {
      // Leading zeros are no booking number's ("0088"); neither are dates, amounts or IBANs, which exceed lastNo or fail the lookup.
      if (/^0/.test(n) || n.length > 9) continue;
      const no = Number(n);
      if (no >= 1 && no <= lastNo) found.add(no);
    }
  }
  return [...found].slice(0, MAX_REFERENCED);
}

export function openOf(e: BankEntry): string {
  const open = absMinor(e) - e.assignedMinor;
  return toString(fromMinor(e.amount.startsWith('-') ? -open : open, e.currency));
}

export function rank(e: BankEntry, bookings: readonly ListedBooking[], today: string): Suggestion[] {
  const openMinor = absMinor(e) - e.assignedMinor;
  if (openMinor <= 0 || e.amount.startsWith('-')) return [];
  const text = ` ${normalizeText(e.reference, e.counterparty)} `;
  const numbers = new Set(text.match(/\d+/g) ?? []);
  const words = new Set(text.split(/[^a-z0-9]+/).filter((w) => w.length >= 3));
  const out: Suggestion[] = [];
  for (const b of bookings) {
    const s = paymentSummary(b, today);
    if (money(s.open, s.currency).minor <= 0) continue;
    const reasons: string[] = [];
    let score = 0;
    const hit = (points: number, reason: string) => {
      score += points;
      reasons.push(reason);
    };
    if (numbers.has(String(b.bookingNo))) hit(BOOKING_NO_POINTS, 'bookingNo');
    const names = normalizeText(b.customerName)
      .split(/\s+/)
      .filter((w) => w.length >= 3);
    if (names.length && names.some((n) => words.has(n))) hit(30, 'name');
    if (s.currency === e.currency) {
      const amounts = [s.open, s.dueNow, s.next?.open].filter((a): a is string => a !== undefined).map((a) => money(a, s.currency).minor);
      if (amounts.includes(openMinor)) hit(25, 'amount');
    }
    if (score > 0)
      out.push({ booking: b.id, bookingNo: b.bookingNo, ...(b.customerName ? { customerName: b.customerName } : {}), score, reasons, open: s.open });
  }
  return out.sort((x, y) => y.score - x.score || x.bookingNo - y.bookingNo).slice(0, 3);
}

/** The candidates for a page of entries: payable bookings checking in from 120 days before the oldest to 540 after the newest. */
export async function candidates(tenant: string, entries: readonly BankEntry[]): Promise<ListedBooking[]> {
  const open = entries.filter((e) => !e.amount.startsWith('-') && e.assignedMinor < absMinor(e));
  if (!open.length) return [];
  const days = open.map((e) => e.date).sort();
  const near = await firstBookings(
    tenant,
    { filter: [{ field: 'state', op: 'in', value: PAYABLE }], from: addDays(days[0]!, -120), to: addDays(days[days.length - 1]!, 540) },
    2000,
  );
  // A booking named by its number is a candidate whatever its arrival (a deposit paid a year ahead, a late rest).
  const have = new Set(near.map((b) => b.bookingNo));
  const wanted = referencedNumbers(open, (await lastBookingNo(tenant)) ?? 0).filter((n) => !have.has(n));
  if (!wanted.length) return near;
  const named = await firstBookings(
    tenant,
    {
      filter: [
        { field: 'state', op: 'in', value: PAYABLE },
        { field: 'bookingNo', op: 'in', value: wanted },
      ],
    },
    wanted.length,
  );
  return [...near, ...named];
}
