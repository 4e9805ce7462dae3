import type { Language } from '../../constants';
import type { LocalizedText } from '../common';
import type { FormDefinition } from './form-definition';
import type { AnswerValue, Answers } from './form-answers';
import { evaluateForm, resolveRelativeDate, type FormDates } from './form-evaluation';
import { asksNothing, fieldsOf, type AskedPer, type FormAttach } from './form-field-types';

/**
 * A booking's guests and their forms (issue 24, second slice; docs/decisions/forms.md "Links and answers"): who a
 * booking asks (one guest per person it holds, plus the lead booker), which of a form's questions each is asked,
 * when a form is locked, who is a minor, and the text a signature signs. Pure: the server and the guest page alike.
 */

/** The lead booker's key: answers the booking's questions and may fill in every guest's forms (the multi page). */
export const LEAD = 'lead';
/** A respondent's key: the lead or guest-<n>. */
export const GUEST_KEY_PATTERN = /^(lead|guest-[1-9][0-9]{0,2})$/;

export type BookingGuest = { key: string; customer?: string };
type GuestRooms = { rooms: Array<{ noOfPax: number; customers?: Array<{ customer: string }> }> };

/**
 * One guest per person the booking holds, by position: `guest-1` … `guest-n` over the rooms in order, each room
 * giving max(noOfPax, named persons); a named person brings its customer id. Keys are positional so that naming a
 * person later keeps the answers given under the key.
 */
export function guestsOf(booking: GuestRooms): BookingGuest[] {
  const guests: BookingGuest[] = [];
  for (const room of booking.rooms) {
    const named = room.customers ?? [];
    const count = Math.max(room.noOfPax, named.length);
    for (let i = 0; i < count; i++) {
      const customer = named[i]?.customer;
      guests.push({ key: `guest-${guests.length + 1}`, ...(customer ? { customer } : {}) });
    }
  }
  return guests;
}

/** What a respondent is asked: the lead the booking's questions, a guest the guest's. */
export const askedOfRespondent = (key: string): AskedPer => (key === LEAD ? 'booking' : 'guest');

/** The levels a definition asks at (a field may ask at another level than its form). */
export function askedLevels(def: Pick<FormDefinition, 'sections' | 'askedPer'>): Set<AskedPer> {
  return new Set(
    fieldsOf(def)
      .filter((f) => !asksNothing(f.type))
      .map((f) => f.askedPer ?? def.askedPer),
  );
}

/** Who answers a definition on a booking: the lead for booking questions, every guest for guest questions. */
export function respondentsOf(def: Pick<FormDefinition, 'sections' | 'askedPer'>, guests: readonly BookingGuest[]): string[] {
  const levels = askedLevels(def);
  return [...(levels.has('booking') ? [LEAD] : []), ...(levels.has('guest') ? guests.map((g) => g.key) : [])];
}

/** Whether "add all forms" attaches a definition with `attach` to a booking of this kind. */
export function attachesTo(attach: FormAttach, booking: { type?: 'resort' | 'trip'; schedule?: string; resort?: string }): boolean {
  const trip = booking.type === 'trip' || (!booking.type && !!booking.schedule);
  if (attach === 'allBookings') return true;
  if (attach === 'trips') return trip;
  if (attach === 'stays') return !trip;
  return false;
}

export const LOCK_GUEST_FORMS_AT = ['arrival', 'never'] as const;
export type LockGuestFormsAt = (typeof LOCK_GUEST_FORMS_AT)[number];

/** Booking states whose forms take no more answers: cancelled, deleted, moved to another booking (rebooked, split), freed. */
export const CLOSED_BOOKING_STATES: readonly string[] = ['aborted', 'deleted', 'rebooked', 'splitted', 'freed'];

/**
 * Why a form no longer takes answers: the operator locked it, the booking is closed (CLOSED_BOOKING_STATES), or the
 * arrival day has come (setting lockGuestFormsAt).
 */
export function lockedReason(
  form: { locked?: boolean },
  arrival: string | undefined,
  today: string,
  lockAt: LockGuestFormsAt,
  bookingState?: string,
): 'operator' | 'booking' | 'arrival' | undefined {
  if (form.locked) return 'operator';
  if (bookingState !== undefined && CLOSED_BOOKING_STATES.includes(bookingState)) return 'booking';
  if (lockAt === 'arrival' && arrival !== undefined && today >= arrival) return 'arrival';
  return undefined;
}

/** A guest is a minor when born less than 18 years before arrival (no birthday or no arrival: not known to be). */
export function isMinor(birthday: string | undefined, dates: FormDates): boolean {
  if (!birthday || !dates.arrival) return false;
  const adultIfBornBy = resolveRelativeDate({ from: 'arrival', amount: -18, unit: 'years' }, dates);
  return adultIfBornBy !== undefined && birthday > adultIfBornBy;
}

/** The birthday among a guest's answers: a Date field synced to the customer's birthday or with the id `birthday`. */
export function birthdayAnswer(def: Pick<FormDefinition, 'sections'>, answers: Answers): string | undefined {
  for (const f of fieldsOf(def)) {
    if (f.type !== 'Date' || (f.customerField !== 'birthday' && f.id !== 'birthday')) continue;
    const value = answers[f.id];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  }
  return undefined;
}

const textIn = (text: LocalizedText | undefined, lang: Language, fallback: string) =>
  text?.[lang] ?? text?.en ?? Object.values(text ?? {}).find((t) => t !== undefined) ?? fallback;

/** JSON with every object's keys sorted: the same data gives the same text whatever order its keys were stored in. */
export function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(value));
}

/** An answer as one line of the signed text (objects as canonical JSON, so the same answer renders the same). */
function canonical(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  return canonicalJson(value);
}

/**
 * The text a signature signs: the form at its version in the signer's language, its title, then every field shown
 * for these answers in order, its label and the answer (a paragraph its text). Its SHA-256 is kept with the signature;
 * a changed stored answer or definition text gives another text, so the record no longer verifies.
 */
export function renderSignedText(
  def: Pick<FormDefinition, 'name' | 'title' | 'sections' | 'askedPer'> & { id: string; version: number },
  answers: Answers,
  dates: FormDates,
  opts: { askedOf: AskedPer; lang: Language },
): string {
  // What is shown depends on the answers only (conditions), not on the dates or the guest's age.
  const { shown } = evaluateForm(def, answers, dates, { askedOf: opts.askedOf });
  const lines = [`${textIn(def.title, opts.lang, def.name)} [${def.id} v${def.version}]`];
  for (const field of shown) {
    const label = textIn(field.label, opts.lang, field.id);
    lines.push(asksNothing(field.type) ? label : `${label}: ${canonical(answers[field.id])}`);
  }
  return lines.join('\n');
}
