/**
 * Registers the service worker at the root scope and reports what happens as the offline-support
 * events of spec 1 section 4: registered, ready, cached, updatefound, updated, offline, error. A
 * failing worker is reported as such an event (spec 1 section 8) and never stops the app.
 */
export type OfflineEvent = 'registered' | 'ready' | 'cached' | 'updatefound' | 'updated' | 'offline' | 'online' | 'error';

export type OfflineListener = (event: OfflineEvent, detail?: unknown) => void;

/** What registering needs of the browser, passed in so tests can stand in for it. */
export interface OfflineEnvironment {
  hostname: string;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'ready' | 'controller' | 'getRegistrations'>;
  fetch: typeof fetch;
  addWindowListener: (type: 'online' | 'offline' | 'load', fn: () => void) => void;
  /** True while the page has finished loading (registration waits for it, to keep the first load fast). */
  loaded: boolean;
}

export const SW_URL = '/sw.js';

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}

/**
 * On localhost the file is checked first (spec 1 section 7): a development server or an unbuilt app
 * answers the SPA page or 404 for /sw.js, and a worker registered from that would break the page. Then
 * any worker left from an earlier build is removed instead.
 */
async function servedAsJavaScript(env: OfflineEnvironment): Promise<boolean> {
  try {
    const res = await env.fetch(SW_URL, { headers: { 'service-worker': 'script' }, cache: 'no-store' });
    return res.ok && (res.headers.get('content-type') ?? '').includes('javascript');
  } catch {
    return false;
  }
}

async function register(env: OfflineEnvironment, emit: OfflineListener): Promise<void> {
  const container = env.serviceWorker!;
  if (isLocalhost(env.hostname) && !(await servedAsJavaScript(env))) {
    const stale = await container.getRegistrations();
    await Promise.all(stale.map((r) => r.unregister()));
    return;
  }
  const registration = await container.register(SW_URL, { scope: '/' });
  emit('registered', registration);
  void container.ready.then((r) => emit('ready', r));
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    emit('updatefound', registration);
    installing?.addEventListener('statechange', () => {
      if (installing.state !== 'installed') return;
      // A page already controlled got a newer build; the first install only made the app work offline.
      emit(container.controller ? 'updated' : 'cached', registration);
    });
  });
}

/** Starts offline support; returns at once. Browsers without service workers only get online/offline. */
export function startOfflineSupport(env: OfflineEnvironment, emit: OfflineListener): void {
  env.addWindowListener('offline', () => emit('offline'));
  env.addWindowListener('online', () => emit('online'));
  if (!env.serviceWorker) return;
  const go = () => void register(env, emit).catch((err: unknown) => emit('error', err));
  if (env.loaded) go();
  else env.addWindowListener('load', go);
}
