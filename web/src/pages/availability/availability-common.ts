import { makeStyles, tokens } from '@fluentui/react-components';
import { addDays, dateIn } from '../../../../shared/calendar-date';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatLongDate, formatShortDate, formatWeekday } from '../../i18n/dates';

/** What the availability page, its grid and the blocker dialog share. */

export const DEFAULT_NIGHTS = 14;
export const MAX_NIGHTS = 62;

/** Today in the browser's time zone (YYYY-MM-DD). */
export function today(): string {
  return dateIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export const shiftDays = addDays;

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** "Mo" and "03.08" (and the long form for screen readers) in the page's language. */
export function dayLabel(date: string, lang: string): { weekday: string; date: string; long: string } {
  return { weekday: formatWeekday(date, lang), date: formatShortDate(date), long: formatLongDate(date, lang) };
}

/** A booking id as the grid shows it: its last characters. */
export const shortId = (id: string) => (id.length > 8 ? `…${id.slice(-6)}` : id);

export const useAvailabilityStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  resort: { minWidth: '220px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  frame: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, minWidth: '100%' },
  caption: visuallyHidden,
  corner: { position: 'sticky', left: 0, backgroundColor: tokens.colorNeutralBackground1, zIndex: 1, textAlign: 'start', padding: tokens.spacingHorizontalS },
  nightHead: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`,
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
    minWidth: '64px',
  },
  weekend: { backgroundColor: tokens.colorNeutralBackground3 },
  typeRow: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  typeHead: {
    position: 'sticky',
    left: 0,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'start',
    padding: tokens.spacingHorizontalS,
    whiteSpace: 'nowrap',
  },
  count: { textAlign: 'center', padding: tokens.spacingVerticalXS },
  roomHead: {
    position: 'sticky',
    left: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    padding: `0 ${tokens.spacingHorizontalS} 0 ${tokens.spacingHorizontalL}`,
    whiteSpace: 'nowrap',
  },
  cell: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, padding: '2px', textAlign: 'center', height: '32px' },
  cellButton: { width: '100%', minWidth: 0, height: '28px', padding: 0, fontSize: tokens.fontSizeBase200 },
  booked: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusSmall,
    padding: '4px 2px',
    whiteSpace: 'nowrap',
  },
  blocked: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusSmall,
    whiteSpace: 'nowrap',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
