import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { putTenant } from '../../data/tenants';
import { FEATURE_FLAGS } from '../../../shared/constants';
import { ZApiError } from '../../../shared/api/errors';
import { ZBootstrap } from '../../../shared/api/system';
import { createSession } from '../../data/sessions';
import { issueToken } from '../../lib/tokens';
import { resetConfig } from '../../config';
import { handler } from './lambda';

beforeAll(async () => {
  await putTenant({
    id: 'demo',
    name: 'Demo Divers',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: { resort: true, vessel: false },
    version: 1,
  });
});

describe('system resource', () => {
  it('answers GET /version with name and version', async () => {
    const res = await invoke(handler, 'GET', '/version');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'tidewise', version: '1.2.3' });
  });

  it('answers GET /api/bootstrap for a guest with the tenant, settings and every feature flag', async () => {
    const res = await invoke(handler, 'GET', '/api/bootstrap');
    expect(res.status).toBe(200);
    const body = ZBootstrap.parse(res.body);
    expect(body.tenant).toEqual({ id: 'demo', name: 'Demo Divers' });
    expect(Object.keys(body.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(body.features.resort).toBe(true);
    expect(body.features.vessel).toBe(false);
    expect(body.user).toBeNull();
  });

  it('includes the current user when a valid token is sent', async () => {
    const issued = await issueToken({ userId: 'u1', tenant: 'demo', userType: 'employee', scopes: ['bookings.read'], email: 'x@demo.test', name: 'X' });
    await createSession('demo', issued.jti, 'u1', issued.expiresAt);
    const res = await invoke<{ user: { id: string; scopes: string[] } }>(handler, 'GET', '/api/bootstrap', { token: issued.token });
    expect(res.body.user).toMatchObject({ id: 'u1', scopes: ['bookings.read'] });
  });

  it('answers 401 in the error shape for a token whose session was revoked', async () => {
    const issued = await issueToken({ userId: 'u2', tenant: 'demo', userType: 'employee', scopes: [] });
    const res = await invoke(handler, 'GET', '/api/bootstrap', { token: issued.token });
    expect(res.status).toBe(401);
    expect(ZApiError.parse(res.body)).toMatchObject({ name: 'UnauthorizedError', message: 'UNAUTHORIZED', path: '/api/bootstrap', method: 'GET' });
  });

  it('answers an /api path no endpoint owns with 404 ROUTE_NOT_FOUND in the error shape', async () => {
    const res = await invoke(handler, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    const error = ZApiError.parse(res.body);
    expect(error).toMatchObject({ message: 'ROUTE_NOT_FOUND', statusCode: 404, path: '/api/nope', method: 'GET' });
    expect(Date.parse(error.timestamp)).not.toBeNaN();
  });

  it('answers a malformed JSON body with 400 ValidationError', async () => {
    const res = await invoke(handler, 'GET', '/api/bootstrap', { rawBody: '{"broken": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationError', statusCode: 400 });
  });

  it('answers an unexpected exception with 500 and no stack trace', async () => {
    const table = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'no-such-table';
    resetConfig();
    try {
      const res = await invoke(handler, 'GET', '/api/bootstrap', { headers: { host: 'fresh-host.example' } });
      expect(res.status).toBe(500);
      expect(ZApiError.parse(res.body).message).toBe('INTERNAL_SERVER_ERROR');
      expect(res.raw).not.toMatch(/at .*\.ts|ResourceNotFound|no-such-table/);
    } finally {
      process.env.TABLE_NAME = table;
      resetConfig();
    }
  });

  it('answers /version on a host no operator uses, where tenant calls answer 404 TENANT_NOT_FOUND', async () => {
    const fallback = process.env.DEFAULT_TENANT;
    delete process.env.DEFAULT_TENANT;
    resetConfig();
    try {
      const headers = { host: 'unmapped.example' };
      expect((await invoke(handler, 'GET', '/version', { headers })).status).toBe(200);
      const boot = await invoke(handler, 'GET', '/api/bootstrap', { headers });
      expect(boot.status).toBe(404);
      expect(ZApiError.parse(boot.body).message).toBe('TENANT_NOT_FOUND');
    } finally {
      process.env.DEFAULT_TENANT = fallback;
      resetConfig();
    }
  });

  it('serves the OpenAPI 3.1 document and the human reference page', async () => {
    const doc = await invoke<{ openapi: string; paths: Record<string, unknown> }>(handler, 'GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/api/bootstrap']).toBeDefined();
    const check = await validate(structuredClone(doc.body) as never); // the whole check is test/unit/openapi-document.test.ts
    expect(check.valid ? [] : check.errors.map((e) => e.message)).toEqual([]);
    const page = await invoke(handler, 'GET', '/api/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw).toContain('/api/openapi.json');
  });
});
