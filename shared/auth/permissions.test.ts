import { describe, expect, it } from 'vitest';
import { ANY_AUTHORIZED, canUseAsset, grants, passes, passesAll, passesAny, viewSwitchedOff } from './permissions';
import type { Principal } from './principal';

const guest: Principal = { tenant: 't', userType: 'guest', scopes: ['guest'] };
const admin: Principal = { tenant: 't', userId: 'a', userType: 'admin', scopes: [] };
const adminByScope: Principal = { tenant: 't', userId: 'a2', userType: 'employee', scopes: ['admin'] };
const staff: Principal = { tenant: 't', userId: 's', userType: 'employee', scopes: ['bookings.read', 'bookings.create', 'customers.read'] };
const wildcard: Principal = { tenant: 't', userId: 'w', userType: 'employee', scopes: ['customers.*'] };
const bare: Principal = { tenant: 't', userId: 'b', userType: 'employee', scopes: ['banks'] };
const viewer: Principal = { tenant: 't', userId: 'v', userType: 'employee', scopes: ['$view.customerDetails.Off', '$cat.finance'] };

describe('passes (spec 1 section 6)', () => {
  it.each([
    ['admin passes any scope', admin, 'vessel.update', true],
    ['a user holding admin passes any scope', adminByScope, 'banks.delete', true],
    ['admin does not pass a guest-only check', admin, 'guest', false],
    ['a guest passes a guest check', guest, 'guest', true],
    ['a guest fails every other check', guest, 'bookings.read', false],
    ['a guest fails the any-authorized marker', guest, ANY_AUTHORIZED, false],
    ['a signed-in user passes the any-authorized marker', staff, ANY_AUTHORIZED, true],
    ['a signed-in user passes the user pseudo-scope', staff, 'user', true],
    ['a signed-in user fails a guest-only check', staff, 'guest', false],
    ['an exact scope passes', staff, 'bookings.read', true],
    ['a missing scope fails', staff, 'bookings.update', false],
    ['a held scope ending in .* matches by prefix', wildcard, 'customers.update', true],
    ['a .* scope does not match another resource', wildcard, 'customersx.read', false],
    ['a held scope without a dot matches by prefix', bare, 'banks.create', true],
    ['a dotless scope matches at a segment boundary only', { ...bare, scopes: ['bank'] }, 'banks.read', false],
    ['$view. scopes match exactly', viewer, '$view.customerDetails.Off', true],
    ['$view. scopes never match by prefix', { ...viewer, scopes: ['$view.customerDetails'] }, '$view.customerDetails.Off', false],
    ['$cat. scopes grant their category', viewer, '$cat.finance.reports', true],
    ['$cat. scopes do not grant other categories', viewer, '$cat.dive.reports', false],
  ])('%s', (_name, principal, required, expected) => {
    expect(passes(principal, required)).toBe(expected);
  });

  it('treats a dotless held scope "user" as the pseudo-scope, never as a prefix of users.*', () => {
    expect(grants('user', 'users.read')).toBe(false);
  });
});

describe('passesAny and passesAll', () => {
  it('opens an empty list to everyone', () => {
    expect(passesAny(guest, [])).toBe(true);
  });
  it('passes when one of the scopes passes', () => {
    expect(passesAny(staff, ['bookings.update', 'customers.read'])).toBe(true);
    expect(passesAny(staff, ['bookings.update', 'customers.update'])).toBe(false);
  });
  it('requires every part of a combined check', () => {
    expect(passesAll(staff, ['bookings.read', 'customers.read'])).toBe(true);
    expect(passesAll(staff, ['bookings.read', 'customers.update'])).toBe(false);
    expect(passesAll(admin, ['bookings.read', 'customers.update'])).toBe(true);
  });
});

describe('view switches and assets', () => {
  it('reports a view switch held exactly', () => {
    expect(viewSwitchedOff(viewer, '$view.customerDetails.Off')).toBe(true);
    expect(viewSwitchedOff(staff, '$view.customerDetails.Off')).toBe(false);
  });
  it('limits users to their available assets', () => {
    const limited: Principal = { ...staff, assets: [{ type: 'resort', ref: 'r1' }] };
    expect(canUseAsset(limited, { type: 'resort', ref: 'r1' })).toBe(true);
    expect(canUseAsset(limited, { type: 'resort', ref: 'r2' })).toBe(false);
    expect(canUseAsset(limited, { type: 'vessel', ref: 'r1' })).toBe(false);
    expect(canUseAsset(staff, { type: 'vessel', ref: 'v9' })).toBe(true);
    expect(canUseAsset({ ...admin, assets: [{ type: 'resort', ref: 'r1' }] }, { type: 'resort', ref: 'r2' })).toBe(true);
    expect(canUseAsset(guest, { type: 'resort', ref: 'r1' })).toBe(false);
  });
});
