import * as z from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { BOOKING_STATES } from '../domain/booking/states';
import { BOOKING_READ_SCOPES } from './booking-list';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/*
 * The history read side of a booking (Lambda `booking-history`, docs/decisions.md "Booking history"): its versions
 * (the previous ones are HISTORY#<v> items beside the header), one version, the differences in words, the log, and
 * the etag the open booking file polls to notice someone else's change.
 */

/** One version in the list: who made it, when, with which action, and the state it left. */
export const ZHistoryEntry = z.object({
  version: z.number().int().min(1),
  at: z.string(),
  /** The user id (or the system) that made the version, and that user's name where it can be read. */
  by: z.string().optional(),
  byName: z.string().optional(),
  action: z.string(),
  state: z.enum(BOOKING_STATES),
});
export type HistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZHistoryChange = z.object({ field: z.string(), text: z.string() });

/** A version's differences to an earlier one (`from`; none for the creation), in words. */
export const ZHistoryDiff = ZHistoryEntry.extend({ from: z.number().int().min(1).optional(), changes: z.array(ZHistoryChange) });
export type HistoryDiff = z.infer<typeof ZHistoryDiff>;

export const ZBookingEtag = z.object({
  id: z.string(),
  version: z.number().int().min(1),
  /** The version as a strong ETag value (also sent as the ETag header). */
  etag: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().optional(),
  lastAction: z.string().optional(),
});
export type BookingEtag = z.infer<typeof ZBookingEtag>;

const ZLang = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);
const ZVersion = z.coerce.number().int().min(1).max(1_000_000);
const ZIdParams = z.object({ id: ZId });
const tags = ['bookings'];
const base = { method: 'GET', resource: 'booking-history', scopes: BOOKING_READ_SCOPES, tags } as const;

export const bookingHistoryEndpoints = {
  history: endpoint({
    ...base,
    id: 'bookings.history',
    path: '/api/bookings/{id}/history',
    summary: 'The versions of a booking, newest first (the current one included): version, when, who (name resolved), action and state',
    input: { params: ZIdParams },
    output: z.object({ data: z.array(ZHistoryEntry) }),
  }),
  diff: endpoint({
    ...base,
    id: 'bookings.historyDiff',
    path: '/api/bookings/{id}/history/diff',
    summary:
      'The field-level differences in words (lang en or de): without from and to each version against the one before, newest first; ' +
      'with both, version `to` against version `from`',
    input: {
      params: ZIdParams,
      query: z
        .strictObject({ from: ZVersion.optional(), to: ZVersion.optional(), lang: ZLang })
        .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'from and to go together', path: ['to'] })
        .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: 'from must be an earlier version than to', path: ['from'] }),
    },
    output: z.object({ data: z.array(ZHistoryDiff) }),
  }),
  version: endpoint({
    ...base,
    id: 'bookings.historyVersion',
    path: '/api/bookings/{id}/history/{version}',
    summary: 'One version of a booking as it was stored (the current version answers the header)',
    input: { params: z.object({ id: ZId, version: ZVersion }) },
    output: ZBooking,
  }),
  log: endpoint({
    ...base,
    id: 'bookings.log',
    path: '/api/bookings/{id}/log',
    summary: 'The whole history as one readable text log, oldest first (lang en or de): one line per version with who, when, action and its differences',
    input: { params: ZIdParams, query: z.strictObject({ lang: ZLang }) },
    output: z.string(),
    produces: 'text/plain; charset=utf-8',
  }),
  etag: endpoint({
    ...base,
    id: 'bookings.etag',
    path: '/api/bookings/etag/{id}',
    summary: 'The current version of a booking as an ETag (one small read): the open booking file polls it to notice changes by others',
    input: { params: ZIdParams },
    output: ZBookingEtag,
  }),
};
