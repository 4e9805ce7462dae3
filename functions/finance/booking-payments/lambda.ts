import { staff } from '../../../shared/auth/actor';
import { bookingPaymentsEndpoints as api } from '../../../shared/api/booking-payments';
import { bookingChangesEndpoints as changes } from '../../../shared/api/booking-changes';
import { deletePayment } from '../../booking/index';
import { action, resourceHandler } from '../../lib/http';
import { addPayment, deleteManualPayment, markPaid, setReference } from './money';
import { agencyPayments, openPayments, paymentHistory, paymentStatus } from './status';
import { departurePaymentActions } from './departure';

/**
 * Payments on bookings (ISSUE-15, docs/decisions.md "Payments on bookings"): a Lambda of its own beside the booking
 * core; money lands through recordPayment (functions/booking/bookings/payments/record.ts), reads compute from the headers.
 */
export const handler = resourceHandler('booking-payments', [
  action(api.payment, async ({ principal, params, body }) => addPayment(principal, params.id, body)),
  action(api.deletePayment, async ({ principal, params }) => deleteManualPayment(principal, params.id, params.paymentId)),
  action(api.markPaid, async ({ principal, params, body }) => markPaid(principal, params.id, body)),
  action(api.paymentStatus, async ({ principal, query }) => ({ data: await paymentStatus(principal, query.ids ?? [query.id as string]) })),
  action(api.openPayments, async ({ principal, query }) => ({ ...(await openPayments(principal, query)), page: query.page, size: query.size })),
  action(api.agencyPayments, async ({ principal, params, query }) => agencyPayments(principal, params.agency, query)),
  action(api.history, async ({ principal, query }) => paymentHistory(principal, query)),
  action(api.ref, async ({ principal, body }) => setReference(principal, body.booking, body.payment, body.reference)),
  action(changes.deletePayment, async ({ principal, params, query }) => deletePayment(staff(principal), params.id, query)),
  action(api.remove, async ({ principal, body }) => deleteManualPayment(principal, body.booking, body.payment)),
  ...departurePaymentActions,
]);
