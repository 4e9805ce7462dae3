import { mailOnlineConfirmation } from '../../functions/booking/index';
import { onlineInvoiceLink } from '../../functions/finance/index';
import { guestFormLinksFor } from '../../functions/forms/index';
import { OnlineBookingConfirmed } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * An online hold was confirmed by its payment (docs/decisions/online-holds.md): mail the guest the confirmation with
 * the booking's invoice (finance issues it, a public link) and each guest's form link (the forms area attaches the
 * forms): requested once per booking by its key, so a redelivery mails nothing more.
 */
export const handler = sqsConsumer('online-confirmation', OnlineBookingConfirmed, async (detail, log) => {
  const outcome = await mailOnlineConfirmation(detail.tenant, detail.bookingId, { invoice: onlineInvoiceLink, forms: guestFormLinksFor });
  log.info('online confirmation mail', { bookingId: detail.bookingId, outcome });
});
