import { Body1, Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useRouteError } from 'react-router';
import { ApiCallError, CLIENT_ERRORS } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { ModuleLoadError } from '../../router/lazy-page';
import { isLocalhost } from '../../router/navigation';
import { AppLink } from '../AppLink/AppLink';

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
 * What a route shows when it failed: a page module that could not be fetched (the app reloads
 * itself, except on localhost), a server that cannot be reached, or an unexpected error.
 */
export function RouteError() {
  const styles = useStyles();
  const { t } = useI18n();
  const error = useRouteError();

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
        <AppLink to="/">{t('common.backHome')}</AppLink>
      </div>
    </div>
  );
}
