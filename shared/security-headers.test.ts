import { describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_SECONDS, parseEmbedOrigins, securityHeadersFor } from './security-headers';

describe('securityHeadersFor', () => {
  it('keeps the staff app out of frames and scripts to its own origin', () => {
    const headers = securityHeadersFor('/bookings/12');
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('lets widget pages be framed by the configured sites only', () => {
    const csp = securityHeadersFor('/widget/blue-lagoon', { widgetEmbedOrigins: ['https://a.example', 'https://*.b.example'] })['content-security-policy'];
    expect(csp).toContain('frame-ancestors https://a.example https://*.b.example');
    expect(securityHeadersFor('/widget/blue-lagoon')['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(securityHeadersFor('/widget/blue-lagoon')['x-frame-options']).toBeUndefined();
    // Not a widget page: the embed sites do not open the staff app to framing.
    expect(securityHeadersFor('/widgets', { widgetEmbedOrigins: ['https://a.example'] })['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows the media origins for images, uploads and media, and HSTS on request', () => {
    const headers = securityHeadersFor('/', { mediaOrigins: ['https://media.s3.eu-central-1.amazonaws.com'], hsts: true });
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https://media.s3.eu-central-1.amazonaws.com;");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://media.s3.eu-central-1.amazonaws.com;");
    expect(headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  });
});

describe('parseEmbedOrigins', () => {
  it('reads https origins, lower-cased and without a trailing slash', () => {
    expect(parseEmbedOrigins(' https://www.Resort.example/, https://*.resort.example:8443 ', 'x')).toEqual([
      'https://www.resort.example',
      'https://*.resort.example:8443',
    ]);
    expect(parseEmbedOrigins(undefined, 'x')).toEqual([]);
  });

  it.each(['http://a.example', 'https://a.example/page', "'self'", '*', 'https://a.example; script-src *'])('refuses %s', (origin) => {
    expect(() => parseEmbedOrigins(origin, 'WIDGET_EMBED_ORIGINS')).toThrow(/WIDGET_EMBED_ORIGINS/);
  });
});
