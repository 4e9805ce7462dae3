import { ConflictError, ValidationError } from '../../errors';

/**
 * What a booking or a blocker claims of the inventory (ISSUE-12): one unit per resort room per night, one per
 * vessel cabin bed per schedule. Each unit has exactly one owner; the data layer writes one item per unit with
 * an `attribute_not_exists` condition, and these functions are the same rule over plain data.
 */

export type OwnerKind = 'booking' | 'blocker';

export interface ClaimOwner {
  kind: OwnerKind;
  id: string;
  /** A blocker's reason (Maintanance, OutOfOrder, Event). */
  reason?: string;
}

/** Customer genders (customer.ts: u = unknown, m, f). */
export type Gender = 'u' | 'm' | 'f';

/** One unit of inventory: a resort room on a night (`night`) or a cabin bed on a schedule (`bed`). */
export interface InventoryUnit {
  /** The resort id, or the schedule id of a trip. */
  asset: string;
  /** The room or cabin id. */
  unit: string;
  night?: string;
  bed?: string;
}

/** A unit with its owner, as an inventory item holds it. */
export interface Claim extends InventoryUnit {
  owner: ClaimOwner;
  /** The guest's gender on a cabin bed (for cabins that do not allow mixed genders). */
  gender?: Gender;
}

/** The cabin fields the bed rules read (the room schema has them under these names). */
export interface CabinForClaims {
  id: string;
  name?: string;
  availableBeds: number;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
  beds: { internalId: string; active: boolean }[];
}

export interface CabinRequest {
  noOfPax: number;
  /** Beds chosen by internalId; without them the first free active beds are assigned. */
  beds?: string[];
  /** Gender per guest, in bed order. */
  genders?: Gender[];
}

/** A cabin bed to claim, with the guest's gender when known. */
export type BedUnit = InventoryUnit & { gender?: Gender };

export interface Conflict {
  unit: InventoryUnit;
  owner: ClaimOwner;
}

/** The identity of a unit: two claims with the same key can never both exist. */
export function unitKey(u: InventoryUnit): string {
  return u.night !== undefined ? `${u.asset}|N|${u.night}|${u.unit}` : `${u.asset}|B|${u.unit}|${u.bed ?? ''}`;
}

/** The units of a resort stay: every room on every night, night by night (so the first conflict is the first taken night). */
export function resortStayUnits(resort: string, rooms: string[], nights: string[]): InventoryUnit[] {
  if (new Set(rooms).size !== rooms.length) throw new ValidationError('A room is listed twice', [{ path: 'rooms', message: 'duplicate room' }]);
  return nights.flatMap((night) => rooms.map((unit) => ({ asset: resort, unit, night })));
}

/** The sellable beds of a cabin: its active beds; a cabin without a bed list has beds "1" to availableBeds. */
export function cabinBedIds(cabin: CabinForClaims): string[] {
  if (cabin.beds.length === 0) return Array.from({ length: Math.max(0, cabin.availableBeds) }, (_, i) => String(i + 1));
  return cabin.beds.filter((b) => b.active).map((b) => b.internalId);
}

/**
 * The units a party takes in a cabin of a schedule. A cabin that is not shared (allowSharedRoom false) is taken
 * whole; a shared cabin sells by bed, the chosen beds or else the first free active ones. Where mixed genders are
 * not allowed, a guest is refused once another party of the other gender holds a bed of the cabin. Throws 400 for
 * a request the cabin cannot hold, 409 ROOM_NOT_AVAILABLE when the beds are taken.
 */
