import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { BOOKING_READ_SCOPES } from './booking-list';
import { ZMilestoneStatus } from './booking-payments';
import { endpoint } from './endpoint';
import { ZStay, ZStayFigures } from '../domain/customer/stays';
import { ZId } from './resource';

/*
 * Payment QR codes, a departure's payments and a customer's stays (ISSUE-29, docs/decisions.md "Payment QR codes and
 * customer stays"): the booking's check-in link and EPC ("GiroCode") transfer as QR codes, what a schedule's guests
 * paid and owe, and the stays and figures the specials' LastStay, NoOfStays, StayRevenue and Bookings conditions read.
 */

const byId = z.object({ id: ZId });
/** Nothing in the body: the codes are made from the booking as stored (an empty object or no body at all). */
const ZNoBody = z.strictObject({}).optional();

export const ZCheckInQr = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  /** The staff URL of the booking file the code holds. */
  url: z.string(),
  /** An SVG image as a data URL. */
  image: z.string(),
});
export type CheckInQr = z.infer<typeof ZCheckInQr>;

export const ZPaymentQr = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  /** The EPC069-12 text the code holds. */
  payload: z.string(),
  image: z.string(),
  name: z.string(),
  iban: z.string(),
  bic: z.string().optional(),
  /** The open amount as decimal text, in EUR. */
  amount: z.string(),
  currency: z.literal('EUR'),
  /** The remittance text the guest's bank passes on: the bank import finds the booking by its number. */
  reference: z.string(),
});
export type PaymentQr = z.infer<typeof ZPaymentQr>;

export const bookingQrEndpoints = {
  qrcode: endpoint({
    id: 'bookings.qrcode',
    method: 'POST',
    path: '/api/bookings/{id}/qrcode',
    resource: 'booking-qr',
    scopes: BOOKING_READ_SCOPES,
    tags: ['bookings'],
    summary: 'The check-in desk’s QR code of a booking: an SVG data URL holding the staff URL of the booking file (nothing is written)',
    input: { params: byId, body: ZNoBody },
    output: ZCheckInQr,
  }),
  paymentqrcode: endpoint({
    id: 'bookings.paymentqrcode',
    method: 'POST',
    path: '/api/bookings/{id}/paymentqrcode',
    resource: 'booking-qr',
    scopes: BOOKING_READ_SCOPES,
    tags: ['bookings', 'payments'],
    summary:
      'An EPC QR code (GiroCode, SEPA credit transfer) for the booking’s open amount to the operator’s IBAN and BIC (company profile), the booking ' +
      'number as remittance text. 409 NOTHING_OPEN when nothing is open, 409 QR_CURRENCY_NOT_EUR for another currency, 409 NO_IBAN without an IBAN',
    input: { params: byId, body: ZNoBody },
    output: ZPaymentQr,
  }),
};

export const ZDeparturePaymentRow = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  leadGuest: z.string().optional(),
  currency: z.string(),
  total: z.string(),
  /** Paid at the counter later, not owed in advance (so total − onSite − agencyKeeps − paid = open). */
  onSite: z.string(),
  /** A net agency's commission it keeps from the guest's money (not owed to the operator). */
  agencyKeeps: z.string(),
  paid: z.string(),
  open: z.string(),
  /** Milestones with something open whose day has come (due today or overdue). */
  due: z.array(ZMilestoneStatus),
});
export const ZDeparturePayments = z.object({
  tour: z.string(),
  schedule: z.string(),
  data: z.array(ZDeparturePaymentRow),
  /** Per currency (a departure's bookings are usually in one). */
  sums: z.array(
    z.object({ currency: z.string(), total: z.string(), onSite: z.string(), agencyKeeps: z.string(), paid: z.string(), open: z.string(), dueNow: z.string() }),
  ),
});
export type DeparturePayments = z.infer<typeof ZDeparturePayments>;

export const tourPaymentEndpoints = {
  payments: endpoint({
    id: 'tours.payments',
    method: 'GET',
    path: '/api/tours/{tour}/{schedule}/payments',
    resource: 'booking-payments',
    scopes: ['bookings.read'],
    tags: ['tours', 'payments'],
    summary: 'What a departure’s guests paid and owe: per booking of the schedule its total, paid, open and the milestones due, and the sums',
    input: { params: z.object({ tour: ZId, schedule: ZId }) },
    output: ZDeparturePayments,
  }),
};

export { ZStay, ZStayFigures, type Stay, type StayFigures } from '../domain/customer/stays';

export const customerStayEndpoints = {
  stay: endpoint({
    id: 'customers.stay',
    method: 'GET',
    path: '/api/customers/{id}/stay',
    resource: 'customers',
    scopes: ['customers.read'],
    tags: ['customers'],
    summary: 'A customer’s stays (bookings with the customer as lead or in a room: dates, asset, state, amount) and the figures the specials read',
    input: { params: byId },
    output: z.object({ data: z.array(ZStay), figures: ZStayFigures }),
  }),
  recalculate: endpoint({
    id: 'customers.stats.recalculate',
    method: 'POST',
    path: '/api/customers/{id}/stats/recalculate',
    resource: 'customers',
    scopes: ['customers.update'],
    tags: ['customers'],
    summary: 'Rebuilds a customer’s stays and stay figures from the bookings and answers the figures',
    input: { params: byId, body: ZNoBody },
    output: ZStayFigures,
  }),
};
