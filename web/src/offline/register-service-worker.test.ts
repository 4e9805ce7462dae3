import { describe, expect, it, vi } from 'vitest';
import { isLocalhost, startOfflineSupport, type OfflineEnvironment, type OfflineEvent } from './register-service-worker';

/** A stand-in for the browser's service-worker container, driven by the test. */
function fakeBrowser(opts: { hostname?: string; swResponse?: { ok: boolean; type: string }; controller?: boolean; registerFails?: boolean } = {}) {
  const windowListeners = new Map<string, () => void>();
  const registrationListeners = new Map<string, () => void>();
  const workerListeners = new Map<string, () => void>();
  const worker = { state: 'installing', addEventListener: (t: string, fn: () => void) => workerListeners.set(t, fn) };
  const registration = {
    installing: worker,
    addEventListener: (t: string, fn: () => void) => registrationListeners.set(t, fn),
    unregister: vi.fn(async () => true),
  };
  const register = vi.fn(async () => {
    if (opts.registerFails) throw new Error('SecurityError');
    return registration;
  });
  const env: OfflineEnvironment = {
    hostname: opts.hostname ?? 'demo.tidewise.app',
    serviceWorker: {
      register: register as never,
      ready: Promise.resolve(registration as never),
      controller: (opts.controller ? {} : null) as never,
      getRegistrations: vi.fn(async () => [registration as never]),
    },
    fetch: vi.fn(
      async () =>
        new Response('x', { status: opts.swResponse?.ok === false ? 404 : 200, headers: { 'content-type': opts.swResponse?.type ?? 'text/javascript' } }),
    ) as never,
    addWindowListener: (type, fn) => windowListeners.set(type, fn),
    loaded: true,
  };
  const events: OfflineEvent[] = [];
  const emit = (e: OfflineEvent) => events.push(e);
  const install = () => {
    registrationListeners.get('updatefound')?.();
    worker.state = 'installed';
    workerListeners.get('statechange')?.();
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { env, emit, events, register, registration, windowListeners, install, settle };
}

describe('startOfflineSupport', () => {
  it('registers /sw.js at the root scope and reports registered, ready and, on the first install, cached', async () => {
    const b = fakeBrowser();
    startOfflineSupport(b.env, b.emit);
    await b.settle();
    expect(b.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    b.install();
    await b.settle();
    expect(b.events).toEqual(['registered', 'ready', 'updatefound', 'cached']);
  });

  it('reports updated when a page already controlled gets a new build', async () => {
    const b = fakeBrowser({ controller: true });
    startOfflineSupport(b.env, b.emit);
    await b.settle();
    b.install();
    expect(b.events.at(-1)).toBe('updated');
  });

  it('checks the file on localhost first and, when it is not JavaScript, removes old workers instead of registering', async () => {
    const b = fakeBrowser({ hostname: '127.0.0.1', swResponse: { ok: true, type: 'text/html' } });
    startOfflineSupport(b.env, b.emit);
    await b.settle();
    expect(b.env.fetch).toHaveBeenCalled();
    expect(b.register).not.toHaveBeenCalled();
    expect(b.registration.unregister).toHaveBeenCalled();
    expect(b.events).toEqual([]);
  });

  it('registers on localhost when the file is served as JavaScript, and does not fetch it elsewhere', async () => {
    const local = fakeBrowser({ hostname: 'localhost' });
    startOfflineSupport(local.env, local.emit);
    await local.settle();
    expect(local.register).toHaveBeenCalled();
    const remote = fakeBrowser();
    startOfflineSupport(remote.env, remote.emit);
    await remote.settle();
    expect(remote.env.fetch).not.toHaveBeenCalled();
  });

  it('reports a failing registration as an error event and goes on', async () => {
    const b = fakeBrowser({ registerFails: true });
    startOfflineSupport(b.env, b.emit);
    await b.settle();
    expect(b.events).toEqual(['error']);
  });

  it('reports offline and online from the browser, also without service workers', () => {
    const b = fakeBrowser();
    startOfflineSupport({ ...b.env, serviceWorker: undefined }, b.emit);
    b.windowListeners.get('offline')?.();
    b.windowListeners.get('online')?.();
    expect(b.events).toEqual(['offline', 'online']);
    expect(b.register).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading before registering', async () => {
    const b = fakeBrowser();
    startOfflineSupport({ ...b.env, loaded: false }, b.emit);
    await b.settle();
    expect(b.register).not.toHaveBeenCalled();
    b.windowListeners.get('load')?.();
    await b.settle();
    expect(b.register).toHaveBeenCalled();
  });
});

describe('isLocalhost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['demo.localhost', true],
    ['demo.tidewise.app', false],
    ['127.example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalhost(host)).toBe(expected);
  });
});
