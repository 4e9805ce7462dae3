import * as z from 'zod';
import { ZLocalizedText, ZRef } from '../common';
import type { Tour } from './tour';

/** Spec 2 section 4 shows `active` (the date-range filter uses it); the others are designed. */
export const SCHEDULE_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/**
 * One dated departure of a tour: embark on `from`, disembark on `to` (ISO dates). Its inventory is the
 * vessel's active cabins and their active beds.
 */
export const ZSchedule = z
  .strictObject({
    /** The tour's id. */
    tour: ZRef,
    /** The vessel's id (the tour's, unless another vessel sails this departure). */
    vessel: ZRef,
    from: z.iso.date(),
    to: z.iso.date(),
    /** Port ids of the geo data. */
    embarkPort: ZRef,
    disembarkPort: ZRef,
    status: z.enum(SCHEDULE_STATUSES).default('active'),
    /** Offered in the online booking. */
    isVisible: z.boolean().default(true),
    note: ZLocalizedText.default({}),
  })
  .refine((s) => s.from < s.to, { path: ['to'], message: 'A trip ends at least one day after it starts' });
export type Schedule = z.infer<typeof ZSchedule>;

/** Nights between embarkation and disembarkation. */
export function scheduleNights(s: Pick<Schedule, 'from' | 'to'>): number {
  return Math.round((Date.parse(`${s.to}T00:00:00Z`) - Date.parse(`${s.from}T00:00:00Z`)) / 86_400_000);
}

/** A new schedule's fields from its tour: vessel, ports and the end date from the tour's duration. */
export function scheduleFromTour(
  tourId: string,
  tour: Pick<Tour, 'vessel' | 'duration' | 'embarkPort' | 'disembarkPort'>,
  from: string,
): z.input<typeof ZSchedule> {
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + tour.duration * 86_400_000).toISOString().slice(0, 10);
  return { tour: tourId, vessel: tour.vessel, from, to, embarkPort: tour.embarkPort, disembarkPort: tour.disembarkPort };
}
