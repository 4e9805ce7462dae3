import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPublicUser, ZUserPermissions, type PublicUser } from '../../../shared/api/auth';
import { storedSession } from './stored-session';

/** The zod schema the session was read with before (the shared user schema with its defaults). */
const ZStored = z.object({
  token: z.string(),
  user: ZPublicUser.extend({ permissions: ZUserPermissions.optional() }).transform((u): PublicUser => ({
    ...u,
    permissions: u.permissions ?? { scope: u.scopes },
  })),
  version: z.string().nullable(),
  tokenExpiresAt: z.number(),
  expiresIn: z.number().nullable(),
});

const user = { id: 'u1', version: 1, name: 'Tina', email: 'tina@example.com', userType: 'employee', scopes: ['bookings.read'] };
const session = { token: 'x'.repeat(60), user, version: '1.0.0', tokenExpiresAt: 1_900_000_000_000, expiresIn: 3600 };
const full = {
  ...session,
  user: {
    ...user,
    phone: '+49',
    roleIds: ['r'],
    settings: { showCustomersInBookingList: false, showInvertedCurrencyExchange: true, defaultDashboardDays: 7, language: 'de' },
    notifications: false,
    assets: [{ type: 'resort', ref: 'r1' }],
    isClubMember: true,
    verified: true,
    active: true,
    permissions: { scope: ['a'] },
  },
};

describe('the stored session read without zod', () => {
  it.each([
    ['stored before permissions.scope', session],
    ['with every field', full],
    ['without a version or lifetime', { ...session, version: null, expiresIn: null }],
  ])('reads %s as the shared schema does, defaults included', (_name, stored) => {
    const zod = ZStored.safeParse(stored);
    expect(zod.success).toBe(true);
    expect(storedSession(JSON.parse(JSON.stringify(stored)))).toEqual(zod.data);
  });

  it.each([
    ['nothing', null],
    ['no token', { ...session, token: undefined }],
    ['no user', { ...session, user: null }],
    ['a user without id', { ...session, user: { ...user, id: undefined } }],
    ['an unknown user type', { ...session, user: { ...user, userType: 'pirate' } }],
    ['scopes that are no list', { ...session, user: { ...user, scopes: 'all' } }],
    ['a lifetime as text', { ...session, expiresIn: '3600' }],
  ])('refuses %s, as the shared schema does', (_name, stored) => {
    expect(ZStored.safeParse(stored).success).toBe(false);
    expect(storedSession(stored)).toBeNull();
  });
});
