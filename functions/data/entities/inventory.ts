import * as z from 'zod';
import type { Claim, Gender, OwnerKind } from '../../../shared/domain/inventory/claims';
import { addDays } from '../../../shared/calendar-date';
import { listPk } from '../keys';
import { bookingAssetPk } from './booking';
import { itemCodec, type EntityModel } from './entity';

/**
 * Inventory items (ISSUE-12): one per resort room per night and one per cabin bed per schedule, each naming its
 * owner (a booking or a blocker). Whatever takes inventory puts its items with `attribute_not_exists(pk)` in the
 * same TransactWriteItems as itself; whatever releases it deletes them in the same transaction as the state change.
 */
export const ROOMNIGHT = 'ROOMNIGHT';
export const CABINBED = 'CABINBED';
export const CABINGENDER = 'CABINGENDER';
export const ROOMSVERSION = 'ROOMSVERSION';

/** A resort's inventory partition: pk `T#<tenant>#RESORTINV#<resortId>`. */
export const resortInventoryPk = (tenant: string, resortId: string) => listPk(tenant, `RESORTINV#${resortId}`);
/** A schedule's inventory partition: pk `T#<tenant>#SCHEDINV#<scheduleId>`. */
export const scheduleInventoryPk = (tenant: string, scheduleId: string) => listPk(tenant, `SCHEDINV#${scheduleId}`);

/** Sort key of a room-night: the night first, so a date range of the whole resort is one Query. */
export const roomNightSk = (night: string, roomId: string) => `NIGHT#${night}#ROOM#${roomId}`;
export const roomNightKey = (tenant: string, resortId: string, night: string, roomId: string) => ({
  pk: resortInventoryPk(tenant, resortId),
  sk: roomNightSk(night, roomId),
});
export const cabinBedSk = (cabinId: string, bedId: string) => `CABIN#${cabinId}#BED#${bedId}`;
export const cabinBedKey = (tenant: string, scheduleId: string, cabinId: string, bedId: string) => ({
  pk: scheduleInventoryPk(tenant, scheduleId),
  sk: cabinBedSk(cabinId, bedId),
});
/**
 * The gender a non-mixed cabin is sold to on a schedule. Written (first bed) or condition-checked (`gender = :g`,
 * further beds) in the same transaction as the bed items, so of two parties of the other gender racing for the
 * same cabin only one can win; deleted with the cabin's last bed. Its own `GENDER#` prefix keeps it apart from
 * the bed keys (docs/decisions.md, "Data").
 */
export const cabinGenderSk = (cabinId: string) => `GENDER#${cabinId}`;
export const cabinGenderKey = (tenant: string, scheduleId: string, cabinId: string) => ({
  pk: scheduleInventoryPk(tenant, scheduleId),
  sk: cabinGenderSk(cabinId),
});

/**
 * The sort-key bounds of the nights `from` up to the night before `to` (the meaning of every range, stay.ts):
 * `sk BETWEEN :from AND :to`. The upper bound `NIGHT#<to>` sorts before every item of night `to` (`#` follows it)
 * and no item has exactly that key. Undefined when the range holds no night.
 */
export function resortNightRange(tenant: string, resortId: string, from: string, to: string) {
  if (to <= from) return undefined;
  return { pk: resortInventoryPk(tenant, resortId), from: `NIGHT#${from}`, to: `NIGHT#${to}` };
}

const ZOwnerKind = z.enum(['booking', 'blocker'] satisfies OwnerKind[]);
const ZGender = z.enum(['u', 'm', 'f'] satisfies Gender[]);

export const ZInventoryItem = z.object({
  ownerKind: ZOwnerKind,
  ownerId: z.string().min(1),
  /** A blocker's reason (Maintanance, OutOfOrder, Event). */
  reason: z.string().optional(),
  /** The guest's gender (cabin beds). */
  gender: ZGender.optional(),
});
export const ZCabinGenderItem = z.object({
  gender: z.enum(['m', 'f']),
  /**
   * Beds of the cabin held by guests of this gender: added in the taking transaction (condition gender = :g),
   * subtracted by the releasing one (condition holders = :read); the item is deleted with its last holder.
   */
  holders: z.number().int().min(1).default(1),
});

