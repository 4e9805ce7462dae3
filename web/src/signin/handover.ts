import { isMessageKey } from '../i18n/dictionary';
import type { Notice, NoticeIntent } from '../notices/notice-bus';

/**
 * The staff app and the sign-in entry (web/signin.html) are two documents: moving between them is a full navigation.
 * What crosses it: the session (localStorage, web/src/session/auth-store.ts) and the notices posted just before
 * (sessionStorage, here), e.g. the guard's "Please sign in to continue." on its way to /login.
 */
const NOTICES = 'tw.handoverNotices';
/** The staff app's last hand-over to the sign-in entry: {path, at}, so a server answering index.html for it cannot loop. */
const RELOADED = 'tw.signInEntryReload';
const LOOP_MS = 10_000;
const INTENTS: readonly NoticeIntent[] = ['error', 'success', 'warning', 'info'];

/**
 * The staff app, going to a sign-in page (`to`: the guard sending a guest to /login, a sign-out, the stub page of
 * pages/system/sign-in-entry-page.tsx on its own path): loads the sign-in entry there, carrying `notices`. False (and
 * nothing done) when it handed this path over moments ago and got the staff app again (an old deployment, a server
 * without signin.html): the caller shows something instead of reloading for ever.
 */
export function handOverToSignIn(to: string, notices: readonly Notice[], opts: { replace?: boolean } = {}, now = Date.now()): boolean {
  const url = new URL(to, window.location.href);
  try {
    const last = JSON.parse(window.sessionStorage.getItem(RELOADED) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (url.pathname === window.location.pathname && last?.path === url.pathname && typeof last.at === 'number' && now - last.at < LOOP_MS) return false;
    window.sessionStorage.setItem(RELOADED, JSON.stringify({ path: url.pathname, at: now }));
  } catch {
    // Storage refused (private mode, full): the page still loads.
  }
  stashNotices(notices);
  fullNavigation(url.href, opts);
  return true;
}

/** Keeps `notices` for the next document of this tab (takeHandedOverNotices): the sign-in entry's to the staff app's too. */
export function stashNotices(notices: readonly Notice[]): void {
  try {
    if (notices.length > 0) window.sessionStorage.setItem(NOTICES, JSON.stringify(notices));
  } catch {
    // Storage refused (private mode, full): the next page shows no notices.
  }
}

/**
 * A full navigation, once the document has loaded: leaving it earlier would abort its own load (a browser, or a test
 * waiting for it, sees the start page's load fail instead of a redirect).
 */
export function fullNavigation(href: string, opts: { replace?: boolean } = {}): void {
  const go = () => (opts.replace ? window.location.replace(href) : window.location.assign(href));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

/** The sign-in entry, once started: the staff app's hand-over arrived, so the loop guard is cleared. */
export function clearHandOverGuard(): void {
  try {
    window.sessionStorage.removeItem(RELOADED);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Either entry, once its texts are there (router/app-ready.ts): the notices the previous document handed over, each checked. */
export function takeHandedOverNotices(): Notice[] {
  try {
    const raw = window.sessionStorage.getItem(NOTICES);
    window.sessionStorage.removeItem(NOTICES);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isNotice) : [];
  } catch {
    return [];
  }
}

function isNotice(n: unknown): n is Notice {
  if (typeof n !== 'object' || n === null) return false;
  const { intent, key, params } = n as Record<string, unknown>;
  return (
    INTENTS.includes(intent as NoticeIntent) &&
    typeof key === 'string' &&
    isMessageKey(key) &&
    (params === undefined || (typeof params === 'object' && params !== null))
  );
}
