import { Button, Field, Select } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { Dispatch, SetStateAction } from 'react';
import { addDays } from '../../../../shared/calendar-date';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';

/** The calendars' range: first day, number of days, a week back, today (three days before it), a week on. */
export function RangeControls({
  from,
  setFrom,
  days,
  setDays,
  ranges,
  today,
}: {
  from: string;
  setFrom: Dispatch<SetStateAction<string>>;
  days: number;
  setDays: (days: number) => void;
  ranges: readonly number[];
  today: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field label={t('calendar.from')}>
        <DateInput value={from} onChange={(v) => v && setFrom(v)} data-testid="calendar-from" />
      </Field>
      <Field label={t('calendar.days')}>
        <Select value={String(days)} onChange={(_e, d) => setDays(Number(d.value))} data-testid="calendar-days">
          {ranges.map((n) => (
            <option key={n} value={n}>
              {t('calendar.dayCount', { count: n })}
            </option>
          ))}
        </Select>
      </Field>
      <Button icon={<ChevronLeftRegular />} onClick={() => setFrom((f) => addDays(f, -7))} data-testid="calendar-prev">
        {t('calendar.prevWeek')}
      </Button>
      <Button onClick={() => setFrom(addDays(today, -3))} data-testid="calendar-today-button">
        {t('calendar.today')}
      </Button>
      <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => setFrom((f) => addDays(f, 7))} data-testid="calendar-next">
        {t('calendar.nextWeek')}
      </Button>
    </>
  );
}
