import * as z from 'zod';
import { ZDescription, ZName } from '../common';

/** A scope string of spec 1 section 6: resource.action, a pseudo-scope, $view.X.Off or $cat.X. */
export const ZScope = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[$A-Za-z0-9_.*-]+$/, { message: 'Not a scope' });

/**
 * A user role: a named set of scopes. A user's effective scopes are its own plus those of its active
 * roles, resolved when a token is issued (sign-in, refresh).
 */
export const ZUserRole = z.strictObject({
  name: ZName,
  description: ZDescription.optional(),
  scopes: z.array(ZScope).max(200).default([]),
  active: z.boolean().default(true),
});
export type UserRole = z.infer<typeof ZUserRole>;
