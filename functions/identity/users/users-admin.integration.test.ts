import { beforeAll, describe, expect, it } from 'vitest';
import { ZLoginAnswer, ZPublicUser } from '../../../shared/api/auth';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler as auth } from '../auth/lambda';
import { getPasswordHash } from '../../data/users';
import { handler } from './lambda';

type Stored = { id: string; version: number; email: string; scopes: string[] };

const login = (email: string, password: string) => invoke(auth, 'POST', '/api/auth/token', { body: { email, password } });

function makeUser(overrides: Record<string, unknown> = {}) {
  return { name: 'Tina Test', email: 'tina@example.com', userType: 'employee', verified: true, scopes: ['bookings.read'], ...overrides };
}

describe('user administration', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminOf('uadmin');
  });

  it('creates a user with a password that signs in, and never answers the password or its hash', async () => {
    const res = await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'pw@example.com', password: 'secret-1' }) });
    expect(res.status).toBe(200);
    expect(res.raw).not.toMatch(/secret-1|scrypt|password/i);
    expect(await getPasswordHash('uadmin', res.body.id)).toMatch(/scrypt/);
    const signIn = await login('pw@example.com', 'secret-1');
    expect(signIn.status).toBe(200);
    const got = await invoke(handler, 'GET', `/api/users/${res.body.id}`, { token: admin });
    expect(got.raw).not.toMatch(/password/i);
  });

  it('keeps e-mail addresses unique across tenants (409), frees them on change and on delete', async () => {
    const first = (await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'Unique@Example.com' }) })).body;
    const dup = await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'unique@example.com' }) });
    expect(dup.status).toBe(409);
    expect(ZApiError.parse(dup.body).description).toContain('unique@example.com is already in use');
    const elsewhere = await invoke(handler, 'POST', '/api/users', { token: await adminOf('uadmin-other'), body: makeUser({ email: 'unique@example.com' }) });
    expect(elsewhere.status).toBe(409);
    const moved = await invoke<Stored>(handler, 'POST', `/api/users/${first.id}`, {
      token: admin,
      body: { ...makeUser({ email: 'moved@example.com' }), version: 1 },
    });
    expect(moved.status).toBe(200);
    const reused = await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'unique@example.com' }) });
    expect(reused.status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'moved@example.com' }) })).status).toBe(409);
    expect((await invoke(handler, 'DELETE', `/api/users/${first.id}`, { token: admin })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'moved@example.com' }) })).status).toBe(200);
  });

  it('refuses unknown fields (a password hash) and bad values with 400, storing nothing', async () => {
    const res = await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'hash@example.com', passwordHash: 'x' }) });
    expect(res.status).toBe(400);
    const short = await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'short@example.com', password: 'x' }) });
    expect(short.status).toBe(400);
    expect(ZApiError.parse(short.body).fields?.[0]?.path).toBe('body.password');
    expect((await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'short@example.com' }) })).status).toBe(200);
    const badRole = await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'role@example.com', roleIds: ['ur-nope'] }) });
    expect(badRole.status).toBe(400);
    expect(ZApiError.parse(badRole.body).fields).toEqual([{ path: 'body.roleIds.0', message: 'user role ur-nope does not exist' }]);
  });

  it('does not let anyone delete their own account', async () => {
    const me = (
      await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'me@example.com', userType: 'admin', scopes: ['admin'] }) })
    ).body;
    const myToken = await tokenFor({ userId: me.id, tenant: 'uadmin', userType: 'admin', scopes: ['admin'] });
    const res = await invoke(handler, 'DELETE', `/api/users/${me.id}`, { token: myToken });
    expect(res.status).toBe(403);
    expect(ZApiError.parse(res.body).message).toBe('CANNOT_DELETE_SELF');
  });

  it('keeps the literal routes of the users resource working beside {id}', async () => {
    const me = (await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'literal@example.com' }) })).body;
    const myToken = await tokenFor({ userId: me.id, tenant: 'uadmin', userType: 'employee', scopes: ['bookings.read'] });
    expect(ZPublicUser.parse((await invoke(handler, 'GET', '/api/users/self', { token: myToken })).body).email).toBe('literal@example.com');
    const self = await invoke(handler, 'POST', '/api/users/self', { token: myToken, body: { version: 1, name: 'Literal Larry' } });
    expect(self.status).toBe(200);
    expect(
      (await invoke(handler, 'POST', `/api/users/${me.id}/password`, { token: admin, body: { email: 'literal@example.com', password: 'pw-pw-1' } })).status,
    ).toBe(201);
    expect((await invoke(handler, 'PUT', '/api/users/verify', { body: { email: 'literal@example.com' } })).status).toBe(200);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/users/types', { token: admin })).body.data.length).toBeGreaterThan(5);
  });
});

