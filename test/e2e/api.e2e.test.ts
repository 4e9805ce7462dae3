import { describe, expect, it } from 'vitest';
import { baseUrl, sesEndpoint } from './browser';
import { ZApiError } from '../../shared/api/errors';
import { readInbox } from '../../infra/local/ses-local';

const base = () => baseUrl();

describe('the local API path (HTTP → API Gateway event → handler)', () => {
  it('answers GET /version as JSON', async () => {
    const res = await fetch(`${base()}/version`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ name: 'tidewise', version: expect.any(String) });
  });

  it('answers GET /api/nope with 404 ROUTE_NOT_FOUND in the error shape', async () => {
    const res = await fetch(`${base()}/api/nope`);
    expect(res.status).toBe(404);
    expect(ZApiError.parse(await res.json())).toMatchObject({ message: 'ROUTE_NOT_FOUND', path: '/api/nope', method: 'GET' });
  });

  it('answers a malformed JSON body with 400 ValidationError', async () => {
    const res = await fetch(`${base()}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({ name: 'ValidationError' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await fetch(`${base()}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('serves the SPA with a fallback to index.html for app routes, but not for missing files', async () => {
    const app = await fetch(`${base()}/booking/list`);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
    expect((await fetch(`${base()}/assets/missing.js`)).status).toBe(404);
  });

  it('delivers an outbox mail through the dispatcher to the local SES inbox', async () => {
    const ses = sesEndpoint();
    const res = await fetch(`${base()}/api/auth/password/reset`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@other.test' }),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await readInbox(ses)).filter((m) => m.destination.to.includes('admin@other.test')).length, { timeout: 15_000, interval: 200 })
      .toBe(1);
  });
});
