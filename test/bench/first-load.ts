import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { authEndpoints, type LoginAnswer } from '../../shared/api/auth';
import { LOCAL_STORAGE_PREFIX } from '../../shared/constants';

/**
 * Issue 23's first-load figures: the JavaScript a first visit downloads, gzipped, until the network is idle. Each
 * script answer's bytes are gzipped here (zlib's default level, as a CDN would serve them) rather than read from the
 * transfer size, so the figure does not depend on whether the server in front compresses. The service worker is
 * blocked: it would fetch every script of the build for the offline copy, which is no part of what the screen needs.
 */

/** The demo administrator (infra/local/seed.ts). */
const STAFF = { email: 'admin@demo.test', password: 'demo-pass-1' };

export type FirstLoad = { login: number; staff: number; guest: number };

/** Issue 23's budgets and issue 24's for the guest's page, gzipped (1 KB = 1,024 bytes). */
export const FIRST_LOAD_BUDGET: FirstLoad = { login: 170 * 1024, staff: 250 * 1024, guest: 170 * 1024 };

/** The gzipped bytes of each script answer of one visit to `path`, keyed by its address. */
export type ScriptSizes = Map<string, number>;

/**
 * Libraries the first screens load without (docs/decisions/web.md "First load"), known by a text of theirs: the
 * settings line the build puts before zod's core (web/vite.config.ts), luxon's name for an invalid date, react-router's
 * warning about nested routers and swr's option for deduplicating requests (the sign-in entry has neither).
 */
const LIBRARY_MARKERS = {
  zod: '__zod_globalConfig',
  luxon: 'Invalid DateTime',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  swr: 'dedupingInterval',
} as const;
export type MarkedLibrary = keyof typeof LIBRARY_MARKERS;

/**
 * One first visit: its scripts, the texts a screen asked for before their area was loaded (web/src/i18n/dictionary.ts)
 * and which of the marked libraries came.
 */
export type Visit = { scripts: ScriptSizes; missingTexts: string[]; libraries: MarkedLibrary[] };

async function visit(page: Page, path: string): Promise<Visit> {
  const sizes: ScriptSizes = new Map();
  const missingTexts: string[] = [];
  const libraries = new Set<MarkedLibrary>();
  const pending: Promise<void>[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('before its area was loaded')) missingTexts.push(m.text());
  });
  page.on('response', (res) => {
    const req = res.request();
    // What the document loads as scripts (module scripts, their preloads, dynamic imports). Not /sw.js: the offline
    // support fetches it to check it is there, and the service worker runs it, not the page.
    if (req.resourceType() !== 'script' || res.status() !== 200) return;
    pending.push(
      res.body().then(
        (body) => {
          sizes.set(res.url(), gzipSync(body).length);
          const text = body.toString('utf8');
          for (const [name, marker] of Object.entries(LIBRARY_MARKERS)) if (text.includes(marker)) libraries.add(name as MarkedLibrary);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return { scripts: sizes, missingTexts, libraries: [...libraries] };
}

export const totalOf = (sizes: ScriptSizes): number => [...sizes.values()].reduce((a, b) => a + b, 0);

/** `/login` for a visitor who is not signed in, in `lang`. */
export async function loginVisit(browser: Browser, baseUrl: string, lang: 'de' | 'en' = 'en'): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    return await visit(await context.newPage(), '/login');
  } finally {
    await context.close();
  }
}

/** The start page `/` of a staff member who signed in before (the session in localStorage, as after a reload). */
export async function staffVisit(browser: Browser, baseUrl: string, lang: 'de' | 'en' = 'en'): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    const res = await context.request.post(authEndpoints.login.path, { data: { email: STAFF.email, password: STAFF.password, isCRMUser: false, ts: 'bench' } });
    if (!res.ok()) throw new Error(`${STAFF.email} could not sign in: ${res.status()} ${await res.text()}`);
    const a = (await res.json()) as LoginAnswer;
    const session = { token: a.token, user: a.user, version: a.version, tokenExpiresAt: Date.now() + a.expiresIn * 1000, expiresIn: a.expiresIn };
    // Where web/src/session/auth-store.ts keeps the session, set before any of the app's scripts run.
    await context.addInitScript(
      ([key, value]) => {
        const w = globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } };
        if (w.localStorage.getItem(key) === null) w.localStorage.setItem(key, value);
      },
      [`${LOCAL_STORAGE_PREFIX}auth`, JSON.stringify(session)] as const,
    );
    return await visit(await context.newPage(), '/');
  } finally {
    await context.close();
  }
}

/**
 * A guest's page (issue 24: the guest entry, web/guest.html) on a phone. Its scripts do not depend on the token (the
 * page, the renderer and the texts of the browser's language are loaded whatever the link answers), so a link that
 * is no longer valid measures it as well as a real one; the e2e test guest-form.e2e.test.ts opens real ones.
 */
export async function guestVisit(browser: Browser, baseUrl: string, lang: 'de' | 'en' = 'en', path = `/guestform/bench/${'A'.repeat(43)}`): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    locale: lang === 'de' ? 'de-DE' : 'en-US',
  });
  try {
    return await visit(await context.newPage(), path);
  } finally {
    await context.close();
  }
}

/** The figures in gzipped bytes: `/login` signed out, the staff start page `/` signed in and a guest's page. */
export async function measureFirstLoad(baseUrl: string, browser: Browser): Promise<FirstLoad> {
  return {
    login: totalOf((await loginVisit(browser, baseUrl)).scripts),
    staff: totalOf((await staffVisit(browser, baseUrl)).scripts),
    guest: totalOf((await guestVisit(browser, baseUrl)).scripts),
  };
}
