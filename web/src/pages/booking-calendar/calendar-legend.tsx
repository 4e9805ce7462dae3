import { makeStyles, tokens } from '@fluentui/react-components';
import type { CalendarBooking } from '../../../../shared/api/booking-calendar';
import type { Display, DisplayConfig, DisplayState } from '../../../../shared/domain/booking/display';
import { textColour } from '../../../../shared/domain/booking/display';
import { useI18n } from '../../hooks/use-i18n';

/** The marks a booking's bar carries besides its colour: a shape each, so they read without colour too. */
export const MARKS = { checkedIn: '▸', checkedOut: '◂', paid: '€' } as const;
export type Mark = keyof typeof MARKS;

/** Which marks a booking's bar shows: checked in or out (on this room) and paid in full. */
export function marksOf(booking: CalendarBooking | undefined, display: Display): Mark[] {
  if (!booking || booking.anonymous) return [];
  const marks: Mark[] = [];
  if (display.state === 'checkedIn') marks.push('checkedIn');
  if (display.state === 'checkedOut') marks.push('checkedOut');
  if (booking.paid) marks.push('paid');
  return marks;
}

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
  },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, margin: 0 },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: tokens.spacingHorizontalXL,
    height: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface Entry {
  key: string;
  label: string;
  colour?: string;
  symbol?: string;
}

function Legend({ entries, testId, threshold }: { entries: Entry[]; testId: string; threshold: number }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.wrap}>
      <h2 className={styles.title} id={`${testId}-title`}>
        {t('calendar.legendTitle')}
      </h2>
      <ul className={styles.legend} aria-labelledby={`${testId}-title`} data-testid={testId}>
        {entries.map((e) => (
          <li key={e.key} className={styles.item} data-legend={e.key}>
            <span
              className={styles.swatch}
              aria-hidden="true"
              style={e.colour ? { backgroundColor: e.colour, color: textColour(e.colour, threshold) } : undefined}
            >
              {e.symbol ?? ''}
            </span>
            {e.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const BOOKING_STATES: readonly DisplayState[] = [
  'draft',
  'confirmed',
  'planned',
  'waiting',
  'released',
  'confirmedResolved',
  'checkedIn',
  'checkedOut',
  'past',
  'booked',
];
const BLOCKER_STATES: readonly DisplayState[] = ['blocked', 'outOfOrder', 'event'];

/** The resort and trip calendars' legend: the colours of the states (the tenant's), free of charge, and the marks. */
export function BookingLegend({ config, blockers }: { config: DisplayConfig; blockers: boolean }) {
  const { t } = useI18n();
  const states = blockers ? [...BOOKING_STATES, ...BLOCKER_STATES] : BOOKING_STATES;
  const entries: Entry[] = [
    ...states.map((s) => ({ key: s, label: t(`calendar.state.${s}`), colour: config.colours[s] })),
    { key: 'freeOfCharge', label: t('calendar.freeOfCharge'), colour: config.focColour },
    ...(Object.keys(MARKS) as Mark[]).map((m) => ({ key: `mark-${m}`, label: t(`calendar.mark.${m}`), symbol: MARKS[m] })),
  ];
  return <Legend entries={entries} testId="calendar-legend" threshold={config.luminanceThreshold} />;
}

/** The tour calendar's legend: full, partly booked, empty, and what "8/16 · 8 free" means. */
export function TourLegend({ config }: { config: DisplayConfig }) {
  const { t } = useI18n();
  const entries: Entry[] = [
    { key: 'full', label: t('calendar.tour.full'), colour: config.colours.confirmed },
    { key: 'partly', label: t('calendar.tour.partly'), colour: config.colours.confirmedResolved },
    { key: 'empty', label: t('calendar.tour.empty'), colour: config.colours.released },
    { key: 'counts', label: t('calendar.tour.counts'), symbol: '8/16' },
  ];
  return <Legend entries={entries} testId="calendar-legend" threshold={config.luminanceThreshold} />;
}
