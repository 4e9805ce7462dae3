import { ulid } from 'ulid';
import type { CreateBooking } from '../../../shared/api/bookings';
import type { Principal } from '../../../shared/auth/principal';
import { notAvailable, resortStayUnits, tripCabinUnits, type Claim } from '../../../shared/domain/inventory/claims';
import { validateStay } from '../../../shared/domain/inventory/stay';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import { agencyOnly, backoff, MAX_ACTIONS, MAX_ATTEMPTS } from './access';
import { bookingActionCount, createBooking, lastBookingNo, type GenderTake } from '../../data/bookings';
import { fullName, type Customer } from '../../../shared/domain/customer/customer';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { scheduleClaims } from '../../data/inventory';
import { requireAssetRef as requireAsset } from '../../lib/asset-limit';
import { requireRefs } from '../../lib/references';
import { personsOf, priceBooking } from './pricing-of-booking';
import { requireOption, todayIso, waitingPlan, withPersons } from './create-rules';

/**
 * The booking core's use cases (docs/decisions.md, "Booking core"): they read what the rules of
 * shared/domain/inventory need, and hand the one transaction per create or cancel to functions/data/bookings.ts.
 */

type Room = NonNullable<Awaited<ReturnType<typeof read.rooms.get>>>;

/** A booking's rooms, read once (in parallel with its resort or schedule). */
async function fetchRooms(tenant: string, body: CreateBooking): Promise<(Room | null)[]> {
  const ids = body.rooms.map((r) => r.room);
  if (new Set(ids).size !== ids.length) throw new ValidationError('A room is listed twice', [{ path: 'body.rooms', message: 'duplicate room' }]);
  return Promise.all(ids.map((id) => read.rooms.get(tenant, id)));
}

/** Each room exists, belongs to the asset, is sellable and (sold whole) fits noOfPax. */
function requireRooms(found: (Room | null)[], body: CreateBooking, owner: { field: 'resort' | 'vessel'; id: string }): Room[] {
  const ids = body.rooms.map((r) => r.room);
  const missing = found.flatMap((room, i) =>
    room && room[owner.field] === owner.id ? [] : [{ path: `body.rooms.${i}.room`, message: `room ${ids[i]} is not a room of ${owner.field} ${owner.id}` }],
  );
  if (missing.length) throw new ValidationError(missing.map((m) => m.message).join('; '), missing);
  return found.map((room, i) => {
    const r = room as Room;
    if (!r.isActive || r.blocked) throw new ConflictError(`Room ${r.name} is ${r.blocked ? 'blocked' : 'not active'}`, 'ROOM_NOT_AVAILABLE');
    const pax = body.rooms[i]?.noOfPax ?? 0;
    const { minNoOfPax, maxNoOfPax } = r.configuration;
    if (!r.allowSharedRoom && (pax < minNoOfPax || pax > maxNoOfPax)) {
      throw new ValidationError(`Room ${r.name} takes ${minNoOfPax} to ${maxNoOfPax} guests`, [
        { path: `body.rooms.${i}.noOfPax`, message: `between ${minNoOfPax} and ${maxNoOfPax}` },
      ]);
    }
    return r;
  });
}

function requireActionLimit(claims: number, genders: number): void {
  const actions = bookingActionCount(claims, genders);
  if (actions > MAX_ACTIONS) {
    throw new ValidationError(
      `The booking needs ${actions} writes (${claims} room-nights or beds); one booking holds at most ${MAX_ACTIONS - 4}: split it into several bookings`,
      [{ path: 'body.rooms', message: 'too many room-nights or beds for one booking' }],
    );
  }
}

/** What a create will write, planned from a fresh read of the inventory; throws 409 for a unit seen taken. */
export interface Plan {
  claims: Claim[];
  genders: GenderTake[];
  rooms: BookingItem['rooms'];
  /** Cabins whose beds were picked from the free ones: a bed taken meanwhile means picking again, not 409. */
  picked: Set<string>;
}

type Planner = (bookingId: string) => Promise<Plan>;

