import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { apiPathPatterns } from '../../infra/aws/web/api-paths';
import { FORWARD_HOST_CODE, SPA_REWRITE_CODE } from '../../infra/aws/web/viewer-functions';
import { resolveWebAssets } from '../../infra/aws/web/web-assets';
import { spaDocumentOf } from '../../shared/spa-fallback';

/** The web stack's pieces that need no synthesis: the CloudFront Functions' code, the asset fallback, the API paths. */

interface ViewerRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type ViewerFunction = (event: { request: ViewerRequest }) => ViewerRequest;

/** Evaluates a CloudFront Function's source the way its runtime calls it: `handler(event)`. */
function loadViewerFunction(code: string): ViewerFunction {
  return new Function(`${code}\nreturn handler;`)() as ViewerFunction;
}

describe('SPA rewrite', () => {
  const rewrite = loadViewerFunction(SPA_REWRITE_CODE);
  const uriAfter = (uri: string) => rewrite({ request: { uri, headers: {} } }).uri;

  it.each(['/', '/bookings', '/bookings/12', '/club/dashboard/'])('serves index.html for the client-side route %s', (uri) => {
    expect(uriAfter(uri)).toBe('/index.html');
  });

  it.each(['/guestform/b-1/tok', '/guestform-m/b-1/tok', '/forms/f-1/tok', '/widget/my-resort'])(
    "serves the guest entry guest.html for the guest's page %s",
    (uri) => {
      expect(uriAfter(uri)).toBe('/guest.html');
    },
  );

  it.each([
    '/login',
    '/login/',
    '/club/login',
    '/club/login/',
    '/register/customer',
    '/register/agency',
    '/password/reset',
    '/club/password/reset',
    '/user/u-1/verify',
    '/club/user/u-1/verify',
  ])('serves the sign-in entry signin.html for the sign-in page %s', (uri) => {
    expect(uriAfter(uri)).toBe('/signin.html');
  });

  it.each(['/register/staff', '/login/x', '/club/login/x', '/user/u-1', '/user/u-1/verify/x', '/users/login', '/password/resetx'])(
    'keeps the staff app for %s, which only looks like a sign-in page',
    (uri) => {
      expect(uriAfter(uri)).toBe('/index.html');
    },
  );

  it.each(['/book/online', '/book/online/', '/book/online-v2', '/book/resort', '/book/resort-v2/'])(
    'serves the guest entry guest.html for the booking page %s',
    (uri) => {
      expect(uriAfter(uri)).toBe('/guest.html');
    },
  );

  it.each(['/book', '/book/preview', '/book/online/x', '/book/online-v3', '/book/resorts', '/booking/online'])(
    'keeps the staff app for %s, which only looks like a booking page',
    (uri) => {
      expect(uriAfter(uri)).toBe('/index.html');
    },
  );

  it.each(['/guestform', '/customer/guestform', '/crm/forms', '/formdef/f-1'])('keeps the staff app for %s, which only looks like a guest page', (uri) => {
    expect(uriAfter(uri)).toBe('/index.html');
  });

  it('gives the same page as the local server for every path (shared/spa-fallback.ts)', () => {
    for (const uri of [
      '/',
      '/bookings/12',
      '/guestform/b/t',
      '/guestform-m/b/t',
      '/forms/x/y',
      '/guestforms/x',
      '/login',
      '/club/user/u/verify',
      '/register/x',
      '/book/online',
      '/book/resort-v2',
      '/book/preview',
    ])
      expect(uriAfter(uri)).toBe(spaDocumentOf(uri));
  });

  it.each([
    '/index.html',
    '/guest.html',
    '/signin.html',
    '/assets/guest-x1.js',
    '/assets/index-78fenXXh.js',
    '/sw.js',
    '/favicon.ico',
    '/assets/fonts/x.woff2',
  ])('leaves the file %s alone', (uri) => {
    expect(uriAfter(uri)).toBe(uri);
  });
});

describe('forward host', () => {
  const forward = loadViewerFunction(FORWARD_HOST_CODE);

  it('passes the host the guest used, overwriting whatever x-forwarded-host the viewer sent', () => {
    const request = forward({
      request: { uri: '/api/bootstrap', headers: { host: { value: 'resort.example.org' }, 'x-forwarded-host': { value: 'other-tenant.example.org' } } },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'resort.example.org' });
    expect(request.uri).toBe('/api/bootstrap');
  });
});

describe('web assets', () => {
  it('stands in a placeholder page when the web app was not built, so synthesis never fails for it', () => {
    const assets = resolveWebAssets(join('/nonexistent', 'web-dist'));
    expect(assets.built).toBe(false);
    expect(existsSync(join(assets.directory, 'index.html'))).toBe(true);
    expect(readFileSync(join(assets.directory, 'index.html'), 'utf8')).toContain('npm run build:web');
  });
});

describe('apiPathPatterns', () => {
  const endpoint = (path: string): Endpoint => ({
    id: path,
    method: 'GET',
    path,
    resource: 'system',
    scopes: [],
    public: true,
    summary: path,
    input: {},
    output: z.unknown(),
  });

  it('adds contract paths outside /api, with parameters as wildcards', () => {
    expect(apiPathPatterns([endpoint('/api/bookings/{id}'), endpoint('/version'), endpoint('/clearCache'), endpoint('/hooks/{provider}/events')])).toEqual([
      '/api/*',
      '/version',
      '/clearCache',
      '/hooks/*',
    ]);
  });
});
