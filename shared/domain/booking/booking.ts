import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';
import { ZCalculationLine, ZPaymentMilestone } from './calculation';
import { ZBookingPayment } from './payment';
import { ZOnsiteItem } from '../pos/pos';
import { BOOKING_STATES } from './states';
import { BOOKING_CHANNELS, ZOnlineHold } from './online-hold';
import { ZTodo } from './todos';

/** A person in a room or cabin: the customer and, on a trip, the bed (internalId) they sleep in. */
export const ZBookingRoomCustomer = z.object({
  customer: z.string().min(1),
  bed: z.string().min(1).optional(),
  /** The price variant chosen for this person (board, diving package), when not the booking's default. */
  variant: z.string().min(1).optional(),
});

/** Reference kinds the booking file offers (spec 2 §3 `references`): a voucher, the agency's own number, another system's, other. */
export const BOOKING_REFERENCE_TYPES = ['voucher', 'agency', 'external', 'other'] as const;
/** One reference of a booking (POST /api/bookings/{id}/ref); `id` names it for DELETE ref/{ref}. */
export const ZBookingReference = z.object({
  id: z.string().min(1),
  type: z.enum(BOOKING_REFERENCE_TYPES),
  value: z.string().min(1),
  createdAt: z.string(),
  createdBy: z.string().optional(),
});
export type BookingReference = z.output<typeof ZBookingReference>;

/** A document attached to the booking (POST /api/bookings/{id}/upload): a media item of the media module. */
export const ZBookingDocument = z.object({
  /** The media item's id (functions/platform/media), also the document's id. */
  id: z.string().min(1),
  name: z.string().min(1),
  mimeType: z.string().min(1),
  size: z.number().int().min(0),
  uploadedAt: z.string(),
  uploadedBy: z.string().optional(),
});
export type BookingDocument = z.output<typeof ZBookingDocument>;

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
  /** The price variant of this room (board, diving package); none: the booking's. */
  variant: z.string().min(1).optional(),
  /** The persons in this room (spec: customers per room and bed); the lead may be among them. */
  customers: z.array(ZBookingRoomCustomer).optional(),
  /** A locked room is kept out of moves and room changes (lockUnlockRoom). */
  locked: z.boolean().optional(),
  /** Per-room check-in and check-out times (ISO date-times) when rooms arrive or leave apart. */
  checkedIn: z.string().optional(),
  checkedOut: z.string().optional(),
});

/**
 * The booking header (spec 2 section 3): what is stored (functions/data/entities/booking.ts) and what the API answers
 * (shared/api/bookings.ts ZBooking) are this one schema.
 */
