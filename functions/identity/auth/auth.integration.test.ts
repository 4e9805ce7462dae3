import { base64url } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { deliverAccountMails, linkIn, outboxMails } from '../../../test/support/outbox';
import { seedDemo, DEMO_PASSWORD } from '../../../infra/local/seed';
import { ZApiError } from '../../../shared/api/errors';
import { ZLoginAnswer } from '../../../shared/api/auth';
import { createSession } from '../../data/sessions';
import { issueToken } from '../../lib/tokens';
import { resetConfig } from '../../config';
import { handler as auth } from './lambda';
import { handler as users } from '../users/lambda';
import { handler as system } from '../../platform/system/lambda';

async function login(email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}, opts: { sourceIp?: string } = {}) {
  return invoke(auth, 'POST', '/api/auth/token', { body: { email, password, ts: 'fp', ...extra }, ...opts });
}

async function tokenOf(email: string): Promise<string> {
  const res = await login(email);
  expect(res.status).toBe(200);
  return ZLoginAnswer.parse(res.body).token;
}

beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://app.tidewise.test';
  resetConfig();
  await seedDemo({ customers: 3 });
}, 60_000);

describe('POST /api/auth/token (login)', () => {
  it('answers token, expiresIn, user and version for the right password', async () => {
    const res = await login('staff@demo.test');
    const body = ZLoginAnswer.parse(res.body);
    expect(body.token.length).toBeGreaterThan(50);
    expect(body.user).toMatchObject({ email: 'staff@demo.test', scopes: ['bookings.read', 'bookings.create', 'customers.read'] });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
  });

  it('answers 401 for a wrong password and for an unknown address, alike', async () => {
    const wrong = await login('admin@demo.test', 'nope-nope');
    const unknown = await login('nobody@demo.test', 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(ZApiError.parse(wrong.body).description).toBe(ZApiError.parse(unknown.body).description);
  });

  it('validates the body in the error shape and rejects unknown fields', async () => {
    const res = await invoke(auth, 'POST', '/api/auth/token', { body: { email: 'not-an-email', password: '', extra: 1 } });
    expect(res.status).toBe(400);
    const error = ZApiError.parse(res.body);
    expect(error.name).toBe('ValidationError');
    expect(error.fields?.map((f) => f.path)).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });

  it('slows a client after failed sign-ins with 429 and the time to wait, not other addresses', async () => {
    const from = { sourceIp: '192.0.2.44' };
    for (let i = 0; i < 4; i++) expect((await login('agency@demo.test', `wrong-${i}`, {}, from)).status).toBe(401);
    const slowed = await login('agency@demo.test', DEMO_PASSWORD, {}, from);
    expect(slowed.status).toBe(429);
    expect(ZApiError.parse(slowed.body).retryAfter).toBeGreaterThan(0);
    expect(slowed.headers['retry-after']).toBeDefined();
    // Other addresses from the same client, and the address from another client, are not affected.
    expect((await login('admin@demo.test', DEMO_PASSWORD, {}, from)).status).toBe(200);
    expect((await login('agency@demo.test')).status).toBe(200);
  });

  it('refuses a caller who is already signed in as a real user', async () => {
    const token = await tokenOf('admin@demo.test');
    const res = await invoke(auth, 'POST', '/api/auth/token', { token, body: { email: 'staff@demo.test', password: DEMO_PASSWORD } });
    expect(res.status).toBe(403);
    expect(ZApiError.parse(res.body).message).toBe('ALREADY_LOGGED_IN');
  });

  it('signs club members in per tenant with isCRMUser', async () => {
    const res = await login('club@demo.test', DEMO_PASSWORD, { isCRMUser: true });
    expect(res.status).toBe(200);
    expect(ZLoginAnswer.parse(res.body).user.isClubMember).toBe(true);
    expect((await login('club@demo.test')).status).toBe(401);
  });
});

describe('token lifecycle', () => {
  it('checks with HEAD, refreshes with PUT and revokes at once with DELETE', async () => {
    const token = await tokenOf('staff@demo.test');
    expect((await invoke(auth, 'HEAD', '/api/auth/token', { token })).status).toBe(200);
    const refreshed = ZLoginAnswer.parse((await invoke(auth, 'PUT', '/api/auth/token', { token })).body);
    expect(refreshed.token).not.toBe(token);
    expect((await invoke(auth, 'HEAD', '/api/auth/token', { token })).status).toBe(401);
    expect((await invoke(auth, 'DELETE', '/api/auth/token', { token: refreshed.token })).status).toBe(200);
    const after = await invoke(users, 'GET', '/api/users/self', { token: refreshed.token });
    expect(after.status).toBe(401);
    expect(ZApiError.parse(after.body).message).toBe('UNAUTHORIZED');
  });

  it('answers 401 TokenExpiredError / TOKEN_EXPIRED for an expired token', async () => {
    const issued = await issueToken({ userId: 'u-staff', tenant: 'demo', userType: 'employee', scopes: ['bookings.read'] }, 60, Date.now() - 7200_000);
    await createSession('demo', issued.jti, 'u-staff', Math.floor(Date.now() / 1000) + 600);
    const res = await invoke(users, 'GET', '/api/users/self', { token: issued.token });
    expect(res.status).toBe(401);
    expect(ZApiError.parse(res.body)).toMatchObject({ name: 'TokenExpiredError', message: 'TOKEN_EXPIRED', description: 'UNAUTHORIZED' });
  });

  it('rejects a tampered token and an alg:none token', async () => {
    const token = await tokenOf('staff@demo.test');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p!))) as Record<string, unknown>;
    const tampered = [h, base64url.encode(JSON.stringify({ ...payload, scopes: ['admin'], userType: 'admin' })), s].join('.');
    expect((await invoke(users, 'GET', '/api/users/self', { token: tampered })).status).toBe(401);
    const none = [base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' })), base64url.encode(JSON.stringify({ ...payload, userType: 'admin' })), ''].join(
      '.',
    );
    expect((await invoke(users, 'GET', '/api/users/self', { token: none })).status).toBe(401);
  });
});

