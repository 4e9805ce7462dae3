/**
 * The booking area's face: what other areas and the event consumers may use of it (docs/architecture.md). Use cases
 * by verb, called with an Actor (shared/auth/actor.ts): functions/booking/use-cases.ts.
 */
export {
  actsForAgencyOnly,
  bookingVisibility,
  cancelBooking,
  changeBooking,
  createBooking,
  deletePayment,
  readBooking,
  recordPayment,
  removePayment,
  requireBookingAccess,
} from './use-cases';
export { MAX_ATTEMPTS, backoff } from './bookings/access';
export { refused } from './bookings/lifecycle/apply';
export type { ChangeAction, ChangeContext, ChangePlanner, PlannedChange } from './bookings/lifecycle/apply';
export { planPayment } from './bookings/payments/record';
export type { PaymentInput, PaymentOutcome } from './bookings/payments/record';
export { applyBookingChange } from './bookings/lifecycle/apply';
export { expireOption, offerFreedInventory, syncOptionSchedule } from './expiry/service';
// A guest's online hold confirmed only by the verified webhook's payment (issue 25; docs/decisions/online-holds.md).
export { confirmOnlineHold, mailOnlineConfirmation, type ConfirmationLinks, type ConfirmOutcome } from './online/hold/confirm';
