import { Body1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { guestFormSyncEndpoints as api } from '../../../../shared/api/guest-form-sync';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';

/**
 * The board's small summary (GET /api/guestform/statistics): completion over the bookings arriving in the next 7 and
 * 30 days: the rate, the forms complete of those expected, started, missing and needing the physician's review.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

const DAYS = [7, 30] as const;

function Span({ days }: { days: number }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const stats = useSWR(['guestforms.statistics', days], () => callEndpoint(api.statistics, { query: { days } }));
  const d = stats.data;
  const rate = d ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(d.completionRate) : '';
  return (
    <li className={styles.item} data-testid={`guest-form-stats-${days}`}>
      <Subtitle2 as="h3">{t('guestForms.stats.next', { days })}</Subtitle2>
      {stats.error ? (
        <Body1>{t('guestForms.loadError')}</Body1>
      ) : !d ? (
        <Spinner size="tiny" label={t('guestForms.loading')} />
      ) : d.expected === 0 ? (
        <Body1>{t('guestForms.stats.nothing')}</Body1>
      ) : (
        <Body1 data-rate={d.completionRate}>
          {t('guestForms.stats.summary', { rate, complete: d.complete, expected: d.expected, started: d.started, missing: d.missing, physician: d.physician })}
        </Body1>
      )}
    </li>
  );
}

export function GuestFormStatistics() {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <section aria-label={t('guestForms.stats.title')} data-testid="guest-form-stats">
      <ul className={styles.root}>
        {DAYS.map((days) => (
          <Span key={days} days={days} />
        ))}
      </ul>
    </section>
  );
}
