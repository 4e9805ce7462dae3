import {
  Body1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { z } from 'zod';
import type { ZDayBooking, ZEndOfDay } from '../../../../shared/api/booking-extras';
import { AppLink } from '../../components/AppLink/AppLink';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { useArrivalCount, useEndOfDay, useGuestsAt } from './use-operations';

/**
 * The day's operations (docs/decisions.md, "Booking extras"), small presentational parts for the start page or an
 * operations screen: <EndOfDay date toDate?/> (arrivals, departures, in house and money due per day),
 * <ArrivalCount start? days?/> (arrivals per day) and <GuestsAtDate date/> (who is in house or on board).
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  day: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  head: { margin: 0, fontSize: tokens.fontSizeBase300 },
  muted: { color: tokens.colorNeutralForeground3 },
  counts: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

type DayBooking = z.output<typeof ZDayBooking>;
type Day = z.output<typeof ZEndOfDay>;

function Loading({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('operations.loadError')}</MessageBarBody>
      </MessageBar>
    );
  return <Spinner size="small" label={t('operations.loading')} />;
}

function Bookings({ title, list, testId }: { title: string; list: DayBooking[]; testId: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div data-testid={testId}>
      <h4 className={styles.head}>
        {title} ({list.length})
      </h4>
      {list.length ? (
        <ul className={styles.list}>
          {list.map((b) => (
            <li key={b.id}>
              <AppLink to={`/booking/${encodeURIComponent(b.id)}`}>#{b.bookingNo}</AppLink> {b.customerName ?? ''} · {b.noOfPax}
            </li>
          ))}
        </ul>
      ) : (
        <Body1 className={styles.muted}>{t('operations.none')}</Body1>
      )}
    </div>
  );
}

function DayView({ day }: { day: Day }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const due = day.due.map((d) =>
    new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: d.currency }).format(Number(d.amount)),
  );
  return (
    <section className={styles.root} aria-label={formatDate(day.date)} data-testid={`end-of-day-${day.date}`}>
      <Subtitle1 as="h3">{formatDate(day.date)}</Subtitle1>
      <div className={styles.day}>
        <Bookings title={t('operations.arrivals')} list={day.arrivals} testId="end-of-day-arrivals" />
        <Bookings title={t('operations.departures')} list={day.departures} testId="end-of-day-departures" />
        <Bookings title={t('operations.inHouse')} list={day.inHouse} testId="end-of-day-in-house" />
        <div data-testid="end-of-day-due">
          <h4 className={styles.head}>{t('operations.due')}</h4>
          <Body1>{due.length ? due.join(' · ') : t('operations.nothingDue')}</Body1>
        </div>
      </div>
    </section>
  );
}

/** Arrivals, departures, in house and money due for `date` (to `toDate`, at most 31 days). */
export function EndOfDay({ date, toDate }: { date: string; toDate?: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data, error } = useEndOfDay(date, toDate);
  return (
    <section className={styles.root} aria-labelledby="end-of-day-title" data-testid="end-of-day">
      <Subtitle1 as="h2" id="end-of-day-title">
        {t('operations.endOfDay')}
      </Subtitle1>
      {data ? data.data.map((d) => <DayView key={d.date} day={d} />) : <Loading error={error} />}
    </section>
  );
}

/** Arrivals per day (bookings and guests) for `days` days from `start` (default today). */
export function ArrivalCount({ start, days = 7 }: { start?: string; days?: number }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data, error } = useArrivalCount(start, days);
  return (
    <section className={styles.root} aria-labelledby="arrival-count-title" data-testid="arrival-count">
      <Subtitle1 as="h2" id="arrival-count-title">
        {t('operations.arrivalCount')}
      </Subtitle1>
      {data ? (
        <ul className={styles.counts}>
          {data.data.map((d) => (
            <li key={d.date} data-testid={`arrival-count-${d.date}`}>
              <strong>{formatDate(d.date)}</strong>: {t('operations.arrivalDay', { bookings: d.bookings, persons: d.persons })}
            </li>
          ))}
        </ul>
      ) : (
        <Loading error={error} />
      )}
    </section>
  );
}

/** Who is in house (resort) or on board (trip) on the night of `date`. */
export function GuestsAtDate({ date }: { date: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data, error } = useGuestsAt(date);
  const title = t('operations.guestsAt', { date: formatDate(date) });
  return (
    <section className={styles.root} aria-labelledby="guests-at-title" data-testid="guests-at-date">
      <Subtitle1 as="h2" id="guests-at-title">
        {title}
      </Subtitle1>
      {!data ? (
        <Loading error={error} />
      ) : data.data.length === 0 ? (
        <Body1 className={styles.muted}>{t('operations.noGuests')}</Body1>
      ) : (
        <Table size="small" aria-labelledby="guests-at-title">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('operations.guest')}</TableHeaderCell>
              <TableHeaderCell>{t('operations.room')}</TableHeaderCell>
              <TableHeaderCell>{t('operations.booking')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.map((g, i) => (
              <TableRow key={`${g.bookingId}-${g.room}-${i}`}>
                <TableCell>{g.name}</TableCell>
                <TableCell>{g.roomName}</TableCell>
                <TableCell>
                  <AppLink to={`/booking/${encodeURIComponent(g.bookingId)}`}>#{g.bookingNo}</AppLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
