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

/**
 * The guest's pages (issue 24): served the guest entry (guest.html, web/src/guest/) instead of the staff app's
 * index.html, by the local server and, inlined, by the CloudFront viewer function.
 */
export const GUEST_PAGE_PREFIXES = ['/guestform/', '/guestform-m/', '/forms/'] as const;

/** The HTML file a client-side route gets: the guest entry for the guest's pages, else the staff app. */
export function spaDocumentOf(pathname: string): '/guest.html' | '/index.html' {
  return GUEST_PAGE_PREFIXES.some((p) => pathname.startsWith(p)) ? '/guest.html' : '/index.html';
}
