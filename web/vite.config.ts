import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { spaDocumentOf } from '../shared/spa-fallback';
import { serviceWorker } from './build/service-worker-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.TIDEWISE_API ?? 'http://127.0.0.1:3001';
/**
 * zod probes for eval (`new Function('')`) when it builds its first object schema, to compile fast
 * parsers. The Content-Security-Policy (shared/security-headers.ts) allows scripts from the app's
 * origin only, so the browser refuses the probe and reports a violation on every page load. zod reads
 * its settings from globalThis.__zod_globalConfig; setting jitless there at the start of the chunk
 * that holds zod's core (before any schema exists, which z.config() in app code cannot guarantee
 * across chunks) skips the probe.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });';
const holdsZodCore = (moduleIds: readonly string[]): boolean => moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id));

/**
 * `npm run dev`: the guest's pages (/guestform/…, /guestform-m/…, /forms/…) get the guest entry (guest.html) and the
 * sign-in pages (/login, /password/reset, …) the sign-in entry (signin.html), as the local server and CloudFront
 * serve them (shared/spa-fallback.ts).
 */
const entryPagesInDev = (): Plugin => ({
  name: 'tidewise-entry-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const pathname = (req.url ?? '/').split('?')[0]!;
      const document = spaDocumentOf(pathname);
      if (document !== '/index.html' && !pathname.includes('.')) req.url = document + (req.url ?? '').slice(pathname.length);
      next();
    });
  },
});

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root,
  plugins: [react(), serviceWorker(), entryPagesInDev()],
  // The web compares its own version with the server's /version to notice a newer deployment.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Three entries: the staff app (index.html), the guest's pages (guest.html, docs/decisions/forms.md "The guest's
    // page") and the sign-in pages (signin.html, docs/decisions/web.md "First load").
    rolldownOptions: {
      input: { index: `${root}index.html`, guest: `${root}guest.html`, signin: `${root}signin.html` },
      output: { intro: (chunk) => (holdsZodCore(chunk.moduleIds) ? ZOD_JITLESS : '') },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and forwards the API to the local runtime.
  server: { fs: { allow: ['..'] }, proxy: { '/api': api, '/version': api, '/provider': api } },
});
