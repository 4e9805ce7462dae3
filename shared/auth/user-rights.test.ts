import { describe, expect, it } from 'vitest';
import type { Principal } from './principal';
import { effectiveRights, holdsRight, mayManage, type Rights } from './user-rights';

const caller = (scopes: string[], extra: Partial<Principal> = {}): Principal => ({ tenant: 't', userId: 'c', userType: 'employee', scopes, ...extra });
const user = (scopes: string[], extra: Partial<Rights> = {}): Rights => ({ userType: 'employee', scopes, assets: [], ...extra });

describe('effectiveRights', () => {
  it('adds the scopes of every role, active or not, and skips missing roles', () => {
    const rights = effectiveRights({ userType: 'employee', scopes: ['a.read'], roleIds: ['r1', 'r2', 'gone'] }, [
      { scopes: ['b.read'] },
      { scopes: ['admin'] },
      null,
    ]);
    expect([...rights.scopes].sort()).toEqual(['a.read', 'admin', 'b.read']);
  });
});

describe('mayManage (caller × target)', () => {
  it.each([
    ['an admin manages an admin', caller([], { userType: 'admin' }), user([], { userType: 'admin' }), true],
    ['an admin by scope manages an admin through a role', caller(['admin']), user(['admin']), true],
    ['nobody else manages an admin by type', caller(['users.*']), user([], { userType: 'admin' }), false],
    ['nobody else manages a holder of admin', caller(['users.*']), user(['admin']), false],
    ['equal rights', caller(['users.read', 'users.update']), user(['users.update', 'users.read']), true],
    ['fewer rights', caller(['users.read', 'users.update']), user(['users.read']), true],
    ['more rights', caller(['users.read', 'users.update']), user(['users.read', 'banks.read']), false],
    ['prefix rules: users.* holds users.create and users', caller(['users.*']), user(['users.create', 'users']), true],
    ['prefix rules: users.* does not hold usersx.read', caller(['users.*']), user(['usersx.read']), false],
    ['prefix rules: a dotless scope holds its resource', caller(['users', 'banks.read']), user(['users.create', 'banks.read']), true],
    ['pseudo-scopes and view switches need no holding', caller(['users.update']), user(['user', '*', '$view.customerDetails.Off']), true],
    ['a $cat scope holds its members only', caller(['$cat.finance']), user(['$cat.finance.banks', '$cat.other']), false],
    ['an asset-limited caller does not manage an unlimited user', caller(['users.update'], { assets: [{ type: 'resort', ref: 'r1' }] }), user([]), false],
    [
      'an asset-limited caller manages users within their assets',
      caller(['users.update'], {
        assets: [
          { type: 'resort', ref: 'r1' },
          { type: 'vessel', ref: 'v1' },
        ],
      }),
      user([], { assets: [{ type: 'vessel', ref: 'v1' }] }),
      true,
    ],
    [
      'a role (no assets) is judged by its scopes',
      caller(['users.update'], { assets: [{ type: 'resort', ref: 'r1' }] }),
      { userType: 'role', scopes: ['users.update'] },
      true,
    ],
  ])('%s', (_, c, target, expected) => {
    expect(mayManage(c, target)).toBe(expected);
  });

  it('holds admin only as an admin', () => {
    expect(holdsRight(caller(['users.*', 'adm']), 'admin')).toBe(false);
    expect(holdsRight(caller([], { userType: 'admin' }), 'admin')).toBe(true);
  });
});
