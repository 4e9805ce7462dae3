import type { SimulateBody } from '../../../shared/api/prices';
import type { PricingData, PricingPerson, PricingRequest, PricingRoom } from '../../../shared/domain/pricing/types';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { allOf, collect } from '../../data/iterate';
import { cachedPricingData } from '../../data/pricing-version';
import { getMany, read } from '../../data/readers';
import { definitionsOf } from '../prices/choose';
import { currencyBook } from '../prices/currencies';

/**
 * All I/O that builds the engine's PricingData and PricingRequest (docs/decisions.md, "Prices"): the operator's
 * definitions of the asset (active ones), supplements, specials and groups, terms, commissions and currencies; and
 * requests from the simulator's body, from findPrice's query and from a stored booking.
 */

/**
 * The tenant's supplements, specials, special groups, terms and commission schemes: kept between calls while the
 * tenant's pricing version is unchanged (functions/data/pricing-version.ts); the definitions and currencies are read
 * on every call.
 */
const pricingSetsOf = (tenant: string) =>
  cachedPricingData(tenant, async () => {
    const [sups, sps, groups, terms, schemes] = await Promise.all([
      collect(allOf(supplements, tenant)),
      collect(allOf(specials, tenant)),
      collect(allOf(specialGroups, tenant)),
      collect(allOf(termsOfPayment, tenant)),
      collect(allOf(commissions, tenant)),
    ]);
    return { sups, sps, groups, terms, schemes };
  });

export async function loadPricingData(tenant: string, asset: { resort?: string; vessel?: string }): Promise<PricingData> {
  const [data] = await loadPricingDataOf(tenant, [asset]);
  return data!;
}

/** The PricingData of several assets: the tenant's sets and currencies read once, each asset's definitions beside them. */
export async function loadPricingDataOf(tenant: string, assets: ReadonlyArray<{ resort?: string; vessel?: string }>): Promise<PricingData[]> {
  const [{ sups, sps, groups, terms, schemes }, book, ...defsOf] = await Promise.all([
    pricingSetsOf(tenant),
    currencyBook(tenant),
    ...assets.map((asset) => definitionsOf(tenant, asset)),
  ]);
  return defsOf.map((defs) => ({
    definitions: defs.filter((d) => d.status === 'active'),
    supplements: sups.filter((s) => s.active),
    specials: sps,
    specialGroups: groups,
    terms: terms.filter((t) => t.active),
    commissions: schemes.filter((c) => c.active),
    currencies: book.currencies.map(({ code, decimals, rate }) => ({ code, decimals, rate })),
    baseCurrency: book.baseCurrency,
    onsiteCurrency: book.onsiteCurrency,
  }));
}

/** `adults` adults and children of the given ages, keyed p1, p2, … */
export function personsOf(adults: number, childAges: number[] = []): PricingPerson[] {
  return [...Array.from({ length: adults }, () => ({})), ...childAges.map((age) => ({ permanentAge: age }))].map((p, i) => ({ key: `p${i + 1}`, ...p }));
}

const { agencies, rooms, schedules, tours, commissions, supplements, termsOfPayment, specialGroups, specials } = read;

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The schedule's vessel, tour and dates for a trip request (400 with the field when it does not exist). */
async function tripOf(tenant: string, id: string, path: string) {
  const s = await schedules.get(tenant, id);
  if (!s) throw new ValidationError(`schedule ${id} does not exist`, [{ path, message: `schedule ${id} does not exist` }]);
  return s;
}

const refuse = (path: string, message: string): never => {
  throw new ValidationError(message, [{ path, message }]);
};

/**
 * What the simulator is asked to price must exist (like findPrice): the resort or vessel, every room type and room
 * of it, and a stay of at least one night (a trip may be a day trip). 400 on the first field that does not.
 */
async function checkSimulated(tenant: string, body: SimulateBody, vessel: string | undefined): Promise<void> {
  if (body.kind === 'stay') {
    if (!(await read.resorts.get(tenant, body.resort!))) refuse('body.resort', `resort ${body.resort} does not exist`);
    if (body.to <= body.from) refuse('body.to', 'A stay has at least one night');
  } else if (body.vessel && !(await read.vessels.get(tenant, body.vessel))) refuse('body.vessel', `vessel ${body.vessel} does not exist`);
  const asset = body.kind === 'stay' ? { key: 'resort' as const, id: body.resort! } : { key: 'vessel' as const, id: vessel ?? body.vessel! };
  const ofAsset = (x: { resort?: string; vessel?: string }) => x[asset.key] === asset.id;
  const types = [
    ...body.rooms.map((r, i) => [r.roomType, `body.rooms.${i}.roomType`] as const),
    ...(body.roomType ? [[body.roomType, 'body.roomType'] as const] : []),
  ];
  for (const [id, path] of types) {
    const type = await read.roomTypes.get(tenant, id);
    if (!type || !ofAsset(type)) refuse(path, `room type ${id} is not of ${asset.key} ${asset.id}`);
  }
  for (const [i, r] of body.rooms.entries()) {
    if (r.room === undefined) continue;
    const room = await rooms.get(tenant, r.room);
    if (!room || !ofAsset(room)) refuse(`body.rooms.${i}.room`, `room ${r.room} is not of ${asset.key} ${asset.id}`);
    else if (room.roomType !== r.roomType) refuse(`body.rooms.${i}.roomType`, `room ${r.room} is of room type ${room.roomType}, not ${r.roomType}`);
  }
}

