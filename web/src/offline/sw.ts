/**
 * The service worker (built into /sw.js by web/build/service-worker-plugin.ts): keeps the app shell so
 * the app opens without a network, and tells the page when a new build has been installed. The build
 * id and the shell's files are filled in at build time, so every deployment changes this file and
 * browsers notice the update.
 */
import { cacheName, SHELL_PATH, shellKeyOf, SIGN_IN_SHELL_PATH, staleCaches, strategyFor } from './sw-routes';

// The worker's own globals, declared here: the web's tsconfig has the DOM library, not the worker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;
declare const __BUILD_ID__: string;
declare const __PRECACHE__: readonly string[];

const CACHE = cacheName(__BUILD_ID__);

self.addEventListener('install', (event) => {
  // `reload` bypasses the HTTP cache: the shell must be the one of this build.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL_PATH, SIGN_IN_SHELL_PATH, ...__PRECACHE__].map((u) => new Request(u, { cache: 'reload' }))))
      // A new build takes over at once: pages load their files by hashed names, which never change.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, __BUILD_ID__).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function page(request: Request): Promise<Response> {
  const key = shellKeyOf(new URL(request.url).pathname);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (err) {
    const shell = (await caches.match(key, { cacheName: CACHE })) ?? (await caches.match(SHELL_PATH, { cacheName: CACHE }));
    if (shell) return shell;
    throw err;
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'page') event.respondWith(page(event.request));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
});
