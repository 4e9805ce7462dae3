import type { LoginAnswer } from '../../../shared/api/auth';
import { loginPathFor, loginRedirectFor } from '../../../shared/auth/route-guard';
import { ApiCallError, onSessionRejected, setTokenProvider } from '../api/client';
import { reloadBootstrap } from '../api/bootstrap';
import { languageStore } from '../i18n/language';
import { clearNotices, notify } from '../notices/notice-bus';
import { currentLocation, navigateTo } from '../router/navigation';
import { checkToken, logout, refreshToken, serverVersion } from './auth-api';
import { authStore } from './auth-store';
import { readJson, writeJson } from './storage';
import { isExpired, refreshDelayMs } from './token-timing';
import { isServerNewer } from './version';

/**
 * The session of spec 1 section 4: sign-in, the start-up token check, the automatic refresh, the end
 * of a session (expiry, logout, a 401 from any call) and the reload when the server is newer.
 */

/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After a refresh failed for want of a network, try again this much later. */
const RETRY_REFRESH_MS = 30_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let started: Promise<void> | undefined;

function clearTimers(): void {
  clearTimeout(refreshTimer);
  clearTimeout(expiryTimer);
  refreshTimer = expiryTimer = undefined;
}

/** Plans the refresh (120 s before expiry, lifetimes over 240 s only) and the end at expiry. */
function schedule(): void {
  clearTimers();
  const state = authStore.get();
  if (!state.isLoggedIn || state.tokenExpiresAt === null) return;
  const now = Date.now();
  expiryTimer = setTimeout(
    () => {
      // Re-read: a refresh may have moved the expiry since this timer was set.
      if (isExpired(authStore.get().tokenExpiresAt, Date.now())) endSession();
      else schedule();
    },
    Math.min(Math.max(0, state.tokenExpiresAt - now), MAX_TIMER_MS),
  );
  const delay = refreshDelayMs(state.expiresIn, state.tokenExpiresAt, now);
  if (delay === null) return;
  refreshTimer = setTimeout(
    () => {
      if ((refreshDelayMs(authStore.get().expiresIn, authStore.get().tokenExpiresAt, Date.now()) ?? 1) > 0) schedule();
      else void refresh();
    },
    Math.min(delay, MAX_TIMER_MS),
  );
}

/** Exchanges the token for a fresh one; false when the server refused it. */
export async function refresh(): Promise<boolean> {
  try {
    const answer = await refreshToken();
    if (!authStore.signIn(answer)) return false;
    schedule();
    return true;
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 0 && !isExpired(authStore.get().tokenExpiresAt, Date.now())) {
      refreshTimer = setTimeout(() => void refresh(), RETRY_REFRESH_MS);
      return true;
    }
    return false;
  }
}

/**
 * The session is over without the user signing out: back to guest and to the login page of the
 * area the user is in, with the UNAUTHORIZED notice.
 */
export function endSession(): void {
  if (!authStore.get().isLoggedIn) return;
  clearTimers();
  authStore.clear();
  void reloadBootstrap().catch(() => undefined);
  notify({ intent: 'error', key: 'errors.UNAUTHORIZED' });
  navigateTo(loginRedirectFor(currentLocation()), { replace: true });
}

const RELOADED_FOR = 'reloadedFor';

/** A newer server means this bundle is stale: reload once per server version (a stale cache cannot loop). */
export function checkServerVersion(version: string | null | undefined): void {
  if (!isServerNewer(version, __APP_VERSION__) || readJson(RELOADED_FOR) === version) return;
  writeJson(RELOADED_FOR, version);
  notify({ intent: 'info', key: 'app.newVersion' });
  setTimeout(() => window.location.reload(), 1000);
}

/**
 * Runs once at start-up, before the first route is decided: a stored token whose expiry has passed
 * is dropped; otherwise the server checks it, and a refused token gets one refresh attempt.
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    setTokenProvider(() => authStore.get().token ?? undefined);
    // TOKEN_EXPIRED (spec 1 section 8) and a revoked session alike: the token no longer opens anything.
    onSessionRejected(() => endSession());
    document.addEventListener('visibilitychange', () => {
      // Timers do not run while a laptop sleeps: look again when the page is shown.
      if (document.visibilityState === 'visible') schedule();
    });
    void serverVersion().then(
      (v) => checkServerVersion(v.version),
      () => undefined,
    );

    const state = authStore.get();
    if (!state.isLoggedIn) return;
    if (isExpired(state.tokenExpiresAt, Date.now())) {
      authStore.clear();
      return;
    }
    if (!(await checkToken()) && !(await refresh())) {
      authStore.clear();
      return;
    }
    languageStore.applyUserSetting(authStore.get().user?.settings.language);
    schedule();
  })();
  return started;
}

/** A sign-in answer (login, password reset, jump link): false when it carried no usable token. */
export function signIn(answer: LoginAnswer): boolean {
  if (!authStore.signIn(answer)) return false;
  clearNotices();
  schedule();
  languageStore.applyUserSetting(answer.user.settings.language);
  checkServerVersion(answer.version);
  void reloadBootstrap().catch(() => undefined);
  return true;
}

/** Logout: the server revokes the token, then the login page of the area (unless redirect is suppressed). */
export async function signOut(opts: { redirect?: boolean } = {}): Promise<void> {
  const where = currentLocation();
  clearTimers();
  try {
    if (authStore.get().isLoggedIn) await logout();
  } catch {
    // The token may be expired already; signing out locally is what matters.
  }
  authStore.clear();
  void reloadBootstrap().catch(() => undefined);
  if (opts.redirect !== false) navigateTo(loginPathFor(where));
}
