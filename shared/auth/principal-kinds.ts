import type { Principal } from './principal';

/** The principal's kinds and checks without zod (the web's first screens load without the schema library). */

/** User types as spec 1 section 3 lists them, including the spellings seen in older data. */
export const USER_TYPES = ['guest', 'customer', 'agency', 'employee', 'System', 'API', 'Default', 'Inactive', 'admin', 'Agency', 'Customer'] as const;

/** The default user is a guest with scope guest only (spec 1 section 3). */
export function guestPrincipal(tenant: string): Principal {
  return { tenant, userType: 'guest', scopes: ['guest'] };
}

export type UserKind = 'guest' | 'agency' | 'customer' | 'nonAssignedCustomer' | 'internal';

/** The derived kinds of spec 1 section 3. */
export function userKind(p: Pick<Principal, 'userType' | 'agencyId' | 'customerId' | 'userId'>): UserKind {
  if (isGuest(p)) return 'guest';
  const type = p.userType.toLowerCase();
  if (type === 'agency' && p.agencyId) return 'agency';
  if (type === 'customer') return p.customerId ? 'customer' : 'nonAssignedCustomer';
  return 'internal';
}

export function isGuest(p: Pick<Principal, 'userType' | 'userId'>): boolean {
  return p.userType === 'guest' || !p.userId;
}

export function isAdmin(p: Pick<Principal, 'userType' | 'userId' | 'scopes'>): boolean {
  return !isGuest(p) && (p.userType === 'admin' || p.scopes.includes('admin'));
}
