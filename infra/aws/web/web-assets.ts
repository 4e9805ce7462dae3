import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../config';

export const WEB_DIST = resolve(REPO_ROOT, 'web', 'dist');

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tidewise</title></head>
<body><p>The web app was not built when this stack was synthesised. Run <code>npm run build:web</code> and deploy again.</p></body></html>
`;

export interface WebAssets {
  directory: string;
  /** False when web/dist was missing and a placeholder page stands in for it. */
  built: boolean;
}

/**
 * The built web app, or a one-page placeholder so synthesis never fails because the web was not
 * built (tests, CI synth). The placeholder's content is fixed, so its asset hash is stable.
 */
export function resolveWebAssets(dist: string = WEB_DIST): WebAssets {
  if (existsSync(join(dist, 'index.html'))) return { directory: dist, built: true };
  const directory = join(tmpdir(), 'tidewise-web-placeholder');
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, 'index.html'), PLACEHOLDER_HTML);
  writeFileSync(join(directory, 'guest.html'), PLACEHOLDER_HTML);
  writeFileSync(join(directory, 'signin.html'), PLACEHOLDER_HTML);
  return { directory, built: false };
}
