import * as z from 'zod';
import { ZKey, ZLocalizedText, ZName, ZRef } from '../common';

/** How a room type's surcharge is read: a percentage of the room price or an amount in the price's currency. */
export const SURCHARGE_TYPES = ['percent', 'absolute'] as const;
export type SurchargeType = (typeof SURCHARGE_TYPES)[number];

/** The room type defaults of spec 2 sections 3 and 9. */
export const ROOM_TYPE_DEFAULTS = {
  defaultNoOfPax: 2,
  minNoOfPax: 1,
  maxNoOfPax: 2,
  maxNoOfOTAPax: 2,
  availableToOTA: -1,
  roomTypeOTA: 'Double',
  sizeInSqm: -1,
  surcharge: 0,
  surchargeType: 'percent',
} as const;

export const MAX_PAX = 50;
/** A number of persons in a room. */
export const ZPax = z.number().int().min(0).max(MAX_PAX);

/** One problem of a cross-field rule, with the path of the field to correct (as zod issues carry it). */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** minNoOfPax ≤ defaultNoOfPax ≤ maxNoOfPax (a room type's and a room configuration's persons). */
export function paxRangeIssues(v: { minNoOfPax: number; defaultNoOfPax: number; maxNoOfPax: number }, at: (string | number)[] = []): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (v.minNoOfPax > v.maxNoOfPax) issues.push({ path: [...at, 'minNoOfPax'], message: 'minNoOfPax is more than maxNoOfPax' });
  else if (v.defaultNoOfPax < v.minNoOfPax) issues.push({ path: [...at, 'defaultNoOfPax'], message: 'defaultNoOfPax is less than minNoOfPax' });
  else if (v.defaultNoOfPax > v.maxNoOfPax) issues.push({ path: [...at, 'defaultNoOfPax'], message: 'defaultNoOfPax is more than maxNoOfPax' });
  return issues;
}

/** A room, room type or bed type belongs to exactly one asset: a vessel or a resort. */
export function assetOwnerIssues(v: { vessel?: string | undefined; resort?: string | undefined }): FieldIssue[] {
  if (v.vessel !== undefined && v.resort !== undefined) return [{ path: ['resort'], message: 'Give either vessel or resort, not both' }];
  if (v.vessel === undefined && v.resort === undefined) return [{ path: ['resort'], message: 'Give the vessel or the resort it belongs to' }];
  return [];
}

/** Adds a rule's issues to a zod refinement. */
export function reportIssues(ctx: z.RefinementCtx, issues: FieldIssue[]): void {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
}

export function roomTypeIssues(t: RoomTypeFields): FieldIssue[] {
  const issues = [...assetOwnerIssues(t), ...paxRangeIssues(t)];
  if (t.maxNoOfOTAPax > t.maxNoOfPax) issues.push({ path: ['maxNoOfOTAPax'], message: 'maxNoOfOTAPax is more than maxNoOfPax' });
  if (t.surchargeType === 'percent' && t.surcharge < -100) issues.push({ path: ['surcharge'], message: 'A surcharge in percent is at least -100' });
  return issues;
}

const fields = z.strictObject({
  name: ZName,
  key: ZKey.max(20),
  defaultNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.defaultNoOfPax),
  minNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.minNoOfPax),
  maxNoOfPax: ZPax.min(1).default(ROOM_TYPE_DEFAULTS.maxNoOfPax),
  maxNoOfOTAPax: ZPax.default(ROOM_TYPE_DEFAULTS.maxNoOfOTAPax),
  /** How many rooms of the type the channel manager offers; -1: all. */
  availableToOTA: z.number().int().min(-1).max(10_000).default(ROOM_TYPE_DEFAULTS.availableToOTA),
  /** The OTA's room category (Single, Double, Twin, Suite, ...); spec 2 shows only Double. */
  roomTypeOTA: z.string().trim().min(1).max(50).default(ROOM_TYPE_DEFAULTS.roomTypeOTA),
  /** -1: not given. */
  sizeInSqm: z
    .number()
    .max(100_000)
    .refine((n) => n === -1 || n >= 0, { message: 'sizeInSqm is -1 (not given) or 0 and more' })
    .default(ROOM_TYPE_DEFAULTS.sizeInSqm),
  /** Added to the room price of the season; a negative value reduces it. */
  surcharge: z.number().min(-1_000_000).max(1_000_000).default(ROOM_TYPE_DEFAULTS.surcharge),
  surchargeType: z.enum(SURCHARGE_TYPES).default(ROOM_TYPE_DEFAULTS.surchargeType),
  description: ZLocalizedText.default({}),
  /** Media ids, the first is the main picture. */
  images: z.array(ZRef).max(20).default([]),
  resort: ZRef.optional(),
  vessel: ZRef.optional(),
  hide: z.boolean().default(false),
  /** The occupancy and calendar views show the type's rooms folded. */
  collapse: z.boolean().default(false),
  isVisible: z.boolean().default(true),
});
type RoomTypeFields = z.infer<typeof fields>;

/** Room type of spec 2 section 3 (for a resort's rooms or a vessel's cabins). */
export const ZRoomType = fields.superRefine((t, ctx) => reportIssues(ctx, roomTypeIssues(t)));
export type RoomType = z.infer<typeof ZRoomType>;
