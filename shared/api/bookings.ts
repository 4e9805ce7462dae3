import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { ZIsoDate } from '../domain/inventory/stay';
import { LANGUAGES } from '../constants';
import { ZBookingHeader } from '../domain/booking/booking';

/** Who creates bookings; agency users (agencies.self) for their own agency only. */
export const BOOKING_CREATE_SCOPES = ['bookings.create', 'agencies.self'] as const;

const ZBookingRoomRequest = z.strictObject({
  /** A room id (resort stay) or cabin id (trip). */
  room: ZId,
  noOfPax: z.number().int().min(1).max(50),
  /** Cabin beds by internalId (shared cabins); without them the first free beds are taken. */
  beds: z.array(z.string().min(1).max(20)).max(30).optional(),
  /** The persons in the room (at most noOfPax; the rest are priced as unnamed adults), a bed each on a trip. */
  customers: z
    .array(z.strictObject({ customer: ZId, bed: z.string().min(1).max(20).optional(), variant: ZId.optional() }))
    .max(50)
    .optional(),
  /** The room's price variant; none: the booking's. */
  variant: ZId.optional(),
});

/** The longest option: a draft holds its inventory at most this many days (docs/decisions.md, "Booking wizard"). */
export const MAX_OPTION_DAYS = 60;
/** What a create may ask for: an option (draft, with optionDate), a confirmed booking, or a place on the waiting list. */
export const CREATE_STATES = ['draft', 'confirmed', 'waiting'] as const;

const common = {
  rooms: z.array(ZBookingRoomRequest).min(1).max(50),
  /** The lead customer; none: the first person of the first room. */
  customer: ZId.optional(),
  /** Agency users: their own only (another answers 403); booked at the agency's prices and commission. */
  agency: ZId.optional(),
  state: z.enum(CREATE_STATES).default('confirmed'),
  /** A draft's expiry day (required for a draft, after today, at most MAX_OPTION_DAYS ahead). */
  optionDate: ZIsoDate.optional(),
  variant: ZId.optional(),
  supplements: z
    .array(z.strictObject({ id: ZId, quantity: z.number().int().min(0).max(10_000).optional() }))
    .max(100)
    .optional(),
  /** Specials chosen by hand (autoAdd specials apply whenever their rule matches). */
  specials: z.array(ZId).max(100).optional(),
  source: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  termsOfPayment: ZId.optional(),
  language: z.enum(LANGUAGES).default('de'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'A three-letter currency code' })
    .optional(),
};

/** POST /api/bookings: a resort stay (resort, checkIn, checkOut) or a trip (schedule). */
export const ZCreateBooking = z.union([
  z.strictObject({ resort: ZId, checkIn: ZIsoDate, checkOut: ZIsoDate, ...common }),
  z.strictObject({ schedule: ZId, ...common }),
]);
export type CreateBooking = z.infer<typeof ZCreateBooking>;

/** The booking as the API answers it: the stored header (shared/domain/booking/booking.ts). */
export const ZBooking = ZBookingHeader;
export type Booking = z.infer<typeof ZBooking>;

const tags = ['bookings'];

/** Issue 22: the cancel dialog's reason and whether the terms' cancellation fee is waived (both optional). */
export const ZCancelBooking = z.strictObject({ reason: z.string().trim().min(1).max(500).optional(), waiveFee: z.boolean().optional() });

export const bookingEndpoints = {
  create: endpoint({
    id: 'bookings.create',
    method: 'POST',
    path: '/api/bookings',
    resource: 'bookings',
    scopes: BOOKING_CREATE_SCOPES,
    tags,
    summary:
      'Creates a booking and takes its inventory (room-nights or cabin beds) in one transaction; a taken room, night, cabin or bed answers ' +
      '409 ROOM_NOT_AVAILABLE naming the room and the first taken night, and nothing is written. bookingNo is unique and gap-free',
    input: { body: ZCreateBooking },
    output: ZBooking,
    idempotent: true,
  }),
  get: endpoint({
    id: 'bookings.get',
    method: 'GET',
    path: '/api/bookings/{id}',
    resource: 'bookings',
    scopes: ['bookings.read', 'agencies.self'],
    tags,
    summary: 'One booking (agency users: their own agency’s only)',
    input: { params: z.object({ id: ZId }) },
    output: ZBooking,
  }),
  cancel: endpoint({
    id: 'bookings.cancell',
    method: 'POST',
    path: '/api/bookings/{id}/cancell',
    resource: 'bookings',
    scopes: ['bookings.update', 'agencies.self'],
    tags,
    summary:
      'Cancels a booking (state aborted) and releases its inventory in the same transaction; cancelling a cancelled booking answers it unchanged. ' +
      'The reason is kept; the cancellation fee of its terms of payment becomes a calculation line of type cancellationFee unless waiveFee',
    input: { params: z.object({ id: ZId }), body: ZCancelBooking.optional() },
    output: ZBooking,
  }),
};

const ZMovement = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  rooms: z.array(z.string()),
  noOfPax: z.number().int(),
  customer: z.string().optional(),
  agency: z.string().optional(),
});

export const arrivalDepartureEndpoints = {
  byDate: endpoint({
    id: 'arrivaldeparture.date',
    method: 'GET',
    path: '/api/arrivaldeparture/date/{resort}/{from}/{to}',
    resource: 'rooms',
    scopes: ['bookings.read', 'resort.read'],
    tags: ['arrivaldeparture'],
    summary: "The resort's arrivals and departures per day from..to (inclusive, at most 62 days); an unknown resort answers 404 RESORT_NOT_FOUND",
    input: { params: z.object({ resort: z.string().min(1).max(100), from: ZIsoDate, to: ZIsoDate }) },
    output: z.object({ data: z.array(z.object({ date: ZIsoDate, arrivals: z.array(ZMovement), departures: z.array(ZMovement) })) }),
  }),
};
