import { ulid } from 'ulid';
import type { CreateBooking } from '../../../shared/api/bookings';
import type { Principal } from '../../../shared/auth/principal';
import {
  bookingGender,
  planTripRooms,
  requireActionLimit,
  requireDistinctRooms,
  requireOption,
  requireRooms,
  roomsWithoutBeds,
  withPersons,
  type HeldRooms,
} from '../../../shared/domain/booking/create';
import { fullName, type Customer } from '../../../shared/domain/customer/customer';
import { validateStay } from '../../../shared/domain/inventory/stay';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { scheduleClaims } from '../../data/inventory';
import { read } from '../../data/readers';
import { requireAssetRef as requireAsset } from '../../lib/asset-limit';
import { requireRefs } from '../../lib/references';
import { agencyOnly } from './access';
import { createThroughChange } from './lifecycle/apply';
import { personsOf, priceBooking, primePricing } from './pricing-of-booking';
import { primeCreateReads } from '../../data/booking-create-reads';
import { withReadRound } from '../../data/read-round';
import { holdOptionDate, type OnlineHold } from '../../../shared/domain/booking/online-hold';
import { nextManualSort, withLines, type Line } from '../../../shared/domain/booking/calculation-edit';
import type { TransactItem } from '../../data/transactions';

/**
 * POST /api/bookings (docs/decisions/actor.md, "One create path"): reads what the rules of
 * shared/domain/booking/create.ts need, prices the booking, and hands it to the change primitive of every booking
 * change (functions/booking/bookings/lifecycle/apply.ts), which numbers it, gives it its todos and its event, and
 * writes it with the inventory it takes in one transaction.
 */

type Room = NonNullable<Awaited<ReturnType<typeof read.rooms.get>>> & { id: string };

/** A booking's rooms, read once (in parallel with its resort or schedule). */
async function fetchRooms(tenant: string, body: CreateBooking): Promise<(Room | null)[]> {
  requireDistinctRooms(body);
  return Promise.all(body.rooms.map((r) => read.rooms.get(tenant, r.room) as Promise<Room | null>));
}

/** What a create copies onto the header besides the request: the trip's vessel, tour and dates. */
type Placement = Pick<BookingItem, 'type' | 'vessel' | 'tour' | 'checkIn' | 'checkOut'>;

/** The rooms a booking holds, planned again on each attempt; `picked`: cabins whose beds were picked from the free ones. */
interface Prepared {
  placement: Placement;
  rooms: Room[];
  hold: () => Promise<HeldRooms>;
  picked: Set<string>;
}

async function resortPlanner(tenant: string, principal: Principal, body: Extract<CreateBooking, { resort: string }>): Promise<Prepared> {
  const nights = validateStay(body);
  const [resort, found] = await Promise.all([read.resorts.get(tenant, body.resort), fetchRooms(tenant, body)]);
  if (!resort) throw new NotFoundError(`resort ${body.resort} does not exist`, 'RESORT_NOT_FOUND');
  requireAsset(principal, { type: 'resort', ref: body.resort });
  const rooms = requireRooms(found, body, { field: 'resort', id: body.resort });
  requireActionLimit(rooms.length * nights.length, 0);
  // No read of the inventory first: the transaction's conditions are the check, and its cancellation reasons name
  // the first taken room-night (the units are in night order), so a stay costs no Query (docs/decisions.md).
  const placement: Placement = { type: 'resort', checkIn: body.checkIn, checkOut: body.checkOut };
  return { placement, rooms, hold: async () => roomsWithoutBeds(body), picked: new Set() };
}

async function tripPlanner(
  tenant: string,
  principal: Principal,
  body: Extract<CreateBooking, { schedule: string }>,
  lead: Promise<Customer | null>,
): Promise<Prepared> {
  const [schedule, found] = await Promise.all([read.schedules.get(tenant, body.schedule), fetchRooms(tenant, body)]);
  if (!schedule) throw new NotFoundError(`schedule ${body.schedule} does not exist`);
  if (schedule.status !== 'active') {
    throw new ValidationError(`Schedule ${body.schedule} is ${schedule.status}, not active`, [{ path: 'body.schedule', message: 'not active' }]);
  }
  requireAsset(principal, { type: 'vessel', ref: schedule.vessel });
  const cabins = requireRooms(found, body, { field: 'vessel', id: schedule.vessel });
  const gender = cabins.some((c) => !c.allowMixedGender) ? bookingGender(cabins, (await lead)?.masterData.gender) : 'u';
  const placement: Placement = { type: 'trip', vessel: schedule.vessel, tour: schedule.tour, checkIn: schedule.from, checkOut: schedule.to };
  const hold = async () => planTripRooms(body.schedule, cabins, body, gender, await scheduleClaims(tenant, body.schedule));
  const picked = new Set(cabins.filter((c, i) => c.allowSharedRoom && !body.rooms[i]?.beds).map((c) => c.id));
  return { placement, rooms: cabins, hold, picked };
}

