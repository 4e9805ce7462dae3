import * as z from 'zod';
import { ZKey, ZLocalizedText, ZName, ZRef } from '../common';

export const MAX_TOUR_NIGHTS = 60;

/** One stop of an itinerary: the day of the trip (1: embarkation day), where, what happens. */
export const ZItineraryDay = z.strictObject({
  day: z
    .number()
    .int()
    .min(1)
    .max(MAX_TOUR_NIGHTS + 1),
  /** A port id of the geo data, when the vessel calls at one. */
  port: ZRef.optional(),
  /** A destination id of the geo data (a dive area), when not at a port. */
  destination: ZRef.optional(),
  title: ZLocalizedText.default({}),
  description: ZLocalizedText.default({}),
});
export type ItineraryDay = z.infer<typeof ZItineraryDay>;

/**
 * A trip a vessel sails (tour of spec 1 /tour/*); its dated departures are schedules. `duration` is in nights
 * (a 7-night trip has days 1 to 8).
 */
export const ZTour = z
  .strictObject({
    name: ZName,
    key: ZKey.max(20),
    /** The vessel's id. */
    vessel: ZRef,
    duration: z.number().int().min(1).max(MAX_TOUR_NIGHTS),
    /** Port ids of the geo data: the defaults of the tour's schedules. */
    embarkPort: ZRef,
    disembarkPort: ZRef,
    itinerary: z
      .array(ZItineraryDay)
      .max(MAX_TOUR_NIGHTS * 4)
      .default([]),
    description: ZLocalizedText.default({}),
    images: z.array(ZRef).max(20).default([]),
    isActive: z.boolean().default(true),
    isVisible: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    t.itinerary.forEach((d, i) => {
      if (d.day > t.duration + 1) ctx.addIssue({ code: 'custom', path: ['itinerary', i, 'day'], message: `The trip has ${t.duration + 1} days` });
      if (i > 0 && d.day < t.itinerary[i - 1]!.day) ctx.addIssue({ code: 'custom', path: ['itinerary', i, 'day'], message: 'The itinerary is in day order' });
    });
  });
export type Tour = z.infer<typeof ZTour>;
