import * as z from 'zod';
import { ZKey, ZName } from '../common';

/** Weekdays as the calendar settings number them (1 = Monday ... 7 = Sunday); the weekend rule is arrival-days.ts. */
export const ZWeekday = z.number().int().min(1).max(7);

const uniqueKeys = (items: { key: string }[]) => new Set(items.map((i) => i.key)).size === items.length;
const weekdays = z
  .array(ZWeekday)
  .max(7)
  .refine((d) => new Set(d).size === d.length, { message: 'A weekday appears twice' });

/** A printable list of an asset (manifest, arrivals, housekeeping): the columns it shows, in order. */
export const ZAssetList = z.strictObject({
  key: ZKey.max(40),
  name: ZName,
  /** Field keys of the list's rows (booking, guest or room fields). */
  columns: z.array(ZKey.max(60)).min(1).max(50),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type AssetList = z.infer<typeof ZAssetList>;
const lists = z.array(ZAssetList).max(50).refine(uniqueKeys, { message: 'A list key appears twice' });

/** A deck of a vessel; cabins name it by key. */
export const ZVesselDeck = z.strictObject({ key: ZKey.max(20), name: ZName, sort: z.number().int().min(0).max(100).default(0) });
export type VesselDeck = z.infer<typeof ZVesselDeck>;

/**
 * A land resort (rooms by the night). The added fields are optional so stored resorts stay valid: no
 * `arrivalWeekdays`/`departureWeekdays` means the tenant's calendar settings, then the weekend rule
 * (`arrivalDays` in arrival-days.ts), no `lists` means none.
 */
export const ZResort = z.strictObject({
  name: z.string().min(1).max(200),
  key: z.string().min(1).max(20),
  timezone: z.string().default('Europe/Berlin'),
  currency: z.string().length(3).default('EUR'),
  country: z.string().length(2).optional(),
  isActive: z.boolean().default(true),
  /** Allowed arrival weekdays (/resort/dates), named as in the calendar settings. */
  arrivalWeekdays: weekdays.optional(),
  /** Allowed departure weekdays (/resort/dates). */
  departureWeekdays: weekdays.optional(),
  /** /resort/lists. */
  lists: lists.optional(),
});
export type Resort = z.infer<typeof ZResort>;

/** A liveaboard vessel (cabins per schedule). */
export const ZVessel = z.strictObject({
  name: z.string().min(1).max(200),
  key: z.string().min(1).max(20),
  currency: z.string().length(3).default('EUR'),
  noOfCabins: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
  /** /vesseldeck. */
  decks: z.array(ZVesselDeck).max(20).refine(uniqueKeys, { message: 'A deck key appears twice' }).optional(),
  /** /vessellist. */
  lists: lists.optional(),
});
export type Vessel = z.infer<typeof ZVessel>;

/** A cabin's deck is one of its vessel's decks. */
export function deckIssue(
  cabin: { deck?: string | undefined },
  vessel: { decks?: readonly { key: string }[] | undefined },
): { path: string[]; message: string } | undefined {
  if (cabin.deck === undefined || (vessel.decks ?? []).some((d) => d.key === cabin.deck)) return undefined;
  return { path: ['deck'], message: `The vessel has no deck ${cabin.deck}` };
}
