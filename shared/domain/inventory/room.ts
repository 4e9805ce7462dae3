import * as z from 'zod';
import { ZKey, ZLocalizedText, ZName, ZRef } from '../common';
import { assetOwnerIssues, paxRangeIssues, reportIssues, ROOM_TYPE_DEFAULTS, ZPax, type FieldIssue } from './room-type';

/** Spec 2 section 3: a resort has rooms, a vessel cabins. */
export const ROOM_KINDS = ['Room', 'Cabin'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Housekeeping state of a room (values not shown in the spec; see docs/decisions.md). */
export const HOUSEKEEPING_STATES = ['Clean', 'Dirty', 'Inspected'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

/** Whether a guest is in the room now (values not shown in the spec; see docs/decisions.md). */
export const USAGE_STATES = ['Vacant', 'Occupied'] as const;
export type UsageState = (typeof USAGE_STATES)[number];

export const MAX_BEDS_PER_ROOM = 30;

/** One bed of a room or cabin; `internalId` names it in bookings and inventory (unique within the room). */
export const ZBed = z.strictObject({
  internalId: ZKey.max(20),
  active: z.boolean().default(true),
  /** Shown on the online booking and the cabin plan. */
  visible: z.boolean().default(true),
  /** A bed type id. */
  type: ZRef.optional(),
  /** Guests up to this age only (a child's bed); -1: any age. */
  maxAge: z.number().int().min(-1).max(130).default(-1),
});
export type Bed = z.infer<typeof ZBed>;

export const ZRoomConfiguration = z.strictObject({
  maxNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.maxNoOfPax),
  minNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.minNoOfPax),
  defaultNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.defaultNoOfPax),
  /** Can be sold for single use. */
  single: z.boolean().default(false),
  /** Can be sold for double use. */
  double: z.boolean().default(false),
  fan: z.boolean().default(false),
  /** Air conditioning. */
  acc: z.boolean().default(false),
  seaview: z.boolean().default(false),
  warmwater: z.boolean().default(false),
  beds: z.array(ZBed).max(MAX_BEDS_PER_ROOM).default([]),
});
export type RoomConfiguration = z.infer<typeof ZRoomConfiguration>;

/** The beds that can be sold: the active ones. */
export function activeBeds(room: Pick<RoomFields, 'configuration'>): Bed[] {
  return room.configuration.beds.filter((b) => b.active);
}

/**
 * The rules across a room's fields:
 * - it belongs to exactly one asset, and `type` follows it (Cabin on a vessel, Room in a resort); only a cabin has a deck;
 * - minNoOfPax ≤ defaultNoOfPax ≤ maxNoOfPax;
 * - bed internalIds are unique within the room;
 * - with beds configured, availableBeds is the number of active beds (the inventory of a shared cabin is its active
 *   beds); without, it is the beds the room offers and at least maxNoOfPax;
 * - a shared room (sold by bed) has active beds to sell, and maxNoOfPax is at most their number.
 */
export function roomIssues(r: RoomFields): FieldIssue[] {
  const issues = assetOwnerIssues(r);
  if (r.vessel !== undefined && r.type !== 'Cabin') issues.push({ path: ['type'], message: 'A room on a vessel is a Cabin' });
  if (r.resort !== undefined && r.type !== 'Room') issues.push({ path: ['type'], message: 'A room in a resort is a Room' });
  if (r.deck !== undefined && r.type !== 'Cabin') issues.push({ path: ['deck'], message: 'Only a cabin has a deck' });
  const c = r.configuration;
  issues.push(...paxRangeIssues(c, ['configuration']));
  const seen = new Set<string>();
  c.beds.forEach((b, i) => {
    if (seen.has(b.internalId)) issues.push({ path: ['configuration', 'beds', i, 'internalId'], message: `Bed ${b.internalId} appears twice` });
    seen.add(b.internalId);
  });
  const active = activeBeds(r).length;
  if (c.beds.length > 0 && r.availableBeds !== active) {
    issues.push({ path: ['availableBeds'], message: `availableBeds is the number of active beds (${active})` });
  } else if (c.beds.length === 0 && r.availableBeds < c.maxNoOfPax) {
    issues.push({ path: ['availableBeds'], message: 'availableBeds is less than maxNoOfPax' });
  }
  if (r.allowSharedRoom && active === 0) issues.push({ path: ['configuration', 'beds'], message: 'A shared room is sold by bed: configure its beds' });
  else if (r.allowSharedRoom && c.maxNoOfPax > active)
    issues.push({ path: ['configuration', 'maxNoOfPax'], message: `maxNoOfPax is more than the active beds (${active})` });
  return issues;
}

const fields = z.strictObject({
  name: ZName,
  isActive: z.boolean().default(true),
  isVisible: z.boolean().default(true),
  /** The room type's id. */
  roomType: ZRef,
  /** The key of one of the vessel's decks (a cabin only). */
  deck: ZKey.max(20).optional(),
  type: z.enum(ROOM_KINDS),
  availableBeds: z.number().int().min(0).max(MAX_BEDS_PER_ROOM).default(ROOM_TYPE_DEFAULTS.defaultNoOfPax),
  /** Sold by bed: guests of different bookings share it. */
  allowSharedRoom: z.boolean().default(false),
  /** false: once a bed is taken, the other beds go to guests of the same gender only. */
  allowMixedGender: z.boolean().default(true),
  housekeeping: z.enum(HOUSEKEEPING_STATES).default('Clean'),
  usageState: z.enum(USAGE_STATES).default('Vacant'),
  /** Media ids, the first is the main picture. */
  images: z.array(ZRef).max(20).default([]),
  description: ZLocalizedText.default({}),
  vessel: ZRef.optional(),
  resort: ZRef.optional(),
  /** A bed type id: the room's main beds. */
  bedType: ZRef.optional(),
  /** Bed type ids of extra beds the room can take. */
  additionalBedTypes: z.array(ZRef).max(10).default([]),
  /** Not sellable until unblocked (date-range blocks are blockers, not this switch). */
  blocked: z.boolean().default(false),
  /** Left out of the calendars and lists. */
  hide: z.boolean().default(false),
  configuration: ZRoomConfiguration.default(() => ZRoomConfiguration.parse({})),
});
type RoomFields = z.infer<typeof fields>;

/** Room (resort) or cabin (vessel) of spec 2 section 3. */
export const ZRoom = fields.superRefine((r, ctx) => reportIssues(ctx, roomIssues(r)));
export type Room = z.infer<typeof ZRoom>;