export const ZBookingHeader = z.object({
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
  // ISSUE-14 (bookings): the rest of spec 2 section 3, optional so that every stored booking still reads.
  /** 'resort' (a stay) or 'trip' (a schedule). */
  type: z.enum(['resort', 'trip']).optional(),
  /** A trip's vessel and tour (copied from its schedule on create; the calendar index and asset limits use them). */
  vessel: z.string().optional(),
  tour: z.string().optional(),
  /** The lead customer's full name, kept with the header for lists, search and calendars. */
  customerName: z.string().optional(),
  noOfPax: z.number().int().min(0).optional(),
  /** Who created the booking (user id) and who changed it last, with the action (history: who, when, what). */
  user: z.string().optional(),
  updatedBy: z.string().optional(),
  lastAction: z.string().optional(),
  // ISSUE-14 lifecycle (core): numbers, dates and marks the actions set (docs/booking-states.md).
  /** Gap-free per tenant: given when the booking first becomes confirmed (reservation) or is created as a draft (offer). */
  reservationNo: z.number().int().min(1).optional(),
  offerNo: z.number().int().min(1).optional(),
  reservationDate: z.string().optional(),
  cancelationDate: z.string().optional(),
  resolvedDate: z.string().optional(),
  freedDate: z.string().optional(),
  deletedDate: z.string().optional(),
  /** Released (release) or checked out (checkout): the calendars show planned+resolved as released, confirmed+resolved as confirmed-resolved. */
  resolved: z.boolean().optional(),
  releaseReason: z.string().optional(),
  /** Issue 22: why the booking was cancelled (the cancel dialog asks). */
  cancelReason: z.string().optional(),
  /** The state before the last cancel, free or release: what revert restores. */
  previousState: z.enum(BOOKING_STATES).optional(),
  /** Rebook: the booking this one continues (rebookedFrom) or that continues this one (rebookedTo). */
  rebookedFrom: z.string().optional(),
  rebookedTo: z.string().optional(),
  /** Split by customer: the booking this one was split from. */
  splitFrom: z.string().optional(),
  /**
   * Split by customer, on the original (`splitted`): the bookings it was split into, by id and number. Why its file
   * shows 0.00: their files hold its lines' money, milestones and payments (docs/booking-states.md "splitByCustomer").
   */
  splitInto: z.array(z.object({ id: z.string(), bookingNo: z.number().int() })).optional(),
  checkedInAt: z.string().optional(),
  checkedOutAt: z.string().optional(),
  /** References (voucher, the agency's own number, …) and documents (booking-extras, docs/decisions.md "Booking extras"). */
  references: z.array(ZBookingReference).optional(),
  documents: z.array(ZBookingDocument).optional(),
  /** The booking's todos (shared/domain/booking/todos.ts; docs/decisions.md, "Todos"). */
  todo: z.array(ZTodo).optional(),
  hasOpenTodos: z.boolean().optional(),
  hasExceededDueDate: z.boolean().optional(),
  // ISSUE-14 wizard (docs/decisions.md, "Booking wizard"): what the create priced and stored.
  calculation: z.array(ZCalculationLine).optional(),
  payments: z.array(ZPaymentMilestone).optional(),
  /** ISSUE-15: the money received (shared/domain/booking/payment.ts), each applied once by its key. */
  received: z.array(ZBookingPayment).optional(),
  /** ISSUE-15: products sold on site per booking room (shared/domain/pos/pos.ts; docs/decisions.md "Point of sale"). */
  onsite: z.array(ZOnsiteItem).optional(),
  /** The calculation's currency (default EUR) and the booking's language (default de). */
  currency: z.string().optional(),
  language: z.string().optional(),
  source: z.string().optional(),
  category: z.string().optional(),
  /** The terms of payment chosen (id); none: the price definition's or the operator's default. */
  termsOfPayment: z.string().optional(),
  /** The agency's commission in percent at booking time. */
  commission: z.number().optional(),
  /** A draft (option) holds its inventory until this day. */
  optionDate: ZIsoDate.optional(),
  /** The option date of an option freed by its expiry (functions/booking/expiry). */
  expiredOption: ZIsoDate.optional(),
  /** A waiting booking whose rooms became free: when its owner was told it can be confirmed now. */
  offeredAt: z.string().optional(),
  /** The day the booking was made (the pricing engine's booking date). */
  bookingDate: ZIsoDate.optional(),
  /** The price variant chosen for the whole booking (rooms and persons may name their own). */
  variant: z.string().optional(),
  supplements: z.array(z.object({ id: z.string(), quantity: z.number().int().optional() })).optional(),
  specials: z.array(z.string()).optional(),
  // ISSUE-14 calculation editing (docs/decisions.md, "Editing the calculation"): choices a re-price keeps.
  /** The price definition chosen by hand (changePrice); none: the engine picks. */
  priceDefinition: z.string().optional(),
  /** The commission was set by hand (commission/{commission}): a re-price keeps `commission`. */
  commissionFixed: z.boolean().optional(),
  // Issue 25 (docs/decisions/online-holds.md): a guest's online booking.
  /** Spec 2 "Special booking channels": how the booking came (an online booking: CustomerDirectBooking); none: Booking or AgentDirectBooking by its agency. */
  channel: z.enum(BOOKING_CHANNELS).optional(),
  /** A guest's online hold: until when it holds, its extensions, the checkout, how it ended. */
  online: ZOnlineHold.optional(),
});
export type BookingHeader = z.output<typeof ZBookingHeader>;
