import { Badge, Card, Link, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { useClubForms } from '../../data/club';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { ReadState, useClubStyles } from './club-kit';

/**
 * The guest forms tab: the member's slots on their bookings (GET /api/guestform/self, the forms area's links), each
 * with how many of its forms are complete and the link to the guest form page (the guest entry, a page load).
 */
export function ClubForms({ enabled }: { enabled: boolean }) {
  const styles = useClubStyles();
  const { t } = useI18n();
  const res = useClubForms(enabled);
  const rows = res.data?.data;
  return (
    <section className={styles.section} aria-labelledby="club-forms-title" data-testid="club-forms">
      <Subtitle1 as="h2" id="club-forms-title" className={styles.heading}>
        {t('club.forms.title')}
      </Subtitle1>
      <ReadState
        testId="club-forms"
        texts={{ loading: t('club.forms.loading'), error: t('club.forms.error'), empty: t('club.forms.none') }}
        loading={enabled && !rows}
        error={res.error}
        empty={!rows?.length}
        onRetry={() => void res.mutate()}
      />
      {rows?.length ? (
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((f) => {
            const done = f.forms.filter((x) => x.progress === 'complete').length;
            const when = [f.checkIn, f.checkOut]
              .filter((d): d is string => Boolean(d))
              .map(formatDate)
              .join(' – ');
            return (
              <li key={`${f.booking}-${f.guest}`}>
                <Card className={styles.card} data-testid="club-form" data-booking={f.booking}>
                  <div className={styles.cardHead}>
                    <Subtitle2 as="h3" className={styles.heading}>
                      {t('club.forms.booking', { bookingNo: f.bookingNo })}
                    </Subtitle2>
                    <Badge appearance="tint" color={done === f.forms.length ? 'success' : 'warning'}>
                      {t('club.forms.count', { done, count: f.forms.length })}
                    </Badge>
                  </div>
                  {when ? <span className={styles.muted}>{when}</span> : null}
                  <ul style={{ margin: 0 }}>
                    {f.forms.map((x) => (
                      <li key={x.form}>{x.name}</li>
                    ))}
                  </ul>
                  <Link href={f.path} data-testid="club-form-open">
                    {t('club.forms.open')}
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
