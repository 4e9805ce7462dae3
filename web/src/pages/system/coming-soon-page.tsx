import { Badge, Body1, Card, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { useLocation, useMatches } from 'react-router';
import { homePathFor } from '../../../../shared/auth/route-guard';
import { AppLink } from '../../components/AppLink/AppLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import type { ResolvedRoute } from '../../navigation/route-tree';

const useStyles = makeStyles({
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  badge: { alignSelf: 'flex-start' },
});

/** The placeholder of a route whose screen another issue builds: its name, a short note, a way home. */
export function ComingSoonPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { pathname } = useLocation();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as ResolvedRoute | undefined;
  const title = route ? t(`routes.${route.name}`) : t('app.name');
  return (
    <section data-testid="coming-soon">
      <PageHeader title={title} />
      <Card className={styles.card}>
        <Badge appearance="tint" color="informative" className={styles.badge}>
          {t('comingSoon.badge')}
        </Badge>
        <div className={styles.line}>
          <WrenchRegular className={styles.icon} aria-hidden />
          <Body1>{t('comingSoon.text')}</Body1>
        </div>
        <AppLink to={homePathFor(pathname)}>{t('common.backHome')}</AppLink>
      </Card>
    </section>
  );
}
