import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../functions/sales/widgets/lambda';
import { startApiServer, type ApiServer } from '../../infra/local/api-server';
import { invoke } from '../support/invoke';
import { adminOf } from '../support/tokens';

/** The local server frames /widget/<slug> for that widget's domains only (docs/decisions/widget.md "frame-ancestors per widget"). */
describe('frame-ancestors per widget on the local server', () => {
  let server: ApiServer;
  const slug = `frame-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'tidewise-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webRoot, 'guest.html'), '<!doctype html><title>guest</title>');
    server = await startApiServer({ port: 0, host: '127.0.0.1', webRoot, widgetEmbedOrigins: ['https://www.everywhere.example'] });
    const res = await invoke(handler, 'POST', '/api/widgets', {
      token: await adminOf('wframe'),
      body: { name: 'Framed', slug, kind: 'tours', domains: ['www.resort.example', '*.dive.example', '127.0.0.1:4321'] },
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => server.close());

  const cspOf = async (pathname: string) => {
    const res = await fetch(`${server.url}${pathname}`);
    const body = await res.text();
    return { status: res.status, body, csp: res.headers.get('content-security-policy') ?? '', xfo: res.headers.get('x-frame-options') };
  };

  it("names the widget's domains beside the configured sites, on the guest entry", async () => {
    const page = await cspOf(`/widget/${slug}?lang=de`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('guest');
    expect(page.csp).toContain("frame-ancestors 'self' https://www.everywhere.example www.resort.example *.dive.example 127.0.0.1:4321");
    expect(page.xfo).toBeNull();
  });

  it('lets only the configured sites frame an unknown widget, and never the staff app', async () => {
    expect((await cspOf('/widget/nobody-here')).csp).toMatch(/frame-ancestors 'self' https:\/\/www\.everywhere\.example(;|$)/);
    const app = await cspOf('/widget-admin/list');
    expect(app.csp).toContain("frame-ancestors 'none'");
    expect(app.xfo).toBe('DENY');
  });
});
