import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useNavigation } from 'react-router';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000, pointerEvents: 'none', backgroundColor: tokens.colorTransparentBackground },
});

/** The loading bar while a route changes (guard, page module); removed once the page is there. */
export function RouteProgress() {
  const styles = useStyles();
  const navigation = useNavigation();
  const { t } = useI18n();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.bar} data-testid="route-progress">
      <ProgressBar thickness="large" aria-label={t('header.loading')} />
    </div>
  );
}
