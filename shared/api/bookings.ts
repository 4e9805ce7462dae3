import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { ZIsoDate } from '../domain/inventory/stay';
import { LANGUAGES } from '../constants';
import { ZCalculationLine, ZPaymentMilestone } from '../domain/booking/calculation';

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

export const ZBooking = z.object({
  id: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  resort: z.string().optional(),
  schedule: z.string().optional(),
  checkIn: ZIsoDate.optional(),
  checkOut: ZIsoDate.optional(),
  rooms: z.array(
    z.object({
      room: z.string(),
      noOfPax: z.number().int(),
      beds: z.array(z.string()).optional(),
      gender: z.enum(['m', 'f']).optional(),
      variant: z.string().optional(),
      // The persons per room and bed, as the header stores them (functions/data/entities/booking.ts ZBookingRoom).
      customers: z.array(z.object({ customer: z.string(), bed: z.string().optional(), variant: z.string().optional() })).optional(),
      locked: z.boolean().optional(),
      checkedIn: z.string().optional(),
      checkedOut: z.string().optional(),
    }),
  ),
  customer: z.string().optional(),
  agency: z.string().optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  type: z.enum(['resort', 'trip']).optional(),
  vessel: z.string().optional(),
  tour: z.string().optional(),
  customerName: z.string().optional(),
  noOfPax: z.number().int().optional(),
  user: z.string().optional(),
  updatedBy: z.string().optional(),
  lastAction: z.string().optional(),
  // ISSUE-14 lifecycle (core): docs/booking-states.md.
  reservationNo: z.number().int().optional(),
  offerNo: z.number().int().optional(),
  reservationDate: z.string().optional(),
  cancelationDate: z.string().optional(),
  resolvedDate: z.string().optional(),
  freedDate: z.string().optional(),
  deletedDate: z.string().optional(),
  resolved: z.boolean().optional(),
  releaseReason: z.string().optional(),
  previousState: z.enum(BOOKING_STATES).optional(),
  rebookedFrom: z.string().optional(),
  rebookedTo: z.string().optional(),
  splitFrom: z.string().optional(),
  checkedInAt: z.string().optional(),
  checkedOutAt: z.string().optional(),
  references: z.array(z.string()).optional(),
  hasOpenTodos: z.boolean().optional(),
  hasExceededDueDate: z.boolean().optional(),
  calculation: z.array(ZCalculationLine).optional(),
  payments: z.array(ZPaymentMilestone).optional(),
  currency: z.string().optional(),
  language: z.string().optional(),
  source: z.string().optional(),
  category: z.string().optional(),
  termsOfPayment: z.string().optional(),
  commission: z.number().optional(),
  optionDate: ZIsoDate.optional(),
  bookingDate: ZIsoDate.optional(),
  variant: z.string().optional(),
  supplements: z.array(z.object({ id: z.string(), quantity: z.number().int().optional() })).optional(),
  specials: z.array(z.string()).optional(),
});
export type Booking = z.infer<typeof ZBooking>;

const tags = ['bookings'];

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
    summary: 'Cancels a booking (state aborted) and releases its inventory in the same transaction; cancelling a cancelled booking answers it unchanged',
    input: { params: z.object({ id: ZId }) },
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