describe('permissions and tenants', () => {
  it('answers 403 FORBIDDEN_RESSOURCE when a scope is missing, and 401 for a guest', async () => {
    const token = await tokenOf('staff@demo.test');
    const res = await invoke(users, 'POST', '/api/users/u-agency/password', { token, body: { email: 'agency@demo.test', password: 'whatever1' } });
    expect(res.status).toBe(403);
    expect(ZApiError.parse(res.body).description).toBe('FORBIDDEN_RESSOURCE');
    const guest = await invoke(users, 'POST', '/api/users/u-agency/password', { body: { email: 'agency@demo.test', password: 'whatever1' } });
    expect(guest.status).toBe(401);
  });

  it('never lets a token of tenant other read tenant demo', async () => {
    const token = await tokenOf('admin@other.test');
    const self = await invoke<{ email: string }>(users, 'GET', '/api/users/self', { token });
    expect(self.body.email).toBe('admin@other.test');
    const boot = await invoke<{ tenant: { id: string } }>(system, 'GET', '/api/bootstrap', { token, headers: { host: 'demo.localhost' } });
    expect(boot.body.tenant.id).toBe('other');
    // u-staff exists in demo only: the admin of other cannot touch it.
    const res = await invoke(users, 'POST', '/api/users/u-staff/password', { token, body: { email: 'staff@demo.test', password: 'hijack123' } });
    expect(res.status).toBe(404);
    expect((await login('staff@demo.test')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails a single-use link', async () => {
    const known = await invoke(auth, 'PUT', '/api/auth/password/reset', { body: { email: 'staff@demo.test', ts: 'x' } });
    const unknown = await invoke(auth, 'PUT', '/api/auth/password/reset', { body: { email: 'ghost@demo.test' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await deliverAccountMails();
    const mails = await outboxMails('password-reset');
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]);
    expect(link.origin).toBe('https://app.tidewise.test');
    expect(link.pathname).toBe('/password/reset');
    const token = link.searchParams.get('token')!;

    const mismatch = await invoke(auth, 'POST', '/api/auth/password/reset', {
      body: { email: 'staff@demo.test', token, password: 'new-pass-2', passwordRepeat: 'other' },
    });
    expect(mismatch.status).toBe(400);

    const saved = await invoke(auth, 'POST', '/api/auth/password/reset', {
      body: { email: 'staff@demo.test', token, password: 'new-pass-2', passwordRepeat: 'new-pass-2' },
    });
    expect(saved.status).toBe(200);
    expect(ZLoginAnswer.parse(saved.body).user.userType).not.toBe('guest');
    expect((await login('staff@demo.test', 'new-pass-2')).status).toBe(200);
    expect((await login('staff@demo.test')).status).toBe(401);

    const again = await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'staff@demo.test', token, password: 'third-pass' } });
    expect(again.status).toBe(400);
    expect(ZApiError.parse(again.body).message).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses passwords shorter than 4 characters with the spec message', async () => {
    const res = await invoke(auth, 'POST', '/api/auth/password/reset', { body: { email: 'staff@demo.test', token: 'x', password: 'abc' } });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).fields).toContainEqual({ path: 'body.password', message: 'Password must be longer than %minLength characters' });
  });
});

