import { Component, startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { decide } from '../../../shared/auth/route-guard';
import { AppLoading } from '../components/AppLoading/AppLoading';
import { HeaderBar } from '../components/AppHeader/HeaderBar';
import { useShellStyles } from '../components/AppShell/shell-styles';
import { Notices } from '../components/Notices/Notices';
import { OfflineBanner } from '../components/OfflineBanner/OfflineBanner';
import { RouteErrorView } from '../components/RouteError/RouteErrorView';
import { useBootstrap } from '../hooks/use-bootstrap';
import { useI18n } from '../hooks/use-i18n';
import { appReady } from '../router/app-ready';
import { authStore, principalOf } from '../session/auth-store';
import { currentSignInLocation, navigateSignIn, SignInMatchContext, subscribeSignInLocation, type SignInLocation } from './sign-in-location';
import { matchSignInPage } from './sign-in-pages';
import { AppLink } from './SignInLink';
import { SignInNotFound } from './SignInNotFound';

type Start = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; error: unknown };

/**
 * The sign-in entry's shell (web/signin.html; docs/decisions/web.md "First load"): the staff app's compact header,
 * the offline banner, the page and the snackbar, as the staff app draws its public pages, without its router. Like
 * the staff app's guard it waits for the start-up session check and the bootstrap before the first page, and sends a
 * signed-in visitor on (signedInRedirect, a full navigation to the staff app).
 */
export function SignInApp() {
  const styles = useShellStyles();
  const { t } = useI18n();
  const { data } = useBootstrap();
  const [location, setLocation] = useState<SignInLocation>(currentSignInLocation);
  const [start, setStart] = useState<Start>({ state: 'starting' });
  // A move between the entry's pages keeps the shown page until the next one's module is there.
  useEffect(() => subscribeSignInLocation(() => startTransition(() => setLocation(currentSignInLocation()))), []);

  const match = matchSignInPage(location.pathname);
  const matched = useMemo(() => ({ ...location, params: match?.params ?? {} }), [location, match?.params]);

  useEffect(() => {
    let live = true;
    appReady().then(
      (bootstrap) => {
        if (!live) return;
        const { pathname, search } = currentSignInLocation();
        const page = matchSignInPage(pathname)?.page;
        const decision = page
          ? decide(page, { principal: principalOf(authStore.get(), bootstrap.tenant.id), features: bootstrap.features, to: pathname + search, from: undefined })
          : undefined;
        if (decision?.kind === 'redirect') {
          navigateSignIn(decision.to, { replace: true });
          return;
        }
        setStart({ state: 'ready' });
      },
      (error: unknown) => live && setStart({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const parts = [match ? t(`routes.${match.page.name}`) : null, data?.tenant.name ?? t('app.name')];
    document.title = parts.filter(Boolean).join(' · ');
  }, [match, data, t]);

  if (start.state === 'starting') return <AppLoading />;
  const Page = match?.page.Page;
  return (
    <SignInMatchContext.Provider value={matched}>
      <Suspense fallback={<AppLoading />}>
        <div className={styles.root}>
          <a href="#main" className={styles.skip}>
            {t('app.skipToContent')}
          </a>
          <HeaderBar
            variant="alt"
            brand={(className, content) => (
              <AppLink to={location.pathname.startsWith('/club/') ? '/club/login' : '/login'} className={className}>
                {content}
              </AppLink>
            )}
          />
          <OfflineBanner />
          <div className={styles.body}>
            <main id="main" className={styles.main} tabIndex={-1}>
              <PageErrors key={location.pathname}>
                {start.state === 'failed' ? <Failed error={start.error} /> : Page ? <Page /> : <SignInNotFound />}
              </PageErrors>
            </main>
          </div>
          <Notices />
        </div>
      </Suspense>
    </SignInMatchContext.Provider>
  );
}

function Failed({ error }: { error: unknown }) {
  const { t } = useI18n();
  return <RouteErrorView error={error} home={<AppLink to="/">{t('common.backHome')}</AppLink>} />;
}

/** A page that failed (its module could not be fetched, an unexpected error) shows what the staff app's routes show. */
class PageErrors extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override render() {
    return this.state.error !== undefined ? <Failed error={this.state.error} /> : this.props.children;
  }
}
