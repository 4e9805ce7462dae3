import type { Language } from '../../constants';
import { deBookingLabels } from '../../i18n/labels-bookings.de';
import { enBookingLabels } from '../../i18n/labels-bookings.en';
import type { BookingHeader } from './booking';
import type { BookingState } from './states';

/**
 * The field-level differences of two versions of a booking, in words (ISSUE-14, docs/decisions.md "Booking history"):
 * "State: Option → Confirmed", "Dates: 10.05.–14.05. → 12.05.–16.05.", "Room 101 → Room 102", persons added and
 * removed, the total. Pure: names (rooms, persons, agencies) come from the caller; an unknown one shows its id.
 */

/** One difference: which field and its sentence. */
export interface HistoryChange {
  field:
    | 'created'
    | 'state'
    | 'dates'
    | 'rooms'
    | 'persons'
    | 'total'
    | 'agency'
    | 'optionDate'
    | 'checkIn'
    | 'checkOut'
    | 'resolved'
    | 'language'
    | 'references'
    | 'documents'
    | 'todo'
    | 'payment';
  text: string;
}

export interface DiffNames {
  room?: (id: string) => string | undefined;
  customer?: (id: string) => string | undefined;
  agency?: (id: string) => string | undefined;
  /** Who recorded a payment (a user id → their name). */
  user?: (id: string) => string | undefined;
}

/** The parts of a version the diff reads. */
export type DiffVersion = Pick<BookingHeader, 'state' | 'rooms'> &
  Partial<
    Pick<
      BookingHeader,
      | 'checkIn'
      | 'checkOut'
      | 'customer'
      | 'agency'
      | 'optionDate'
      | 'calculation'
      | 'currency'
      | 'type'
      | 'checkedInAt'
      | 'checkedOutAt'
      | 'resolved'
      | 'language'
      | 'references'
      | 'documents'
      | 'todo'
      | 'received'
    >
  >;

const WORDS = {
  en: {
    created: 'Created',
    state: 'State',
    dates: 'Dates',
    room: 'Room',
    cabin: 'Cabin',
    roomAdded: 'added',
    roomRemoved: 'removed',
    personAdded: 'Person added',
    personRemoved: 'Person removed',
    total: 'Total',
    agency: 'Agency',
    none: 'none',
    optionDate: 'Option until',
    checkedIn: 'Checked in',
    checkedOut: 'Checked out',
    resolved: 'Resolved',
    unresolved: 'No longer resolved',
    todoAdded: 'To-do added',
    todoSolved: 'To-do solved',
    todoReopened: 'To-do reopened',
    language: 'Language',
    de: 'German',
    en: 'English',
    referenceAdded: 'Reference added',
    referenceRemoved: 'Reference removed',
    documentAdded: 'Document added',
    paymentAdded: 'Payment received',
    refundAdded: 'Refund',
    paymentRemoved: 'Payment removed',
    paymentReference: 'Payment reference',
    by: 'by',
    method: { cash: 'cash', card: 'card', bank: 'bank transfer', provider: 'payment provider', credit: 'credit', pos: 'point of sale', other: 'other' },
  },
  de: {
    created: 'Angelegt',
    state: 'Status',
    dates: 'Zeitraum',
    room: 'Zimmer',
    cabin: 'Kabine',
    roomAdded: 'hinzugefügt',
    roomRemoved: 'entfernt',
    personAdded: 'Person hinzugefügt',
    personRemoved: 'Person entfernt',
    total: 'Gesamt',
    agency: 'Agentur',
    none: 'keine',
    optionDate: 'Option bis',
    checkedIn: 'Eingecheckt',
    checkedOut: 'Ausgecheckt',
    resolved: 'Abgeschlossen',
    unresolved: 'Nicht mehr abgeschlossen',
    todoAdded: 'Aufgabe hinzugefügt',
    todoSolved: 'Aufgabe erledigt',
    todoReopened: 'Aufgabe wieder offen',
    language: 'Sprache',
    de: 'Deutsch',
    en: 'Englisch',
    referenceAdded: 'Referenz hinzugefügt',
    referenceRemoved: 'Referenz entfernt',
    documentAdded: 'Dokument hinzugefügt',
    paymentAdded: 'Zahlung eingegangen',
    refundAdded: 'Erstattung',
    paymentRemoved: 'Zahlung entfernt',
    paymentReference: 'Zahlungsreferenz',
    by: 'von',
    method: { cash: 'bar', card: 'Karte', bank: 'Überweisung', provider: 'Zahlungsanbieter', credit: 'Gutschrift', pos: 'Kasse', other: 'sonstige' },
  },
} as const satisfies Record<Language, Record<string, string | Record<string, string>>>;

