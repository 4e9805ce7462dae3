import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { handler } from '../definitions/lambda';
import { GUEST_FORM_QUOTA } from './public-actions';

describe('the guest’s public calls', () => {
  it('share a quota per client a minute: then 429 with Retry-After, another client is not held up', async () => {
    const token = randomBytes(32).toString('base64url');
    const call = (sourceIp: string, i: number) =>
      i % 2
        ? invoke(handler, 'GET', '/api/form/byToken', { query: { token }, sourceIp })
        : invoke(handler, 'POST', '/api/guestform/gf-none', { body: { token, data: {} }, sourceIp });
    // The quota is a window of the clock's minute: the calls are made in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < GUEST_FORM_QUOTA.limit + 2; i++) statuses.push((await call('192.0.2.77', i)).status);
      expect(statuses.slice(0, GUEST_FORM_QUOTA.limit).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(GUEST_FORM_QUOTA.limit)).toEqual([429, 429]);
      const held = await call('192.0.2.77', 1);
      expect(ZApiError.parse(held.body).name).toBe('TooManyRequestsError');
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call('192.0.2.78', 1)).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });
});
