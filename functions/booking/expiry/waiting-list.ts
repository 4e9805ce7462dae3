import { bookingUnits } from '../../../shared/domain/booking/claims';
import { holdsInventory } from '../../../shared/domain/booking/lifecycle';
import { unitKey } from '../../../shared/domain/inventory/claims';
import { ConflictError } from '../../../shared/errors';
import { placeOnSchedule } from '../bookings/lifecycle/placement';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { resortClaims } from '../../data/inventory';
import { bookingVersion, markOffered, waitingBookingIds } from '../../data/waiting-list';
import { OFFERED_TODO_TEXT, offeredTodo, todoFlags } from '../../../shared/domain/booking/todos';
import { ownerMail } from './notify';
import { projectBookingChange } from '../bookings/projections';

/**
 * The waiting list (docs/decisions.md, "Option expiry and waiting list"): when a change released inventory, the
 * oldest waiting booking of that asset whose rooms (stay) or beds (trip) are all free now is offered: `offeredAt`
 * is set on it and its owner is told, in one transaction. Confirming it is the lifecycle's `store`.
 */

/** The header before its latest change (its history item), or undefined for a first version. */
async function previousOf(tenant: string, b: BookingItem): Promise<BookingItem | undefined> {
  if (b.version < 2) return undefined;
  return bookingVersion(tenant, b.id, b.version - 1);
}

/** Waiting bookings on an asset that end today or later, oldest first, not offered yet. */
async function waitingOn(tenant: string, asset: string, today: string): Promise<BookingItem[]> {
  const ids = await waitingBookingIds(tenant, asset, today);
  const fresh = await Promise.all(ids.map((id) => getBooking(tenant, id)));
  return fresh
    .filter((b): b is BookingItem => b?.state === 'waiting' && b.offeredAt === undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.bookingNo - b.bookingNo);
}

const overlaps = (a: BookingItem, b: BookingItem) =>
  a.checkIn !== undefined &&
  a.checkOut !== undefined &&
  b.checkIn !== undefined &&
  b.checkOut !== undefined &&
  a.checkIn < b.checkOut &&
  b.checkIn < a.checkOut;

/** Whether everything the waiting booking asks for is free now (a stay's room-nights; enough beds in its cabins). */
async function fitsNow(tenant: string, w: BookingItem): Promise<boolean> {
  if (w.schedule !== undefined) {
    try {
      await placeOnSchedule(
        tenant,
        w,
        w.schedule,
        w.rooms.map((r) => ({ ...r, beds: undefined })),
      );
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }
  if (w.resort === undefined || w.checkIn === undefined || w.checkOut === undefined) return false;
  const held = new Set((await resortClaims(tenant, w.resort, w.checkIn, w.checkOut)).map(unitKey));
  return bookingUnits({ ...w, state: 'confirmed' }).every((u) => !held.has(unitKey(u)));
}

/** Marks the booking offered (only if still waiting, unoffered and unchanged) and requests the owner's mail, in one transaction. */
async function offer(tenant: string, w: BookingItem, now: string): Promise<boolean> {
  const mail = await ownerMail(tenant, { ...w, offeredAt: now }, 'offered');
  // The owner's todo "can be confirmed now" (predefined; docs/decisions.md, "Todos") with its read models (projections).
  const todo = [...(w.todo ?? []).filter((t) => t.predefined !== 'offered'), offeredTodo(now, OFFERED_TODO_TEXT)];
  const offered: BookingItem = { ...w, offeredAt: now, todo, ...todoFlags(todo, now.slice(0, 10)) };
  return markOffered(tenant, w, offered, [...(mail ?? []), ...projectBookingChange({ tenant, before: w, after: offered, action: 'offer' })]);
}

/**
 * After booking `bookingId` changed or was cancelled: if its latest change released units, offer the first waiting
 * booking of the released asset that fits now. Answers the offered booking's id, if any.
 */
export async function offerFreedInventory(tenant: string, bookingId: string, now = new Date()): Promise<string | undefined> {
  const current = await getBooking(tenant, bookingId);
  if (!current) return undefined;
  const before = await previousOf(tenant, current);
  if (!before) return undefined;
  const holds = (b: BookingItem) => (holdsInventory(b.state) ? bookingUnits(b) : []);
  const kept = new Set(holds(current).map(unitKey));
  const released = holds(before).filter((u) => !kept.has(unitKey(u)));
  if (!released.length) return undefined;
  const asset = before.schedule !== undefined ? before.vessel : before.resort;
  if (asset === undefined) return undefined;
  const today = now.toISOString().slice(0, 10);
  for (const w of await waitingOn(tenant, asset, today)) {
    const touches = before.schedule !== undefined ? w.schedule === before.schedule : overlaps(w, before);
    if (w.id === current.id || !touches || !(await fitsNow(tenant, w))) continue;
    if (await offer(tenant, w, now.toISOString())) return w.id;
  }
  return undefined;
}
