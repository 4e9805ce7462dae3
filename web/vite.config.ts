import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './build/service-worker-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.TIDEWISE_API ?? 'http://127.0.0.1:3001';
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root,
  plugins: [react(), serviceWorker()],
  // The web compares its own version with the server's /version to notice a newer deployment.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  // `npm run dev`: Vite serves the app with hot reload and forwards the API to the local runtime.
  server: { fs: { allow: ['..'] }, proxy: { '/api': api, '/version': api } },
});
