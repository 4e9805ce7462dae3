import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { deliverAccountMails, linkIn, outboxEvents, outboxMails } from '../../../test/support/outbox';
import { seedDemo, DEMO_PASSWORD } from '../../../infra/local/seed';
import { ZApiError } from '../../../shared/api/errors';
import { ZLoginAnswer } from '../../../shared/api/auth';
import { findUserByEmail, users as userRepo } from '../../data/users';
import { publicOrigin } from '../../lib/public-url';
import { resetConfig } from '../../config';
import { handler as auth } from './lambda';
import { handler as users } from '../users/lambda';

const PUBLIC_URL = 'https://app.tidewise.test';

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await invoke(auth, 'POST', '/api/auth/token', { body: { email, password }, sourceIp: '198.51.100.1' });
  expect(res.status).toBe(200);
  return ZLoginAnswer.parse(res.body).token;
}

const alive = async (token: string) => (await invoke(auth, 'HEAD', '/api/auth/token', { token })).status;

async function requestReset(email: string, opts: { sourceIp?: string; headers?: Record<string, string>; isCRMUser?: boolean } = {}) {
  const { isCRMUser, ...rest } = opts;
  return invoke(auth, 'PUT', '/api/auth/password/reset', { body: { email, isCRMUser }, ...rest });
}

/** Requests a reset mail and answers the token of its link. */
async function resetTokenFor(email: string, isCRMUser?: boolean): Promise<string> {
  expect((await requestReset(email, { isCRMUser })).status).toBe(200);
  await deliverAccountMails();
  return linkIn((await outboxMails('password-reset')).filter((m) => m.to.includes(email)).at(-1)).searchParams.get('token')!;
}

async function registerAs(body: Record<string, unknown>, sourceIp = '198.51.100.2') {
  return invoke(auth, 'POST', '/api/auth/register', { body: { userType: 'customer', name: 'Rita Reg', password: 'rita-pass', ...body }, sourceIp });
}

beforeAll(async () => {
  process.env.PUBLIC_URL = PUBLIC_URL;
  resetConfig();
  await seedDemo({ customers: 1 });
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  process.env.PUBLIC_URL = PUBLIC_URL;
  resetConfig();
});

describe('a password change or reset', () => {
  it('ends every other session of the user and voids outstanding reset links; the changing session continues', async () => {
    const changing = await tokenOf('agency@demo.test');
    const other = await tokenOf('agency@demo.test');
    const outstanding = await resetTokenFor('agency@demo.test');
    const res = await invoke(users, 'POST', '/api/users/self/password', {
      token: changing,
      body: { currentPassword: DEMO_PASSWORD, password: 'changed-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(await alive(changing)).toBe(200);
    expect(await alive(other)).toBe(401);
    const reset = await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'agency@demo.test', token: outstanding, password: 'hijacked-1' } });
    expect(reset.status).toBe(400);
    expect(ZApiError.parse(reset.body).message).toBe('RESET_TOKEN_INVALID');
  });

  it('by reset link ends every session of the user and voids the other reset and verification links', async () => {
    const session = await tokenOf('staff@demo.test');
    const first = await resetTokenFor('staff@demo.test');
    const second = await resetTokenFor('staff@demo.test');
    const saved = await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'staff@demo.test', token: first, password: 'reset-pass-1' } });
    expect(saved.status).toBe(200);
    expect(await alive(session)).toBe(401);
    expect(await alive(ZLoginAnswer.parse(saved.body).token)).toBe(200);
    const again = await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'staff@demo.test', token: second, password: 'reset-pass-2' } });
    expect(ZApiError.parse(again.body).message).toBe('RESET_TOKEN_INVALID');

    // An unconfirmed registration: its verification link stops working once the password is reset.
    expect((await registerAs({ email: 'vera@demo.test' })).status).toBe(200);
    const verify = linkIn((await outboxMails('verify-email')).find((m) => m.to.includes('vera@demo.test')));
    const reset = await resetTokenFor('vera@demo.test', true);
    expect(
      (await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'vera@demo.test', token: reset, password: 'vera-new-1', isCRMUser: true } }))
        .status,
    ).toBe(200);
    const id = verify.pathname.split('/')[3]!;
    const verified = await invoke(users, 'POST', `/api/users/${id}/verify`, { body: { token: verify.searchParams.get('token') } });
    expect(ZApiError.parse(verified.body).message).toBe('VERIFY_TOKEN_INVALID');
  });
});

