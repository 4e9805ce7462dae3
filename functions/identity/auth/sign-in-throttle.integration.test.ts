import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { seedDemo, DEMO_PASSWORD } from '../../../infra/local/seed';
import { ZApiError } from '../../../shared/api/errors';
import { handler as auth } from './lambda';

const OWNER = '198.51.100.10';

async function login(email: string, password: string, sourceIp: string, extra: Record<string, unknown> = {}) {
  return invoke(auth, 'POST', '/api/auth/token', { body: { email, password, ...extra }, sourceIp });
}

/** Seconds the answer asks to wait (429), or 0 for any other answer. */
async function attempt(email: string, password: string, sourceIp: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await login(email, password, sourceIp, extra);
  if (res.status !== 429) return 0;
  return ZApiError.parse(res.body).retryAfter ?? -1;
}

/** Moves the clock the throttle reads (Date only; timers keep running). */
function advance(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

beforeAll(async () => {
  await seedDemo({ customers: 1 });
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in throttling', () => {
  it("slows the attacker's client with growing waits while the owner's client signs in with the right password", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await login('staff@demo.test', DEMO_PASSWORD, OWNER)).status).toBe(200);
    const attacker = '203.0.113.7';
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const wait = await attempt('staff@demo.test', `guess-${i}`, attacker);
      if (wait === 0) continue;
      waits.push(wait);
      // Asked to wait: even the right password is not checked before the time is up ...
      expect(await attempt('staff@demo.test', DEMO_PASSWORD, attacker)).toBeGreaterThan(0);
      // ... while the owner's client signs in.
      expect((await login('staff@demo.test', DEMO_PASSWORD, OWNER)).status).toBe(200);
      advance(wait);
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
  }, 180_000);

  it('never locks the address: failures elsewhere only slow clients that never signed in to it, and only a little', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await login('agency@demo.test', DEMO_PASSWORD, OWNER)).status).toBe(200);
    // A distributed guess: one wrong password from each of many clients.
    for (let i = 0; i < 11; i++) expect((await login('agency@demo.test', `guess-${i}`, `203.0.113.${100 + i}`)).status).toBe(401);
    const unknownWait = await attempt('agency@demo.test', DEMO_PASSWORD, '192.0.2.200');
    expect(unknownWait).toBeGreaterThan(0);
    expect(unknownWait).toBeLessThanOrEqual(60);
    // The owner's client, known from its earlier sign-in, is not slowed at all.
    expect((await login('agency@demo.test', DEMO_PASSWORD, OWNER)).status).toBe(200);
    // And the new client gets in once its short wait is over.
    advance(unknownWait);
    expect((await login('agency@demo.test', DEMO_PASSWORD, '192.0.2.200')).status).toBe(200);
  }, 120_000);

  it('counts staff and club sign-in of an address with one counter', async () => {
    const client = '203.0.113.50';
    // Two failures through the club path and two through the staff path: four for the one counter.
    expect((await login('club@demo.test', 'wrong-1', client, { isCRMUser: true })).status).toBe(401);
    expect((await login('club@demo.test', 'wrong-2', client, { isCRMUser: true })).status).toBe(401);
    expect((await login('club@demo.test', 'wrong-3', client)).status).toBe(401);
    expect((await login('club@demo.test', 'wrong-4', client)).status).toBe(401);
    expect(await attempt('club@demo.test', DEMO_PASSWORD, client, { isCRMUser: true })).toBeGreaterThan(0);
    expect(await attempt('club@demo.test', DEMO_PASSWORD, client)).toBeGreaterThan(0);
  });

  it('slows one client trying many addresses', async () => {
    const client = '203.0.113.90';
    for (let i = 0; i < 21; i++) expect((await login(`nobody-${i}@demo.test`, 'guess', client)).status).toBe(401);
    expect(await attempt('admin@demo.test', DEMO_PASSWORD, client)).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await login('admin@demo.test', DEMO_PASSWORD, '192.0.2.77')).status).toBe(200);
  }, 120_000);

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 4; i++) expect((await login('admin@other.test', 'guess', `2001:db8:0:1::${i + 1}`)).status).toBe(401);
    expect(await attempt('admin@other.test', DEMO_PASSWORD, '2001:db8:0:1:ffff::9')).toBeGreaterThan(0);
    expect((await login('admin@other.test', DEMO_PASSWORD, '2001:db8:0:2::1')).status).toBe(200);
  });
});
