import { BookingCancelled, BookingChanged } from '../../../events/booking-events';
import { ERROR_MESSAGES } from '../../../shared/api/errors';
import type { Principal } from '../../../shared/auth/principal';
import { bookingUnits } from '../../../shared/domain/booking/claims';
import { guard, holdsInventory, transition, type BookingAction } from '../../../shared/domain/booking/lifecycle';
import { notAvailable, unitKey, type Claim } from '../../../shared/domain/inventory/claims';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { rooms } from '../../data/assets';
import {
  changeActionCount,
  commitBookingChange,
  readCabinGender,
  readCounter,
  type CounterUse,
  type GenderChange,
} from '../../data/booking-changes';
import { eventOf, getBooking } from '../../data/bookings';
import { RESERVATIONNO_SK, type BookingItem } from '../../data/entities/booking';
import { outboxPut } from '../../data/outbox';
import { backoff, MAX_ACTIONS, MAX_ATTEMPTS, requireAccess } from '../access';

/**
 * The use case over THE change primitive (functions/data/booking-changes.ts): read the header, ask the state machine,
 * let the action plan the next header, derive from the two headers what to take and release (so the inventory is
 * always what the holding bookings hold), and write it all in one transaction; a lost race plans again.
 */

export interface ChangeContext {
  tenant: string;
  principal: Principal;
  now: string;
}

/** What an action plans: the header fields it changes; `picked`: cabins whose beds were picked from the free ones. */
export interface PlannedChange {
  next: Partial<BookingItem>;
  /** Nothing to change (the booking already is where the action puts it): answered as it is, nothing written. */
  unchanged?: boolean;
  picked?: Set<string>;
}

export type ChangePlanner = (current: BookingItem, ctx: ChangeContext) => Promise<PlannedChange> | PlannedChange;

/** 409 BOOKING_STATE_CONFLICT naming the booking, its state and the action (nothing is written). */
export function refused(b: BookingItem, action: BookingAction, why: string): ConflictError {
  return new ConflictError(`Booking ${b.bookingNo} is ${b.state}: ${action} is refused (${why})`, ERROR_MESSAGES.bookingStateConflict);
}

/** The header without the fields an action unset (DynamoDB stores no undefined). */
function defined(b: BookingItem): BookingItem {
  const strip = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return { ...strip(b), rooms: b.rooms.map(strip) };
}

/** The units a header holds, by unit key, with the booking as owner. */
function holding(b: BookingItem): Map<string, Claim> {
  if (!holdsInventory(b.state)) return new Map();
  const owner = { kind: 'booking' as const, id: b.id };
  return new Map(bookingUnits(b).map((u) => [unitKey(u), { ...u, owner }]));
}

/** Beds counted on each non-mixed cabin's gender item by a holding header: `schedule|cabin` → gender and beds. */
function genderHolding(b: BookingItem): Map<string, { gender: 'm' | 'f'; beds: number }> {
  const out = new Map<string, { gender: 'm' | 'f'; beds: number }>();
  if (!holdsInventory(b.state) || b.schedule === undefined) return out;
  for (const r of b.rooms) if (r.gender) out.set(`${b.schedule}|${r.room}`, { gender: r.gender, beds: r.beds?.length ?? 0 });
  return out;
}

/** The net gender item writes of a change, read fresh; 409 when a cabin is held by the other gender. */
async function genderChanges(tenant: string, current: BookingItem, next: BookingItem): Promise<GenderChange[]> {
  const before = genderHolding(current);
  const after = genderHolding(next);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const changes = await Promise.all(
    keys.map(async (key): Promise<GenderChange | undefined> => {
      const released = before.get(key)?.beds ?? 0;
      const taken = after.get(key);
      if (released === (taken?.beds ?? 0) && (released === 0 || before.get(key)?.gender === taken?.gender)) return undefined;
      const [schedule, cabin] = key.split('|') as [string, string];
      const read = await readCabinGender(tenant, schedule, cabin);
      const others = (read?.holders ?? 0) - released;
      if (taken && read && others > 0 && read.gender !== taken.gender) {
        const name = (await rooms.get(tenant, cabin))?.name ?? cabin;
        throw new ConflictError(`Cabin ${name} is taken by guests of the other gender`, ERROR_MESSAGES.roomNotAvailable);
      }
      return { schedule, cabin, read, holders: others + (taken?.beds ?? 0), gender: taken?.gender ?? read?.gender ?? 'm' };
    }),
  );
  return changes.filter((c): c is GenderChange => c !== undefined);
}