describe('registration', () => {
  it('answers the same for a free address, a taken one and one taken in another tenant, and mails the owners', async () => {
    const fresh = await registerAs({ userType: 'agency', email: 'newcomer@demo.test' });
    const taken = await registerAs({ userType: 'agency', email: 'admin@demo.test' });
    const elsewhere = await registerAs({ userType: 'agency', email: 'admin@other.test' });
    for (const res of [taken, elsewhere]) {
      expect(res.status).toBe(fresh.status);
      expect(res.body).toEqual(fresh.body);
    }
    expect(fresh.body).toEqual({ success: true });
    const already = await outboxMails('already-registered');
    expect(already.map((m) => m.to[0]).sort()).toEqual(['admin@demo.test', 'admin@other.test']);
    expect(already[0]!.text).toMatch(/already have an account|bereits ein Konto/);
    expect(linkIn(already[0]).origin).toBe(PUBLIC_URL);
    // Nothing changed for the owners.
    expect(await findUserByEmail('admin@other.test')).toEqual({ tenant: 'other', userId: 'u-admin' });
    expect(
      (await invoke(auth, 'POST', '/api/auth/token', { body: { email: 'admin@demo.test', password: 'rita-pass' }, sourceIp: '198.51.100.3' })).status,
    ).toBe(401);
  });

  it('puts no caller-chosen text into the mails', async () => {
    const name = 'Evil <a href="https://evil.example/x">click</a> https://evil.example/y';
    await registerAs({ email: 'victim@demo.test', name });
    await registerAs({ email: 'victim@demo.test', name, company: 'https://evil.example/z' });
    await requestReset('victim@demo.test', { isCRMUser: true });
    await deliverAccountMails();
    const mails = [...(await outboxMails('verify-email')), ...(await outboxMails('already-registered')), ...(await outboxMails('password-reset'))].filter((m) =>
      m.to.includes('victim@demo.test'),
    );
    expect(mails.length).toBe(3);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|<a|Evil/);
  });

  it('frees the address of an unconfirmed registration after seven days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await registerAs({ email: 'late@demo.test', password: 'first-pass' })).status).toBe(200);
    const before = await findUserByEmail('late@demo.test', { clubTenant: 'demo' });
    // Within the week the address stays held: the owner is told instead.
    expect((await registerAs({ email: 'late@demo.test', password: 'second-pass' })).status).toBe(200);
    expect(await findUserByEmail('late@demo.test', { clubTenant: 'demo' })).toEqual(before);
    expect((await outboxMails('already-registered')).filter((m) => m.to.includes('late@demo.test'))).toHaveLength(1);

    vi.setSystemTime(Date.now() + 8 * 24 * 3600_000);
    expect((await registerAs({ email: 'late@demo.test', password: 'third-pass' }, '198.51.100.9')).status).toBe(200);
    const after = await findUserByEmail('late@demo.test', { clubTenant: 'demo' });
    expect(after?.userId).not.toBe(before?.userId);
    expect(await userRepo.get('demo', before!.userId)).toBeNull();
    const mail = (await outboxMails('verify-email')).filter((m) => m.to.includes('late@demo.test')).at(-1);
    const link = linkIn(mail);
    expect(link.pathname).toBe(`/club/user/${after!.userId}/verify`);
    expect((await invoke(users, 'POST', `/api/users/${after!.userId}/verify`, { body: { token: link.searchParams.get('token') } })).status).toBe(200);
  });

  it('never replaces a confirmed account, even one whose registration was long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await registerAs({ email: 'kept@demo.test' });
    const owner = await findUserByEmail('kept@demo.test', { clubTenant: 'demo' });
    const link = linkIn((await outboxMails('verify-email')).find((m) => m.to.includes('kept@demo.test')));
    expect((await invoke(users, 'POST', `/api/users/${owner!.userId}/verify`, { body: { token: link.searchParams.get('token') } })).status).toBe(200);
    vi.setSystemTime(Date.now() + 30 * 24 * 3600_000);
    expect((await registerAs({ email: 'kept@demo.test', password: 'takeover-1' }, '198.51.100.8')).status).toBe(200);
    expect(await findUserByEmail('kept@demo.test', { clubTenant: 'demo' })).toEqual(owner);
    expect((await userRepo.get('demo', owner!.userId))?.verified).toBe(true);
  });
});

