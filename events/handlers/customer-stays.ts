import { refreshBookingStays } from '../../functions/customer/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * Keeps customers' stays and stay figures in step with their bookings (docs/decisions.md, "Payment QR codes and
 * customer stays"): on every created, changed or cancelled booking its stays are written as the header is now, and
 * the figures of every customer it lists or listed are recomputed. The three events share the booking fields read.
 */
export const handler = sqsConsumer('customer-stays', BookingCreated, async (detail, log) => {
  const customers = await refreshBookingStays(detail.tenant, detail.bookingId);
  log.info('customer stays', { bookingId: detail.bookingId, customers: customers.length });
});
