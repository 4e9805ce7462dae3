import { expireOption } from '../../functions/booking/index';
import { OptionExpiryDue } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** An option's schedule fired: free the option if it is still due, and tell its owner. */
export const handler = sqsConsumer('booking-option-expiry', OptionExpiryDue, async (detail, log) => {
  const outcome = await expireOption(detail.tenant, detail.bookingId, detail.optionDate);
  log.info('option expiry', { bookingId: detail.bookingId, optionDate: detail.optionDate, outcome });
});
