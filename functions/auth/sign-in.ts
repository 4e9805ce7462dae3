import type { LoginAnswer, PublicUser } from '../../shared/api/auth';
import type { Principal } from '../../shared/auth/principal';
import type { Entity } from '../data/repository';
import { createSession } from '../data/sessions';
import { users } from '../data/users';
import { ForbiddenError } from '../lib/errors';
import { issueToken } from '../lib/tokens';
import { appVersion } from '../lib/version';

type StoredUser = Entity<typeof users.config.schema>;

export function publicUser(user: StoredUser): PublicUser {
  return user;
}

/** The principal a user's token carries. */
export function principalOf(tenant: string, user: StoredUser): Principal & { userId: string } {
  return {
    userId: user.id,
    tenant,
    userType: user.userType,
    scopes: user.scopes,
    email: user.email,
    name: user.name,
    agencyId: user.agencyId,
    customerId: user.customerId,
    assets: user.assets.length ? user.assets : undefined,
  };
}

/** Issues a token with its session item: the answer of login, refresh and password reset. */
export async function signIn(tenant: string, user: StoredUser): Promise<LoginAnswer> {
  const issued = await issueToken(principalOf(tenant, user));
  await createSession(tenant, issued.jti, user.id, issued.expiresAt);
  return { token: issued.token, expiresIn: issued.expiresIn, user: publicUser(user), version: appVersion() };
}

/** Login, reset request and register happen only when the caller is not signed in as a real user (spec 1 section 5). */
export function refuseSignedIn(principal: Principal): void {
  if (principal.userId && principal.userType !== 'guest') throw new ForbiddenError('ALREADY_LOGGED_IN');
}
