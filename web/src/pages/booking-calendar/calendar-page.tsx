import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { resortsResource, vesselsResource } from '../../../../shared/api/assets';
import { toursResource } from '../../../../shared/api/tours';
import type { CalendarAnswer } from '../../../../shared/api/booking-calendar';
import { addDays } from '../../../../shared/calendar-date';
import { isIsoDate } from '../../../../shared/domain/inventory/stay';
import { useBookingCalendar } from '../../data/bookings';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { passesAny } from '../../../../shared/auth/permissions';
import { notifyError } from '../../notices/notice-bus';
import { useResourceChoices } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';
import { today as todayOf } from '../availability/availability-common';
import { CalendarGrid } from './calendar-grid';
import { BookingLegend, MARKS, marksOf } from './calendar-legend';
import { formatDate } from '../../i18n/dates';
import { RangeControls } from './range-controls';
import { useDisplayConfig } from './use-display-config';
import { buildModel, dayLabelsOf, occupancyPerDay, wizardUrl, type CellRange, type GridSpan } from './calendar-model';

const RANGES = [14, 30, 60, 90] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  asset: { minWidth: '220px' },
  occupancy: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
});

/** Marks for the bench (test/bench/calendar.ts): the data arrived, the grid painted. */
const mark = (name: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};

interface Props {
  type: 'resort' | 'vessel';
  /** Booking by dragging over free cells (the occupancy and vessel views only look). */
  books: boolean;
  occupancy?: boolean;
}

