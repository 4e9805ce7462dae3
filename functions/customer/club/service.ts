import type { ClubBooking, ClubBookingDetail, ClubCertification, ClubInvoice } from '../../../shared/api/club';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { invoiceNumberText, type Invoice } from '../../../shared/domain/booking/invoice';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { milestonesPaid } from '../../../shared/domain/booking/payment-status';
import { fullName } from '../../../shared/domain/customer/customer';
import { NO_STAY_STATES, stayCustomers } from '../../../shared/domain/customer/stays';
import { CERTIFICATION_META } from '../../../shared/domain/forms/customer-sync';
import { money } from '../../../shared/domain/money';
import { NotFoundError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import { listMeta } from '../../data/customer-details';
import { staysOf } from '../../data/customer-stays';
import type { BookingItem } from '../../data/entities/booking';
import { getInvoice, bookingInvoices, mintInvoiceToken } from '../../data/invoices';
import { standingsOf } from '../../data/invoice-standing';
import { read } from '../../data/readers';
import { getTenant } from '../../data/tenants';
import { publicLink } from '../../lib/documents/invoice-link';
import { leadMoney } from './money';

/**
 * The club member's own data (docs/decisions/club.md). The member is `principal.customerId` (from the session), never
 * an input. Their bookings are their stays (ONE Query of their customer partition), each confirmed against the
 * booking's header, which must still name them: a booking that is not theirs reads exactly like one that does not
 * exist (404), so an id tells nothing.
 */

/** How many of a member's bookings the list reads (newest first). */
export const CLUB_BOOKINGS = 50;

const notFound = (what: string, id: string) => new NotFoundError(`${what} ${id} does not exist`);

/** The member's newest CLUB_BOOKINGS stays: the latest arrival first. */
const newestFirst = <S extends { checkIn?: string; bookingNo: number }>(stays: S[]): S[] =>
  [...stays].sort((a, b) => (b.checkIn ?? '').localeCompare(a.checkIn ?? '') || b.bookingNo - a.bookingNo).slice(0, CLUB_BOOKINGS);

/** The header of booking `id` when it names the member and is a stay (not rebooked, split, deleted or freed). */
async function ownBooking(tenant: string, customer: string | undefined, id: string): Promise<BookingItem | null> {
  if (!customer) return null;
  const b = await getBooking(tenant, id);
  if (!b || NO_STAY_STATES.has(b.state) || !stayCustomers(b).includes(customer)) return null;
  return b;
}

async function today(tenant: string): Promise<string> {
  return dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin');
}

async function assetName(tenant: string, b: BookingItem): Promise<string | undefined> {
  const found = b.vessel ? await read.vessels.get(tenant, b.vessel) : b.resort ? await read.resorts.get(tenant, b.resort) : null;
  return (found as { name?: string } | null)?.name;
}

function row(b: BookingItem, customer: string, day: string, name: string | undefined): ClubBooking {
  const role = b.customer === customer ? 'lead' : 'guest';
  const s = paymentSummary(b, day);
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    state: b.state,
    role,
    type: b.type ?? (b.vessel || b.schedule ? 'trip' : 'resort'),
    ...(name ? { assetName: name } : {}),
    ...(b.checkIn ? { checkIn: b.checkIn } : {}),
    ...(b.checkOut ? { checkOut: b.checkOut } : {}),
    currency: s.currency,
    // The lead's money (total = paid + open + on site); an overpaid booking owes nothing.
    ...(role === 'lead' ? leadMoney(s) : {}),
  };
}

/** GET /api/club/bookings: the member's stays, newest first, as their headers say now. */
export async function clubBookings(principal: Principal): Promise<ClubBooking[]> {
  const { tenant, customerId: customer } = principal;
  if (!customer) return [];
  const [stays, day] = await Promise.all([staysOf(tenant, customer), today(tenant)]);
  const newest = newestFirst(stays);
  const names = new Map<string, Promise<string | undefined>>();
  const rows = await Promise.all(
    newest.map(async (s) => {
      const b = await ownBooking(tenant, customer, s.booking);
      if (!b) return undefined;
      const key = b.vessel ?? b.resort ?? '';
      if (!names.has(key)) names.set(key, assetName(tenant, b));
      return row(b, customer, day, await names.get(key));
    }),
  );
  return rows.filter((r): r is ClubBooking => r !== undefined);
}

