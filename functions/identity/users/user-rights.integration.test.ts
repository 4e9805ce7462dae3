import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZUserAccount } from '../../../shared/domain/staff/user-account';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { signIn } from '../auth/sign-in';
import { getPasswordHash, users } from '../../data/users';
import { handler } from './lambda';

/**
 * Who may change whom (docs/decisions.md "User administration"): a caller changes the password, e-mail,
 * rights, roles or status of a user, or deletes them, only when they hold every effective right of that
 * user (own scopes plus every role's); administrators only by administrators.
 */
const T = 'urights';
type Entity = Record<string, unknown> & { id: string; version: number; email: string; scopes: string[]; roleIds: string[]; active: boolean };

let admin: string;
let adminRole: string;
let editorRole: string;
let n = 0;

/** The fields a write sends back: what the schema describes, nothing the server adds. */
const bodyOf = (e: Entity) =>
  Object.fromEntries(
    Object.keys(ZUserAccount.shape)
      .filter((k) => k in e)
      .map((k) => [k, e[k]]),
  );

async function makeUser(fields: Record<string, unknown>): Promise<Entity> {
  n += 1;
  const res = await invoke<Entity>(handler, 'POST', '/api/users', {
    token: admin,
    body: { name: `Person ${n}`, email: `p${n}@urights.example`, userType: 'employee', verified: true, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const CALLERS = {
  'users.read+users.update only': () => ({ scopes: ['users.read', 'users.update'] }),
  admin: () => ({ userType: 'admin', scopes: ['admin'] }),
  'admin through a role': () => ({ scopes: [], roleIds: [adminRole] }),
  'users.* plus a few scopes': () => ({ scopes: ['users.*', 'bookings.read', 'customers.read'] }),
} as const;
type Caller = keyof typeof CALLERS;

const TARGETS = {
  'admin by flag': () => ({ userType: 'admin', scopes: ['bookings.read'] }),
  'admin through a role': () => ({ scopes: [], roleIds: [adminRole] }),
  'user with more rights': () => ({ scopes: ['users.read', 'users.update', 'bookings.read', 'customers.read', 'banks.read'] }),
  // users.read own plus users.update through a role: all held by every caller.
  'user with fewer or equal rights': () => ({ scopes: ['users.read'], roleIds: [editorRole] }),
  self: null,
} as const;
type Target = keyof typeof TARGETS;

/** Each action changes one thing, and never to rights the caller lacks (so only "may manage" decides). */
const ACTIONS: Record<string, (token: string, t: Entity) => ReturnType<typeof invoke>> = {
  password: (token, t) => invoke(handler, 'POST', `/api/users/${t.id}/password`, { token, body: { email: t.email, password: 'taken-over-1' } }),
  'e-mail change': (token, t) =>
    invoke(handler, 'POST', `/api/users/${t.id}`, { token, body: { ...bodyOf(t), email: `new-${t.id}@urights.example`, version: t.version } }),
  'rights change': (token, t) =>
    invoke(handler, 'POST', `/api/users/${t.id}`, {
      token,
      body: { ...bodyOf(t), scopes: t.scopes.length ? t.scopes.slice(0, -1) : ['users.read'], version: t.version },
    }),
  'roles change': (token, t) =>
    invoke(handler, 'POST', `/api/users/${t.id}`, { token, body: { ...bodyOf(t), roleIds: t.roleIds.length ? [] : [editorRole], version: t.version } }),
  'status change': (token, t) => invoke(handler, 'POST', `/api/users/${t.id}`, { token, body: { ...bodyOf(t), active: !t.active, version: t.version } }),
  delete: (token, t) => invoke(handler, 'DELETE', `/api/users/${t.id}`, { token }),
};

/** What one changes of oneself only through another administrator (409 CANNOT_CHANGE_OWN_RIGHTS). */
const OWN_SIGN_IN = ['e-mail change', 'rights change', 'roles change', 'status change'];

function allowed(caller: Caller, target: Target, action: string): boolean {
  if (target === 'self' && action === 'delete') return false; // CANNOT_DELETE_SELF, for everyone
  if (target === 'self' && OWN_SIGN_IN.includes(action)) return false; // CANNOT_CHANGE_OWN_RIGHTS, for everyone
  if (caller === 'admin' || caller === 'admin through a role') return true;
  return target === 'self' || target === 'user with fewer or equal rights';
}

const cases = (Object.keys(CALLERS) as Caller[]).flatMap((caller) =>
  (Object.keys(TARGETS) as Target[]).flatMap((target) =>
    Object.keys(ACTIONS).map((action) => ({ caller, target, action, ok: allowed(caller, target, action) })),
  ),
);

/** What must stay unchanged after a refusal: the stored user and its password. */
async function snapshot(id: string) {
  const got = await invoke(handler, 'GET', `/api/users/${id}`, { token: admin });
  return { status: got.status, user: got.body, hash: await getPasswordHash(T, id) };
}

beforeAll(async () => {
  admin = await adminOf(T);
  adminRole = (await invoke<Entity>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Administrators', scopes: ['admin'] } })).body.id;
  editorRole = (await invoke<Entity>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'User editors', scopes: ['users.update'] } })).body.id;
});

describe('who may change which user (caller × target × action)', () => {
  it.each(cases)('$caller → $target: $action allowed=$ok', async ({ caller, target, action, ok }) => {
    const me = await makeUser(CALLERS[caller]());
    const { token } = await signIn(T, (await users.get(T, me.id))!);
    const factory = TARGETS[target];
    const them = factory ? await makeUser(factory()) : me;
    const before = await snapshot(them.id);

    const res = await ACTIONS[action]!(token, them);

    if (ok) {
      expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
      return;
    }
    if (target === 'self' && OWN_SIGN_IN.includes(action)) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(ZApiError.parse(res.body)).toMatchObject({ name: 'ConflictError', statusCode: 409, message: 'CANNOT_CHANGE_OWN_RIGHTS' });
      expect(await snapshot(them.id)).toEqual(before);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    const message = target === 'self' ? 'CANNOT_DELETE_SELF' : 'CANNOT_MANAGE_USER';
    expect(ZApiError.parse(res.body)).toMatchObject({ name: 'ForbiddenError', statusCode: 403, message, description: 'FORBIDDEN_RESSOURCE' });
    expect(await snapshot(them.id)).toEqual(before);
  });
});

describe('nobody grants what they do not hold', () => {
  let editor: Entity;
  let editorToken: string;
  let star: string;
  beforeAll(async () => {
    editor = await makeUser({ scopes: ['users.read', 'users.update'] });
    editorToken = (await signIn(T, (await users.get(T, editor.id))!)).token;
    star = (await signIn(T, (await users.get(T, (await makeUser({ scopes: ['users.*', 'bookings.read'] })).id))!)).token;
  });

  it.each([
    ['the admin type', { userType: 'admin' }],
    ['the admin scope', { scopes: ['users.read', 'users.update', 'admin'] }],
    ['a role that carries admin', { roleIds: [() => adminRole] }],
    ['a scope they lack', { scopes: ['users.read', 'users.update', 'bookings.read'] }],
  ])('a users.update holder cannot give themselves %s', async (_, change) => {
    const current = (await invoke<Entity>(handler, 'GET', `/api/users/${editor.id}`, { token: admin })).body;
    const roleIds = (change as { roleIds?: Array<() => string> }).roleIds?.map((f) => f());
    const res = await invoke(handler, 'POST', `/api/users/${editor.id}`, {
      token: editorToken,
      body: { ...bodyOf(current), ...change, ...(roleIds ? { roleIds } : {}), version: current.version },
    });
    expect(res.status).toBe(403);
    expect(ZApiError.parse(res.body).description).toBe('FORBIDDEN_RESSOURCE');
    expect((await invoke(handler, 'GET', `/api/users/${editor.id}`, { token: admin })).body).toEqual(current);
  });

  it('a users.update holder cannot give another user admin or a scope they lack, but may give what they hold', async () => {
    const other = await makeUser({ scopes: ['users.read'] });
    for (const change of [{ userType: 'admin' }, { scopes: ['admin'] }, { roleIds: [adminRole] }, { scopes: ['bookings.read'] }]) {
      const res = await invoke(handler, 'POST', `/api/users/${other.id}`, {
        token: editorToken,
        body: { ...bodyOf(other), ...change, version: other.version },
      });
      expect(res.status, JSON.stringify(change)).toBe(403);
    }
    const fine = await invoke(handler, 'POST', `/api/users/${other.id}`, {
      token: editorToken,
      body: { ...bodyOf(other), scopes: ['users.read', 'users.update'], version: other.version },
    });
    expect(fine.status).toBe(200);
  });

  it('matches held scopes with the permission rules: users.* grants users.create, not banks.read', async () => {
    const ok = await invoke(handler, 'POST', '/api/users', {
      token: star,
      body: { name: 'Prefix', email: 'prefix@urights.example', userType: 'employee', scopes: ['users.create', 'bookings.read'] },
    });
    expect(ok.status).toBe(200);
    const no = await invoke(handler, 'POST', '/api/users', {
      token: star,
      body: { name: 'Prefix 2', email: 'prefix2@urights.example', userType: 'employee', scopes: ['banks.read'] },
    });
    expect(no.status).toBe(403);
    expect(ZApiError.parse(no.body).message).toBe('CANNOT_GRANT_SCOPE');
  });

  it('nobody copies a user into rights they lack', async () => {
    const boss = await makeUser({ scopes: [], roleIds: [adminRole] });
    const copy = await invoke(handler, 'POST', `/api/users/${boss.id}/copy`, { token: star });
    expect(copy.status).toBe(403);
    expect(ZApiError.parse(copy.body).message).toBe('CANNOT_GRANT_SCOPE');
    expect((await invoke(handler, 'POST', `/api/users/${boss.id}/copy`, { token: admin })).status).toBe(200);
  });

  it('a users.update holder edits only roles whose scopes they hold, never to scopes they lack', async () => {
    const mine = (await invoke<Entity>(handler, 'POST', '/api/userroles', { token: editorToken, body: { name: 'Readers', scopes: ['users.read'] } })).body;
    expect(mine.id).toBeDefined();
    const widen = await invoke(handler, 'POST', `/api/userroles/${mine.id}`, {
      token: editorToken,
      body: { name: 'Readers', scopes: ['users.read', 'bookings.read'], version: mine.version },
    });
    expect(widen.status).toBe(403);
    expect((await invoke(handler, 'POST', '/api/userroles', { token: editorToken, body: { name: 'Bankers', scopes: ['banks.read'] } })).status).toBe(403);

    const bankers = (
      await invoke<Entity>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Bankers', scopes: ['banks.read'], active: false } })
    ).body;
    for (const [method, path, body] of [
      ['POST', `/api/userroles/${adminRole}`, { name: 'Renamed admins', scopes: ['admin'], version: 1 }],
      ['POST', `/api/userroles/${adminRole}`, { name: 'Administrators', scopes: [], version: 1 }],
      ['DELETE', `/api/userroles/${adminRole}`, undefined],
      ['POST', `/api/userroles/${adminRole}/copy`, undefined],
      ['POST', `/api/userroles/${bankers.id}`, { name: 'Bankers', scopes: ['banks.read'], active: true, version: bankers.version }],
      ['DELETE', `/api/userroles/${bankers.id}`, undefined],
    ] as const) {
      const res = await invoke(handler, method, path, { token: editorToken, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
    }
    expect((await invoke<Entity>(handler, 'GET', `/api/userroles/${adminRole}`, { token: admin })).body).toMatchObject({
      name: 'Administrators',
      scopes: ['admin'],
      version: 1,
    });
    expect((await invoke<Entity>(handler, 'GET', `/api/userroles/${bankers.id}`, { token: admin })).body).toMatchObject({
      active: false,
      version: bankers.version,
    });
  });
});
