/**
 * The booking area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { MAX_ATTEMPTS, agencyOnly, backoff, readBooking, requireAccess } from './bookings/access';
export { applyBookingChange, refused } from './bookings/lifecycle/apply';
export type { ChangeContext, PlannedChange } from './bookings/lifecycle/apply';
export { deletePaymentById } from './bookings/payments/delete';
export { planPayment, recordPayment, removePayment } from './bookings/payments/record';
export type { PaymentInput, PaymentOutcome } from './bookings/payments/record';
export { expireOption, offerFreedInventory, syncOptionSchedule } from './expiry/service';
export { visibility } from './list/visibility';
