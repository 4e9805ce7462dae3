import { mailOnlineConfirmation } from '../../functions/booking/index';
import { onlineInvoiceLink } from '../../functions/finance/index';
import { guestFormLinksFor } from '../../functions/forms/index';
import { countWidgetBooking } from '../../functions/sales/index';
import { OnlineBookingConfirmed } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * An online hold was confirmed by its payment (docs/decisions/online-holds.md): mail the guest the confirmation with
 * the booking's invoice (finance issues it, a public link) and each guest's form link (the forms area attaches the
 * forms): requested once per booking by its key, so a redelivery mails nothing more. A booking made through a widget
 * counts on that widget's figures with its total (once per booking: docs/decisions/widget.md "Statistics").
 */
export const handler = sqsConsumer('online-confirmation', OnlineBookingConfirmed, async (detail, log) => {
  const outcome = await mailOnlineConfirmation(detail.tenant, detail.bookingId, { invoice: onlineInvoiceLink, forms: guestFormLinksFor });
  log.info('online confirmation mail', { bookingId: detail.bookingId, outcome });
  if (detail.widget) {
    const counted = await countWidgetBooking(detail.tenant, detail.widget, detail.bookingId, detail.revenueMinor ?? 0);
    log.info('online booking on its widget', { bookingId: detail.bookingId, widget: detail.widget, counted });
  }
});
