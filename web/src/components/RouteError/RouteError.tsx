import { useRouteError } from 'react-router';
import { useI18n } from '../../hooks/use-i18n';
import { AppLink } from '../AppLink/AppLink';
import { RouteErrorView } from './RouteErrorView';

/**
 * What a route shows when it failed: a page module that could not be fetched (the app reloads
 * itself, except on localhost), a server that cannot be reached, or an unexpected error.
 */
export function RouteError() {
  const { t } = useI18n();
  return <RouteErrorView error={useRouteError()} home={<AppLink to="/">{t('common.backHome')}</AppLink>} />;
}
