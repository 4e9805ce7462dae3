import { MAX_OPTION_DAYS } from '../../../../shared/api/bookings';
import type { ChangeBooking } from '../../../../shared/api/booking-changes';
import type { Principal } from '../../../../shared/auth/principal';
import { todosFollowingDates } from '../../../../shared/domain/booking/todos';
import { fullName } from '../../../../shared/domain/customer/customer';
import { daysBetween, validateStay } from '../../../../shared/domain/inventory/stay';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { read } from '../../../data/readers';
import { todoRules } from '../../../data/todos';
import { reprice } from '../../calculation/reprice';
import { requireAssetRef } from '../../../lib/asset-limit';
import { applyBookingChange, refused, type PlannedChange } from './apply';
import { placeOnSchedule, requireResortRoom } from './placement';

/**
 * POST /api/bookings/{id}/change (issue 29, docs/decisions.md "Booking changes"): the header fields in ONE change
 * through applyBookingChange, so the state machine decides (`change`: an open booking, not once checked out), the new
 * nights or beds are taken in the same transaction as the header (the primitive derives take and release from the
 * two headers: never overbooked, a taken unit answers 409 ROOM_NOT_AVAILABLE and nothing changes), the previous
 * version becomes a history item, and the price is figured again by THE engine where the dates or the asset change
 * (functions/booking/calculation/reprice.ts, as the rebook does). A stale `version` answers 409 VERSION_CONFLICT.
 */

const bad = (path: string, message: string, description = message) => new ValidationError(description, [{ path, message }]);

/** A line the price definitions made: the booking was priced by the engine (as the rebook asks). */
const pricedByEngine = (b: Partial<BookingItem>) => (b.calculation ?? []).some((l) => l.source?.kind === 'entry' || l.source?.kind === 'base');

const today = () => new Date().toISOString().slice(0, 10);

/** The text fields: null or '' clears, a text sets; absent keeps. */
function textField(value: string | null | undefined, was: string | undefined): { set: boolean; value: string | undefined } {
  if (value === undefined) return { set: false, value: was };
  const v = value === null || value.trim() === '' ? undefined : value.trim();
  return { set: v !== was, value: v };
}

/** Plans the header change against the header this attempt read (called again after a lost race). */
export async function planChange(principal: Principal, b: BookingItem, body: ChangeBooking, tenant: string): Promise<PlannedChange> {
  if (body.version !== undefined && body.version !== b.version) {
    throw new ConflictError(
      `Booking ${b.bookingNo} is at version ${b.version}, the change was made on version ${body.version}: reload it and change again`,
      'VERSION_CONFLICT',
    );
  }
  const next: Partial<BookingItem> = {};
  let picked: Set<string> | undefined;
  const trip = b.schedule !== undefined;
  const locked = b.rooms.find((r) => r.locked);

  // Where: a stay's dates and resort, or a trip's schedule.
  const datesAsked = body.checkIn !== undefined || body.checkOut !== undefined;
  if (trip && (datesAsked || body.resort !== undefined)) throw refused(b, 'change', 'a trip takes its dates from its schedule: change its schedule');
  if (!trip && body.schedule !== undefined) throw refused(b, 'change', 'a stay changes its dates or resort, not a schedule');
  const stay = { checkIn: body.checkIn ?? (b.checkIn as string), checkOut: body.checkOut ?? (b.checkOut as string) };
  const datesChange = !trip && datesAsked && (stay.checkIn !== b.checkIn || stay.checkOut !== b.checkOut);
  const resortChange = !trip && body.resort !== undefined && body.resort !== b.resort;
  const scheduleChange = trip && body.schedule !== undefined && body.schedule !== b.schedule;
  if ((datesChange || resortChange || scheduleChange) && locked) throw refused(b, 'change', `room ${locked.room} is locked`);
  if (datesChange) {
    validateStay(stay);
    Object.assign(next, stay);
  }
  if (resortChange) {
    const resort = body.resort as string;
    if (!(await read.resorts.get(tenant, resort))) throw new NotFoundError(`resort ${resort} does not exist`);
    requireAssetRef(principal, { type: 'resort', ref: resort });
    const map = new Map((body.rooms ?? []).map((r) => [r.from, r.to]));
    const unmapped = b.rooms.find((r) => !map.has(r.room));
    if (unmapped) throw bad('body.rooms', `room ${unmapped.room} needs a room of the new resort`);
    const targets = b.rooms.map((r) => map.get(r.room) as string);
    if (new Set(targets).size !== targets.length) throw bad('body.rooms', 'two rooms map to the same room');
    await Promise.all(targets.map((to) => requireResortRoom(tenant, { ...b, resort }, to)));
    next.resort = resort;
    next.rooms = b.rooms.map((r, i) => ({ ...r, room: targets[i] as string }));
  }
  if (scheduleChange) {
    const placed = await placeOnSchedule(
      tenant,
      b,
      body.schedule as string,
      b.rooms.map((r) => ({ ...r, beds: undefined })),
    );
    requireAssetRef(principal, { type: 'vessel', ref: placed.header.vessel });
    Object.assign(next, { schedule: body.schedule, rooms: placed.rooms, ...placed.header });
    picked = placed.picked;
  }

  // Who and the booking's facts.
  if (body.customer !== undefined && body.customer !== b.customer) {
    const customer = await read.customers.get(tenant, body.customer);
    if (!customer) throw bad('body.customer', 'unknown customer', `customer ${body.customer} does not exist`);
    next.customer = body.customer;
    next.customerName = fullName(customer);
  }
  for (const key of ['source', 'category'] as const) {
    const f = textField(body[key], b[key]);
    if (f.set) next[key] = f.value;
  }
  if (body.language !== undefined && body.language !== b.language) next.language = body.language;
  if (body.optionDate !== undefined && body.optionDate !== b.optionDate) {
    if (b.state !== 'draft') throw refused(b, 'change', 'only an option (draft) has an option date');
    if (body.optionDate <= today()) throw bad('body.optionDate', 'The optionDate is after today');
    if (daysBetween(today(), body.optionDate) > MAX_OPTION_DAYS) throw bad('body.optionDate', `The optionDate is at most ${MAX_OPTION_DAYS} days ahead`);
    next.optionDate = body.optionDate;
  }
  if (!Object.keys(next).length) return { next: {}, unchanged: true };

  // The price of the new nights or asset, by the engine (hand-made and product lines stay).
  if (datesChange || resortChange || scheduleChange) {
    const moved = { ...b, ...next } as BookingItem;
    const priced = await reprice(tenant, moved, b);
    if (pricedByEngine(b) && !pricedByEngine(priced)) throw refused(b, 'change', 'no price definition prices the new dates or asset: add a price for it first');
    Object.assign(next, priced);
    // The todos of the rules follow the new dates (manual ones keep theirs); applyBookingChange sets the flags and
    // moves their index items (the due day is in their key).
    if (b.todo?.some((t) => t.definition !== undefined)) {
      const todo = todosFollowingDates(b.todo, await todoRules(tenant), { ...b, ...next } as BookingItem, new Date().toISOString());
      if (todo !== b.todo) next.todo = todo;
    }
  }
  return { next, ...(picked ? { picked } : {}) };
}

export const changeBooking = (principal: Principal, id: string, body: ChangeBooking) =>
  applyBookingChange(principal, id, 'change', (b, ctx) => planChange(principal, b, body, ctx.tenant));
