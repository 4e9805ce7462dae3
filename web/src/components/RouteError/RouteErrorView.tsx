import { Body1, Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ApiCallError, CLIENT_ERRORS } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { ModuleLoadError } from '../../router/lazy-page';
import { isLocalhost } from '../../router/navigation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * The failure's view, without a router (the staff app's RouteError and the sign-in entry): a page module that could
 * not be fetched (the app reloads itself, except on localhost), a server that cannot be reached, or an unexpected
 * error; `home` is the link back.
 */
export function RouteErrorView({ error, home }: { error: unknown; home: ReactNode }) {
  const styles = useStyles();
  const { t } = useI18n();

  if (error instanceof ModuleLoadError && !isLocalhost()) {
    return (
      <div className={styles.root} role="status" aria-live="polite">
        <Spinner label={t('app.moduleReloading')} />
      </div>
    );
  }

  const unreachable = error instanceof ApiCallError && (error.error.message === CLIENT_ERRORS.network || error.status >= 500);
  const title = error instanceof ModuleLoadError ? t('app.moduleLoadFailed') : unreachable ? t('app.serverUnreachable') : t('app.unexpectedError');
  return (
    <div className={styles.root}>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{title}</MessageBarTitle>
          {error instanceof Error && !unreachable ? <Body1>{error.message}</Body1> : null}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
        {home}
      </div>
    </div>
  );
}