export function tripCabinUnits(schedule: string, cabin: CabinForClaims, request: CabinRequest, existing: Claim[]): BedUnit[] {
  const bedIds = cabinBedIds(cabin);
  const label = cabinLabel(cabin);
  if (!Number.isInteger(request.noOfPax) || request.noOfPax < 1 || request.noOfPax > bedIds.length) {
    throw new ValidationError(`Cabin ${label} has ${bedIds.length} beds`, [{ path: 'noOfPax', message: `between 1 and ${bedIds.length}` }]);
  }
  const chosen = request.beds;
  if (chosen && (chosen.length !== request.noOfPax || new Set(chosen).size !== chosen.length || chosen.some((b) => !bedIds.includes(b)))) {
    throw new ValidationError(`Beds of cabin ${label} must be ${request.noOfPax} distinct active beds`, [{ path: 'beds', message: 'unknown or repeated bed' }]);
  }
  const inCabin = existing.filter((c) => c.asset === schedule && c.unit === cabin.id && c.bed !== undefined);
  const takenBy = new Map(inCabin.map((c) => [c.bed as string, c]));
  const genders = request.genders ?? [];

  if (!cabin.allowMixedGender) {
    const wanted = new Set(genders.filter((g) => g !== 'u'));
    const other = inCabin.find((c) => c.gender && c.gender !== 'u' && [...wanted].some((g) => g !== c.gender));
    if (other) throw notAvailable({ unit: other, owner: other.owner }, cabin.name, 'is taken by guests of the other gender');
  }

  let beds: string[];
  if (!cabin.allowSharedRoom) beds = bedIds;
  else if (chosen) beds = chosen;
  else {
    const free = bedIds.filter((b) => !takenBy.has(b));
    if (free.length < request.noOfPax) {
      throw new ConflictError(`Cabin ${label} has ${free.length} free beds, not ${request.noOfPax}`, 'ROOM_NOT_AVAILABLE');
    }
    beds = free.slice(0, request.noOfPax);
  }
  const units = beds.map((bed) => ({ asset: schedule, unit: cabin.id, bed }));
  const conflict = findFirstConflict(units, inCabin);
  if (conflict) throw notAvailable(conflict, cabin.name);
  return units.map((u, i) => (genders[i] ? { ...u, gender: genders[i] } : u));
}

/** The first wanted unit that an existing claim holds, in the order of `wanted`. */
export function findFirstConflict(wanted: InventoryUnit[], existing: Claim[]): Conflict | undefined {
  const held = new Map(existing.map((c) => [unitKey(c), c.owner]));
  for (const unit of wanted) {
    const owner = held.get(unitKey(unit));
    if (owner) return { unit, owner };
  }
  return undefined;
}

function cabinLabel(cabin: { id: string; name?: string }): string {
  return cabin.name ?? cabin.id;
}

/** 409 ROOM_NOT_AVAILABLE naming the room and its first taken night (or the cabin and bed). */
export function notAvailable(conflict: Conflict, name?: string, why = 'is not available'): ConflictError {
  const { unit } = conflict;
  const what = unit.night !== undefined ? `Room ${name ?? unit.unit} ${why} on ${unit.night}` : `Cabin ${name ?? unit.unit} bed ${unit.bed} ${why}`;
  return new ConflictError(what, 'ROOM_NOT_AVAILABLE');
}

/** The units as claims of one owner. */
export function claimUnits<U extends InventoryUnit>(units: U[], owner: ClaimOwner): (U & { owner: ClaimOwner })[] {
  return units.map((u) => ({ ...u, owner }));
}

/**
 * Adds an owner's units to the claims, all or nothing: the in-memory twin of the conditioned transaction.
 * Throws 409 ROOM_NOT_AVAILABLE for the first taken unit (or a unit listed twice).
 */
export function acceptClaims(existing: Claim[], units: BedUnit[], owner: ClaimOwner, names: Record<string, string> = {}): Claim[] {
  const conflict = findFirstConflict(units, existing);
  if (conflict) throw notAvailable(conflict, names[conflict.unit.unit]);
  const keys = new Set(units.map(unitKey));
  if (keys.size !== units.length) throw new ValidationError('A unit is claimed twice', [{ path: 'rooms', message: 'duplicate' }]);
  return [...existing, ...claimUnits(units, owner)];
}

/** The claims without those of one owner: cancelling a booking or removing a blocker. */
export function releaseOwner(existing: Claim[], ownerId: string): Claim[] {
  return existing.filter((c) => c.owner.id !== ownerId);
}
