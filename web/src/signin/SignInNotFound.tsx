import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentQuestionMarkRegular } from '@fluentui/react-icons';
import { AppLink } from './SignInLink';
import { useLocation } from './sign-in-location';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { useI18n } from '../hooks/use-i18n';

const useStyles = makeStyles({
  root: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/**
 * The staff app's not-found page (pages/system/not-found-page.tsx) in the sign-in entry: a path the entry was served for
 * but has no page of (shared/spa-fallback.ts and sign-in-pages.ts disagreeing, or /register/<another kind>).
 */
export function SignInNotFound() {
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
