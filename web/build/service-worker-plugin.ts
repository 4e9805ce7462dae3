import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/offline/sw.ts', import.meta.url));
const PRECACHED = /^assets\/.+\.(?:js|css|svg|woff2?)$/;

/**
 * Writes /sw.js into the build: web/src/offline/sw.ts bundled with the build's id and the list of the
 * build's scripts and styles to keep. The id is a hash of every file name of the build, so each
 * deployment that changes anything changes /sw.js, and browsers install it.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'tidewise-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      // Every script and style of the build, so each screen opens offline, not only those visited
      // before the worker took over (the first visit loads its pages before the worker exists).
      // Source maps stay out.
      const shell = files.filter((f) => PRECACHED.test(f)).map((f) => `/${f}`);
      const out = buildSync({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        define: { __BUILD_ID__: JSON.stringify(buildId), __PRECACHE__: JSON.stringify(shell) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: out.outputFiles[0]!.text });
    },
  };
}
