import * as z from 'zod';

/** User types as spec 1 section 3 lists them, including the spellings seen in older data. */
export const USER_TYPES = ['guest', 'customer', 'agency', 'employee', 'System', 'API', 'Default', 'Inactive', 'admin', 'Agency', 'Customer'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof ZUserType>;

export const ZAssetRef = z.object({ type: z.enum(['resort', 'vessel']), ref: z.string() });
export type AssetRef = z.infer<typeof ZAssetRef>;

/** Who is calling: built from a verified token, or the default guest. */
export const ZPrincipal = z.object({
  userId: z.string().optional(),
  tenant: z.string(),
  userType: ZUserType,
  scopes: z.array(z.string()),
  email: z.string().optional(),
  name: z.string().optional(),
  agencyId: z.string().optional(),
  customerId: z.string().optional(),
  assets: z.array(ZAssetRef).optional(),
});
export type Principal = z.infer<typeof ZPrincipal>;

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