/**
 * How often the rooms of a resort or the cabins of a vessel changed: pk `T#<tenant>#ASSETROOMS#<assetId>`, sk
 * `VERSION`. Every room write adds 1 in its own transaction (the rooms repository's derived item, and bulk loads
 * once per asset), so a reader that cached the rooms at version v may use them while the item still says v.
 */
export const assetRoomsVersionKey = (tenant: string, asset: string) => ({ pk: listPk(tenant, `ASSETROOMS#${asset}`), sk: 'VERSION' });
export const ZRoomsVersionItem = z.object({ version: z.number().int().min(0) });
export const roomsVersionItem = itemCodec(ROOMSVERSION, ZRoomsVersionItem);

export const roomNightItem = itemCodec(ROOMNIGHT, ZInventoryItem);
export const cabinBedItem = itemCodec(CABINBED, ZInventoryItem);
export const cabinGenderItem = itemCodec(CABINGENDER, ZCabinGenderItem);

/** The key of a claim's item: a room-night for a claim with `night`, a cabin bed for one with `bed`. */
export function claimKey(tenant: string, claim: Pick<Claim, 'asset' | 'unit' | 'night' | 'bed'>): { pk: string; sk: string } {
  if (claim.night !== undefined) return roomNightKey(tenant, claim.asset, claim.night, claim.unit);
  if (claim.bed !== undefined) return cabinBedKey(tenant, claim.asset, claim.unit, claim.bed);
  throw new Error('A claim has a night or a bed');
}

/** The item of a claim, ready for a conditioned Put. */
export function claimItem(tenant: string, claim: Claim): Record<string, unknown> {
  const value = {
    ownerKind: claim.owner.kind,
    ownerId: claim.owner.id,
    ...(claim.owner.reason !== undefined ? { reason: claim.owner.reason } : {}),
    ...(claim.gender !== undefined ? { gender: claim.gender } : {}),
  };
  return { ...(claim.night !== undefined ? roomNightItem : cabinBedItem).toItem(claimKey(tenant, claim), value), ...blockerCalendarKeys(tenant, claim) };
}

/**
 * A blocker's room-night is also in the calendars' index beside the resort's bookings (gsi2 `BOOKINGAT#<resort>`,
 * `<day after the night>#<blockerId>#<room>`, with the night as `checkIn`), so a calendar reads an asset's
 * bookings and blockers in ONE Query (docs/decisions.md, "Booking calendars"). Booking nights are not: the
 * booking's header stands for them.
 */
function blockerCalendarKeys(tenant: string, claim: Claim): Record<string, string> {
  if (claim.owner.kind !== 'blocker' || claim.night === undefined) return {};
  return { gsi2pk: bookingAssetPk(tenant, claim.asset), gsi2sk: `${addDays(claim.night, 1)}#${claim.owner.id}#${claim.unit}`, checkIn: claim.night };
}

const ROOM_NIGHT = /^T#[^#]+#RESORTINV#([^#]+)$/;
const NIGHT_SK = /^NIGHT#(\d{4}-\d{2}-\d{2})#ROOM#(.+)$/;
const SCHED = /^T#[^#]+#SCHEDINV#([^#]+)$/;
const BED_SK = /^CABIN#([^#]+)#BED#(.+)$/;