/**
 * Applies a lifecycle action to booking `id`: 404 for an unknown booking, 403 without access, 409
 * BOOKING_STATE_CONFLICT when the state machine refuses, 409 ROOM_NOT_AVAILABLE naming the room and night (or bed)
 * when a unit to take is held, 400 beyond 100 writes; a version conflict re-reads and plans again (MAX_ATTEMPTS).
 */
export async function applyBookingChange(principal: Principal, id: string, action: BookingAction, plan: ChangePlanner): Promise<BookingItem> {
  const { tenant } = principal;
  for (let attempt = 1; ; attempt++) {
    const current = await getBooking(tenant, id);
    if (!current) throw new NotFoundError(`booking ${id} does not exist`);
    await requireAccess(principal, current, 'bookings.update');
    // Cancelling a cancelled booking answers it unchanged (repeatable since the booking core).
    if (action === 'cancel' && current.state === 'aborted') return current;
    const step = transition(current.state, action, current.previousState);
    if (!step.ok) throw refused(current, action, step.reason);
    const why = guard(current, action);
    if (why) throw refused(current, action, why);
    const now = new Date().toISOString();
    const planned = await plan(current, { tenant, principal, now });
    if (planned.unchanged) return current;
    const next: BookingItem = defined({
      ...current,
      ...planned.next,
      state: step.to,
      version: current.version + 1,
      updatedAt: now,
      lastAction: action,
      ...(principal.userId !== undefined ? { updatedBy: principal.userId } : {}),
    });
    const counters: CounterUse[] = [];
    if (next.state === 'confirmed' && next.reservationNo === undefined) {
      const read = await readCounter(tenant, RESERVATIONNO_SK);
      next.reservationNo = (read ?? 0) + 1;
      next.reservationDate = now;
      counters.push({ sk: RESERVATIONNO_SK, read, next: next.reservationNo });
    }
    const before = holding(current);
    const after = holding(next);
    const take = [...after].filter(([k]) => !before.has(k)).map(([, c]) => c);
    const release = [...before].filter(([k]) => !after.has(k)).map(([, c]) => c);
    const genders = await genderChanges(tenant, current, next);
    const count = changeActionCount({ take, release, genders, counters, created: [] });
    if (count > MAX_ACTIONS) {
      throw new ValidationError(`The change needs ${count} writes; one change holds at most ${MAX_ACTIONS}: split the booking first`, [
        { path: 'body', message: 'too many room-nights or beds for one change' },
      ]);
    }
    const payload = { ...eventOf(next), action, from: current.state, to: next.state, version: next.version };
    const event = action === 'cancel' ? outboxPut(tenant, BookingCancelled, eventOf(next), new Date(now)) : outboxPut(tenant, BookingChanged, payload, new Date(now));
    const outcome = await commitBookingChange(tenant, { current, next, take, release, genders, counters, created: [], event });
    if (outcome.ok) return next;
    if ('taken' in outcome && !(planned.picked?.has(outcome.taken.unit) && attempt < MAX_ATTEMPTS)) {
      // Held by another booking (or blocker); if the header changed meanwhile the next read tells.
      const fresh = await getBooking(tenant, id);
      if (!fresh || fresh.version === current.version) {
        throw notAvailable({ unit: outcome.taken, owner: outcome.taken.owner }, (await rooms.get(tenant, outcome.taken.unit))?.name);
      }
    }
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError(`Too many changes to booking ${id} at the same time; try again`);
    await backoff(attempt);
  }
}