describe('registration and verification', () => {
  it('registers a club member, who signs in only after confirming the address', async () => {
    const res = await invoke(auth, 'POST', '/api/auth/register', {
      body: { userType: 'customer', name: 'Nina Neu', email: 'nina@demo.test', password: 'nina-pass', ts: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await login('nina@demo.test', 'nina-pass', { isCRMUser: true })).status).toBe(403);
    const mail = (await outboxMails('verify-email')).find((m) => m.to.includes('nina@demo.test'))!;
    const link = linkIn(mail);
    const [, , , id] = link.pathname.split('/');
    expect(link.pathname).toBe(`/club/user/${id}/verify`);
    const verified = await invoke(users, 'POST', `/api/users/${id}/verify`, { body: { token: link.searchParams.get('token') } });
    expect(verified.body).toEqual({ verified: true });
    const signedIn = await login('nina@demo.test', 'nina-pass', { isCRMUser: true });
    expect(signedIn.status).toBe(200);
    expect(ZLoginAnswer.parse(signedIn.body).user.customerId).toMatch(/^c-/);
  });

  it('answers a taken address like a free one, registers nothing and mails the owner instead', async () => {
    const res = await invoke(auth, 'POST', '/api/auth/register', { body: { userType: 'agency', name: 'Dup', email: 'admin@demo.test', password: 'dup-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await outboxMails('verify-email')).filter((m) => m.to.includes('admin@demo.test'))).toHaveLength(0);
    expect((await outboxMails('already-registered')).filter((m) => m.to.includes('admin@demo.test'))).toHaveLength(1);
    expect((await login('admin@demo.test', 'dup-pass')).status).toBe(401);
  });
});

describe('own profile', () => {
  it('reads and updates the own profile with optimistic locking', async () => {
    const token = await tokenOf('admin@demo.test');
    const self = await invoke<{ version: number; name: string }>(users, 'GET', '/api/users/self', { token });
    const updated = await invoke<{ name: string; settings: { language: string } }>(users, 'POST', '/api/users/self', {
      token,
      body: { version: self.body.version, name: 'Alex A.', settings: { language: 'en' } },
    });
    expect(updated.body).toMatchObject({ name: 'Alex A.', settings: { language: 'en' } });
    const stale = await invoke(users, 'POST', '/api/users/self', { token, body: { version: self.body.version, name: 'Stale' } });
    expect(stale.status).toBe(409);
  });

  it('requires the current password to change it', async () => {
    const token = await tokenOf('admin@other.test');
    const wrong = await invoke(users, 'POST', '/api/users/self/password', { token, body: { currentPassword: 'nope', password: 'fresh-pass' } });
    expect(wrong.status).toBe(400);
    const ok = await invoke(users, 'POST', '/api/users/self/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, password: 'fresh-pass', passwordRepeat: 'fresh-pass' },
    });
    expect(ok.status).toBe(200);
    expect((await login('admin@other.test', 'fresh-pass')).status).toBe(200);
  });

  it('lets an administrator set a password: 200 when one existed', async () => {
    const token = await tokenOf('admin@demo.test');
    const res = await invoke(users, 'POST', '/api/users/u-club/password', {
      token,
      body: { email: 'club@demo.test', password: 'club-new-1', keepStatus: true },
    });
    expect(res.status).toBe(200);
    expect((await login('club@demo.test', 'club-new-1', { isCRMUser: true })).status).toBe(200);
  });
});
