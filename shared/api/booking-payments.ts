import * as z from 'zod';
import { PAYMENT_METHODS, PAYMENT_SOURCES, PAYMENT_STATUSES, ZBookingPayment } from '../domain/booking/payment';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZIsoDate } from '../domain/inventory/stay';
import { ZDecimal } from './booking-calculation';
import { BOOKING_READ_SCOPES } from './booking-list';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/*
 * Payments on bookings (ISSUE-15, Lambda `booking-payments`, docs/decisions.md "Payments on bookings"): money in and
 * out through recordPayment/removePayment (functions/booking/bookings/payments/record.ts), each booking's payment status
 * against its milestones, the bookings with money open, an agency's payments and the tenant's payment ledger.
 */

const tags = ['bookings', 'payments'];
const resource = 'booking-payments' as const;
const STAFF = ['bookings.update'] as const;
const ZIdParams = z.object({ id: ZId });
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, { message: 'A three-letter currency code' });
const ZText = z.string().trim().max(200);

export const ZPaymentBody = z.strictObject({
  amount: ZDecimal,
  currency: ZCurrency.optional(),
  method: z.enum(PAYMENT_METHODS).default('bank'),
  date: ZIsoDate.optional(),
  reference: ZText.optional(),
  text: ZText.optional(),
  milestone: z.enum(['deposit', 'rest']).optional(),
});
export type PaymentBody = z.input<typeof ZPaymentBody>;

export const ZPaymentSummary = z.object({
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  open: z.string(),
  /** What is owed now (open = owed − paid), what a net agency keeps, the on-site fees not owed before arrival. */
  owed: z.string().optional(),
  agencyKeeps: z.string().optional(),
  onSiteLater: z.string().optional(),
  dueNow: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  exceeded: z.boolean(),
  next: z.object({ due: z.string(), open: z.string(), type: z.string() }).optional(),
});

/** A milestone with what the payments cover of it (paid in the milestones' due order). */
export const ZMilestoneStatus = z.object({
  type: z.string(),
  text: z.string().optional(),
  due: z.string(),
  amount: z.string(),
  paid: z.string(),
  open: z.string(),
});
export type MilestoneStatus = z.infer<typeof ZMilestoneStatus>;

/** The booking facts a payment list shows beside the money. */
const ZBookingFacts = z.object({
  id: z.string(),
  bookingNo: z.number().int().optional(),
  state: z.enum(BOOKING_STATES),
  customerName: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  agency: z.string().optional(),
  resort: z.string().optional(),
  vessel: z.string().optional(),
});
export const ZPaymentStatusRow = ZBookingFacts.extend({ summary: ZPaymentSummary, milestones: z.array(ZMilestoneStatus) });
export type PaymentStatusRow = z.infer<typeof ZPaymentStatusRow>;

export const ZLedgerPayment = ZBookingPayment.extend({
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  customerName: z.string().optional(),
  agency: z.string().optional(),
  currency: z.string(),
});
export type LedgerPayment = z.infer<typeof ZLedgerPayment>;

const ZIds = z
  .string()
  .trim()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZId).min(1).max(50));
const ZSize = z.coerce.number().int().min(1).max(200).default(50);
const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const OPEN_STATUSES = ['due', 'overdue', 'part-paid', 'open'] as const;

export const ZOpenPaymentsQuery = z.strictObject({
  status: z
    .string()
    .max(100)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(OPEN_STATUSES)).min(1))
    .optional(),
  /** Only bookings with a milestone due on or before this day that is not paid. */
  dueUntil: ZIsoDate.optional(),
  asset: ZId.optional(),
  agency: ZId.optional(),
  /** Check-in window of the candidates (default: from a year before today). */
  checkInFrom: ZIsoDate.optional(),
  checkInTo: ZIsoDate.optional(),
  page: ZPageNo,
  size: ZSize,
});

