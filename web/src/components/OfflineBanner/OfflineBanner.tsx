import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  bar: { borderRadius: 0, paddingInline: tokens.spacingHorizontalXXL },
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Stays under the header for as long as the browser has no network: the service worker keeps the app
 * open, but nothing can be loaded or saved, and a notice that vanishes after 3 s would not say so.
 */
export function OfflineBanner() {
  const styles = useStyles();
  const { t } = useI18n();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <MessageBar intent="warning" className={styles.bar} data-testid="offline-banner" politeness="assertive">
      <MessageBarBody>{t('app.offline')}</MessageBarBody>
    </MessageBar>
  );
}
