import * as z from 'zod';

/** A land resort (rooms by the night). Fields beyond these come with the resort screens. */
export const ZResort = z.object({
  name: z.string().min(1).max(200),
  key: z.string().min(1).max(20),
  timezone: z.string().default('Europe/Berlin'),
  currency: z.string().length(3).default('EUR'),
  country: z.string().length(2).optional(),
  isActive: z.boolean().default(true),
});
export type Resort = z.infer<typeof ZResort>;

/** A liveaboard vessel (cabins per schedule). */
export const ZVessel = z.object({
  name: z.string().min(1).max(200),
  key: z.string().min(1).max(20),
  currency: z.string().length(3).default('EUR'),
  noOfCabins: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
});
export type Vessel = z.infer<typeof ZVessel>;
