import { Card, Subtitle1 } from '@fluentui/react-components';
import { useClubCertifications } from '../../data/club';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { Facts, ReadState, useClubStyles } from './club-kit';

const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? formatDate(v.slice(0, 10)) : v);

/** The certifications tab: the diving certification the member's guest forms recorded on their customer. */
export function ClubCertifications({ enabled }: { enabled: boolean }) {
  const styles = useClubStyles();
  const { t } = useI18n();
  const res = useClubCertifications(enabled);
  const rows = res.data?.data;
  return (
    <section className={styles.section} aria-labelledby="club-certs-title" data-testid="club-certifications">
      <Subtitle1 as="h2" id="club-certs-title" className={styles.heading}>
        {t('club.certs.title')}
      </Subtitle1>
      <ReadState
        testId="club-certifications"
        texts={{ loading: t('club.certs.loading'), error: t('club.certs.error'), empty: t('club.certs.none') }}
        loading={enabled && !rows}
        error={res.error}
        empty={!rows?.length}
        onRetry={() => void res.mutate()}
      />
      {rows?.map((c, i) => (
        <Card key={i} className={styles.card} data-testid="club-certification">
          <Facts
            items={(
              [
                [t('club.certs.agency'), c.agency],
                [t('club.certs.level'), c.level],
                [t('club.certs.number'), c.number],
                [t('club.certs.date'), day(c.date)],
                [t('club.certs.updatedAt'), day(c.updatedAt)],
              ] as Array<[string, string | undefined]>
            ).filter((x): x is [string, string] => Boolean(x[1]))}
          />
        </Card>
      ))}
    </section>
  );
}
