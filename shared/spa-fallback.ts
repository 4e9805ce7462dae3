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
export const GUEST_PAGE_PREFIXES = ['/guestform/', '/guestform-m/', '/forms/', '/widget/'] as const;

/**
 * The guest's booking pages (issue 25: web/src/guest/book/), also the guest entry's: exact paths (a trailing slash
 * allowed), as regular expressions in text for the CloudFront viewer function. `/book` and `/book/preview` stay the
 * staff app's (the signed-in club member books there).
 */
export const GUEST_PAGE_PATTERNS = ['^/book/(online|resort)(-v2)?/?$'] as const;

const GUEST_PAGES = GUEST_PAGE_PATTERNS.map((p) => new RegExp(p));

/** A guest's page (query and hash left off): it belongs to the guest entry. */
export function isGuestPage(pathname: string): boolean {
  return GUEST_PAGE_PREFIXES.some((p) => pathname.startsWith(p)) || GUEST_PAGES.some((r) => r.test(pathname));
}

/**
 * The public sign-in pages (issue 23: web/signin.html, web/src/signin/): sign-in, registration, forgotten password and
 * address confirmation, for staff and club members, served the light sign-in entry instead of the staff app. As
 * regular expressions in text, so the CloudFront viewer function (plain JavaScript) inlines the same list. A trailing
 * slash is allowed; `/register/` only for the two kinds of account the page offers (any other gets the staff app's
 * not-found page).
 */
export const SIGN_IN_PAGE_PATTERNS = [
  '^/(club/)?login/?$',
  '^/register/(customer|agency)/?$',
  '^/(club/)?password/reset/?$',
  '^/(club/)?user/[^/]+/verify/?$',
] as const;

const SIGN_IN_PAGES = SIGN_IN_PAGE_PATTERNS.map((p) => new RegExp(p));

/** A sign-in page's path (query and hash left off): it belongs to the sign-in entry. */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.some((r) => r.test(pathname));
}

export type SpaDocument = '/guest.html' | '/signin.html' | '/index.html';

/** The HTML file a client-side route gets: the guest entry for the guest's pages, the sign-in entry for the sign-in pages, else the staff app. */
export function spaDocumentOf(pathname: string): SpaDocument {
  if (isGuestPage(pathname)) return '/guest.html';
  return isSignInPage(pathname) ? '/signin.html' : '/index.html';
}
