/**
 * The security headers of every answer (web app, API, static files): ONE definition, used by the local
 * server (infra/local/api-server.ts) and turned into CloudFront response headers policies
 * (infra/aws/web/response-headers.ts), so local and AWS cannot drift.
 *
 * Two policies by path: the staff app may never be framed; public pages that operators embed in
 * their own sites (/widget/<slug>) may be framed by the configured sites only.
 */

/** HSTS lifetime: one year (sent in AWS only; the local server speaks plain http). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Pages under this prefix are meant to be embedded in operators' sites. */
export const WIDGET_PATH_PREFIX = '/widget/';

export interface SecurityHeaderOptions {
  /**
   * Origins besides the app's own that pages may load images from and upload to: the S3 media bucket
   * in AWS (downloads redirect to presigned GETs, uploads are presigned PUTs from the browser).
   */
  mediaOrigins?: readonly string[];
  /** Sites allowed to frame /widget/* pages (https origins from configuration); none when empty. */
  widgetEmbedOrigins?: readonly string[];
  /** Strict-Transport-Security: only where the app is served over https (CloudFront). */
  hsts?: boolean;
}

/** Browser features the app never uses, switched off for the page and everything it frames. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** An https origin (scheme, host, optional port), or a `https://*.example.org` wildcard; nothing else. */
const ORIGIN_PATTERN = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export function isEmbedOrigin(value: string): boolean {
  return ORIGIN_PATTERN.test(value);
}

/** Parses a comma-separated list of embed origins; throws on anything that is not an https origin. */
export function parseEmbedOrigins(list: string | undefined, source: string): string[] {
  const origins = (list ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, '').toLowerCase())
    .filter((o) => o !== '');
  const bad = origins.filter((o) => !isEmbedOrigin(o));
  if (bad.length > 0) throw new Error(`${source} must be https origins such as https://www.example.org, got ${bad.join(', ')}`);
  return origins;
}

export function isWidgetPath(path: string): boolean {
  return path.startsWith(WIDGET_PATH_PREFIX);
}

/**
 * Scripts from the app's own origin only (no inline script, no eval). Styles allow 'unsafe-inline':
 * Fluent UI's Griffel inserts <style> elements at run time, and a nonce cannot work with static files
 * served from S3.
 */
function contentSecurityPolicy(frameAncestors: readonly string[], mediaOrigins: readonly string[]): string {
  const media = mediaOrigins.length > 0 ? ` ${mediaOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${media}`,
    `media-src 'self'${media}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The headers for an answer to `path`, names in lower case. */
export function securityHeadersFor(path: string, options: SecurityHeaderOptions = {}): Record<string, string> {
  const widget = isWidgetPath(path);
  const frameAncestors = widget ? (options.widgetEmbedOrigins ?? []) : [];
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(frameAncestors, options.mediaOrigins ?? []),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // For browsers without frame-ancestors; it cannot name several sites, so the widget goes without.
  if (!widget) headers['x-frame-options'] = 'DENY';
  if (options.hsts === true) headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}
