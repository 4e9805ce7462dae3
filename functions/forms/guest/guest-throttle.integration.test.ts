import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { resetConfig } from '../../config';
import { tripWithForms } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { handler } from './lambda';
import { handler as qrHandler } from '../standalone/lambda';
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

  it('draws a guest link as a QR code of its full address on the operator’s host', async () => {
    process.env.PUBLIC_URL = 'https://app.example.test';
    resetConfig();
    const { host, tokenOf, booking } = await tripWithForms('gq-qr', [], 1);
    for (const guest of ['guest-1', 'lead']) {
      const res = await invoke<{ url: string; qrcode: string }>(qrHandler, 'GET', '/api/form/qrcode', { query: { token: tokenOf(guest) }, headers: { host } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = guest === 'lead' ? 'guestform-m' : 'guestform';
      expect(res.body.url).toBe(`https://${host}/${page}/${booking.id}/${tokenOf(guest)}`);
      expect(res.body.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(res.body.qrcode.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg');
    }
    expect((await invoke(qrHandler, 'GET', '/api/form/qrcode', { query: { token: randomBytes(32).toString('base64url') }, headers: { host } })).status).toBe(
      404,
    );
  });
});
