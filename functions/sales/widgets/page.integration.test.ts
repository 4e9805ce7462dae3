import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { resetConfig } from '../../config';
import { handler } from './lambda';

/**
 * GET /widget/{slug} as AWS answers it (CloudFront → the HTTP API → this Lambda): the guest entry's document from
 * PUBLIC_URL with frame-ancestors of the widget's domains. Sets process.env: INTEGRATION_ISOLATED.
 */
describe('the widget page behind the API', () => {
  let site: Server;
  let fetched = 0;
  const slug = `page-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      fetched++;
      if (req.url === '/guest.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>guest entry</title>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    process.env.PUBLIC_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    process.env.MEDIA_BUCKET = 'tidewise-media';
    process.env.AWS_REGION = 'eu-central-1';
    resetConfig();
    const res = await invoke(handler, 'POST', '/api/widgets', {
      token: await adminOf('wpage'),
      body: { name: 'Paged', slug, kind: 'tours', domains: ['www.resort.example', '*.dive.example'] },
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => {
    site.close();
    delete process.env.PUBLIC_URL;
    delete process.env.MEDIA_BUCKET;
    resetConfig();
  });

  it("answers the guest entry with the widget's frame-ancestors, the document fetched once", async () => {
    const page = await invoke(handler, 'GET', `/widget/${slug}`);
    expect(page.status).toBe(200);
    expect(page.raw).toContain('guest entry');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' www.resort.example *.dive.example");
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tidewise-media.s3.eu-central-1.amazonaws.com");
    const unknown = await invoke(handler, 'GET', '/widget/nobody-at-all');
    expect(unknown.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(fetched).toBe(1);
  });
});
