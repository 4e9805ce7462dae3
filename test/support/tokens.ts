import type { Principal } from '../../shared/auth/principal';
import { createSession } from '../../functions/data/sessions';
import { issueToken } from '../../functions/lib/tokens';

/** A signed-in token with its session, without a password round-trip. */
export async function tokenFor(principal: Principal & { userId: string }): Promise<string> {
  const issued = await issueToken(principal);
  await createSession(principal.tenant, issued.jti, principal.userId, issued.expiresAt);
  return issued.token;
}

export const adminOf = (tenant: string) => tokenFor({ userId: `admin-${tenant}`, tenant, userType: 'admin', scopes: ['admin'] });
export const userWith = (tenant: string, scopes: string[]) => tokenFor({ userId: `user-${scopes.join('-') || 'none'}`, tenant, userType: 'employee', scopes });
