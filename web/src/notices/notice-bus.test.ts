import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../i18n/dictionary';
import { ApiCallError } from '../api/client';
import { attachNotices, errorNotice, markBootstrapDone, notify, noticeTimeout, type Notice } from './notice-bus';

// The app loads its language's texts before the first render (main.tsx); so do these tests.
beforeAll(() => loadDictionary('en'));

const apiError = (message: string, statusCode: number, description = 'what happened') =>
  new ApiCallError({ name: 'Error', message, statusCode, description, timestamp: '2026-01-01T00:00:00Z', path: '/api/x', method: 'GET' });

describe('the notice bus', () => {
  it('drops UNAUTHORIZED until the bootstrap has finished, delivers queued notices on attach, and keeps errors 6 s', () => {
    notify({ intent: 'error', key: 'errors.UNAUTHORIZED' });
    notify({ intent: 'success', key: 'password.saved' });
    const seen: Array<Notice | 'clear'> = [];
    const detach = attachNotices((n) => seen.push(n));
    expect(seen).toEqual([{ intent: 'success', key: 'password.saved' }]);

    markBootstrapDone();
    notify({ intent: 'error', key: 'errors.UNAUTHORIZED' });
    expect(seen).toHaveLength(2);
    detach();

    expect(noticeTimeout('error')).toBe(6000);
    expect(noticeTimeout('success')).toBe(3000);
  });
});

describe('errorNotice', () => {
  it.each<[string, unknown, Notice]>([
    ['translates a known server message', apiError('TOO_MANY_REQUESTS', 429), { intent: 'error', key: 'errors.TOO_MANY_REQUESTS' }],
    ['translates the 403 description message', apiError('FORBIDDEN_RESSOURCE', 403), { intent: 'error', key: 'errors.FORBIDDEN_RESSOURCE' }],
    [
      'falls back to the status and description',
      apiError('SOMETHING_NEW', 409, 'room 12 is taken'),
      { intent: 'error', key: 'errors.status', params: { status: 409, message: 'room 12 is taken' } },
    ],
    ['calls anything else unknown', new Error('boom'), { intent: 'error', key: 'errors.Unknown Error' }],
  ])('%s', (_name, error, expected) => {
    expect(errorNotice(error)).toEqual(expected);
  });
});

describe('recent notices (handed over to the next document, web/src/signin/handover.ts)', () => {
  it('keeps what was posted in the last 5 s, and nothing once cleared', async () => {
    const { recentNotices, clearNotices } = await import('./notice-bus');
    markBootstrapDone();
    clearNotices();
    notify({ intent: 'error', key: 'errors.UNAUTHORIZED' });
    expect(recentNotices()).toEqual([{ intent: 'error', key: 'errors.UNAUTHORIZED' }]);
    expect(recentNotices(Date.now() + 6000)).toEqual([]);
    clearNotices();
    expect(recentNotices()).toEqual([]);
  });
});