export const bookingPaymentsEndpoints = {
  payment: endpoint({
    id: 'bookings.payment',
    method: 'POST',
    path: '/api/bookings/{id}/payment',
    resource,
    scopes: STAFF,
    tags,
    idempotent: true,
    summary: 'Records a manual payment (any active currency, converted at the stored rate of the day; negative: a refund)',
    input: { params: ZIdParams, body: ZPaymentBody },
    output: ZBooking,
  }),
  deletePayment: endpoint({
    id: 'bookings.deletePayment',
    method: 'DELETE',
    path: '/api/bookings/{id}/payment/{paymentId}',
    resource,
    scopes: STAFF,
    tags,
    summary: 'Removes a manual payment; bank, provider, credit and POS payments answer 409 (undone where they came from)',
    input: { params: z.object({ id: ZId, paymentId: ZId }) },
    output: ZBooking,
  }),
  markPaid: endpoint({
    id: 'bookings.markPaid',
    method: 'POST',
    path: '/api/bookings/{id}/markPaid',
    resource,
    scopes: STAFF,
    tags,
    idempotent: true,
    summary: 'Records the open amount as one payment; nothing open answers 409',
    input: {
      params: ZIdParams,
      body: z
        .strictObject({ method: z.enum(PAYMENT_METHODS).default('bank'), date: ZIsoDate.optional(), reference: ZText.optional() })
        .default({ method: 'bank' }),
    },
    output: ZBooking,
  }),
  paymentStatus: endpoint({
    id: 'bookings.paymentStatus',
    method: 'GET',
    path: '/api/bookings/paymentStatus',
    resource,
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: 'The payment status of one or more bookings (id or ids, comma separated): summary and milestones with what is paid',
    input: { query: z.strictObject({ id: ZId.optional(), ids: ZIds.optional() }).refine((q) => q.id || q.ids, { message: 'id or ids' }) },
    output: z.object({ data: z.array(ZPaymentStatusRow) }),
  }),
  openPayments: endpoint({
    id: 'bookings.allBookingsWithOpenPayments',
    method: 'GET',
    path: '/api/bookings/allBookingsWithOpenPayments',
    resource,
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: 'Bookings with money open (status, due until, asset, agency; paged), computed from the headers on read',
    input: { query: ZOpenPaymentsQuery },
    // No total (docs/decisions/booking.md "Counts"): `more` says whether matches follow the page.
    output: z.object({ data: z.array(ZPaymentStatusRow), more: z.boolean(), page: z.number().int(), size: z.number().int() }),
  }),
  agencyPayments: endpoint({
    id: 'bookings.agencyPayments',
    method: 'GET',
    path: '/api/bookings/agency/payments/{agency}',
    resource,
    scopes: ['bookings.read', 'agencies.self'],
    tags,
    summary: "An agency's bookings with their payment summary (check-in window) and its payments from the ledger (day window)",
    input: {
      params: z.object({ agency: ZId }),
      query: z.strictObject({ from: ZIsoDate.optional(), to: ZIsoDate.optional(), onlyOpen: z.enum(['true', 'false']).optional() }),
    },
    output: z.object({ bookings: z.array(ZPaymentStatusRow), payments: z.array(ZLedgerPayment) }),
  }),
  history: endpoint({
    id: 'payments.history',
    method: 'GET',
    path: '/api/payments/history',
    resource,
    scopes: ['bookingpayment.read'],
    tags,
    summary: "The tenant's payments by day (newest first), optionally one source kind; paged by cursor",
    input: {
      query: z.strictObject({
        from: ZIsoDate.optional(),
        to: ZIsoDate.optional(),
        kind: z.enum(PAYMENT_SOURCES).optional(),
        size: ZSize,
        next: z.string().max(2000).optional(),
      }),
    },
    output: z.object({ data: z.array(ZLedgerPayment), next: z.string().optional() }),
  }),
  ref: endpoint({
    id: 'payments.ref',
    method: 'POST',
    path: '/api/payments/ref',
    resource,
    scopes: STAFF,
    tags,
    summary: "Sets (empty: removes) a payment's reference text",
    input: { body: z.strictObject({ booking: ZId, payment: ZId, reference: ZText }) },
    output: ZBooking,
  }),
  remove: endpoint({
    id: 'payments.remove',
    method: 'POST',
    path: '/api/payments/remove',
    resource,
    scopes: STAFF,
    tags,
    summary: 'Removes a manual payment addressed by booking and payment (as DELETE /api/bookings/{id}/payment/{paymentId})',
    input: { body: z.strictObject({ booking: ZId, payment: ZId }) },
    output: ZBooking,
  }),
};