function BookingCalendar({ type, books, occupancy }: Props) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const config = useDisplayConfig();
  const principal = usePrincipal();
  const resortChoices = useResourceChoices(type === 'resort' ? resortsResource : undefined);
  const vesselChoices = useResourceChoices(type === 'vessel' ? vesselsResource : undefined);
  const choices = type === 'resort' ? resortChoices : vesselChoices;
  const tourChoices = useResourceChoices(type === 'vessel' && passesAny(principal, toursResource.scopes.read) ? toursResource : undefined);
  const tourNames = useMemo(
    () => new Map((tourChoices.data?.data ?? []).map((x: { id: string; name: unknown }) => [x.id, String(x.name)])),
    [tourChoices.data],
  );
  const assetsLoading = choices.isLoading;
  const assets: { id: string; name: unknown }[] = choices.data?.data ?? [];
  // A link may name the asset, the first day and the number of days (?asset=&from=&days=).
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(() => params.get('asset') ?? '');
  const asset = picked || assets[0]?.id || '';
  const today = todayOf();
  const [from, setFrom] = useState(() => (isIsoDate(params.get('from') ?? '') ? params.get('from')! : addDays(today, -3)));
  const [days, setDays] = useState<number>(() => RANGES.find((n) => String(n) === params.get('days')) ?? 30);
  const to = addDays(from, days);
  // The picked asset is fetched at once (a link's asset before the list of assets arrived).
  const { data, isLoading } = useBookingCalendar(asset ? { asset, type, from, to } : null, () => mark('calendar-data'), notifyError);
  const model = useMemo(() => {
    if (!data) return undefined;
    const built = buildModel(data, new Date().toISOString(), config);
    mark('calendar-model');
    return built;
  }, [data, config]);
  const dayNames = useMemo(() => (model ? dayLabelsOf(model.days, lang) : []), [model, lang]);

  // The state in words, with the marks the bar shows as shapes (checked in or out, paid).
  const stateText = (s: GridSpan) => {
    const marks = marksOf(s.booking, s.display).filter((m) => m === 'paid');
    return [t(`calendar.state.${s.display.state}`), ...marks.map((m) => t(`calendar.mark.${m}`))].join(', ');
  };
  const spanText = (s: GridSpan) => {
    if (s.kind === 'blocker') return t(`calendar.state.${s.display.state}`);
    const b = s.booking!;
    if (b.anonymous) return t('calendar.state.booked');
    const marks = marksOf(b, s.display).map((m) => MARKS[m]);
    return [...marks, b.bookingNo !== undefined ? `#${b.bookingNo}` : '', b.customerName ?? '', b.noOfPax !== undefined ? `(${b.noOfPax})` : '']
      .filter(Boolean)
      .join(' ');
  };
  const cellLabel = (row: number, col: number) => {
    if (!model) return '';
    const r = model.rows[row]!;
    const where = r.bed !== undefined ? t('calendar.bedOf', { cabin: r.label, bed: r.bed }) : r.label;
    const day = dayNames[col]?.long ?? '';
    const span = model.spans[model.held[row]![col]!];
    if (!span) return t(r.closed ? 'calendar.cellClosed' : 'calendar.cellFree', { room: where, date: day });
    return t('calendar.cellHeld', { room: where, date: day, what: spanText(span), state: stateText(span) });
  };
  const onFree = (range: CellRange) => {
    if (!model) return;
    const url = wizardUrl(model, asset, type, range);
    if (url) navigate(url);
  };
  const onOpen = (span: GridSpan) => span.booking && navigate(`/booking/${encodeURIComponent(span.booking.id)}`);

  let body;
  if (!model && (assetsLoading || isLoading)) body = <ListSkeleton label={t('calendar.loading')} columns={[2, 1, 1, 1, 1, 1, 1]} testId="calendar-loading" />;
  else if (!model && assets.length === 0)
    body = <EmptyState message={t(type === 'resort' ? 'calendar.noResorts' : 'calendar.noVessels')} testId="calendar-no-assets" />;
  else if (model && model.rows.length === 0) body = <EmptyState message={t('calendar.noRooms')} testId="calendar-empty" />;
  else if (model && data) {
    body = (
      <>
        {occupancy ? <OccupancyLine data={data} perDay={occupancyPerDay(model)} rooms={model.rows.filter((r) => !r.closed).length} /> : null}
        <CalendarGrid
          model={model}
          label={t(type === 'resort' ? 'calendar.rooms' : 'calendar.cabins')}
          today={today}
          spanText={spanText}
          cellLabel={cellLabel}
          onOpen={onOpen}
          onFree={books ? onFree : undefined}
          scheduleName={type === 'vessel' ? (s) => (s.tour ? (tourNames.get(s.tour) ?? '') : '') : undefined}
          onPainted={() => {
            mark('calendar-painted');
            document.body.dataset.calendarPainted = String(performance.now());
          }}
        />
        <BookingLegend config={config} blockers={type === 'resort'} />
      </>
    );
  }

  return (
    <section className={styles.root} aria-label={title} data-testid="booking-calendar-page">
      <PageHeader title={title} />
      <div className={styles.filters}>
        <Field label={t(type === 'resort' ? 'calendar.resort' : 'calendar.vessel')} className={styles.asset}>
          <Select value={asset} onChange={(_e, d) => setPicked(d.value)} data-testid="calendar-asset">
            {assets.map((a) => (
              <option key={a.id} value={a.id}>
                {String(a.name)}
              </option>
            ))}
          </Select>
        </Field>
        <RangeControls from={from} setFrom={setFrom} days={days} setDays={setDays} ranges={RANGES} today={today} />
      </div>
      {body}
    </section>
  );
}

function OccupancyLine({ data, perDay, rooms }: { data: CalendarAnswer; perDay: number[]; rooms: number }) {
  const styles = useStyles();
  const { t } = useI18n();
  const booked = perDay.reduce((a, b) => a + b, 0);
  const share = rooms && perDay.length ? Math.round((100 * booked) / (rooms * perDay.length)) : 0;
  return (
    <p className={styles.occupancy} data-testid="calendar-occupancy">
      {t('calendar.occupancy', { share, booked, nights: rooms * perDay.length, from: formatDate(data.from), to: formatDate(addDays(data.to, -1)) })}
    </p>
  );
}

export const ResortCalendarPage = () => <BookingCalendar type="resort" books />;
export const OccupancyPage = () => <BookingCalendar type="resort" books={false} occupancy />;
export const TripCalendarPage = () => <BookingCalendar type="vessel" books />;
export const VesselCalendarPage = () => <BookingCalendar type="vessel" books={false} />;
