import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { ZIsoDate } from '../domain/inventory/stay';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { bookingReindexEndpoints } from './booking-reindex';

export { ZReindexReport, ZTaskNames, type ReindexReport } from './booking-reindex';

/**
 * Booking changes and small actions (issue 29, docs/decisions.md "Booking changes"): the header change, the line
 * rename addressed by one id, deleting a received payment by its id, rebuilding a booking's derived items, and the
 * todo task names. Each call lives in the Lambda that already has the code it needs (bundle budget 250 KB): the
 * change re-prices, so `booking-rebook`; the rename `booking-calculation`; the payment `booking-payments`; reindex and
 * taskNames `bookingactions` (the todo and ledger writes are already there).
 */

const tags = ['bookings'];
const STAFF = ['bookings.update'] as const;
const ZIdParams = z.object({ id: ZId });

/** Text to set, or null / '' to clear. */
const ZClearable = z.union([z.string().trim().max(100), z.null()]);

/**
 * POST /api/bookings/{id}/change: the header fields in ONE checked change. Absent fields stay; `version` (the
 * booking's version the caller saw) refuses the change with 409 VERSION_CONFLICT when the booking changed meanwhile.
 */
export const ZChangeBooking = z
  .strictObject({
    version: z.number().int().min(1).optional(),
    /** A stay's nights (both, or one with the other kept). */
    checkIn: ZIsoDate.optional(),
    checkOut: ZIsoDate.optional(),
    /** A stay to another resort: every room of the booking mapped to a room of the new resort (`rooms`). */
    resort: ZId.optional(),
    rooms: z
      .array(z.strictObject({ from: ZId, to: ZId }))
      .max(50)
      .optional(),
    /** A trip to another schedule of its vessel (the cabins kept, beds picked again). */
    schedule: ZId.optional(),
    /** The lead customer (the booking's customer). */
    customer: ZId.optional(),
    source: ZClearable.optional(),
    category: ZClearable.optional(),
    language: z.enum(LANGUAGES).optional(),
    /** An option's (draft's) hold-until day. */
    optionDate: ZIsoDate.optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change: name at least one field' })
  .refine((b) => !b.rooms || b.resort, { message: 'rooms maps the rooms to a new resort: give resort too', path: ['rooms'] })
  .refine((b) => !(b.schedule && (b.checkIn || b.checkOut || b.resort)), {
    message: 'A trip takes its dates from its schedule: give schedule or dates and resort, not both',
    path: ['schedule'],
  });
export type ChangeBooking = z.infer<typeof ZChangeBooking>;

/** `{calcId}` of POST /api/bookings/{calcId}/rename: `<bookingId>:<sort>`, the booking and its line's sort. */
/** As calculation/{calcId}/rename's body (not imported from there: that contract would come into every Lambda of this file). */
const ZRenameLine = z.strictObject({ text: z.string().trim().min(1).max(200) });

export const ZCalcId = z.string().regex(/^[A-Za-z0-9_-]{1,100}:\d{1,7}$/, { message: 'calcId is <bookingId>:<sort>' });

export const bookingChangesEndpoints = {
  change: endpoint({
    id: 'booking-rebook.change',
    method: 'POST',
    path: '/api/bookings/{id}/change',
    resource: 'booking-rebook',
    scopes: STAFF,
    tags,
    summary:
      "Changes the booking's header (dates, resort with its rooms, schedule, customer, source, category, language, option date) in one checked change: the new nights or beds are taken first, the price figured again where dates or asset change; 409 when the state refuses, a unit is taken or the version is stale",
    input: { params: ZIdParams, body: ZChangeBooking },
    output: ZBooking,
  }),
  rename: endpoint({
    id: 'booking-calculation.rename',
    method: 'POST',
    path: '/api/bookings/{calcId}/rename',
    resource: 'booking-calculation',
    scopes: STAFF,
    tags,
    summary: 'Renames an editable calculation line; {calcId} is <bookingId>:<sort> (as POST /api/bookings/{id}/calculation/{sort}/rename)',
    input: { params: z.object({ calcId: ZCalcId }), body: ZRenameLine },
    output: ZBooking,
  }),
  deletePayment: endpoint({
    id: 'booking-payments.deleteById',
    method: 'DELETE',
    path: '/api/bookings/payment/{id}',
    resource: 'booking-payments',
    scopes: STAFF,
    tags,
    summary:
      'Deletes a received payment by its id: a manual one goes, a bank one goes and its bank entry is open again; provider, credit and POS payments answer 409 (refund there). The ledger keeps the payment and its reversal',
    input: { params: ZIdParams, query: z.strictObject({ booking: ZId.optional(), reason: z.string().trim().min(1).max(500).optional() }) },
    output: ZBooking,
  }),
  ...bookingReindexEndpoints,
};
