import * as z from 'zod';
import { ConflictError } from '../../errors';
import { findFirstConflict, resortStayUnits, type Claim, type ClaimOwner } from './claims';
import { validateStay, ZIsoDate } from './stay';

/**
 * Blockers (POST /api/rooms/addBlocker, removeBlocker): a room taken out of sale for a date range, with one of the
 * spec's reasons (spec 2 section 3, "Room blocking reasons", spelled as the spec spells them). A blocker takes
 * inventory like a booking: its nights run from `from` to the night before `to`, and it cannot be placed over a
 * booked or already blocked night.
 */

export const BLOCKER_REASONS = ['Maintanance', 'OutOfOrder', 'Event'] as const;
export const ZBlockerReason = z.enum(BLOCKER_REASONS);
export type BlockerReason = z.infer<typeof ZBlockerReason>;

/** Longest blocker: its room-nights are written in one DynamoDB transaction (at most 100 actions). */
export const MAX_BLOCKER_NIGHTS = 90;

export const ZBlockerRange = z.strictObject({
  room: z.string().min(1).max(100),
  from: ZIsoDate,
  to: ZIsoDate,
});

export const ZAddBlocker = ZBlockerRange.extend({
  reason: ZBlockerReason,
  note: z.string().max(500).optional(),
});
export type AddBlocker = z.infer<typeof ZAddBlocker>;

export interface RoomRef {
  id: string;
  name?: string;
}

/**
 * The claims of a new blocker on a room of a resort. Throws 400 for a bad range and 409 ROOM_NOT_AVAILABLE for the
 * first night already held, naming the booking (or the blocker and its reason) that holds it.
 */
export function planBlocker(resort: string, room: RoomRef, input: AddBlocker, id: string, existing: Claim[]): Claim[] {
  const nights = validateStay({ checkIn: input.from, checkOut: input.to }, MAX_BLOCKER_NIGHTS);
  const units = resortStayUnits(resort, [room.id], nights);
  const conflict = findFirstConflict(units, existing);
  if (conflict) {
    const { owner, unit } = conflict;
    const by = owner.kind === 'booking' ? `booked by booking ${owner.id}` : `blocked (${owner.reason ?? 'blocker'} ${owner.id})`;
    throw new ConflictError(`Room ${room.name ?? room.id} is ${by} on ${unit.night}`, 'ROOM_NOT_AVAILABLE');
  }
  const owner: ClaimOwner = { kind: 'blocker', id, reason: input.reason };
  return units.map((u) => ({ ...u, owner }));
}

/**
 * removeBlocker over a range: the blocker claims of the room on the nights from `from` to the night before `to`
 * (bookings are never touched). The caller deletes exactly these items.
 */
export function blockerClaimsIn(existing: Claim[], resort: string, room: string, from: string, to: string): Claim[] {
  return existing.filter(
    (c) => c.asset === resort && c.unit === room && c.owner.kind === 'blocker' && c.night !== undefined && c.night >= from && c.night < to,
  );
}
