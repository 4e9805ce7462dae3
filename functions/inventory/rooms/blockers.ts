import { ulid } from 'ulid';
import { roomExtraEndpoints as api } from '../../../shared/api/rooms';
import { blockerClaimsIn, MAX_BLOCKER_NIGHTS, planBlocker } from '../../../shared/domain/inventory/blocker';
import type { Claim } from '../../../shared/domain/inventory/claims';
import { validateStay } from '../../../shared/domain/inventory/stay';
import { ConflictError, ValidationError } from '../../../shared/errors';
import { blockerNightDelete, blockerNightPut } from '../../data/blocker-nights';
import { resortClaims } from '../../data/inventory';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { action } from '../../lib/http';
import { requireAssetUpdate, roomOrThrow } from './access';

/**
 * Blockers (ISSUE-12): a resort room out of sale from `from` to the night before `to`. The blocker's room-nights are
 * Puts with attribute_not_exists(pk) in ONE transaction, so a booking racing for the same night wins or loses whole;
 * the read before it only names the booking for a precise 409. removeBlocker deletes blocker items only (condition
 * ownerKind = blocker), never a booking's night.
 */

async function resortRoom(tenant: string, principal: Parameters<typeof requireAssetUpdate>[0], id: string) {
  const { room, asset } = await roomOrThrow(tenant, id);
  if (asset.type !== 'resort') {
    throw new ValidationError(`${room.name} is a cabin: a cabin is sold per schedule and bed, blockers hold resort rooms by the night`, [
      { path: 'body.room', message: 'a cabin, not a resort room' },
    ]);
  }
  requireAssetUpdate(principal, asset);
  return { room, resort: asset.ref };
}

/** Runs the transaction; any cancelled condition means a night was taken meanwhile: 409 ROOM_NOT_AVAILABLE. */
async function writeNights(items: TransactItem[], describe: (index: number) => string): Promise<void> {
  try {
    await transactWrite(items, describe);
  } catch (err) {
    if (err instanceof ConflictError) throw new ConflictError(err.description, 'ROOM_NOT_AVAILABLE');
    throw err;
  }
}

const nightOf = (c: Claim) => c.night ?? '';

/** The range of a blocker (at most 90 nights), its 400 naming the body's fields. */
function checkBlockerRange(from: string, to: string): void {
  try {
    validateStay({ checkIn: from, checkOut: to }, MAX_BLOCKER_NIGHTS);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(
      err.description,
      err.fields.map((f) => ({ ...f, path: f.path === 'checkIn' ? 'body.from' : 'body.to' })),
    );
  }
}

export const blockerActions = [
  action(api.addBlocker, async ({ tenant, principal, body }) => {
    const { room, resort } = await resortRoom(tenant, principal, body.room);
    checkBlockerRange(body.from, body.to);
    const existing = await resortClaims(tenant, resort, body.from, body.to);
    const id = `bl-${ulid()}`;
    const claims = planBlocker(resort, room, body, id, existing);
    const note = body.note ? { note: body.note } : {};
    await writeNights(
      claims.map((c) => blockerNightPut(tenant, c, note)),
      (i) => `Room ${room.name} was taken on ${nightOf(claims[i]!)} meanwhile`,
    );
    return { blocker: id, room: room.id, resort, from: body.from, to: body.to, reason: body.reason, nights: claims.length };
  }),

  action(api.removeBlocker, async ({ tenant, principal, body }) => {
    const { room, resort } = await resortRoom(tenant, principal, body.room);
    checkBlockerRange(body.from, body.to);
    const existing = await resortClaims(tenant, resort, body.from, body.to);
    const released = blockerClaimsIn(existing, resort, room.id, body.from, body.to);
    await writeNights(
      released.map((c) => blockerNightDelete(tenant, c)),
      (i) => `The blocker of room ${room.name} on ${nightOf(released[i]!)} changed meanwhile`,
    );
    return { room: room.id, released: released.length };
  }),
];
