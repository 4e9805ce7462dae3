import type { CreateBooking } from '../../../shared/api/bookings';
import { toString, type Money } from '../../../shared/domain/money';
import type { Customer } from '../../../shared/domain/customer/customer';
import type { PricingData, PricingPerson, PricingRequest, PricingResult, PricingRoom } from '../../../shared/domain/pricing/types';
import { withDefaultVariant } from '../../../shared/domain/pricing/engine/seasons';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { staysOf } from '../../data/customer-stays';
import { roomTypeNamesOf, stayName } from '../../data/booking-create-reads';
import { prime, primedOr } from '../../data/read-round';
import { getTenant } from '../../data/tenants';
import { historyBefore } from '../../../shared/domain/customer/stays';
import { priceFor } from '../../pricing/index';
import { named, namesFor, namesOf } from '../../pricing/index';
import { loadPricingData } from '../../pricing/index';

/**
 * The price of a booking being created (docs/decisions.md, "Booking wizard"): the request is built from the create's
 * body the way the price simulator builds it from its own (same persons, rooms, variants, supplements, specials,
 * agency, channel, source, currency), priced by the one engine over the data functions/pricing/engine loads, and stored
 * on the header as calculation lines and payment milestones (money as exact decimal text).
 */

type Field = { path: string; message: string };
const invalid = (fields: Field[]) => new ValidationError(fields.map((f) => f.message).join('; '), fields);

/** The booking's persons, read once: every room's customers (a person once only), and the lead. */
export async function personsOf(tenant: string, body: CreateBooking): Promise<Map<string, Customer>> {
  const listed = body.rooms.flatMap((r, i) => (r.customers ?? []).map((c, j) => ({ id: c.customer, path: `body.rooms.${i}.customers.${j}.customer` })));
  const fields: Field[] = [];
  const seen = new Set<string>();
  body.rooms.forEach((r, i) => {
    if ((r.customers?.length ?? 0) > r.noOfPax) fields.push({ path: `body.rooms.${i}.customers`, message: `room ${r.room} has more persons than noOfPax` });
  });
  for (const l of listed) {
    if (seen.has(l.id)) fields.push({ path: l.path, message: `customer ${l.id} is listed twice` });
    seen.add(l.id);
  }
  if (fields.length) throw invalid(fields);
  const ids = [...seen, ...(body.customer !== undefined && !seen.has(body.customer) ? [body.customer] : [])];
  const found = await Promise.all(ids.map((id) => read.customers.get(tenant, id)));
  const missing = listed.filter((l) => !found[ids.indexOf(l.id)]).map((l) => ({ path: l.path, message: `customer ${l.id} does not exist` }));
  if (missing.length) throw invalid(missing);
  return new Map(ids.flatMap((id, i) => (found[i] ? [[id, found[i]] as const] : [])));
}

/** A customer as the engine's person: age from the birthday, gender, passport and address country. */
function personOf(id: string, c: Customer): PricingPerson {
  const passport = c.passport.nationality ?? c.masterData.nationality;
  return {
    key: id,
    customerId: id,
    ...(c.masterData.birthday ? { birthday: c.masterData.birthday } : {}),
    gender: c.masterData.gender,
    ...(passport ? { passportCountry: passport } : {}),
    ...(c.address.country ? { addressCountry: c.address.country } : {}),
  };
}

/**
 * The named guests' stay history for the specials' LastStay, NoOfStays, StayRevenue and Bookings conditions: their
 * earlier stays as the customer-stays consumer keeps them (docs/decisions.md, "Payment QR codes and customer stays").
 */
async function withHistory(tenant: string, persons: PricingPerson[], from: string): Promise<void> {
  const named = persons.filter((p) => p.customerId);
  if (!named.length) return;
  const currency = (await getTenant(tenant))?.baseCurrency ?? 'EUR';
  await Promise.all(
    named.map(async (p) => {
      const id = p.customerId as string;
      p.history = historyBefore(await primedOr(stayName(tenant, id), () => staysOf(tenant, id)), from.slice(0, 10), currency);
    }),
  );
}

export interface BookingPriceInput {
  body: CreateBooking;
  placement: Pick<BookingItem, 'type' | 'resort' | 'vessel' | 'tour' | 'schedule' | 'checkIn' | 'checkOut'>;
  /** The rooms (cabins) in the body's order, with their room type and whether they are shared. */
  rooms: { roomType: string; allowSharedRoom: boolean }[];
  persons: Map<string, Customer>;
  agency: string | undefined;
  bookingDate: string;
  /** The booking's channel (an online booking: CustomerDirectBooking); none: by its agency. */
  channel?: PricingRequest['channel'];
}

