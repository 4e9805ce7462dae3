import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ApiCallError, apiFetch, isApiError, onSessionRejected, setTokenProvider } from './client';

const TOKEN = 't'.repeat(80);

function answer(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 304 ? null : text, { status, statusText })),
  );
}

const apiError = (overrides: Record<string, unknown>) => ({
  name: 'Error',
  message: 'X',
  statusCode: 400,
  description: 'd',
  timestamp: '2026-01-01T00:00:00Z',
  path: '/api/x',
  method: 'GET',
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiCallError);
  return err as ApiCallError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(() => undefined);
  onSessionRejected(() => undefined);
});

describe('apiFetch', () => {
  it('sends the bearer token and answers the parsed JSON', async () => {
    answer(200, { ok: 1 });
    setTokenProvider(() => TOKEN);
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: 1 });
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('counts 304 as success', async () => {
    answer(304, '');
    await expect(apiFetch('/api/x')).resolves.toBeUndefined();
  });

  it('turns a body that is not JSON into INVALID_JSON_RESPONSE with status 0', async () => {
    answer(200, '<html>');
    const err = await failure(apiFetch('/api/x'));
    expect([err.error.message, err.status]).toEqual(['INVALID_JSON_RESPONSE', 0]);
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(apiFetch('/api/x'))).error.message).toBe('NETWORK_ERROR');
  });

  it.each([
    [
      'describes an expired token as UNAUTHORIZED',
      apiError({ name: 'TokenExpiredError', message: 'TOKEN_EXPIRED', statusCode: 401, description: 'x' }),
      'TOKEN_EXPIRED',
      'UNAUTHORIZED',
    ],
    ["describes the message 'token expired' as UNAUTHORIZED", apiError({ message: 'token expired', statusCode: 401 }), 'token expired', 'UNAUTHORIZED'],
    ['describes a 403 as FORBIDDEN_RESSOURCE', apiError({ message: 'FORBIDDEN', statusCode: 403, description: 'nope' }), 'FORBIDDEN', 'FORBIDDEN_RESSOURCE'],
    [
      'keeps the server message of a 449',
      apiError({ message: 'Retry with the new version', statusCode: 449, description: 'x' }),
      'Retry with the new version',
      'x',
    ],
    ["calls a missing message 'Unknown Error'", apiError({ message: '', statusCode: 500 }), 'Unknown Error', 'd'],
  ])('%s', async (_name, body, message, description) => {
    answer(body.statusCode as number, body);
    const err = await failure(apiFetch('/api/x'));
    expect([err.error.message, err.error.description]).toEqual([message, description]);
  });

  it("answers 'Unknown Error' with the status for a body outside the error shape", async () => {
    answer(502, { oops: true }, 'Bad Gateway');
    const err = await failure(apiFetch('/api/x'));
    expect([err.error.message, err.status, err.error.description]).toEqual(['Unknown Error', 502, 'Bad Gateway']);
  });

  it('ends the session on a 401 to a call made with the session token', async () => {
    const rejected = vi.fn();
    onSessionRejected(rejected);
    setTokenProvider(() => TOKEN);
    answer(401, apiError({ name: 'TokenExpiredError', message: 'TOKEN_EXPIRED', statusCode: 401 }));
    await failure(apiFetch('/api/x'));
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['without a session token', undefined, {}],
    ['when the call says so', TOKEN, { endsSessionOn401: false }],
    ['with a token of its own', undefined, { token: TOKEN }],
  ])('does not end the session on a 401 %s', async (_name, sessionToken, options) => {
    const rejected = vi.fn();
    onSessionRejected(rejected);
    setTokenProvider(() => sessionToken);
    answer(401, apiError({ message: 'UNAUTHORIZED', statusCode: 401 }));
    await failure(apiFetch('/api/x', options));
    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('isApiError', () => {
  const shape = { name: 'Error', message: 'NOT_FOUND', statusCode: 404, description: 'd', timestamp: 't', path: '/p', method: 'GET' };
  it.each([
    ['the plain shape', shape, true],
    ['with fields and retryAfter', { ...shape, fields: [{ path: 'a', message: 'm' }], retryAfter: 3 }, true],
    ['a status that is no whole number', { ...shape, statusCode: 4.5 }, false],
    ['without a description', { ...shape, description: undefined }, false],
    ['fields without messages', { ...shape, fields: [{ path: 'a' }] }, false],
    ['retryAfter as text', { ...shape, retryAfter: '3' }, false],
    ['no object', 'NOT_FOUND', false],
  ])('holds %s as ZApiError does', (_name, json, ok) => {
    expect(isApiError(json)).toBe(ok);
    expect(ZApiError.safeParse(json).success).toBe(ok);
  });
});