describe('limits on mails', () => {
  it('limits reset requests, registrations and verification mails per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await requestReset('flood@demo.test', { sourceIp: `192.0.2.${i + 1}` })).status);
    statuses.push((await invoke(users, 'PUT', '/api/users/verify', { body: { email: 'flood@demo.test' }, sourceIp: '192.0.2.10' })).status);
    statuses.push((await registerAs({ email: 'flood@demo.test' }, '192.0.2.11')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await registerAs({ email: 'flood@demo.test' }, '192.0.2.12');
    expect(limited.status).toBe(429);
    expect(ZApiError.parse(limited.body).retryAfter).toBeGreaterThan(0);
    expect((await requestReset('flood@demo.test', { sourceIp: '192.0.2.13' })).status).toBe(429);
    expect((await requestReset('other-address@demo.test', { sourceIp: '192.0.2.13' })).status).toBe(200);
  });

  it('limits them per client', async () => {
    for (let i = 0; i < 20; i++) expect((await requestReset(`spray-${i}@demo.test`, { sourceIp: '203.0.113.33' })).status).toBe(200);
    const limited = await requestReset('spray-last@demo.test', { sourceIp: '203.0.113.33' });
    expect(limited.status).toBe(429);
    expect(ZApiError.parse(limited.body).retryAfter).toBeGreaterThan(0);
    expect((await requestReset('spray-last@demo.test', { sourceIp: '203.0.113.34' })).status).toBe(200);
  });
});

describe('reset requests', () => {
  it('record the same work for a known and an unknown address; the consumer looks up and mails', async () => {
    const queuedBefore = (await outboxEvents('account-mail.requested')).length;
    const mailsBefore = (await outboxEvents('mail.requested')).length;
    expect((await requestReset('admin@demo.test')).status).toBe(200);
    expect((await requestReset('ghost-user@demo.test')).status).toBe(200);
    // The call itself wrote one queued request each, and no token or mail.
    expect((await outboxEvents('account-mail.requested')).length - queuedBefore).toBe(2);
    expect((await outboxEvents('mail.requested')).length).toBe(mailsBefore);
    await deliverAccountMails();
    const mails = (await outboxMails('password-reset')).filter((m) => m.to.includes('admin@demo.test') || m.to.includes('ghost-user@demo.test'));
    expect(mails.map((m) => m.to[0])).toEqual(['admin@demo.test']);
  });
});

describe('links in mails', () => {
  const forged = { host: 'attacker.example', 'x-forwarded-host': 'demo.localhost:443@attacker.example', 'x-forwarded-proto': 'http' };

  it('come from the configured URL, never from Host or x-forwarded-host', async () => {
    expect((await requestReset('admin@demo.test', { headers: forged, sourceIp: '198.51.100.70' })).status).toBe(200);
    await deliverAccountMails();
    const link = linkIn((await outboxMails('password-reset')).filter((m) => m.to.includes('admin@demo.test')).at(-1));
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/password/reset');

    await invoke(auth, 'POST', '/api/auth/register', {
      body: { userType: 'customer', name: 'Fay', email: 'fay@demo.test', password: 'fay-pass' },
      headers: forged,
      sourceIp: '198.51.100.71',
    });
    const verify = linkIn((await outboxMails('verify-email')).find((m) => m.to.includes('fay@demo.test')));
    expect(verify.origin).toBe(PUBLIC_URL);
  });

  it("use a tenant's own mapped host for its users", async () => {
    expect((await requestReset('admin@other.test', { headers: forged, sourceIp: '198.51.100.72' })).status).toBe(200);
    await deliverAccountMails();
    const link = linkIn((await outboxMails('password-reset')).filter((m) => m.to.includes('admin@other.test')).at(-1));
    expect(link.origin).toBe('https://other.localhost');
  });

  it('cannot be built without a configured URL: the request fails instead of mailing a link to the forged host', async () => {
    delete process.env.PUBLIC_URL;
    resetConfig();
    const res = await invoke(auth, 'POST', '/api/auth/register', {
      body: { userType: 'customer', name: 'Gil', email: 'gil@demo.test', password: 'gil-pass' },
      headers: forged,
      sourceIp: '198.51.100.73',
    });
    const mails = (await outboxMails()).map((m) => `${m.subject}\n${m.text}`);
    expect(mails.filter((text) => text.includes('attacker.example'))).toEqual([]);
    expect(res.status).toBe(500);
    expect(await findUserByEmail('gil@demo.test', { clubTenant: 'demo' })).toBeNull();
    await expect(publicOrigin('demo')).rejects.toThrow(/PUBLIC_URL is not set/);
  });
});

describe('club registration under a staff address', () => {
  it('answers like a free address, creates no club account and leaves the staff member able to sign in to the club', async () => {
    const fresh = await registerAs({ email: 'club-newcomer@demo.test' }, '198.51.100.71');
    const res = await registerAs({ email: 'agency2@demo.test', password: 'intruder-pass' }, '198.51.100.72');
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    expect(await findUserByEmail('agency2@demo.test', { clubTenant: 'demo' })).toBeNull();
    expect((await outboxMails('verify-email')).filter((m) => m.to.includes('agency2@demo.test'))).toHaveLength(0);

    const clubLogin = (password: string) =>
      invoke(auth, 'POST', '/api/auth/token', { body: { email: 'agency2@demo.test', password, isCRMUser: true }, sourceIp: '198.51.100.73' });
    const own = await clubLogin(DEMO_PASSWORD);
    expect(own.status).toBe(200);
    expect(ZLoginAnswer.parse(own.body).user.email).toBe('agency2@demo.test');
    // The intruder's password opens nothing and says nothing about an account.
    const intruder = await clubLogin('intruder-pass');
    expect(intruder.status).toBe(401);
  });
});
