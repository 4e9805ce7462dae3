import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';

/**
 * What the waiting list and the option expiry left on the booking (docs/decisions.md, "Option expiry and waiting
 * list"): a waiting booking offered because its rooms became free (confirm it with the store action above), or an
 * option freed by its expiry.
 */
export function BookingOfferNotice({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  if (booking.state === 'waiting' && booking.offeredAt) {
    return (
      <MessageBar intent="success" data-testid="booking-offered">
        <MessageBarBody>{t('booking.file.offered')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (booking.state === 'freed' && booking.expiredOption) {
    return (
      <MessageBar intent="info" data-testid="booking-option-expired">
        <MessageBarBody>{t('booking.file.optionExpired', { date: formatDate(booking.expiredOption) })}</MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