/** The claim an inventory item holds (room-night or cabin bed); throws for any other item. */
export function claimFromItem(item: Record<string, unknown>): Claim {
  const pk = String(item.pk);
  const sk = String(item.sk);
  const [, resort] = ROOM_NIGHT.exec(pk) ?? [];
  const [, night, room] = NIGHT_SK.exec(sk) ?? [];
  if (resort && night && room && item.entityType === ROOMNIGHT) {
    const v = roomNightItem.fromItem(item);
    return { asset: resort, unit: room, night, owner: ownerOf(v) };
  }
  const [, schedule] = SCHED.exec(pk) ?? [];
  const [, cabin, bed] = BED_SK.exec(sk) ?? [];
  if (schedule && cabin && bed && item.entityType === CABINBED) {
    const v = cabinBedItem.fromItem(item);
    return { asset: schedule, unit: cabin, bed, owner: ownerOf(v), ...(v.gender !== undefined ? { gender: v.gender } : {}) };
  }
  throw new Error(`Not an inventory item: ${pk} ${sk}`);
}

function ownerOf(v: z.output<typeof ZInventoryItem>): Claim['owner'] {
  return { kind: v.ownerKind, id: v.ownerId, ...(v.reason !== undefined ? { reason: v.reason } : {}) };
}

export const inventoryModels: EntityModel[] = [
  {
    module: 'inventory',
    entityType: ROOMSVERSION,
    description:
      'How often the rooms or room types of a resort or vessel changed (version): the key of the availability reads’ rooms cache and of the create’s room-type names.',
    keys: { table: { pk: 'T#<tenant>#ASSETROOMS#<assetId>', sk: 'VERSION' } },
    access: [
      'room and room type create, update, delete: Update ADD version 1 in the same transaction (derived item of their repositories); bulk loads: once per asset after the load',
      'availability, booking create: in the request’s one BatchGetItem (strongly consistent); the cached rooms and names are used while the version is unchanged',
    ],
  },
  {
    module: 'inventory',
    entityType: ROOMNIGHT,
    description: 'A resort room on one night, held by a booking or a blocker (ownerKind, ownerId, reason).',
    // A blocker's night also carries the calendars' index keys of its resort: modelled with the booking (one
    // module per index partition), see BOOKING's gsi2.
    keys: { table: { pk: 'T#<tenant>#RESORTINV#<resortId>', sk: 'NIGHT#<YYYY-MM-DD>#ROOM#<roomId>' } },
    access: [
      "a resort's availability over from..to: ONE Query pk, sk BETWEEN NIGHT#<from> AND NIGHT#<to> (nights from up to the night before to)",
      "a calendar: a blocker's nights come with the resort's bookings in the calendars' index (BOOKING gsi2: a bounded gsi2sk range, filtered checkIn < <to>)",
      'take: Put with attribute_not_exists(pk) in the owner’s transaction; release: Delete with ownerId = :id in the same transaction as the state change',
    ],
  },
  {
    module: 'inventory',
    entityType: CABINBED,
    description: 'A cabin bed on one schedule, held by a booking or a blocker; gender of the guest.',
    keys: { table: { pk: 'T#<tenant>#SCHEDINV#<scheduleId>', sk: 'CABIN#<cabinId>#BED#<bedId>' } },
    access: [
      "a schedule's inventory: Query pk (beds and cabin genders)",
      "one cabin's beds: Query pk, sk begins_with CABIN#<cabinId>#",
      'take: Put with attribute_not_exists(pk); release: Delete with ownerId = :id, each in the owner’s transaction',
    ],
  },
  {
    module: 'inventory',
    entityType: CABINGENDER,
    description: 'The gender a cabin that does not allow mixed genders is sold to on a schedule, and how many beds that gender holds (holders).',
    keys: { table: { pk: 'T#<tenant>#SCHEDINV#<scheduleId>', sk: 'GENDER#<cabinId>' } },
    access: [
      'first bed: Put with attribute_not_exists(pk) and holders = beds; further beds: Update ADD holders with condition gender = :g — in the same transaction as the beds, so an m/f race cannot both win',
      'release: Update holders - beds, or Delete with the last holder, condition holders = :read, in the cancel transaction',
    ],
  },
];