async function resortPlanner(tenant: string, principal: Principal, body: Extract<CreateBooking, { resort: string }>) {
  const nights = validateStay(body);
  const [resort, found] = await Promise.all([read.resorts.get(tenant, body.resort), fetchRooms(tenant, body)]);
  if (!resort) throw new NotFoundError(`resort ${body.resort} does not exist`, 'RESORT_NOT_FOUND');
  requireAsset(principal, { type: 'resort', ref: body.resort });
  const list = requireRooms(found, body, { field: 'resort', id: body.resort });
  const units = resortStayUnits(
    body.resort,
    list.map((r) => r.id),
    nights,
  );
  requireActionLimit(units.length, 0);
  // No read of the inventory first: the transaction's conditions are the check, and its cancellation reasons name
  // the first taken room-night (the units are in night order), so a stay costs no Query (docs/decisions.md).
  const planner = async (bookingId: string): Promise<Plan> => {
    return {
      claims: units.map((u) => ({ ...u, owner: { kind: 'booking', id: bookingId } })),
      genders: [],
      rooms: body.rooms.map((r) => ({ room: r.room, noOfPax: r.noOfPax })),
      picked: new Set(),
    };
  };
  const placement: Placement = { type: 'resort', checkIn: body.checkIn, checkOut: body.checkOut };
  return { planner, placement, rooms: list };
}

/** What a create copies onto the header besides the request: the trip's vessel, tour and dates. */
type Placement = Pick<BookingItem, 'type' | 'vessel' | 'tour' | 'checkIn' | 'checkOut'>;

async function tripPlanner(tenant: string, principal: Principal, body: Extract<CreateBooking, { schedule: string }>, lead: Promise<Customer | null>) {
  const [schedule, found] = await Promise.all([read.schedules.get(tenant, body.schedule), fetchRooms(tenant, body)]);
  if (!schedule) throw new NotFoundError(`schedule ${body.schedule} does not exist`);
  if (schedule.status !== 'active') {
    throw new ValidationError(`Schedule ${body.schedule} is ${schedule.status}, not active`, [{ path: 'body.schedule', message: 'not active' }]);
  }
  requireAsset(principal, { type: 'vessel', ref: schedule.vessel });
  const cabins = requireRooms(found, body, { field: 'vessel', id: schedule.vessel });
  const gender = cabins.some((c) => !c.allowMixedGender) ? ((await lead)?.masterData.gender ?? 'u') : 'u';
  const placement: Placement = { type: 'trip', vessel: schedule.vessel, tour: schedule.tour, checkIn: schedule.from, checkOut: schedule.to };
  const planner = async (bookingId: string): Promise<Plan> => {
    const { claims: existing, cabinGenders } = await scheduleClaims(tenant, body.schedule);
    const claims: Claim[] = [];
    const genders: GenderTake[] = [];
    const held: BookingItem['rooms'] = [];
    body.rooms.forEach((request, i) => {
      const cabin = cabins[i] as Room;
      const forClaims = { ...cabin, beds: cabin.configuration.beds };
      const mixed = cabin.allowMixedGender;
      const units = tripCabinUnits(
        body.schedule,
        forClaims,
        { noOfPax: request.noOfPax, beds: request.beds, genders: mixed ? undefined : Array(request.noOfPax).fill(gender) },
        existing,
      );
      const current = cabinGenders.get(cabin.id);
      if (!mixed && gender !== 'u' && current !== undefined && current !== gender) {
        throw new ConflictError(`Cabin ${cabin.name} is taken by guests of the other gender`, 'ROOM_NOT_AVAILABLE');
      }
      requireActionLimit(claims.length + units.length, genders.length + 1);
      claims.push(...units.map((u) => ({ ...u, owner: { kind: 'booking' as const, id: bookingId } })));
      const counts = !mixed && gender !== 'u';
      if (counts) genders.push({ schedule: body.schedule, cabin: cabin.id, gender, beds: units.length, present: current !== undefined });
      held.push({ room: cabin.id, noOfPax: request.noOfPax, beds: units.map((u) => u.bed as string), ...(counts ? { gender } : {}) });
    });
    requireActionLimit(claims.length, genders.length);
    const picked = new Set(cabins.filter((c, i) => c.allowSharedRoom && !body.rooms[i]?.beds).map((c) => c.id));
    return { claims, genders, rooms: held, picked };
  };
  return { planner, placement, rooms: cabins };
}

/** The agency the booking is for: an agency user's own (another answers 403); staff name any existing one. */
function agencyFor(principal: Principal, body: CreateBooking): string | undefined {
  if (!agencyOnly(principal, 'bookings.create')) return body.agency;
  if (!principal.agencyId || (body.agency !== undefined && body.agency !== principal.agencyId)) throw new ForbiddenError();
  return principal.agencyId;
}

