import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'grid', placeItems: 'center', backgroundColor: tokens.colorNeutralBackground2 },
});

/** Shown while the first route is being decided (session check, bootstrap, page module). */
export function AppLoading() {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