/** The agency the booking is for: an agency user's own (another answers 403); staff name any existing one. */
function agencyFor(principal: Principal, body: CreateBooking): string | undefined {
  if (!agencyOnly(principal, 'bookings.create')) return body.agency;
  if (!principal.agencyId || (body.agency !== undefined && body.agency !== principal.agencyId)) throw new ForbiddenError();
  return principal.agencyId;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/bookings: checks the request once, prices it, then plans the rooms it holds from a fresh read of the
 * inventory on each attempt of the change primitive; a taken unit answers 409 ROOM_NOT_AVAILABLE naming it.
 */
export function createBookingFor(principal: Principal, body: CreateBooking, online?: OnlineCreate): Promise<BookingItem> {
  return withReadRound(() => create(principal, body, online));
}

/**
 * A guest's online hold (functions/booking/online/hold): a draft whose option ends at the hold's instant (its day is
 * the option date, checked by the hold's own rules, not the staff option's "after today"), on the guest's channel.
 */
export interface OnlineCreate {
  hold: OnlineHold;
  channel: NonNullable<BookingItem['channel']>;
  /**
   * The guests, by the customer ids the body names (made for them, not stored yet): priced as they are, and written
   * with the booking (`also`: a lost race leaves no customers behind, a crash no booking without them).
   */
  persons: Map<string, Customer>;
  /**
   * Lines the guest chose besides the engine's (products sold online, priced as staff's `addProduct` prices them) in
   * the booking's currency: added to the calculation before the write, the milestones moved by them (`withLines`).
   */
  lines?: (currency: string) => Promise<Omit<Line, 'sort'>[]>;
  /** Writes joining the booking's transaction (the guests' customers: they exist exactly when the hold does). */
  also?: TransactItem[];
}

async function create(principal: Principal, body: CreateBooking, online?: OnlineCreate): Promise<BookingItem> {
  const { tenant } = principal;
  const agency = agencyFor(principal, body);
  if (online) {
    if (body.state !== 'draft' || body.optionDate !== holdOptionDate(online.hold)) throw new Error('an online hold is a draft until its hold ends');
  } else requireOption(body, todayIso());
  const leadId = body.customer ?? body.rooms[0]?.customers?.[0]?.customer;
  // One round of reads before the transaction (issue 23): what the later steps read is started now, with the rest.
  const customers = online
    ? []
    : [...new Set([...(body.customer !== undefined ? [body.customer] : []), ...body.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))])];
  primeCreateReads(tenant, { state: body.state, agency, customers, resort: 'resort' in body ? body.resort : undefined });
  primePricing(tenant, 'resort' in body ? { resort: body.resort } : undefined);
  // The references and the master data are read in parallel; their errors answer in this order.
  const lead = leadId === undefined ? Promise.resolve(null) : online ? Promise.resolve(online.persons.get(leadId) ?? null) : read.customers.get(tenant, leadId);
  lead.catch(() => undefined);
  const [refs, persons, planned] = await Promise.allSettled([
    requireRefs(tenant, [
      { repo: read.customers, id: online ? undefined : body.customer, path: 'body.customer', label: 'customer' },
      { repo: read.agencies, id: agency, path: 'body.agency', label: 'agency' },
    ]),
    online ? Promise.resolve(online.persons) : personsOf(tenant, body),
    'resort' in body ? resortPlanner(tenant, principal, body) : tripPlanner(tenant, principal, body, lead),
  ]);
  if (planned.status === 'rejected') throw planned.reason;
  if (refs.status === 'rejected') throw refs.reason;
  if (persons.status === 'rejected') throw persons.reason;
  // A waiting booking holds no inventory (docs/decisions.md, "Booking wizard"): no claims, no beds, no gender items.
  const waiting = body.state === 'waiting';
  const { placement, hold, picked } = planned.value;
  const bookingDate = todayIso();
  const asset = 'resort' in body ? { resort: body.resort } : { schedule: body.schedule };
  const price = await priceBooking(tenant, {
    body,
    placement: { ...placement, ...asset },
    rooms: planned.value.rooms,
    persons: persons.value,
    agency,
    bookingDate,
    ...(online ? { channel: online.channel } : {}),
  });
  const added = online?.lines ? await online.lines(price.currency ?? 'EUR') : [];
  const priced = added.length ? { ...price, ...withAddedLines(price, added) } : price;
  const leadCustomer = await lead;
  const id = `bk-${ulid()}`;
  return createThroughChange(principal, id, async ({ now }) => {
    const held = waiting ? roomsWithoutBeds(body) : await hold();
    return {
      picked: waiting ? new Set() : picked,
      next: {
        id,
        state: body.state,
        ...asset,
        ...placement,
        rooms: withPersons(held, body, waiting),
        noOfPax: held.reduce((sum, r) => sum + r.noOfPax, 0),
        ...(leadId !== undefined ? { customer: leadId } : {}),
        ...(leadCustomer ? { customerName: fullName(leadCustomer) } : {}),
        ...(agency !== undefined ? { agency } : {}),
        ...(principal.userId !== undefined ? { user: principal.userId } : {}),
        ...priced,
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
        ...(online ? { channel: online.channel, online: online.hold } : {}),
        createdAt: now,
        updatedAt: now,
      },
      ...(online?.also?.length ? { extra: online.also } : {}),
    };
  });
}

/** The engine's price with lines added after its own (sorted after them), the milestones moved by their sum. */
function withAddedLines(price: Awaited<ReturnType<typeof priceBooking>>, added: Omit<Line, 'sort'>[]) {
  const engine = price.calculation ?? [];
  const first = nextManualSort(engine);
  return withLines(price, [...engine, ...added.map((l, i) => ({ ...l, sort: first + i }))]);
}

/** GET /api/bookings/{id}: functions/booking/bookings/access.ts. */
export { readBooking } from './access';

/** POST /api/bookings/{id}/cancell: the lifecycle's cancel (functions/booking/bookings/lifecycle/actions.ts), kept here for its callers. */
export { cancelBookingFor } from './lifecycle/actions';
