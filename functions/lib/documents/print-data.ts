import { fullName } from '../../../shared/domain/customer/customer';
import { add, fromMinor, money, toString } from '../../../shared/domain/money';
import type { Customer } from '../../../shared/domain/customer/customer';
import type { BookingItem } from '../../data/entities/booking';
import { getMany, read } from '../../data/readers';
import { lineText } from './render';
import { printDate, printMoney } from './layout';
import type { CompanyHeader } from './render';
import { bookingCustomerIds } from './sources';
import { DOCUMENT_TEXTS } from './texts';

/**
 * The data print templates read (docs/decisions.md "Document templates"), the same shape as `samplePrintData`
 * (shared/domain/mail/mail-template.ts): the company, a booking with its lines, milestones, rooms and guests, a
 * customer, a departure's guests. Dates DD.MM.YYYY, amounts as the invoice prints them in the document's language.
 */
type Lang = 'de' | 'en';
const day = (d: string | undefined) => (d ? printDate(d) : '');
type Named = { name?: string } | null;

export function companyData(c: CompanyHeader): Record<string, unknown> {
  return {
    name: c.name,
    legalName: c.legalName ?? c.name,
    address: c.address.join(', '),
    email: c.email ?? '',
    phone: c.phone ?? '',
    website: c.website ?? '',
    vatId: c.vatId ?? '',
    bank: {
      accountHolder: c.bank?.accountHolder ?? '',
      iban: (c.bank?.iban ?? '').replace(/(.{4})/g, '$1 ').trim(),
      bic: c.bank?.bic ?? '',
      bankName: c.bank?.bankName ?? '',
    },
  };
}

type CustomerLike = Partial<Omit<Customer, 'masterData'>> & { masterData: Customer['masterData'] };

/** One person as templates read it (a letter's addressee, a guest of a list). */
export function customerData(c: CustomerLike | null | undefined): Record<string, unknown> {
  if (!c) return {};
  const m = c.masterData;
  const a = (c.address ?? {}) as Record<string, string | undefined>;
  return {
    firstName: m.firstName ?? '',
    lastName: m.lastName ?? '',
    fullName: fullName(c),
    email: c.contact?.email ?? '',
    phone: c.contact?.phone ?? '',
    birthday: day(m.birthday),
    nationality: m.nationality ?? c.passport?.nationality ?? '',
    passport: c.passport?.number ?? '',
    address: {
      street: a.street ?? '',
      zip: a.zip ?? '',
      city: a.city ?? '',
      country: a.country ?? '',
      lines: [a.street, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', '),
    },
  };
}

/** A guest row of a booking or a departure: name, nationality, birth date, passport (when stored), room and bed. */
function guestRow(c: CustomerLike | null, fallbackName: string, room: string, bed: string, bookingNo: number) {
  const d = customerData(c);
  return {
    name: (d.fullName as string | undefined) || fallbackName,
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    nationality: d.nationality ?? '',
    birthday: d.birthday ?? '',
    passport: d.passport ?? '',
    room,
    bed,
    bookingNo,
  };
}

/** The guests of a booking, room by room (the lead guest alone when nobody is placed yet). */
function bookingGuests(b: BookingItem, roomNames: Map<string, string>, people: Map<string, Customer | null>) {
  const rows: Array<ReturnType<typeof guestRow>> = [];
  for (const r of b.rooms) {
    for (const c of r.customers ?? []) {
      rows.push(guestRow(people.get(c.customer) ?? null, c.customer, roomNames.get(r.room) ?? r.room, c.bed ?? '', b.bookingNo));
    }
  }
  if (rows.length === 0 && b.customer) {
    const first = b.rooms[0];
    rows.push(guestRow(people.get(b.customer) ?? null, b.customerName ?? b.customer, first ? (roomNames.get(first.room) ?? first.room) : '', '', b.bookingNo));
  }
  return rows;
}

/** The guests of a document in one BatchGetItem per 100 (issue 23), not one Get each; a missing one is null. */
async function peopleOf(tenant: string, ids: readonly string[]): Promise<Map<string, Customer | null>> {
  const unique = [...new Set(ids)];
  const found = await getMany(
    tenant,
    unique.map((id) => ({ type: read.customers.type, id })),
  );
  return new Map(unique.map((id) => [id, (found.get(`${read.customers.type}#${id}`) as Customer | undefined) ?? null]));
}

async function namesOf(ids: readonly string[], get: (id: string) => Promise<unknown>): Promise<Map<string, string>> {
  const found = await Promise.all([...new Set(ids)].map(async (id) => [id, ((await get(id)) as Named)?.name ?? id] as const));
  return new Map(found);
}