describe('who may grant what', () => {
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    admin = await adminOf('ugrant');
    manager = await tokenFor({
      userId: 'u-manager',
      tenant: 'ugrant',
      userType: 'employee',
      scopes: ['users.read', 'users.create', 'users.update', 'bookings.read'],
    });
  });

  it('lets a user manager grant only scopes they hold, never admin', async () => {
    expect(
      (await invoke(handler, 'POST', '/api/users', { token: manager, body: makeUser({ email: 'ok@ugrant.example', scopes: ['bookings.read'] }) })).status,
    ).toBe(200);
    for (const body of [
      makeUser({ email: 'a1@ugrant.example', scopes: ['customers.read'] }),
      makeUser({ email: 'a2@ugrant.example', scopes: ['admin'] }),
      makeUser({ email: 'a3@ugrant.example', userType: 'admin', scopes: [] }),
    ]) {
      const res = await invoke(handler, 'POST', '/api/users', { token: manager, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    const role = (await invoke<Stored>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Cashier', scopes: ['pos.read'] } })).body;
    const viaRole = await invoke(handler, 'POST', '/api/users', { token: manager, body: makeUser({ email: 'a4@ugrant.example', roleIds: [role.id] }) });
    expect(viaRole.status).toBe(403);
    expect(ZApiError.parse(viaRole.body).message).toBe('CANNOT_GRANT_SCOPE');
    expect((await invoke(handler, 'POST', '/api/userroles', { token: manager, body: { name: 'Sneaky', scopes: ['admin'] } })).status).toBe(403);
  });

  it('lets only admins change administrators', async () => {
    const boss = (
      await invoke<Stored>(handler, 'POST', '/api/users', {
        token: admin,
        body: makeUser({ email: 'boss@ugrant.example', userType: 'admin', scopes: ['admin'] }),
      })
    ).body;
    const res = await invoke(handler, 'POST', `/api/users/${boss.id}`, {
      token: manager,
      body: { ...makeUser({ email: 'mine@ugrant.example', userType: 'admin', scopes: ['admin'] }), version: 1 },
    });
    expect(res.status).toBe(403);
    expect((await invoke(handler, 'DELETE', `/api/users/${boss.id}`, { token: manager })).status).toBe(403);
    expect((await invoke<Stored>(handler, 'GET', `/api/users/${boss.id}`, { token: admin })).body.email).toBe('boss@ugrant.example');
  });
});

describe('user roles', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminOf('uroles');
  });

  it("adds the active roles' scopes to the token and the signed-in user, and lists them in /api/users/roles", async () => {
    const desk = (
      await invoke<Stored>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Front desk', scopes: ['customers.read', 'bookings.create'] } })
    ).body;
    const off = (await invoke<Stored>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Retired', scopes: ['banks.read'], active: false } }))
      .body;
    await invoke(handler, 'POST', '/api/users', {
      token: admin,
      body: makeUser({ email: 'desk@uroles.example', password: 'desk-pw-1', roleIds: [desk.id, off.id] }),
    });
    const res = await login('desk@uroles.example', 'desk-pw-1');
    const answer = ZLoginAnswer.parse(res.body);
    expect(answer.user.scopes.sort()).toEqual(['bookings.create', 'bookings.read', 'customers.read']);
    const self = await invoke<{ scopes: string[] }>(handler, 'GET', '/api/users/self', { token: answer.token });
    expect(self.body.scopes.sort()).toEqual(['bookings.create', 'bookings.read', 'customers.read']);
    const roles = await invoke<{ data: Array<{ name: string }> }>(handler, 'GET', '/api/users/roles', { token: admin });
    expect(roles.body.data.map((r) => r.name)).toEqual(['Front desk']);
  });

  it('answers permissions.scope (spec 1 section 3) on the signed-in user, users/self and the user list', async () => {
    const role = (await invoke<Stored>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Spec readers', scopes: ['customers.read'] } })).body;
    const created = await invoke<Stored>(handler, 'POST', '/api/users', {
      token: admin,
      body: makeUser({ email: 'spec@uroles.example', password: 'spec-pw-1', roleIds: [role.id] }),
    });
    const held = ['bookings.read', 'customers.read'];
    const scopeOf = (user: unknown) => [...(user as { permissions: { scope: string[] } }).permissions.scope].sort();
    expect(scopeOf(created.body)).toEqual(held);
    const answer = (await login('spec@uroles.example', 'spec-pw-1')).body as { token: string; user: unknown };
    expect(scopeOf(answer.user)).toEqual(held);
    expect(scopeOf((await invoke(handler, 'GET', '/api/users/self', { token: answer.token })).body)).toEqual(held);
    const list = await invoke<{ data: Array<{ email: string }> }>(handler, 'GET', '/api/users', { token: admin, query: { search: 'spec@uroles' } });
    expect(list.body.data.map((u) => [u.email, scopeOf(u)])).toEqual([['spec@uroles.example', held]]);
    expect(scopeOf((await invoke(handler, 'GET', `/api/users/${created.body.id}`, { token: admin })).body)).toEqual(held);
  });

  it('refuses to delete a role somebody holds (409 IN_USE)', async () => {
    const role = (await invoke<Stored>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Held' } })).body;
    await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ name: 'Holder', email: 'holder@uroles.example', roleIds: [role.id] }) });
    const res = await invoke(handler, 'DELETE', `/api/userroles/${role.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('Role Held is still held by Holder') });
    const other = await adminOf('uroles-other');
    expect((await invoke(handler, 'GET', `/api/userroles/${role.id}`, { token: other })).status).toBe(404);
  });
});

describe('recent sign-ins', () => {
  it('records each successful sign-in and lists them newest first, per tenant and per user', async () => {
    const admin = await adminOf('ulogins');
    const a = (await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'a@ulogins.example', password: 'pw-a-123' }) }))
      .body;
    await invoke(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email: 'b@ulogins.example', password: 'pw-b-123' }) });
    await login('a@ulogins.example', 'pw-a-123');
    await login('b@ulogins.example', 'pw-b-123');
    await login('a@ulogins.example', 'wrong-pw');
    const res = await invoke<{ data: Array<{ email: string; at: string; userAgent?: string }> }>(handler, 'GET', '/api/users/logins', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.email)).toEqual(['b@ulogins.example', 'a@ulogins.example']);
    expect(res.body.data[0]!.userAgent).toBe('vitest');
    const mine = await invoke<{ data: Array<{ email: string }> }>(handler, 'GET', '/api/users/logins', { token: admin, query: { userId: a.id, limit: '5' } });
    expect(mine.body.data.map((l) => l.email)).toEqual(['a@ulogins.example']);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/users/logins', { token: await adminOf('ulogins-other') })).body.data).toEqual([]);
    expect((await invoke(handler, 'GET', '/api/users/logins', { token: admin, query: { limit: '9999' } })).status).toBe(400);
  });
});

describe('ending sessions when a user changes', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminOf('urevoke');
  });

  /** A user with two signed-in sessions (two devices). */
  async function signedInTwice(email: string) {
    const created = (await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: makeUser({ email, password: 'secret-1' }) })).body;
    const tokens = [];
    for (let i = 0; i < 2; i++) tokens.push(ZLoginAnswer.parse((await login(email, 'secret-1')).body).token);
    for (const token of tokens) expect((await invoke(handler, 'GET', '/api/users/self', { token })).status).toBe(200);
    return { user: created, tokens };
  }
  const selfStatus = async (token: string) => (await invoke(handler, 'GET', '/api/users/self', { token })).status;

  it('signs a deleted user out everywhere at once', async () => {
    const { user, tokens } = await signedInTwice('gone@example.com');
    expect((await invoke(handler, 'DELETE', `/api/users/${user.id}`, { token: admin })).status).toBe(200);
    for (const token of tokens) expect(await selfStatus(token)).toBe(401);
  });

  it('signs a user out when deactivated or given other scopes, not when only the name changes', async () => {
    const { user, tokens } = await signedInTwice('changing@example.com');
    const renamed = await invoke<Stored>(handler, 'POST', `/api/users/${user.id}`, {
      token: admin,
      body: { ...makeUser({ email: 'changing@example.com', name: 'Tina Renamed' }), version: user.version },
    });
    expect(renamed.status).toBe(200);
    for (const token of tokens) expect(await selfStatus(token)).toBe(200);
    const narrowed = await invoke<Stored>(handler, 'POST', `/api/users/${user.id}`, {
      token: admin,
      body: { ...makeUser({ email: 'changing@example.com', scopes: [] }), version: renamed.body.version },
    });
    expect(narrowed.status).toBe(200);
    for (const token of tokens) expect(await selfStatus(token)).toBe(401);

    const again = ZLoginAnswer.parse((await login('changing@example.com', 'secret-1')).body).token;
    const off = await invoke(handler, 'POST', `/api/users/${user.id}`, {
      token: admin,
      body: { ...makeUser({ email: 'changing@example.com', scopes: [], active: false }), version: narrowed.body.version },
    });
    expect(off.status).toBe(200);
    expect(await selfStatus(again)).toBe(401);
  });

  it('signs a user out when an administrator sets a new password', async () => {
    const { user, tokens } = await signedInTwice('newpass@example.com');
    const res = await invoke(handler, 'POST', `/api/users/${user.id}/password`, { token: admin, body: { email: 'newpass@example.com', password: 'secret-2' } });
    expect(res.status).toBe(200);
    for (const token of tokens) expect(await selfStatus(token)).toBe(401);
    expect((await login('newpass@example.com', 'secret-2')).status).toBe(200);
  });
});

describe('an administrator editing itself', () => {
  it('may rename itself, but not demote itself or change its address (409), and keeps its rights', async () => {
    const admin = await adminOf('uself');
    const fields = makeUser({ email: 'self-admin@example.com', userType: 'admin', scopes: ['admin'] });
    const created = (await invoke<Stored>(handler, 'POST', '/api/users', { token: admin, body: { ...fields, password: 'secret-1' } })).body;
    const own = ZLoginAnswer.parse((await login('self-admin@example.com', 'secret-1')).body).token;

    const renamed = await invoke<Stored>(handler, 'POST', `/api/users/${created.id}`, {
      token: own,
      body: { ...fields, name: 'Ada Admin', version: created.version },
    });
    expect(renamed.status).toBe(200);

    const changes = [{ userType: 'employee', scopes: ['bookings.read'] }, { scopes: ['bookings.read'] }, { active: false }, { email: 'elsewhere@example.com' }];
    for (const change of changes) {
      const res = await invoke(handler, 'POST', `/api/users/${created.id}`, {
        token: own,
        body: { ...fields, name: 'Ada Admin', ...change, version: renamed.body.version },
      });
      expect(res.status).toBe(409);
      expect(ZApiError.parse(res.body)).toMatchObject({ name: 'ConflictError', message: 'CANNOT_CHANGE_OWN_RIGHTS' });
    }
    const stored = await invoke<Stored & { userType: string }>(handler, 'GET', `/api/users/${created.id}`, { token: own });
    expect(stored.body).toMatchObject({ userType: 'admin', scopes: ['admin'], email: 'self-admin@example.com', version: renamed.body.version });

    // Another administrator may demote it, which signs it out.
    const demoted = await invoke(handler, 'POST', `/api/users/${created.id}`, {
      token: admin,
      body: { ...fields, userType: 'employee', scopes: ['bookings.read'], version: renamed.body.version },
    });
    expect(demoted.status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/users/self', { token: own })).status).toBe(401);
  });
});
