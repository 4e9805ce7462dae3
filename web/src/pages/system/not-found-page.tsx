import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentQuestionMarkRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/AppLink/AppLink';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  root: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/** Any unknown path; open to guests and users. */
export function NotFoundPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <section className={styles.root} data-testid="not-found">
      <DocumentQuestionMarkRegular className={styles.icon} aria-hidden />
      <PageHeader title={t('notFound.title')} />
      <Body1>{t('notFound.text', { path: pathname })}</Body1>
      <AppLink to="/">{t('common.backHome')}</AppLink>
    </section>
  );
}
