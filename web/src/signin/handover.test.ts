import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '../i18n/dictionary';
import { clearHandOverGuard, fullNavigation, handOverToSignIn, stashNotices, takeHandedOverNotices } from './handover';

/** A tab: its address, sessionStorage, the document's readiness and where it was sent. */
function tab(pathname: string, readyState: DocumentReadyState = 'complete') {
  const store = new Map<string, string>();
  const sent: string[] = [];
  const onLoad: Array<() => void> = [];
  vi.stubGlobal('window', {
    location: {
      href: `https://demo.test${pathname}`,
      pathname,
      replace: (u: string) => sent.push(`replace ${u}`),
      assign: (u: string) => sent.push(`assign ${u}`),
    },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn),
  });
  vi.stubGlobal('document', { readyState });
  return { store, sent, load: () => onLoad.forEach((fn) => fn()) };
}

beforeAll(() => loadDictionary('en'));
beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the hand-over between the staff app and the sign-in entry', () => {
  it('loads the sign-in page with the notices, which the next document takes once', () => {
    const t = tab('/booking/list');
    expect(handOverToSignIn('/login?redirect=%2Fbooking%2Flist', [{ intent: 'error', key: 'errors.UNAUTHORIZED' }], { replace: true })).toBe(true);
    expect(t.sent).toEqual(['replace https://demo.test/login?redirect=%2Fbooking%2Flist']);
    expect(takeHandedOverNotices()).toEqual([{ intent: 'error', key: 'errors.UNAUTHORIZED' }]);
    expect(takeHandedOverNotices()).toEqual([]);
  });

  it('does not reload the same path again within 10 s when the server answered the staff app for it, and does once the entry cleared the mark', () => {
    const now = 1_000_000;
    tab('/booking/list');
    expect(handOverToSignIn('/login', [], {}, now)).toBe(true);
    // The server answered index.html for /login: the staff app starts there and would hand it over again.
    const again = tab('/login');
    again.store.set('tw.signInEntryReload', JSON.stringify({ path: '/login', at: now }));
    expect(handOverToSignIn('https://demo.test/login', [], { replace: true }, now + 2000)).toBe(false);
    expect(again.sent).toEqual([]);
    expect(handOverToSignIn('https://demo.test/login', [], { replace: true }, now + 11_000)).toBe(true);
    // The sign-in entry started: a later sign-out hands the same path over at once.
    clearHandOverGuard();
    expect(handOverToSignIn('https://demo.test/login', [], { replace: true }, now + 11_500)).toBe(true);
  });

  it('drops handed-over notices that are not notices of this build', () => {
    const t = tab('/login');
    t.store.set(
      'tw.handoverNotices',
      JSON.stringify([
        { intent: 'success', key: 'password.saved' },
        { intent: 'error', key: 'no.such.key' },
        { intent: 'shout', key: 'errors.UNAUTHORIZED' },
        'text',
        null,
      ]),
    );
    expect(takeHandedOverNotices()).toEqual([{ intent: 'success', key: 'password.saved' }]);
    t.store.set('tw.handoverNotices', '{not json');
    expect(takeHandedOverNotices()).toEqual([]);
  });

  it('keeps nothing when there is nothing to say, and leaves a loading document only once it has loaded', () => {
    const t = tab('/login', 'interactive');
    stashNotices([]);
    expect(t.store.size).toBe(0);
    fullNavigation('/', { replace: true });
    expect(t.sent).toEqual([]);
    t.load();
    expect(t.sent).toEqual(['replace /']);
  });
});