/** The simulator's body as an engine request: what it names checked, the agency's commission and group loaded, rooms defaulted. */
export async function requestFromSimulate(tenant: string, body: SimulateBody): Promise<PricingRequest> {
  const agency = body.agency ? await agencies.get(tenant, body.agency) : undefined;
  if (body.agency && !agency)
    throw new ValidationError(`agency ${body.agency} does not exist`, [{ path: 'body.agency', message: `agency ${body.agency} does not exist` }]);
  const trip = body.schedule ? await tripOf(tenant, body.schedule, 'body.schedule') : undefined;
  await checkSimulated(tenant, body, trip?.vessel);
  // A room of a type without a stored room is keyed by its place in the list (rooms never share a key).
  let roomsOf: PricingRoom[] = body.rooms.map(({ room, ...r }, i) => ({ ...r, room: room ?? `${r.roomType}#${i + 1}` }));
  if (!roomsOf.length && body.roomType)
    roomsOf = [{ room: body.roomType, roomType: body.roomType, persons: body.persons.map((p) => p.key), ...(body.variant ? { variant: body.variant } : {}) }];
  const { agency: _a, roomType: _r, variant: _v, rooms: _rooms, ...rest } = body;
  return {
    ...rest,
    ...(trip ? { vessel: trip.vessel, tour: trip.tour } : {}),
    rooms: roomsOf,
    bookingDate: body.bookingDate ?? todayIso(),
    ...(agency ? { agency: { id: agency.id, commission: agency.commission, ...(agency.groupId ? { groupId: agency.groupId } : {}) } } : {}),
  };
}

/** A stay of `persons` adults (and children) in one room of a room type (findPrice). */
export function stayRequest(q: {
  resort: string;
  roomType: string;
  from: string;
  to: string;
  persons: number;
  childAges?: number[];
  variant?: string;
  currency?: string;
}): PricingRequest {
  const persons = personsOf(q.persons, q.childAges);
  return {
    kind: 'stay',
    resort: q.resort,
    from: q.from,
    to: q.to,
    rooms: [{ room: q.roomType, roomType: q.roomType, persons: persons.map((p) => p.key), ...(q.variant ? { variant: q.variant } : {}) }],
    persons,
    channel: 'Booking',
    bookingDate: todayIso(),
    ...(q.currency ? { currency: q.currency } : {}),
  };
}

/** The master data stored bookings refer to (schedules, their tours, rooms, agencies), keyed `<TYPE>#<id>`. */
export type BookingRefs = Map<string, Record<string, unknown>>;

/**
 * The references of stored bookings, read in two rounds of BatchGetItem (issue 23: not one Get chain per booking):
 * their schedules, rooms and agencies, then the schedules' tours. Each distinct reference once.
 */
export async function refsOfBookings(tenant: string, bookings: readonly BookingItem[]): Promise<BookingRefs> {
  const refs = new Map<string, { type: string; id: string }>();
  const want = (type: string, id: string | undefined) => id && refs.set(`${type}#${id}`, { type, id });
  for (const b of bookings) {
    if (!b.checkIn || !b.checkOut) continue;
    want(schedules.type, b.schedule);
    want(agencies.type, b.agency);
    for (const r of b.rooms) want(rooms.type, r.room);
  }
  const found = await getMany(tenant, [...refs.values()]);
  const tourIds = new Set([...found].flatMap(([key, s]) => (key.startsWith(`${schedules.type}#`) && typeof s.tour === 'string' ? [s.tour] : [])));
  for (const [key, tour] of await getMany(
    tenant,
    [...tourIds].map((id) => ({ type: tours.type, id })),
  ))
    found.set(key, tour);
  return found;
}

/**
 * A stored booking as an engine request (specials matches): its asset, dates and rooms with their room types, one
 * adult per booked place (the header holds no ages), the booking's customer as the first guest, created on its day.
 * `refs` holds what it refers to (refsOfBookings).
 */
export function requestOfBooking(b: BookingItem, refs: BookingRefs): PricingRequest | null {
  if (!b.checkIn || !b.checkOut) return null;
  const ref = (type: string, id: string | undefined) => (id ? refs.get(`${type}#${id}`) : undefined);
  const trip = ref(schedules.type, b.schedule) as { id: string; vessel: string; tour?: string } | undefined;
  const agency = ref(agencies.type, b.agency) as { id: string; commission?: number; groupId?: string } | undefined;
  let n = 0;
  const persons: PricingPerson[] = [];
  const roomList: PricingRoom[] = b.rooms.map((r) => {
    const keys = Array.from({ length: r.noOfPax }, () => `p${++n}`);
    for (const key of keys) persons.push({ key, ...(key === 'p1' && b.customer ? { customerId: b.customer } : {}) });
    const roomType = ref(rooms.type, r.room)?.roomType;
    return { room: r.room, roomType: typeof roomType === 'string' ? roomType : r.room, persons: keys, ...(r.beds?.length ? { shared: true } : {}) };
  });
  const tour = trip ? ref(tours.type, trip.tour) : undefined;
  return {
    kind: b.schedule ? 'trip' : 'stay',
    ...(b.resort ? { resort: b.resort } : {}),
    ...(trip ? { vessel: trip.vessel, schedule: trip.id, ...(tour ? { tour: String(tour.id) } : {}) } : {}),
    from: b.checkIn,
    to: b.checkOut,
    rooms: roomList,
    persons,
    channel: b.channel ?? (b.agency ? 'AgentDirectBooking' : 'Booking'),
    bookingDate: b.createdAt.slice(0, 10),
    ...(agency ? { agency: { id: agency.id, commission: agency.commission, ...(agency.groupId ? { groupId: agency.groupId } : {}) } } : {}),
  } as PricingRequest;
}
