import * as z from 'zod';
import { BOOKING_STATES } from '../../../shared/domain/booking/states';
import { ZIsoDate } from '../../../shared/domain/inventory/stay';
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
 * The tenant's last booking number: pk `T#<tenant>#COUNTER`, sk `BOOKINGNO` (the counter partition of the
 * master-data counts). The create reads `lastNo` and writes `lastNo + 1` with the condition `lastNo = :read` (or
 * `attribute_not_exists(pk)` for the first) in the booking's own transaction, so a failed or lost create uses no
 * number and the numbers have no gaps; a concurrent create fails the condition and retries with a fresh read.
 */
export const BOOKINGNO_SK = 'BOOKINGNO';
export const bookingNoCounterKey = (tenant: string) => ({ pk: listPk(tenant, 'COUNTER'), sk: BOOKINGNO_SK });

export const ZBookingRoom = z.object({
  /** The room id (resort) or cabin id (trip). */
  room: z.string().min(1),
  noOfPax: z.number().int().min(1),
  /** The cabin beds held, by internalId (trips). */
  beds: z.array(z.string().min(1)).optional(),
  /**
   * A cabin that does not allow mixed genders: the gender this booking's beds count for on the cabin's gender item
   * (its `holders`), so the cancel releases exactly that many.
   */
  gender: z.enum(['m', 'f']).optional(),
});

export const ZBookingItem = z.object({
  id: z.string().min(1),
  bookingNo: z.number().int().min(1),
  state: z.enum(BOOKING_STATES),
  resort: z.string().optional(),
  schedule: z.string().optional(),
  checkIn: ZIsoDate.optional(),
  checkOut: ZIsoDate.optional(),
  rooms: z.array(ZBookingRoom),
  customer: z.string().optional(),
  agency: z.string().optional(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingItem = z.output<typeof ZBookingItem>;
export const ZBookingNoCounterItem = z.object({ lastNo: z.number().int().min(0) });

export const bookingItem = itemCodec(BOOKING, ZBookingItem);
export const bookingHistoryItem = itemCodec(BOOKING_HISTORY, ZBookingItem);
export const bookingNoCounterItem = itemCodec(BOOKINGNO_COUNTER, ZBookingNoCounterItem);

export const bookingModels: EntityModel[] = [
  {
    module: 'booking',
    entityType: BOOKING,
    description: 'A booking (header): state, resort stay or trip, rooms and beds, customer, agency, bookingNo, version.',
    keys: { table: { pk: 'T#<tenant>#BOOKING#<bookingId>', sk: 'ROOT' }, gsi1: { pk: 'T#<tenant>#BOOKING', sk: '<checkIn or created day>#<bookingId>' } },
    access: [
      'get by id (consistent); create and state changes with a version condition, in one transaction with its inventory items',
      "the tenant's bookings by arrival: Query collection index, gsi1sk BETWEEN <from> AND <to>~",
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
];
