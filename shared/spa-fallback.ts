/**
 * Which paths are files of the built web app and which are its client-side routes. A route gets
 * index.html; a file that is missing stays a 404. Decided by a known list of file extensions, because
 * routes may hold dots themselves (/jumpto/<a JWT with dots>). Used by the local server and, inlined,
 * by the CloudFront viewer function.
 */
export const STATIC_FILE_EXTENSIONS = [
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'html',
  'txt',
  'xml',
  'webmanifest',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'ico',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'pdf',
] as const;

export function isSpaRoute(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (dot === -1) return true;
  return !(STATIC_FILE_EXTENSIONS as readonly string[]).includes(last.slice(dot + 1).toLowerCase());
}
