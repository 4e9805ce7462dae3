import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageStore } from '../i18n/language';
import { reportOfflineEvent } from '../offline/offline-notices';
import { startOfflineSupport } from '../offline/register-service-worker';
import { registerNavigator } from '../router/navigation';
import { Themed } from '../themed';
import { loadDarkTheme } from '../theme';
import { clearHandOverGuard } from './handover';
import { currentSignInLocation, navigateSignIn } from './sign-in-location';
import { matchSignInPage } from './sign-in-pages';
import { SignInApp } from './SignInApp';

/**
 * The sign-in entry (web/signin.html; docs/decisions/web.md "First load"): /login, /club/login, /register/…,
 * /password/reset and the address confirmation without the staff app (no route table, no data router, no swr). A
 * sign-in stores the session where the staff app reads it and loads the staff app by a full navigation.
 */

// The session code (a token refused at start-up, web/src/session/session.ts) navigates through this bridge.
registerNavigator({
  navigate: navigateSignIn,
  location: () => {
    const { pathname, search } = currentSignInLocation();
    return pathname + search;
  },
  committed: () => undefined,
});

// The staff app's hand-over (web/src/signin/handover.ts) arrived: it may hand the same path over again later.
clearHandOverGuard();

// The page's module comes alongside the texts and the start-up checks.
matchSignInPage(currentSignInLocation().pathname)?.page.preload();

// As the staff app: the first screen waits for its language's shell texts and, on a dark system, the dark theme.
const darkFirst = window.matchMedia('(prefers-color-scheme: dark)').matches ? loadDarkTheme().catch(() => undefined) : undefined;
void Promise.all([languageStore.ready(), darkFirst]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Themed>
        <SignInApp />
      </Themed>
    </StrictMode>,
  ),
);

// Built apps only, as the staff app: the worker keeps both entries for offline use (web/src/offline/sw.ts).
if (import.meta.env.PROD) {
  startOfflineSupport(
    {
      hostname: window.location.hostname,
      serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      fetch: window.fetch.bind(window),
      addWindowListener: (type, fn) => window.addEventListener(type, fn),
      loaded: document.readyState === 'complete',
    },
    reportOfflineEvent,
  );
}