const STATE_LABELS: Record<Language, Record<string, string>> = { en: enBookingLabels, de: deBookingLabels };

export function stateLabel(state: BookingState, lang: Language): string {
  return STATE_LABELS[lang][`booking.state.${state}`] ?? state;
}

const day = (iso: string, withYear: boolean) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${withYear ? iso.slice(0, 4) : ''}`;

/** "10.05.–14.05."; with the years when the ranges compared lie in different years. */
function range(v: DiffVersion, withYear: boolean): string {
  if (!v.checkIn) return '–';
  return `${day(v.checkIn, withYear)}–${v.checkOut ? day(v.checkOut, withYear) : ''}`;
}

/** The calculation's total in cents (exact decimal text summed), or undefined without lines. */
export function totalCents(lines: DiffVersion['calculation']): bigint | undefined {
  if (!lines?.length) return undefined;
  let sum = 0n;
  for (const line of lines) {
    const m = /^(-?)(\d+)(?:\.(\d{1,2}))?/.exec(line.total.trim());
    if (!m) continue;
    const cents = BigInt(m[2] as string) * 100n + BigInt((m[3] ?? '0').padEnd(2, '0'));
    sum += m[1] ? -cents : cents;
  }
  return sum;
}

function money(cents: bigint | undefined, currency: string, lang: Language, none: string): string {
  if (cents === undefined) return none;
  const format = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${format.format(Number(cents) / 100)} ${currency}`;
}

function persons(v: DiffVersion): string[] {
  const ids = new Set<string>();
  if (v.customer) ids.add(v.customer);
  for (const r of v.rooms) for (const c of r.customers ?? []) ids.add(c.customer);
  return [...ids];
}

const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));

