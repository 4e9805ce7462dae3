import * as z from 'zod';

import { USER_TYPES } from './principal-kinds';

export { USER_TYPES };
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

export { guestPrincipal, isAdmin, isGuest, userKind, type UserKind } from './principal-kinds';