/** GET /api/club/bookings/{id}: rooms or cabins with their guests; companions' names only for the lead. */
export async function clubBooking(principal: Principal, id: string): Promise<ClubBookingDetail> {
  const { tenant, customerId: customer } = principal;
  const b = await ownBooking(tenant, customer, id);
  if (!b || !customer) throw notFound('booking', id);
  const lead = b.customer === customer;
  const [day, name, rooms, people] = await Promise.all([
    today(tenant),
    assetName(tenant, b),
    Promise.all(b.rooms.map(async (r) => ((await read.rooms.get(tenant, r.room)) as { name?: string } | null)?.name ?? r.room)),
    lead
      ? Promise.all(
          [...new Set(stayCustomers(b))].map(async (c) => {
            const found = await read.customers.get(tenant, c);
            return [c, found ? fullName(found as Parameters<typeof fullName>[0]) : undefined] as const;
          }),
        ).then((l) => new Map(l))
      : new Map<string, string | undefined>(),
  ]);
  const base = row(b, customer, day, name);
  return {
    ...base,
    noOfPax: b.noOfPax ?? b.rooms.reduce((n, r) => n + r.noOfPax, 0),
    rooms: b.rooms.map((r, i) => {
      const guests = (r.customers ?? []).map((c) => {
        const who = people.get(c.customer);
        return { me: c.customer === customer, ...(lead && who ? { name: who } : {}) };
      });
      return { name: rooms[i]!, kind: b.vessel || b.type === 'trip' ? ('cabin' as const) : ('room' as const), guests };
    }),
    due: lead
      ? milestonesPaid(b)
          .filter((m) => money(m.open, b.currency ?? 'EUR').minor > 0)
          .map((m) => ({ due: m.due, open: m.open, type: m.type }))
      : [],
  };
}

const mine = (inv: Invoice, customer: string) => inv.recipient.kind === 'customer' && inv.recipient.id === customer;

/** GET /api/club/invoices: the invoices addressed to the member, of their bookings, newest first. */
export async function clubInvoices(principal: Principal): Promise<ClubInvoice[]> {
  const { tenant, customerId: customer } = principal;
  if (!customer) return [];
  const stays = newestFirst(await staysOf(tenant, customer));
  const invoices = (await Promise.all(stays.map((s) => bookingInvoices(tenant, s.booking)))).flat().filter((i) => mine(i, customer));
  const standings = await standingsOf(tenant, invoices);
  return invoices
    .sort((a, b) => b.number - a.number)
    .map((i) => {
      const s = standings.get(i.id);
      return {
        id: i.id,
        numberText: invoiceNumberText(i),
        kind: i.kind,
        state: i.state,
        booking: i.booking,
        bookingNo: i.bookingNo,
        date: i.date,
        currency: i.currency,
        total: i.total,
        paid: s?.paid ?? i.paid,
        open: s?.open ?? i.open,
        paidState: s?.paidState ?? 'open',
      };
    });
}

/** POST /api/club/invoices/{id}/link: a fresh public link of the member's own invoice (club page); another's: 404. */
export async function clubInvoiceLink(principal: Principal, id: string): Promise<string> {
  const { tenant, customerId: customer } = principal;
  const inv = customer ? await getInvoice(tenant, id) : null;
  if (!inv || !customer || !mine(inv, customer)) throw notFound('invoice', id);
  return publicLink(tenant, id, await mintInvoiceToken(tenant, id), true);
}

/** GET /api/club/certifications: the diving.certification* meta values of the member's customer (one or none). */
export async function clubCertifications(principal: Principal): Promise<ClubCertification[]> {
  const { tenant, customerId: customer } = principal;
  if (!customer) return [];
  const meta = new Map((await listMeta(tenant, customer)).map((m) => [m.key, m]));
  const text = (key: string) => {
    const v = meta.get(key)?.value;
    return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
  };
  const cert: ClubCertification = {};
  for (const [part, key] of Object.entries(CERTIFICATION_META) as Array<[keyof typeof CERTIFICATION_META, string]>) {
    const value = text(key);
    if (value) cert[part] = value;
  }
  const updated = Object.values(CERTIFICATION_META)
    .map((k) => meta.get(k)?.updatedAt)
    .filter((x): x is string => Boolean(x))
    .sort()
    .at(-1);
  return Object.keys(cert).length ? [{ ...cert, ...(updated ? { updatedAt: updated } : {}) }] : [];
}
