import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { useLinkedBooking } from '../../data/bookings';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { BookingStateBadge } from '../booking-list/state-badge';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The header's state (issue 22): the state's badge, and beside it whether the guests are checked in or out, so a
 * checked-in booking does not read as merely "Confirmed".
 */
export function BookingStateLine({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t } = useI18n();
  const stay = booking.checkedOutAt ? 'checkedOut' : booking.checkedInAt ? 'checkedIn' : undefined;
  return (
    <span className={styles.row}>
      <BookingStateBadge state={booking.state} testId="booking-state" />
      {stay ? (
        <Badge appearance="filled" color={stay === 'checkedIn' ? 'brand' : 'informative'} data-testid="booking-stay-state" data-stay={stay}>
          {t(`booking.file.${stay}`)}
        </Badge>
      ) : null}
    </span>
  );
}

/** "Rebooked to #N" / "Rebooked from #M": a link to the other booking, by its number once read. */
export function RebookLink({ id, direction }: { id: string; direction: 'to' | 'from' }) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const other = useLinkedBooking(id);
  const no = other.data?.bookingNo;
  return (
    <Link
      href={`/booking/${id}`}
      data-testid={`booking-rebooked-${direction}`}
      onClick={(e) => {
        e.preventDefault();
        navigate(`/booking/${id}`);
      }}
    >
      {t(direction === 'to' ? 'booking.file.rebookedTo' : 'booking.file.rebookedFrom', { bookingNo: no ?? '…' })}
    </Link>
  );
}