/**
 * POST /api/bookings: checks the request once, then plans from a fresh read of the inventory and the booking
 * number and writes it all in one transaction; a lost race for the number (or a gender item, or a conflict)
 * plans again, at most MAX_ATTEMPTS times; a taken unit answers 409 ROOM_NOT_AVAILABLE naming it.
 */
export async function createBookingFor(principal: Principal, body: CreateBooking): Promise<BookingItem> {
  const { tenant } = principal;
  const agency = agencyFor(principal, body);
  requireOption(body);
  const leadId = body.customer ?? body.rooms[0]?.customers?.[0]?.customer;
  // The references and the master data are read in parallel; their errors answer in this order.
  // The booking number is read with them, for the first attempt; a lost race reads it again.
  const firstNo = lastBookingNo(tenant);
  firstNo.catch(() => undefined);
  const lead = leadId === undefined ? Promise.resolve(null) : read.customers.get(tenant, leadId);
  lead.catch(() => undefined);
  const [refs, persons, planned] = await Promise.allSettled([
    requireRefs(tenant, [
      { repo: read.customers, id: body.customer, path: 'body.customer', label: 'customer' },
      { repo: read.agencies, id: agency, path: 'body.agency', label: 'agency' },
    ]),
    personsOf(tenant, body),
    'resort' in body ? resortPlanner(tenant, principal, body) : tripPlanner(tenant, principal, body, lead),
  ]);
  if (planned.status === 'rejected') throw planned.reason;
  if (refs.status === 'rejected') throw refs.reason;
  if (persons.status === 'rejected') throw persons.reason;
  const waiting = body.state === 'waiting';
  const planner: Planner = planned.value.planner;
  const plan: Planner = waiting ? async () => waitingPlan(body) : planner;
  const { placement } = planned.value;
  const bookingDate = todayIso();
  const asset = 'resort' in body ? { resort: body.resort } : { schedule: body.schedule };
  const price = await priceBooking(tenant, {
    body,
    placement: { ...placement, ...asset },
    rooms: planned.value.rooms,
    persons: persons.value,
    agency,
    bookingDate,
  });
  const leadCustomer = await lead;
  const id = `bk-${ulid()}`;
  const names = new Map<string, string>();
  for (let attempt = 1; ; attempt++) {
    const [taking, readNo] = await Promise.all([plan(id), attempt === 1 ? firstNo : lastBookingNo(tenant)]);
    const now = new Date().toISOString();
    const booking: BookingItem = {
      id,
      bookingNo: (readNo ?? 0) + 1,
      state: body.state,
      ...asset,
      ...placement,
      rooms: withPersons(taking.rooms, body, waiting),
      noOfPax: taking.rooms.reduce((sum, r) => sum + r.noOfPax, 0),
      ...(leadId !== undefined ? { customer: leadId } : {}),
      ...(leadCustomer ? { customerName: fullName(leadCustomer) } : {}),
      ...(agency !== undefined ? { agency } : {}),
      ...(principal.userId !== undefined ? { user: principal.userId, updatedBy: principal.userId } : {}),
      ...price,
      currency: price.currency ?? 'EUR',
      language: body.language,
      ...(body.optionDate !== undefined ? { optionDate: body.optionDate } : {}),
      ...(body.source !== undefined ? { source: body.source } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.termsOfPayment !== undefined ? { termsOfPayment: body.termsOfPayment } : {}),
      ...(body.variant !== undefined ? { variant: body.variant } : {}),
      ...(body.supplements?.length ? { supplements: body.supplements } : {}),
      ...(body.specials?.length ? { specials: body.specials } : {}),
      bookingDate,
      lastAction: 'create',
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const outcome = await createBooking(tenant, booking, taking.claims, taking.genders, readNo);
    if (outcome.ok) return outcome.booking;
    if ('taken' in outcome && !(taking.picked.has(outcome.taken.unit) && attempt < MAX_ATTEMPTS)) {
      const room = names.get(outcome.taken.unit) ?? (await read.rooms.get(tenant, outcome.taken.unit))?.name;
      if (room) names.set(outcome.taken.unit, room);
      throw notAvailable({ unit: outcome.taken, owner: outcome.taken.owner }, room);
    }
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('Too many bookings at the same time; try again');
    await backoff(attempt);
  }
}

/** GET /api/bookings/{id}: functions/booking/bookings/access.ts. */
export { readBooking } from './access';

/** POST /api/bookings/{id}/cancell: the lifecycle's cancel (functions/booking/bookings/lifecycle/actions.ts), kept here for its callers. */
export { cancelBookingFor } from './lifecycle/actions';
