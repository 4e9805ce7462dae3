import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { languageStore } from './i18n/language';
import { reportOfflineEvent } from './offline/offline-notices';
import { startOfflineSupport } from './offline/register-service-worker';
import { createAppRouter } from './router/app-router';
import { loadDarkTheme } from './theme';

// Once, outside React: StrictMode runs state initialisers twice, and two routers would both run the
// start-up checks while the session code talked to the one not on screen.
const router = createAppRouter();

// The first screen waits for its language's texts (one chunk, the other language loads on a switch) and, on a dark
// system, for the dark theme (web/src/theme.ts).
const darkFirst = window.matchMedia('(prefers-color-scheme: dark)').matches ? loadDarkTheme().catch(() => undefined) : undefined;
void Promise.all([languageStore.ready(), darkFirst]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);

// Built apps only: the development server has no /sw.js and reloads modules itself.
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