/** A booking as print templates read it, with its lead customer as `customer`. */
export async function bookingPrintData(tenant: string, b: BookingItem, lang: Lang): Promise<Record<string, unknown>> {
  const currency = b.currency ?? 'EUR';
  const m = (a: string) => printMoney(a, currency, lang);
  const t = DOCUMENT_TEXTS[lang];
  const [people, roomNames, resort, tour] = await Promise.all([
    peopleOf(tenant, bookingCustomerIds(b)),
    namesOf(
      b.rooms.map((r) => r.room),
      (id) => read.rooms.get(tenant, id),
    ),
    b.resort ? read.resorts.get(tenant, b.resort) : null,
    b.tour ? read.tours.get(tenant, b.tour) : null,
  ]);
  const lines = b.calculation ?? [];
  const zero = fromMinor(0, currency);
  const total = lines.reduce((s, l) => add(s, money(l.total, currency)), zero);
  const paid = (b.received ?? []).reduce((s, p) => add(s, money(p.amount, currency)), zero);
  const guests = bookingGuests(b, roomNames, people);
  const nights =
    b.checkIn && b.checkOut
      ? Math.round((Date.parse(`${b.checkOut.slice(0, 10)}T00:00:00Z`) - Date.parse(`${b.checkIn.slice(0, 10)}T00:00:00Z`)) / 86_400_000)
      : '';
  const lead = b.customer ? (people.get(b.customer) ?? null) : null;
  return {
    customer: customerData(lead),
    booking: {
      bookingNo: b.bookingNo,
      offerNo: b.offerNo ?? '',
      state: b.state,
      place: (resort as Named)?.name ?? (tour as Named)?.name ?? '',
      checkIn: day(b.checkIn),
      checkOut: day(b.checkOut),
      nights,
      noOfPax: b.noOfPax ?? b.rooms.reduce((s, r) => s + r.noOfPax, 0),
      currency,
      customerName: lead ? fullName(lead) : (b.customerName ?? ''),
      optionDate: day(b.optionDate),
      bookingDate: day(b.bookingDate),
      lines: lines.map((l, i) => ({ pos: i + 1, text: lineText(l, currency, lang), quantity: l.amount, price: m(l.price), total: m(l.total) })),
      total: m(toString(total)),
      paid: m(toString(paid)),
      open: m(toString({ ...total, minor: total.minor - paid.minor })),
      // The milestone's kind in the document's language (its own text is the terms' English explanation).
      milestones: (b.payments ?? []).map((p, i) => ({
        pos: i + 1,
        text: p.type === 'deposit' ? t.deposit : t.rest,
        type: p.type,
        due: day(p.due),
        amount: m(p.amount),
      })),
      rooms: b.rooms.map((r, i) => ({
        pos: i + 1,
        name: roomNames.get(r.room) ?? r.room,
        noOfPax: r.noOfPax,
        guests: (r.customers ?? [])
          .map((c) => guests.find((g) => g.bed === (c.bed ?? '') && g.room === (roomNames.get(r.room) ?? r.room))?.name ?? c.customer)
          .join(', '),
      })),
      guests: guests.map((g, i) => ({ pos: i + 1, ...g })),
    },
  };
}

/** A departure's guests, cabin by cabin (the passenger list for the harbour office). */
export async function schedulePrintData(
  tenant: string,
  schedule: { id: string; tour: string; vessel: string; from: string; to: string },
  bookings: readonly BookingItem[],
): Promise<Record<string, unknown>> {
  const held = bookings;
  const [people, cabinNames, tour, vessel] = await Promise.all([
    peopleOf(
      tenant,
      held.flatMap((b) => bookingCustomerIds(b)),
    ),
    namesOf(
      held.flatMap((b) => b.rooms.map((r) => r.room)),
      (id) => read.rooms.get(tenant, id),
    ),
    read.tours.get(tenant, schedule.tour),
    read.vessels.get(tenant, schedule.vessel),
  ]);
  const guests = held
    .flatMap((b) => bookingGuests(b, cabinNames, people))
    .sort((a, b) => a.room.localeCompare(b.room, 'de', { numeric: true }) || a.bed.localeCompare(b.bed) || a.name.localeCompare(b.name))
    .map((g, i) => ({ pos: i + 1, ...g }));
  return {
    schedule: {
      tour: (tour as Named)?.name ?? schedule.tour,
      vessel: (vessel as Named)?.name ?? schedule.vessel,
      from: day(schedule.from),
      to: day(schedule.to),
      count: guests.length,
      guests,
    },
  };
}
