import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../infra/local/api-server';
import { securityHeadersFor } from '../../shared/security-headers';

/**
 * The local server sends the same security headers as CloudFront (both from shared/security-headers.ts):
 * on the app, on API answers (including the app's own errors) and on static files.
 */
describe('security headers on the local server', () => {
  let server: ApiServer;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'tidewise-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webRoot, 'guest.html'), '<!doctype html><title>guest</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), 'console.log(1)');
    server = await startApiServer({ port: 0, host: '127.0.0.1', webRoot, widgetEmbedOrigins: ['https://www.resort.example'] });
  });
  afterAll(() => server.close());

  const headersOf = async (pathname: string) => {
    const res = await fetch(`${server.url}${pathname}`);
    await res.arrayBuffer();
    return { status: res.status, headers: res.headers };
  };

  it.each([
    ['the app', '/', 200],
    ['a client-side route', '/bookings/12', 200],
    ['a static asset', '/assets/app-1a2b.js', 200],
    ['an API answer', '/version', 200],
    ['an API error', '/api/nope', 404],
  ])('sends the staff policy on %s (%s)', async (_what, pathname, status) => {
    const { status: actual, headers } = await headersOf(pathname);
    expect(actual).toBe(status);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    // Plain http locally: HSTS belongs to CloudFront only.
    expect(headers.get('strict-transport-security')).toBeNull();
    for (const [name, value] of Object.entries(securityHeadersFor(pathname))) expect(headers.get(name), name).toBe(value);
  });

  it('lets the app itself (the admin preview) and the configured sites, and only those, frame an unknown widget page', async () => {
    const { headers } = await headersOf('/widget/blue-lagoon');
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/www\.resort\.example(;|$)/);
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serves the guest entry for the guest's pages and the staff app for every other route, as CloudFront does", async () => {
    const body = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();
    for (const guest of ['/guestform/b1/t1', '/guestform-m/b1/t1', '/forms/f1/t1', '/widget/blue-lagoon', '/book/online', '/book/resort-v2?lang=de'])
      expect(await body(guest), guest).toContain('<title>guest</title>');
    for (const staff of ['/', '/bookings/12', '/customer/guestform', '/crm/forms', '/book', '/book/preview'])
      expect(await body(staff), staff).toContain('<title>t</title>');
  });
});
