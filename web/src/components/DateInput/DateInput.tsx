import { DayOfWeek, type CalendarStrings } from '@fluentui/react-calendar-compat';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { Info } from 'luxon';
import { useMemo } from 'react';
import type { Language } from '../../../../shared/constants';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../ResourceList/cell-format';
import { completeDay, isoToLocalDate, localDateToIso, parseDateText } from './date-text';

export interface DateInputProps {
  /** A calendar day as ISO yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (iso: string | undefined) => void;
  onBlur?: () => void;
  /** Text that is not a date, or a date outside min/max: the field is left as it was and this says why. */
  onProblem?: (problem: 'invalid' | 'outOfRange' | null) => void;
  min?: string;
  max?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** The calendar's month and day names from luxon, in the app's language; the week starts on Monday. */
function calendarStrings(lang: Language, t: ReturnType<typeof useI18n>['t']): CalendarStrings {
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  // luxon lists weekdays from Monday; the calendar wants them from Sunday.
  const sundayFirst = (days: string[]) => [days[6]!, ...days.slice(0, 6)];
  return {
    months: Info.months('long', { locale }),
    shortMonths: Info.months('short', { locale }),
    days: sundayFirst(Info.weekdays('long', { locale })),
    shortDays: sundayFirst(Info.weekdays('short', { locale })),
    goToToday: t('date.goToToday'),
    prevMonthAriaLabel: t('date.prevMonth'),
    nextMonthAriaLabel: t('date.nextMonth'),
    prevYearAriaLabel: t('date.prevYear'),
    nextYearAriaLabel: t('date.nextYear'),
    closeButtonAriaLabel: t('date.close'),
  };
}

const format = (date?: Date) => (date ? formatDate(localDateToIso(date)) : '');
const parse = (text: string) => isoToLocalDate(parseDateText(text));

/**
 * A date field that reads and writes DD.MM.YYYY (spec 1 section 9) in both languages, whatever the
 * browser's locale: typed by keyboard (3.12.26, 03122026, 2026-12-03 …) or picked in a calendar with
 * German or English names. The value stays an ISO calendar day.
 */
export function DateInput({ value, onChange, onBlur, onProblem, min, max, ...rest }: DateInputProps) {
  const { lang, t } = useI18n();
  const strings = useMemo(() => calendarStrings(lang, t), [lang, t]);
  // One Date per day, not one per render: the picker rewrites its text from `value` whenever it changes identity, so
  // any re-render of the form (a price reload, a revalidation) put the old day back over a day being typed.
  const day = useMemo(() => isoToLocalDate(value), [value]);
  const minDate = useMemo(() => isoToLocalDate(min) ?? undefined, [min]);
  const maxDate = useMemo(() => isoToLocalDate(max) ?? undefined, [max]);
  return (
    <DatePicker
      {...rest}
      // The day the field holds (what a save sends), beside the text it shows while typing.
      data-iso={value}
      allowTextInput
      value={day}
      onSelectDate={(date) => {
        onProblem?.(null);
        onChange(date ? localDateToIso(date) : undefined);
      }}
      onChange={(_e, data) => {
        // A complete day is held as it is typed, not only on blur (see completeDay).
        const typed = completeDay(data.value, min, max);
        if (typed && typed !== value) {
          onProblem?.(null);
          onChange(typed);
        }
      }}
      onValidationResult={({ error }) => onProblem?.(error === 'invalid-input' ? 'invalid' : error === 'out-of-bounds' ? 'outOfRange' : null)}
      onBlur={onBlur}
      formatDate={format}
      parseDateFromString={parse}
      firstDayOfWeek={DayOfWeek.Monday}
      strings={strings}
      placeholder={t('date.placeholder')}
      minDate={minDate}
      maxDate={maxDate}
    />
  );
}
