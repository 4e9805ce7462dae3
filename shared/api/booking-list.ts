import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { endpoint } from './endpoint';
import { listAnswerSchema, listQuerySchema, type FilterField } from './list-query';

/*
 * The booking list, its CSV, the quick find and the years (Lambda `booking-list`, docs/decisions.md "Booking list"):
 * read-only calls over the tenant's list index (gsi1 `T#<t>#BOOKING`, ordered by check-in).
 */

/** Who reads bookings; agency users (agencies.self) see their own agency's only. */
export const BOOKING_READ_SCOPES = ['bookings.read', 'agencies.self'] as const;

/** States of bookings that no longer count (find with onlyActive leaves them out). */
export const INACTIVE_BOOKING_STATES = ['aborted', 'deleted', 'freed', 'rebooked', 'splitted'] as const;

/**
 * The fields the list's `filter` JSON accepts. `asset` is a resort or a vessel id (either matches); checkIn and
 * checkOut take ISO dates (gte/lte on checkIn narrow the index read itself).
 */
export const BOOKING_LIST_FILTERS: Record<string, FilterField> = {
  state: { type: 'string', values: BOOKING_STATES },
  type: { type: 'string', values: ['resort', 'trip'] },
  asset: { type: 'string' },
  resort: { type: 'string' },
  vessel: { type: 'string' },
  schedule: { type: 'string' },
  tour: { type: 'string' },
  agency: { type: 'string' },
  source: { type: 'string' },
  customer: { type: 'string' },
  checkIn: { type: 'string' },
  checkOut: { type: 'string' },
  bookingNo: { type: 'number' },
  /** Abandoned online checkouts (issue 25; docs/decisions/online-holds.md): online holds released or aborted, never paid. */
  abandoned: { type: 'boolean' },
};

/** The list is ordered by check-in (the index order); asc or desc. */
export const BOOKING_LIST_SORTS = ['checkIn'] as const;

/** One row of the list: the header's fields a list shows, with the names of its asset and agency. */
export const ZBookingListRow = z.object({
  id: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  type: z.enum(['resort', 'trip']).optional(),
  resort: z.string().optional(),
  vessel: z.string().optional(),
  schedule: z.string().optional(),
  tour: z.string().optional(),
  /** The resort's or vessel's name (the id where it cannot be read). */
  assetName: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  agency: z.string().optional(),
  agencyName: z.string().optional(),
  source: z.string().optional(),
  /** Spec 2 "Special booking channels": how it came (an online booking: CustomerDirectBooking). */
  channel: z.string().optional(),
  /** An online checkout abandoned: the hold released or the payment aborted, unpaid (issue 25). */
  abandoned: z.boolean().optional(),
  customer: z.string().optional(),
  customerName: z.string().optional(),
  noOfPax: z.number().int().optional(),
  createdAt: z.string(),
});
export type BookingListRow = z.infer<typeof ZBookingListRow>;

const tags = ['bookings'];
const ZListQuery = listQuerySchema(BOOKING_LIST_SORTS);

export const bookingListEndpoints = {
  list: endpoint({
    id: 'bookings.list',
    method: 'GET',
    path: '/api/bookings',
    resource: 'booking-list',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary:
      'The bookings by check-in, paged (page, size, order), searched by booking number or lead name and filtered (filter JSON: state, type, asset, ' +
      'resort, vessel, schedule, tour, agency, source, customer, checkIn, checkOut, bookingNo, abandoned: online checkouts released or aborted unpaid); agency users see their own agency’s only, ' +
      'asset-limited users their assets’ only',
    input: { query: ZListQuery },
    output: listAnswerSchema(ZBookingListRow),
  }),
  listCSV: endpoint({
    id: 'bookings.listCSV',
    method: 'GET',
    path: '/api/bookings/listCSV',
    resource: 'booking-list',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: 'The list as CSV (same search, filter and order; at most 20,000 rows, x-total-count says how many matched)',
    input: { query: ZListQuery.omit({ page: true, size: true }) },
    output: z.string(),
    produces: 'text/csv; charset=utf-8',
  }),
  find: endpoint({
    id: 'bookings.find',
    method: 'GET',
    path: '/api/bookings/find',
    resource: 'booking-list',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary:
      'Quick find: bookings whose number is `query` or whose lead name contains it (at most 20, latest check-in first); onlyActive leaves out ' +
      'aborted, deleted, freed, rebooked and splitted bookings',
    input: {
      query: z.strictObject({
        query: z.string().trim().min(1).max(100),
        onlyActive: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
      }),
    },
    output: z.object({ data: z.array(ZBookingListRow) }),
  }),
  years: endpoint({
    id: 'bookings.years',
    method: 'GET',
    path: '/api/bookings/years',
    resource: 'booking-list',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: 'The years from the first to the last check-in of the bookings the caller may see (ascending), for year pickers',
    input: {},
    output: z.object({ data: z.array(z.number().int()) }),
  }),
};
