import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * The club member's own bookings, invoices and certifications (issue 25; docs/decisions/club.md). Every call answers
 * the signed-in member's data only: the customer is the session's `customerId`, never a parameter, and a booking or
 * invoice that is not theirs answers 404 exactly like one that does not exist. Their guest forms are
 * `GET /api/guestform/self` and their profile `GET|PUT /api/customers/{id}` (both `customers.self`, existing).
 */
const scopes = ['customers.self'] as const;
const tags = ['club'];

/** A member's booking as their list shows it. Money only when they lead it (the bill is the lead's). */
export const ZClubBooking = z.object({
  id: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  /** lead: the member booked it; guest: they travel in one of its rooms or cabins. */
  role: z.enum(['lead', 'guest']),
  type: z.enum(['resort', 'trip']),
  /** The resort's or vessel's name. */
  assetName: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  currency: z.string(),
  total: z.string().optional(),
  paid: z.string().optional(),
  open: z.string().optional(),
  /** Of the total, what is paid on site and not owed before arrival (the lead's only): total = paid + open + onSite. */
  onSite: z.string().optional(),
});
export type ClubBooking = z.infer<typeof ZClubBooking>;

export const ZClubGuest = z.object({
  /** The member themselves. */
  me: z.boolean(),
  /** A travel companion's name only when the member leads the booking. */
  name: z.string().optional(),
});

export const ZClubBookingDetail = ZClubBooking.extend({
  noOfPax: z.number().int(),
  rooms: z.array(z.object({ name: z.string(), kind: z.enum(['room', 'cabin']), guests: z.array(ZClubGuest) })),
  /** Due payments still open (milestones), the lead's only. */
  due: z.array(z.object({ due: z.string(), open: z.string(), type: z.string() })),
});
export type ClubBookingDetail = z.infer<typeof ZClubBookingDetail>;

export const ZClubInvoice = z.object({
  id: z.string(),
  numberText: z.string(),
  kind: z.enum(['invoice', 'cancellation']),
  state: z.string(),
  booking: z.string(),
  bookingNo: z.number().int(),
  date: z.string(),
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  open: z.string(),
  paidState: z.string(),
});
export type ClubInvoice = z.infer<typeof ZClubInvoice>;

export const ZClubCertification = z.object({
  agency: z.string().optional(),
  level: z.string().optional(),
  number: z.string().optional(),
  date: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type ClubCertification = z.infer<typeof ZClubCertification>;

export const clubEndpoints = {
  bookings: endpoint({
    id: 'club.bookings',
    method: 'GET',
    path: '/api/club/bookings',
    resource: 'club',
    scopes,
    tags,
    summary: "The signed-in member's bookings (their stays: led or travelled in), newest first; total, paid and open where they lead",
    input: {},
    output: z.object({ data: z.array(ZClubBooking) }),
  }),
  booking: endpoint({
    id: 'club.booking',
    method: 'GET',
    path: '/api/club/bookings/{id}',
    resource: 'club',
    scopes,
    tags,
    summary: "One of the member's bookings with its rooms or cabins and guests; another's or an unknown id: 404",
    input: { params: z.object({ id: ZId }) },
    output: ZClubBookingDetail,
  }),
  invoices: endpoint({
    id: 'club.invoices',
    method: 'GET',
    path: '/api/club/invoices',
    resource: 'club',
    scopes,
    tags,
    summary: "The invoices addressed to the member (of their bookings), newest first, paid and open as of the booking's payments now",
    input: {},
    output: z.object({ data: z.array(ZClubInvoice) }),
  }),
  invoiceLink: endpoint({
    id: 'club.invoiceLink',
    method: 'POST',
    path: '/api/club/invoices/{id}/link',
    resource: 'club',
    scopes,
    tags,
    summary: "A fresh link to the member's invoice on the public club invoice page (/club/invoice/:id), where its open amount is paid; another's: 404",
    input: { params: z.object({ id: ZId }), body: z.strictObject({}).optional() },
    output: z.object({ url: z.string() }),
  }),
  certifications: endpoint({
    id: 'club.certifications',
    method: 'GET',
    path: '/api/club/certifications',
    resource: 'club',
    scopes,
    tags,
    summary: "The member's diving certification as their guest forms recorded it (the customer's diving.certification* meta values)",
    input: {},
    output: z.object({ data: z.array(ZClubCertification) }),
  }),
};
