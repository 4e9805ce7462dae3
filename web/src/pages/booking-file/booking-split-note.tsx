import { Body1 } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { useI18n } from '../../hooks/use-i18n';

/**
 * Why a booking split by customer (`splitted`) shows 0.00 in its payment panel: its parts hold its money, milestones
 * and payments (`splitInto`, by number). An original split before `splitInto` existed names no numbers ("…").
 */
export function BookingSplitNote({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  if (booking.state !== 'splitted') return null;
  const list = (booking.splitInto ?? []).map((p) => p.bookingNo).join(', ') || '…';
  return <Body1 data-testid="booking-payment-split">{t('booking.split.money', { list })}</Body1>;
}
