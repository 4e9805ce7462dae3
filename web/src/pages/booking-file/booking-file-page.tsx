import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Booking } from '../../../../shared/api/bookings';
import { ApiCallError } from '../../api/client';
import { useBooking } from '../../data/bookings';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { BookingActions } from './booking-actions';
import { BookingStateLine, RebookLink } from './booking-links';
import { BookingDocuments } from './booking-documents';
import { BookingExtraFacts } from './booking-extra-facts';
import { BookingChangedBar, BookingHistory } from './booking-history';
import { BookingOfferNotice } from './booking-offer';
import { BookingOnlinePayment } from './booking-online-payment';
import { BookingOnsite } from './booking-onsite';
import { BookingSeasons } from './booking-prices';
import { BookingCalculation } from './booking-calculation';
import { BookingCredits } from './booking-credits';
import { BookingPayments } from './booking-payments';
import { BookingForms } from './booking-forms';
import { BookingGuestForms } from './booking-guest-forms';
import { BookingInvoices } from './booking-invoices';
import { BookingReferences } from './booking-references';
import { BookingRooms } from './booking-rooms';
import { BookingTodos } from './booking-todos';
import { nightsBetween } from './file-view';
import { shownName, useBookingNames, type BookingNames } from './use-booking-names';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * /booking/:id, the booking file (read side): header with number, state, dates, asset, agency and lead guest; rooms
 * with their persons; calculation and payment milestones when present; the actions area (a seam for the lifecycle).
 */
export function BookingFilePage() {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const { id } = useParams();
  const file = useBooking(id, { shouldRetryOnError: false });
  const names = useBookingNames(file.data);
  // A change of the booking makes all that is cached about it stale (its invoices, cabins, history), and the lists.
  const changed = () => void revalidate(keys.booking(id ?? ''), keys.bookings.all());
  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/booking/list')} data-testid="booking-back">
      {t('booking.file.backToList')}
    </Button>
  );

  if (file.error) {
    const status = file.error instanceof ApiCallError ? file.error.error.statusCode : 0;
    if (status === 404 || status === 403) {
      return (
        <section className={styles.root} data-testid="booking-file">
          <PageHeader title={t('routes.bookingDetail')}>{back}</PageHeader>
          <EmptyState message={t('booking.file.notFound')} testId="booking-not-found" />
        </section>
      );
    }
    const notice = errorNotice(file.error);
    return (
      <section className={styles.root} data-testid="booking-file">
        <PageHeader title={t('routes.bookingDetail')}>{back}</PageHeader>
        <MessageBar intent="error" data-testid="booking-error">
          <MessageBarBody>
            {t('booking.file.loadError')} {t(notice.key, notice.params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void file.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </section>
    );
  }
  if (!file.data) return <Spinner label={t('booking.file.loading')} data-testid="booking-loading" />;

  const booking = file.data;
  const title = t('booking.file.title', { bookingNo: booking.bookingNo });
  return (
    <section className={styles.root} aria-label={title} data-testid="booking-file">
      <PageHeader title={title}>{back}</PageHeader>
      <BookingChangedBar booking={booking} onReload={() => void file.mutate()} />
      <BookingFacts booking={booking} names={names.data} />
      <BookingExtraFacts booking={booking} agencyName={names.data?.agency} onChanged={changed} />
      <BookingOfferNotice booking={booking} />
      <BookingActions booking={booking} onChanged={changed} />
      <BookingForms booking={booking} names={names.data} onChanged={changed} />
      <BookingRooms booking={booking} names={names.data} onChanged={changed} />
      <BookingCalculation booking={booking} onChanged={changed} />
      <BookingOnlinePayment booking={booking} />
      <BookingOnsite booking={booking} names={names.data} onChanged={changed} />
      <BookingCredits booking={booking} onChanged={changed} />
      <BookingPayments booking={booking} onChanged={changed} />
      <BookingSeasons bookingId={booking.id} />
      <BookingGuestForms booking={booking} />
      <BookingTodos booking={booking} onChanged={changed} />
      <BookingReferences booking={booking} onChanged={changed} />
      <BookingDocuments booking={booking} onChanged={changed} />
      <BookingInvoices booking={booking} />
      <BookingHistory booking={booking} />
    </section>
  );
}

function BookingFacts({ booking, names }: { booking: Booking; names?: BookingNames }) {
  const styles = useStyles();
  const { t } = useI18n();
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  const dates = booking.checkIn ? `${formatDate(booking.checkIn)} – ${booking.checkOut ? formatDate(booking.checkOut) : ''}` : '';
  const asset = shownName(names, names?.asset, booking.resort ?? booking.vessel);
  const type = booking.type ?? (booking.schedule ? 'trip' : 'resort');
  const facts: Array<[string, ReactNode, string]> = [
    [t('booking.field.state'), <BookingStateLine key="state" booking={booking} />, 'state'],
    [t('booking.field.dates'), nights ? `${dates} (${t('booking.file.nights', { nights })})` : dates, 'dates'],
    [t('booking.field.asset'), `${asset} (${t(`booking.type.${type}`)})`, 'asset'],
  ];
  if (booking.schedule) facts.push([t('booking.field.schedule'), shownName(names, names?.tour, booking.tour ?? booking.schedule), 'schedule']);
  facts.push([
    t('booking.field.customer'),
    booking.customerName ?? shownName(names, booking.customer ? names?.customers[booking.customer] : undefined, booking.customer),
    'customer',
  ]);
  facts.push([t('booking.field.noOfPax'), booking.noOfPax ?? booking.rooms.reduce((s, r) => s + r.noOfPax, 0), 'pax']);
  // Issue 25: how the booking came (an online booking: its source and the guest's channel).
  if (booking.source || booking.channel) {
    const channel = booking.channel === 'CustomerDirectBooking' ? t('booking.channel.CustomerDirectBooking') : undefined;
    facts.push([t('booking.field.source'), [booking.source, channel].filter(Boolean).join(' · '), 'source']);
  }
  // Issue 22: a rebooked booking and its continuation link to each other; a cancel's reason is said.
  if (booking.rebookedTo) facts.push([t('booking.state.rebooked'), <RebookLink key="to" id={booking.rebookedTo} direction="to" />, 'rebookedTo']);
  if (booking.rebookedFrom) facts.push([t('booking.state.rebooked'), <RebookLink key="from" id={booking.rebookedFrom} direction="from" />, 'rebookedFrom']);
  if (booking.state === 'aborted' && booking.cancelReason) facts.push([t('booking.state.aborted'), booking.cancelReason, 'cancelReason']);
  // Language and agency: editable, in BookingExtraFacts (booking-extra-facts.tsx).
  return (
    <dl className={styles.facts} aria-label={t('booking.file.overview')} data-testid="booking-facts">
      {facts.map(([term, value, key]) => (
        <div key={key} className={styles.fact} data-testid={`booking-fact-${key}`}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
