import { beforeAll, describe, expect, it } from 'vitest';
import { ZLoginAnswer } from '../../../shared/api/auth';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { handler as auth } from '../auth/lambda';
import { handler } from './lambda';

/**
 * A role edit reaches the open sessions of everyone holding the role: the next request with the same
 * token has the new scopes, and nobody is signed out for it (docs/decisions.md "Sign-in and sessions").
 */
const T = 'urolesess';
type Role = { id: string; version: number; name: string; scopes: string[]; active: boolean };

let admin: string;
beforeAll(async () => {
  admin = await adminOf(T);
});

async function holderOf(role: Role, email: string): Promise<string> {
  const created = await invoke(handler, 'POST', '/api/users', {
    token: admin,
    body: { name: 'Holder', email, userType: 'employee', verified: true, scopes: [], roleIds: [role.id], password: 'holder-pw-1' },
  });
  expect(created.status).toBe(200);
  const signedIn = await invoke(auth, 'POST', '/api/auth/token', { body: { email, password: 'holder-pw-1' } });
  return ZLoginAnswer.parse(signedIn.body).token;
}

const editRole = async (role: Role, change: Partial<Role>) => {
  const res = await invoke<Role>(handler, 'POST', `/api/userroles/${role.id}`, {
    token: admin,
    body: { name: role.name, scopes: role.scopes, active: role.active, ...change, version: role.version },
  });
  expect(res.status).toBe(200);
  return res.body;
};
/** users.read opens the user types; any signed-in user reads their own profile. */
const typesStatus = async (token: string) => (await invoke(handler, 'GET', '/api/users/types', { token })).status;
const selfStatus = async (token: string) => (await invoke(handler, 'GET', '/api/users/self', { token })).status;

describe('role edits and open sessions', () => {
  it('takes a scope away from a signed-in holder at their next request with the same token, and gives it back', async () => {
    let role = (await invoke<Role>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Readers', scopes: ['users.read', 'bookings.read'] } }))
      .body;
    const token = await holderOf(role, 'reader@urolesess.example');
    expect(await typesStatus(token)).toBe(200);

    role = await editRole(role, { scopes: ['bookings.read'] });
    const refused = await invoke(handler, 'GET', '/api/users/types', { token });
    expect(refused.status).toBe(403);
    expect(ZApiError.parse(refused.body).description).toBe('FORBIDDEN_RESSOURCE');
    expect(await selfStatus(token)).toBe(200); // still signed in

    await editRole(role, { scopes: ['bookings.read', 'users.read'] });
    expect(await typesStatus(token)).toBe(200);
  });

  it('switching a role off and on reaches every holder and every session of theirs', async () => {
    let role = (await invoke<Role>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Switchable', scopes: ['users.read'] } })).body;
    const first = await holderOf(role, 'one@urolesess.example');
    const second = await holderOf(role, 'two@urolesess.example');
    const again = ZLoginAnswer.parse(
      (await invoke(auth, 'POST', '/api/auth/token', { body: { email: 'two@urolesess.example', password: 'holder-pw-1' } })).body,
    ).token;

    role = await editRole(role, { active: false });
    for (const token of [first, second, again]) expect(await typesStatus(token)).toBe(403);
    await editRole(role, { active: true });
    for (const token of [first, second, again]) expect(await typesStatus(token)).toBe(200);
  });

  it('a refreshed token carries the current scopes too', async () => {
    const role = (await invoke<Role>(handler, 'POST', '/api/userroles', { token: admin, body: { name: 'Refreshers', scopes: ['users.read'] } })).body;
    const token = await holderOf(role, 'refresh@urolesess.example');
    await editRole(role, { scopes: [] });
    const refreshed = ZLoginAnswer.parse((await invoke(auth, 'PUT', '/api/auth/token', { token })).body);
    expect(refreshed.user.permissions.scope).toEqual([]);
    expect(await typesStatus(refreshed.token)).toBe(403);
  });
});