/** A payment's amount as written (its own decimals), in the language's number format, with the currency. */
function amountText(amount: string, currency: string, lang: Language): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${format.format(Number(amount))} ${currency}`;
}

type Received = NonNullable<DiffVersion['received']>[number];

/** The payments added, removed and re-referenced: amount, method, reference and who recorded it. */
function paymentChanges(before: DiffVersion, after: DiffVersion, lang: Language, names: DiffNames): HistoryChange[] {
  const w = WORDS[lang];
  const currency = after.currency ?? before.currency ?? 'EUR';
  const methods: Record<string, string> = w.method;
  const describe = (p: Received) => {
    const who = p.createdBy && p.createdBy !== 'system' ? names.user?.(p.createdBy) : undefined;
    return [amountText(p.amount, currency, lang), methods[p.method] ?? p.method, p.reference, who ? `${w.by} ${who}` : undefined].filter(Boolean).join(', ');
  };
  const was = new Map((before.received ?? []).map((p) => [p.id, p]));
  const now = new Map((after.received ?? []).map((p) => [p.id, p]));
  const changes: HistoryChange[] = [];
  for (const p of now.values()) {
    const old = was.get(p.id);
    if (!old) changes.push({ field: 'payment', text: `${p.amount.startsWith('-') ? w.refundAdded : w.paymentAdded}: ${describe(p)}` });
    else if ((old.reference ?? '') !== (p.reference ?? ''))
      changes.push({
        field: 'payment',
        text: `${w.paymentReference} (${amountText(p.amount, currency, lang)}): ${old.reference || w.none} → ${p.reference || w.none}`,
      });
  }
  for (const p of was.values()) if (!now.has(p.id)) changes.push({ field: 'payment', text: `${w.paymentRemoved}: ${describe(p)}` });
  return changes;
}

/** What changed from `before` to `after` (no `before`: the creation), in the given language. */
export function diffBookings(before: DiffVersion | undefined, after: DiffVersion, lang: Language, names: DiffNames = {}): HistoryChange[] {
  const w = WORDS[lang];
  const unit = after.type === 'trip' || (!after.type && !after.checkIn && after.rooms.some((r) => r.beds)) ? w.cabin : w.room;
  // A name that already says what it is ("Room 101", "Kabine 3") keeps it; a bare one ("101") gets the word.
  const roomName = (id: string) => {
    const name = names.room?.(id) ?? id;
    return /^(room|zimmer|cabin|kabine)\b/i.test(name) ? name : `${unit} ${name}`;
  };
  const personName = (id: string) => names.customer?.(id) ?? id;
  if (!before) return [{ field: 'created', text: `${w.created} (${stateLabel(after.state, lang)})` }];

  const changes: HistoryChange[] = [];
  if (before.state !== after.state) changes.push({ field: 'state', text: `${w.state}: ${stateLabel(before.state, lang)} → ${stateLabel(after.state, lang)}` });
  if (before.checkIn !== after.checkIn || before.checkOut !== after.checkOut) {
    const years = new Set([before.checkIn, before.checkOut, after.checkIn, after.checkOut].filter(Boolean).map((d) => d?.slice(0, 4)));
    changes.push({ field: 'dates', text: `${w.dates}: ${range(before, years.size > 1)} → ${range(after, years.size > 1)}` });
  }
  const roomsBefore = before.rooms.map((r) => r.room);
  const roomsAfter = after.rooms.map((r) => r.room);
  const gone = minus(roomsBefore, roomsAfter);
  const added = minus(roomsAfter, roomsBefore);
  const paired = Math.min(gone.length, added.length);
  for (let i = 0; i < paired; i++) changes.push({ field: 'rooms', text: `${roomName(gone[i] as string)} → ${roomName(added[i] as string)}` });
  for (const id of gone.slice(paired)) changes.push({ field: 'rooms', text: `${roomName(id)} ${w.roomRemoved}` });
  for (const id of added.slice(paired)) changes.push({ field: 'rooms', text: `${roomName(id)} ${w.roomAdded}` });
  const personsBefore = persons(before);
  const personsAfter = persons(after);
  for (const id of minus(personsAfter, personsBefore)) changes.push({ field: 'persons', text: `${w.personAdded}: ${personName(id)}` });
  for (const id of minus(personsBefore, personsAfter)) changes.push({ field: 'persons', text: `${w.personRemoved}: ${personName(id)}` });
  if ((before.agency ?? '') !== (after.agency ?? '')) {
    const agency = (id: string | undefined) => (id ? (names.agency?.(id) ?? id) : w.none);
    changes.push({ field: 'agency', text: `${w.agency}: ${agency(before.agency)} → ${agency(after.agency)}` });
  }
  if (before.optionDate !== after.optionDate && after.optionDate)
    changes.push({
      field: 'optionDate',
      text: `${w.optionDate}: ${before.optionDate ? day(before.optionDate, true) : w.none} → ${day(after.optionDate, true)}`,
    });
  if (!before.checkedInAt && after.checkedInAt) changes.push({ field: 'checkIn', text: w.checkedIn });
  if (!before.checkedOutAt && after.checkedOutAt) changes.push({ field: 'checkOut', text: w.checkedOut });
  else if (Boolean(before.resolved) !== Boolean(after.resolved)) changes.push({ field: 'resolved', text: after.resolved ? w.resolved : w.unresolved });
  // The booking extras' facts (docs/decisions.md, "Booking extras").
  const lang0 = before.language ?? 'de';
  const lang1 = after.language ?? 'de';
  if (lang0 !== lang1) {
    const name = (l: string) => (l === 'de' || l === 'en' ? w[l] : l);
    changes.push({ field: 'language', text: `${w.language}: ${name(lang0)} → ${name(lang1)}` });
  }
  const refs = (v: DiffVersion) => new Map((v.references ?? []).map((r) => [r.id, r.value]));
  const [refs0, refs1] = [refs(before), refs(after)];
  for (const [id, value] of refs1) if (!refs0.has(id)) changes.push({ field: 'references', text: `${w.referenceAdded}: ${value}` });
  for (const [id, value] of refs0) if (!refs1.has(id)) changes.push({ field: 'references', text: `${w.referenceRemoved}: ${value}` });
  const docs0 = new Set((before.documents ?? []).map((d) => d.id));
  for (const d of after.documents ?? []) if (!docs0.has(d.id)) changes.push({ field: 'documents', text: `${w.documentAdded}: ${d.name}` });
  const t0 = totalCents(before.calculation);
  const t1 = totalCents(after.calculation);
  if (t0 !== t1) {
    const currency = after.currency ?? before.currency ?? 'EUR';
    changes.push({ field: 'total', text: `${w.total}: ${money(t0, currency, lang, w.none)} → ${money(t1, currency, lang, w.none)}` });
  }
  changes.push(...paymentChanges(before, after, lang, names));
  const wasOpen = new Map((before.todo ?? []).map((t) => [t.id, t.open]));
  for (const t of after.todo ?? []) {
    const was = wasOpen.get(t.id);
    if (was === undefined) changes.push({ field: 'todo', text: `${w.todoAdded}: ${t.text}` });
    else if (was !== t.open) changes.push({ field: 'todo', text: `${t.open ? w.todoReopened : w.todoSolved}: ${t.text}` });
  }
  return changes;
}
