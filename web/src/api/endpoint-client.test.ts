import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersSelfEndpoints } from '../../../shared/api/auth';
import { countriesResource } from '../../../shared/api/geo';
import { productExtraEndpoints } from '../../../shared/api/products';
import { systemEndpoints } from '../../../shared/api/system';
import { ApiCallError } from './client';
import { callEndpoint, callRoute, endpointRoute, endpointUrl } from './endpoint-client';

describe('endpointUrl', () => {
  it('fills in and encodes path parameters', () => {
    expect(endpointUrl(usersSelfEndpoints.verify, { id: 'u 1/2' })).toBe('/api/users/u%201%2F2/verify');
  });

  it('appends the defined query parameters only', () => {
    expect(endpointUrl(systemEndpoints.bootstrap, undefined, { a: 1, b: undefined, c: 'x y' })).toBe('/api/bootstrap?a=1&c=x+y');
  });

  it('refuses a missing path parameter', () => {
    expect(() => endpointUrl(usersSelfEndpoints.verify, {})).toThrow(/id is missing/);
  });
});

describe('callEndpoint and the Idempotency-Key', () => {
  const def = countriesResource;
  const entity = { ...def.schema.parse(def.sample(1)), id: 'cty-1', version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const ok = () => new Response(JSON.stringify(entity), { status: 200 });
  const busy = () =>
    new Response(
      JSON.stringify({
        name: 'ConflictError',
        message: 'IDEMPOTENCY_IN_PROGRESS',
        statusCode: 409,
        description: 'd',
        timestamp: 't',
        path: '/api/country',
        method: 'POST',
      }),
      { status: 409 },
    );
  const refused = () =>
    new Response(
      JSON.stringify({
        name: 'ValidationError',
        message: 'ValidationError',
        statusCode: 400,
        description: 'd',
        timestamp: 't',
        path: '/api/country',
        method: 'POST',
      }),
      { status: 400 },
    );
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  function answers(...list: Array<() => Response | Promise<Response>>) {
    const fn = vi.fn(async () => list.shift()!());
    vi.stubGlobal('fetch', fn);
    return fn;
  }
  const keysOf = (fn: ReturnType<typeof answers>) =>
    fn.mock.calls.map((c) => new Headers((c as unknown as [string, RequestInit])[1].headers).get('idempotency-key'));
  const create = (name: string) => callEndpoint(def.endpoints.create, { body: { ...def.sample(1), name } as never }, { retryDelaysMs: [0, 0] });

  afterEach(() => vi.unstubAllGlobals());

  it('sends a UUID on a create and a stock movement, none on an update', async () => {
    const fn = answers(ok, ok);
    await create('Aland');
    await callEndpoint(def.endpoints.update, { params: { id: 'cty-1' } as never, body: { ...def.sample(1), version: 1 } as never });
    expect(keysOf(fn)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keysOf(fn)[1]).toBeNull();
    expect(productExtraEndpoints.stockUpdate.idempotent).toBe(true);
  });

  it('retries a network failure and a request still in progress with the same key', async () => {
    const fn = answers(offline, busy, ok);
    await expect(create('Bhutan')).resolves.toMatchObject({ id: 'cty-1' });
    const keys = keysOf(fn);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key of a failed submit for the same request sent again; a success or a changed request gets a new one', async () => {
    const fn = answers(offline, offline, offline, ok, ok, refused, ok);
    await expect(create('Chad')).rejects.toBeInstanceOf(ApiCallError);
    await create('Chad'); // pressing Save again after the network failure
    await create('Chad'); // a new create of the same data after the success
    await expect(create('Dominica')).rejects.toBeInstanceOf(ApiCallError);
    await create('Dominica (edited)');
    const keys = keysOf(fn);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set([keys[4], keys[5], keys[6]]).size).toBe(3);
  });
});

describe('callRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls a route without schemas and answers the JSON as the server sent it, where callEndpoint parses', async () => {
    const answer = { data: [{ date: '2026-11-25', bookings: 2, persons: 3, extra: 'kept' }] };
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchFn);
    const route = endpointRoute<typeof systemEndpoints.bootstrap>({ id: 'system.bootstrap', method: 'GET', path: '/api/bootstrap' });
    expect(await callRoute(route, { query: { a: 1 } })).toEqual(answer);
    expect(await callEndpoint(route as never, {})).toEqual(answer);
    expect((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[0]).toBe('/api/bootstrap?a=1');
    // The contract's endpoint parses: this answer is no bootstrap.
    await expect(callEndpoint(systemEndpoints.bootstrap)).rejects.toBeInstanceOf(ApiCallError);
  });
});
