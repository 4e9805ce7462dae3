import * as z from 'zod';
import { ZBookingHeader } from '../../../shared/domain/booking/booking';
import { entityKey, entityPk, historySk, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * The booking aggregate (ISSUE-12 booking core): its header in its own partition, previous versions beside it,
 * the tenant's list in the collection index, and the gap-free booking number.
 */
export const BOOKING = 'BOOKING';
export const BOOKING_HISTORY = 'BOOKING_HISTORY';
export const BOOKINGNO_COUNTER = 'BOOKINGNO_COUNTER';

/** The header: pk `T#<tenant>#BOOKING#<bookingId>`, sk `ROOT`. */
export const bookingKey = (tenant: string, id: string) => entityKey(tenant, BOOKING, id);
export const bookingPk = (tenant: string, id: string) => entityPk(tenant, BOOKING, id);
/** A previous version: sk `HISTORY#<version, 8 digits>` in the booking's partition (as the repository's). */
export const bookingHistoryKey = (tenant: string, id: string, version: number) => ({ pk: bookingPk(tenant, id), sk: historySk(version) });
/** The tenant's bookings in the collection index: gsi1pk `T#<tenant>#BOOKING`. */
export const bookingListPk = (tenant: string) => listPk(tenant, BOOKING);
/**
 * The list order: the check-in day (trips: the schedule's first day, stored as checkIn), else the day the booking
 * was created, then the id; so the bookings arriving in a date range are one Query (gsi1sk BETWEEN).
 */
export const bookingListSk = (b: { id: string; checkIn?: string; createdAt: string }) => `${b.checkIn ?? b.createdAt.slice(0, 10)}#${b.id}`;
export const bookingIndexKey = (tenant: string, b: { id: string; checkIn?: string; createdAt: string }) => ({
  gsi1pk: bookingListPk(tenant),
  gsi1sk: bookingListSk(b),
});
/**
 * The calendars' index (second-order index): gsi2pk `T#<tenant>#BOOKINGAT#<resort or vessel>`, gsi2sk
 * `<checkOut>#<bookingId>`; the bookings of an asset with a night in a range are ONE Query of a bounded key range
 * (check-out after the first day and at most MAX_STAY_NIGHTS after the range's last night), filtered to those that
 * start before the range ends. A booking without an asset or dates has no entry.
 */
export const bookingAssetPk = (tenant: string, asset: string) => listPk(tenant, `BOOKINGAT#${asset}`);
export function bookingAssetIndexKey(tenant: string, b: { id: string; resort?: string; vessel?: string; checkOut?: string }) {
  const asset = b.resort ?? b.vessel;
  if (asset === undefined || b.checkOut === undefined) return {};
  return { gsi2pk: bookingAssetPk(tenant, asset), gsi2sk: `${b.checkOut}#${b.id}` };
}
/**
 * The start page's index (third-order index, sparse; issue 23): gsi3pk `T#<tenant>#BOOKINGDUE`, gsi3sk
 * `OPTION#<optionDate>#<bookingId>` for a draft with an option date, `OFFERED#<offeredAt>#<bookingId>` for a waiting
 * booking offered; so the expiring options and the offered bookings are one bounded Query each, whatever the
 * tenant's other bookings. Every other booking has no entry.
 */
export const bookingDuePk = (tenant: string) => listPk(tenant, 'BOOKINGDUE');
export const OPTION_DUE = 'OPTION#';
export const OFFERED_DUE = 'OFFERED#';
export function bookingDueIndexKey(tenant: string, b: { id: string; state?: string; optionDate?: string; offeredAt?: string }) {
  if (b.state === 'draft' && b.optionDate) return { gsi3pk: bookingDuePk(tenant), gsi3sk: `${OPTION_DUE}${b.optionDate}#${b.id}` };
  if (b.state === 'waiting' && b.offeredAt) return { gsi3pk: bookingDuePk(tenant), gsi3sk: `${OFFERED_DUE}${b.offeredAt}#${b.id}` };
  return {};
}
/** The header as stored: the item with its list, calendar and start-page index keys (every writer of a header uses this). */
export const bookingHeaderItem = (tenant: string, b: BookingItem) => ({
  ...bookingItem.toItem(bookingKey(tenant, b.id), b),
  ...bookingIndexKey(tenant, b),
  ...bookingAssetIndexKey(tenant, b),
  ...bookingDueIndexKey(tenant, b),
});
/**
 * The tenant's last booking number: pk `T#<tenant>#COUNTER`, sk `BOOKINGNO` (the counter partition of the
 * master-data counts). The create reads `lastNo` and writes `lastNo + 1` with the condition `lastNo = :read` (or
 * `attribute_not_exists(pk)` for the first) in the booking's own transaction, so a failed or lost create uses no
 * number and the numbers have no gaps; a concurrent create fails the condition and retries with a fresh read.
 */
export const BOOKINGNO_SK = 'BOOKINGNO';
export const bookingNoCounterKey = (tenant: string) => ({ pk: listPk(tenant, 'COUNTER'), sk: BOOKINGNO_SK });
/** The reservation and offer numbers: counters beside BOOKINGNO, incremented in the same transaction (gap-free). */
export const RESERVATIONNO_SK = 'RESERVATIONNO';
export const OFFERNO_SK = 'OFFERNO';
export type BookingCounter = typeof BOOKINGNO_SK | typeof RESERVATIONNO_SK | typeof OFFERNO_SK;
export const bookingCounterKey = (tenant: string, sk: BookingCounter) => ({ pk: listPk(tenant, 'COUNTER'), sk });

/** The header's schema lives in the domain (shared with the API's answer): shared/domain/booking/booking.ts. */
export { ZBookingRoom, ZBookingRoomCustomer } from '../../../shared/domain/booking/booking';
export const ZBookingItem = ZBookingHeader;
export type BookingItem = z.output<typeof ZBookingItem>;
export const ZBookingNoCounterItem = z.object({ lastNo: z.number().int().min(0) });

export const bookingItem = itemCodec(BOOKING, ZBookingItem);
export const bookingHistoryItem = itemCodec(BOOKING_HISTORY, ZBookingItem);
export const bookingNoCounterItem = itemCodec(BOOKINGNO_COUNTER, ZBookingNoCounterItem);
export const RESERVATIONNO_COUNTER = 'RESERVATIONNO_COUNTER';
export const OFFERNO_COUNTER = 'OFFERNO_COUNTER';
/** The codec of a counter item by its sort key. */
export const bookingCounterItem = (sk: BookingCounter) =>
  sk === BOOKINGNO_SK ? bookingNoCounterItem : itemCodec(sk === RESERVATIONNO_SK ? RESERVATIONNO_COUNTER : OFFERNO_COUNTER, ZBookingNoCounterItem);

/**
 * The tenant's booking counts (issue 23, docs/decisions/booking.md): pk `T#<tenant>#COUNTER`, sk `BOOKINGCOUNTS`,
 * ONE item with `total`, `state_<state>` per state, `year_<yyyy>` per check-in (else created) year and `nights_<n>`
 * per stay length of the staying bookings, each kept by ADD of the net change in the booking change transaction
 * (functions/data/booking-counts.ts). The list's total, the per-state totals, the years of the tenant and its
 * longest stay are one Get of it.
 */
export const BOOKING_COUNTS = 'BOOKING_COUNTS';
export const BOOKINGCOUNTS_SK = 'BOOKINGCOUNTS';
export const bookingCountsKey = (tenant: string) => ({ pk: listPk(tenant, 'COUNTER'), sk: BOOKINGCOUNTS_SK });
export const ZBookingCountsItem = z.record(z.string(), z.number().int());
export const bookingCountsItem = itemCodec(BOOKING_COUNTS, ZBookingCountsItem);

export const bookingModels: EntityModel[] = [
  {
    module: 'booking',
    entityType: BOOKING,
    description: 'A booking (header): state, resort stay or trip, rooms and beds, customer, agency, bookingNo, version.',
    keys: {
      table: { pk: 'T#<tenant>#BOOKING#<bookingId>', sk: 'ROOT' },
      gsi1: { pk: 'T#<tenant>#BOOKING', sk: '<checkIn or created day>#<bookingId>' },
      // The blocker nights of a resort (ROOMNIGHT items of blockers, checkIn = the night) share the partition.
      gsi2: { pk: 'T#<tenant>#BOOKINGAT#<resort or vessel>', sk: '<checkOut>#<bookingId> | <day after the night>#<blockerId>#<roomId>' },
      // Sparse: drafts with an option date and offered waiting bookings only.
      gsi3: { pk: 'T#<tenant>#BOOKINGDUE', sk: 'OPTION#<optionDate>#<bookingId> | OFFERED#<offeredAt>#<bookingId>' },
    },
    access: [
      "an asset's bookings and a resort's blocker nights for a calendar range: ONE Query second-order index, gsi2sk BETWEEN <from>#~ AND <to − 1 + MAX_STAY_NIGHTS>#~ (bounded), filtered checkIn < <to>",
      'get by id (consistent); create and state changes with a version condition, in one transaction with its inventory items',
      "the tenant's bookings by arrival: Query collection index, gsi1sk BETWEEN <from> AND <to>~",
      'the start page: options expiring by a day (Query third-order index, gsi3sk BETWEEN OPTION# AND OPTION#<day>#~) and the offered waiting bookings (begins_with OFFERED#)',
    ],
  },
  {
    module: 'booking',
    entityType: BOOKING_HISTORY,
    description: 'A previous version of a booking, written with each change.',
    keys: { table: { pk: 'T#<tenant>#BOOKING#<bookingId>', sk: 'HISTORY#<version, 8 digits>' } },
    access: ['history of one booking: Query pk, sk begins_with HISTORY#'],
  },
  {
    module: 'booking',
    entityType: BOOKINGNO_COUNTER,
    description: "The tenant's last booking number (lastNo); gap-free because it is incremented in the booking's create transaction.",
    keys: { table: { pk: 'T#<tenant>#COUNTER', sk: BOOKINGNO_SK } },
    access: [
      'next number: consistent Get of lastNo, then in the booking create transaction Update lastNo = :read + 1 with condition lastNo = :read (first: attribute_not_exists); a lost race retries',
    ],
  },
  {
    module: 'booking',
    entityType: RESERVATIONNO_COUNTER,
    description: "The tenant's last reservation number (lastNo): given when a booking first becomes confirmed, in that change's transaction.",
    keys: { table: { pk: 'T#<tenant>#COUNTER', sk: RESERVATIONNO_SK } },
    access: ['next number: consistent Get, then Put lastNo + 1 with condition lastNo = :read in the booking change transaction'],
  },
  {
    module: 'booking',
    entityType: OFFERNO_COUNTER,
    description: "The tenant's last offer number (lastNo): given to a draft at create, in the create transaction.",
    keys: { table: { pk: 'T#<tenant>#COUNTER', sk: OFFERNO_SK } },
    access: ['next number: consistent Get, then Put lastNo + 1 with condition lastNo = :read in the booking create transaction'],
  },
  {
    module: 'booking',
    entityType: BOOKING_COUNTS,
    description:
      "The tenant's booking counts: total, state_<state> per state, year_<yyyy> per check-in year, nights_<n> per stay length of the staying bookings (one item, one attribute per count).",
    keys: { table: { pk: 'T#<tenant>#COUNTER', sk: BOOKINGCOUNTS_SK } },
    access: [
      'the booking list total, a state filter total and the years: one Get',
      'every booking change: in its transaction, Update ADD of the net deltas (no action when nothing changes)',
      'recount (admin, seed): Query the list index, Put the counts',
    ],
  },
];
