import type { RuleOperator, ResolvedPerson, SpecialCondition, SpecialContext } from '../types';
import type { Special } from '../special';
import { daysBetween, isIsoDate, nightDates, weekday } from './dates';

/**
 * Conditions of a special's rule (ISSUE-13). A condition is booking-level (one value for the whole request, or a
 * set of values such as the weekdays of the nights) or person-level (one value per guest). docs/pricing.md ("Specials")
 * says what each one reads.
 */

type Scalar = string | number;
export type Wanted = Scalar | boolean | readonly Scalar[];

/** Conditions read per guest: checked for every person (Person scope) or "any guest" (Booking and Bed scope). */
export const PERSON_CONDITIONS: ReadonlySet<SpecialCondition> = new Set<SpecialCondition>([
  'Age',
  'PassportCountry',
  'AddressCountry',
  'CustomerType',
  'Customers',
  'Bookings',
  'LastStay',
  'NoOfStays',
  'StayRevenue',
  'RoomType',
]);

const wantsDate = (wanted: Wanted): boolean => (Array.isArray(wanted) ? wanted.length > 0 && wanted.every(isIsoDate) : isIsoDate(wanted));

/** The values a person-level condition reads of one guest (empty: unknown). */
export function personValues(condition: SpecialCondition, person: ResolvedPerson, ctx: SpecialContext, wanted: Wanted): Scalar[] {
  const h = person.history;
  const one = (v: Scalar | undefined): Scalar[] => (v === undefined || v === '' ? [] : [v]);
  switch (condition) {
    case 'Age':
      return one(person.age);
    case 'PassportCountry':
      return one(person.passportCountry);
    case 'AddressCountry':
      return one(person.addressCountry);
    case 'CustomerType':
      return one(person.customerType);
    case 'Customers':
      return one(person.customerId);
    case 'Bookings':
      return [h?.bookings ?? 0];
    case 'NoOfStays':
      return [h?.stays ?? 0];
    case 'StayRevenue':
      return [h?.revenue ?? 0];
    case 'LastStay':
      if (!h?.lastStay) return [];
      return wantsDate(wanted) ? [h.lastStay] : [daysBetween(h.lastStay, ctx.request.from)];
    case 'RoomType': {
      const room = ctx.request.rooms.find((r) => r.room === person.room || r.persons.includes(person.key));
      return one(room?.roomType);
    }
    default:
      return [];
  }
}

/** The values a booking-level condition reads of the request (several: "any of them", see `holds`). */
export function bookingValues(condition: SpecialCondition, special: Special, ctx: SpecialContext, wanted: Wanted): Scalar[] {
  const r = ctx.request;
  const one = (v: Scalar | undefined): Scalar[] => (v === undefined || v === '' ? [] : [v]);
  switch (condition) {
    case 'NoOfPax':
      return [ctx.persons.length];
    case 'NoOfPaxOnTrip':
      return [(r.paxOnTrip ?? 0) + ctx.persons.length];
    case 'NoOfPaxInDoubleRoom':
      return [r.rooms.filter((room) => room.persons.length === 2).length * 2];
    case 'Date':
      return [r.from];
    case 'DepartureDay':
      return wantsDate(wanted) ? [r.from] : [weekday(r.from)];
    case 'DaysBeforeTravelDate':
      return [daysBetween(r.bookingDate, r.from)];
    case 'BookingDate':
      return [r.bookingDate];
    case 'Resort':
      return one(r.resort);
    case 'Vessel':
      return one(r.vessel);
    case 'Itineraries':
      return one(r.tour);
    case 'Schedules':
      return one(r.schedule);
    case 'Agencies':
      return r.agency ? [r.agency.id, ...one(r.agency.groupId)] : [];
    case 'BookingSource':
      return one(r.source);
    case 'Nights':
      return [ctx.nights];
    case 'SpecialsGroup':
      return one(special.groupId);
    case 'DayInWeek':
      return [...new Set(nightDates(r.from, ctx.nights).map(weekday))];
    default:
      return [];
  }
}

const norm = (v: Scalar | boolean): string => String(v).trim().toLowerCase();

/** A list of wanted values: an array, or a text with commas ("DE, AT"), or one value. */
export function wantedList(wanted: Wanted): Scalar[] {
  if (Array.isArray(wanted)) return [...wanted];
  if (typeof wanted === 'string' && wanted.includes(','))
    return wanted
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [typeof wanted === 'boolean' ? String(wanted) : (wanted as Scalar)];
}

/** -1, 0, 1, or undefined when the two cannot be ordered (a number against a word). */
function order(a: Scalar, b: Scalar | boolean): number | undefined {
  if (typeof b === 'boolean') return undefined;
  const na = typeof a === 'number' ? a : isIsoDate(a) ? undefined : Number(a);
  const nb = typeof b === 'number' ? b : isIsoDate(b) ? undefined : Number(b);
  if (na !== undefined && nb !== undefined && Number.isFinite(na) && Number.isFinite(nb) && String(a).trim() !== '' && String(b).trim() !== '') {
    return na === nb ? 0 : na < nb ? -1 : 1;
  }
  if (typeof a === 'string' && typeof b === 'string') {
    const x = norm(a);
    const y = norm(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return undefined;
}

const same = (a: Scalar, b: Scalar | boolean): boolean => order(a, b) === 0 || norm(a) === norm(b);

/** One value against the wanted value with the operator. */
export function compareOne(actual: Scalar, operator: RuleOperator, wanted: Wanted): boolean {
  if (operator === 'IsIn') return wantedList(wanted).some((w) => same(actual, w));
  if (operator === 'IsNotIn') return !wantedList(wanted).some((w) => same(actual, w));
  if (Array.isArray(wanted)) return operator === 'Equals' ? wanted.length === 1 && same(actual, wanted[0] as Scalar) : false;
  const o = order(actual, wanted as Scalar | boolean);
  switch (operator) {
    case 'Equals':
      return same(actual, wanted as Scalar | boolean);
    case 'GreaterThan':
      return o !== undefined && o > 0;
    case 'GreaterThanEquals':
      return o !== undefined && o >= 0;
    case 'LessThan':
      return o !== undefined && o < 0;
    case 'LessThanEquals':
      return o !== undefined && o <= 0;
  }
  return false;
}

/**
 * Whether a set of values satisfies the condition: IsNotIn when none of them is in the list, Equals with a list
 * when the values are exactly the list's (any order: DayInWeek Equals [6, 7] is "only Saturday and Sunday nights"),
 * every other operator when any of them does. No value (unknown) satisfies only IsNotIn.
 */
export function holds(values: readonly Scalar[], operator: RuleOperator, wanted: Wanted): boolean {
  if (operator === 'IsNotIn') return values.every((v) => compareOne(v, operator, wanted));
  if (operator === 'Equals' && Array.isArray(wanted) && wanted.length !== 1) {
    const w = wanted.map((x) => norm(x));
    const a = [...new Set(values.map(norm))];
    return a.length === new Set(w).size && a.every((x) => w.includes(x));
  }
  return values.some((v) => compareOne(v, operator, wanted));
}