/** The engine's request for the booking: named persons first in each room, unnamed adults (`p<n>`) for the rest. */
export async function bookingPricingRequest(tenant: string, input: BookingPriceInput): Promise<PricingRequest> {
  const { body, placement } = input;
  const persons: PricingPerson[] = [];
  let n = 0;
  const rooms: PricingRoom[] = body.rooms.map((r, i) => {
    const keys = (r.customers ?? []).map((c) => c.customer);
    for (const key of keys) persons.push(personOf(key, input.persons.get(key) as Customer));
    while (keys.length < r.noOfPax) {
      const key = `p${++n}`;
      keys.push(key);
      persons.push({ key });
    }
    const variant = r.variant ?? body.variant;
    const trip = placement.type === 'trip' && input.rooms[i]?.allowSharedRoom;
    return { room: r.room, roomType: input.rooms[i]?.roomType ?? r.room, persons: keys, ...(variant ? { variant } : {}), ...(trip ? { shared: true } : {}) };
  });
  const agency = input.agency ? await read.agencies.get(tenant, input.agency) : null;
  await withHistory(tenant, persons, placement.checkIn as string);
  return {
    kind: placement.type === 'trip' ? 'trip' : 'stay',
    ...(placement.resort ? { resort: placement.resort } : {}),
    ...(placement.type === 'trip' ? { vessel: placement.vessel, schedule: placement.schedule, tour: placement.tour } : {}),
    from: placement.checkIn as string,
    to: placement.checkOut as string,
    rooms,
    persons,
    ...(body.supplements?.length ? { supplements: body.supplements } : {}),
    ...(body.specials?.length ? { specials: body.specials } : {}),
    ...(agency ? { agency: { id: agency.id, commission: agency.commission, ...(agency.groupId ? { groupId: agency.groupId } : {}) } } : {}),
    channel: input.channel ?? (agency ? 'AgentDirectBooking' : 'Booking'),
    ...(body.source ? { source: body.source } : {}),
    bookingDate: input.bookingDate,
    ...(body.currency ? { currency: body.currency } : {}),
  };
}

/** The chosen ids exist: supplements (active), specials, terms (active), currency; 400 naming each that does not. */
export function requireChoices(body: CreateBooking, data: PricingData): PricingData {
  const fields: Field[] = [];
  body.supplements?.forEach((s, i) => {
    if (!data.supplements.some((x) => x.id === s.id))
      fields.push({ path: `body.supplements.${i}.id`, message: `supplement ${s.id} does not exist or is inactive` });
  });
  body.specials?.forEach((id, i) => {
    if (!data.specials.some((x) => x.id === id)) fields.push({ path: `body.specials.${i}`, message: `special ${id} does not exist` });
  });
  const terms = body.termsOfPayment === undefined ? undefined : data.terms.find((t) => t.id === body.termsOfPayment);
  if (body.termsOfPayment !== undefined && !terms)
    fields.push({ path: 'body.termsOfPayment', message: `terms of payment ${body.termsOfPayment} do not exist or are inactive` });
  if (body.currency !== undefined && body.currency !== data.baseCurrency && !data.currencies.some((c) => c.code === body.currency))
    fields.push({ path: 'body.currency', message: `${body.currency} is not an active currency` });
  if (fields.length) throw invalid(fields);
  // Chosen terms replace the definition's and the default: the engine takes the only (default) terms there are.
  return terms ? { ...data, terms: [{ ...terms, isDefault: true }] } : data;
}

/** What the create stores of the price. */
export type StoredPrice = Pick<BookingItem, 'calculation' | 'payments' | 'currency' | 'commission'>;

const text = (m: Money) => toString(m);

/** The engine's result as the header stores it. */
export function storedPrice(result: PricingResult): StoredPrice {
  return {
    currency: result.currency,
    calculation: result.lines.map((l) => ({
      sort: l.sort,
      type: l.type,
      customerType: l.customerType,
      text: l.text,
      explanation: l.explanation,
      amount: l.amount,
      price: text(l.price),
      total: text(l.total),
      ...(l.tax ? { tax: { name: l.tax.name, rate: l.tax.rate, amount: text(l.tax.amount), inclusive: l.tax.inclusive } } : {}),
      ...(l.customer !== undefined ? { customer: l.customer } : {}),
      ...(l.room !== undefined ? { room: l.room } : {}),
      ...(l.from !== undefined ? { from: l.from } : {}),
      ...(l.to !== undefined ? { to: l.to } : {}),
      editable: l.editable,
      deletable: l.deletable,
      unique: l.unique,
      ...(l.customData ? { customData: l.customData } : {}),
      source: { ...l.source },
    })),
    payments: result.milestones.map((m) => ({ text: m.explanation.text || m.reason, amount: text(m.amount), due: m.due, type: m.type })),
    ...(result.commission ? { commission: result.commission.percent } : {}),
  };
}

/**
 * Starts what pricing a stay reads (the resort's definitions and the tenant's pricing data, the names of the resort's
 * room types) with the create's first reads, for `priceBooking` to take (issue 23). A trip's vessel is only known once
 * its schedule is read: a trip is priced from its own reads.
 */
export function primePricing(tenant: string, stay: { resort: string } | undefined): void {
  if (!stay) return;
  const key = JSON.stringify(stay);
  prime(`pricingData:${tenant}:${key}`, () => loadPricingData(tenant, stay));
  prime(`roomTypeNames:${tenant}:${key}`, () => roomTypeNamesOf(tenant, stay.resort));
}

/** Prices the booking with the operator's stored data (functions/pricing/engine) and answers what the header stores. */
export async function priceBooking(tenant: string, input: BookingPriceInput): Promise<StoredPrice> {
  const request = await bookingPricingRequest(tenant, input);
  const asset = request.kind === 'stay' ? { resort: request.resort as string } : { vessel: request.vessel as string };
  const key = JSON.stringify(asset);
  const [data, names] = await Promise.all([
    primedOr(`pricingData:${tenant}:${key}`, () => loadPricingData(tenant, asset)),
    primedOr(`roomTypeNames:${tenant}:${key}`, () => namesOf(tenant, request)),
  ]);
  const full = withDefaultVariant(request, data);
  return storedPrice(named(priceFor(full, requireChoices(input.body, data)), await namesFor(tenant, full, names)));
}
