import * as z from 'zod';
import { ZKey, ZLocalizedText, ZName, ZRef } from '../common';

/**
 * A kind of bed (single, double, bunk upper, sofa bed): spec 2 names it only as a room's `bedType`,
 * `additionalBedTypes` and a configured bed's `type`; the fields are designed.
 */
export const ZBedType = z
  .strictObject({
    name: ZName,
    key: ZKey.max(20),
    /** How many persons sleep in it. */
    sleeps: z.number().int().min(1).max(4).default(1),
    /** Beds of the type take guests up to this age only (a child's bed); -1: any age. */
    maxAge: z.number().int().min(-1).max(130).default(-1),
    description: ZLocalizedText.default({}),
    images: z.array(ZRef).max(20).default([]),
    /** Offered for this resort or vessel only; neither: for every asset. */
    resort: ZRef.optional(),
    vessel: ZRef.optional(),
    isActive: z.boolean().default(true),
  })
  .refine((b) => b.resort === undefined || b.vessel === undefined, { path: ['resort'], message: 'Give either vessel or resort, not both' });
export type BedType = z.infer<typeof ZBedType>;
