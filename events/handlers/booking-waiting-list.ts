import { offerFreedInventory } from '../../functions/booking/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A booking changed or was cancelled: if that freed inventory, the first waiting booking that fits now is offered. */
export const handler = sqsConsumer('booking-waiting-list', BookingCreated, async (detail, log) => {
  const offered = await offerFreedInventory(detail.tenant, detail.bookingId);
  if (offered) log.info('waiting booking offered', { bookingId: offered, freedBy: detail.bookingId });
});
