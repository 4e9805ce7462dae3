import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays } from '../../../../shared/calendar-date';
import { isIsoDate } from '../../../../shared/domain/inventory/stay';
import { useTourCalendar } from '../../data/bookings';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { useRouteTitle } from '../resources/resource-pages';
import { today as todayOf } from '../availability/availability-common';
import { CalendarGrid } from './calendar-grid';
import { RangeControls } from './range-controls';
import { dayLabelsOf, type GridSpan } from './calendar-model';
import { buildTourModel, type TourSchedule } from './tour-model';
import { useDisplayConfig } from './use-display-config';
import { TourLegend } from './calendar-legend';
import { formatShortDate } from '../../i18n/dates';

const RANGES = [30, 60, 90] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/**
 * /booking/tour: the departures of every tour over time (docs/decisions.md, "Booking calendars"). Rows are tours on
 * their vessels, each departure a span with its booked and total beds from GET /api/tours/date/{from}/{to}; Enter or
 * a click opens the departure (/schedule/:schedule). Only looks; bookings start in the trip calendar or the wizard.
 */
export function TourCalendarPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const config = useDisplayConfig();
  const [params] = useSearchParams();
  const today = todayOf();
  const [from, setFrom] = useState(() => (isIsoDate(params.get('from') ?? '') ? params.get('from')! : addDays(today, -3)));
  const [days, setDays] = useState<number>(() => RANGES.find((n) => String(n) === params.get('days')) ?? 60);
  const to = addDays(from, days);
  const { data, error, isLoading } = useTourCalendar(from, addDays(to, -1));
  const built = useMemo(() => (data ? buildTourModel(data.data as unknown as TourSchedule[], from, to, config) : undefined), [data, from, to, config]);
  const dayNames = useMemo(() => (built ? dayLabelsOf(built.model.days, lang) : []), [built, lang]);
  const dayText = formatShortDate;

  // The bar leads with the counts ("8/16 · 8 free"), so a short departure still shows them.
  const spanText = (s: GridSpan) => {
    const i = built?.info.get(s);
    if (!i) return '';
    return t('calendar.tourBar', { tour: i.schedule.tourName, booked: i.booked, total: i.schedule.totalBeds, free: Math.max(0, i.schedule.freeBeds) });
  };
  const spanWords = (s: GridSpan) => {
    const i = built?.info.get(s);
    if (!i) return '';
    return t('calendar.tourSpanFree', {
      tour: i.schedule.tourName,
      from: dayText(i.schedule.from),
      to: dayText(i.schedule.to),
      booked: i.booked,
      total: i.schedule.totalBeds,
      free: Math.max(0, i.schedule.freeBeds),
    });
  };
  const cellLabel = (row: number, col: number) => {
    if (!built) return '';
    const r = built.model.rows[row]!;
    const span = built.model.spans[built.model.held[row]![col]!];
    return t('calendar.tourCell', {
      row: r.sub ? `${r.label} · ${r.sub}` : r.label,
      date: dayNames[col]?.long ?? '',
      what: span ? spanWords(span) : t('calendar.noSchedules'),
    });
  };
  const onOpen = (s: GridSpan) => {
    const i = built?.info.get(s);
    if (i) navigate(`/schedule/${encodeURIComponent(i.schedule.id)}`);
  };

  let body;
  if (error && !data)
    body = (
      <MessageBar intent="error" data-testid="tour-calendar-error">
        <MessageBarBody>{t('calendar.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  else if (!built && isLoading) body = <ListSkeleton label={t('calendar.loading')} columns={[2, 1, 1, 1, 1, 1, 1]} testId="calendar-loading" />;
  else if (built && built.model.rows.length === 0) body = <EmptyState message={t('calendar.noSchedules')} testId="calendar-empty" />;
  else if (built)
    body = (
      <>
        <CalendarGrid model={built.model} label={t('calendar.tours')} today={today} spanText={spanText} cellLabel={cellLabel} onOpen={onOpen} />
        <TourLegend config={config} />
      </>
    );

  return (
    <section className={styles.root} aria-label={title} data-testid="tour-calendar-page">
      <PageHeader title={title} />
      <div className={styles.filters}>
        <RangeControls from={from} setFrom={setFrom} days={days} setDays={setDays} ranges={RANGES} today={today} />
      </div>
      {body}
    </section>
  );
}
