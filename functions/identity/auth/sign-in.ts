import type { LoginAnswer, PublicUser } from '../../../shared/api/auth';
import type { Principal } from '../../../shared/auth/principal';
import type { Entity } from '../../data/repository';
import { recordLogin } from '../../data/logins';
import { createSession, setSessionScopes } from '../../data/sessions';
import { effectiveScopes } from '../../data/user-roles';
import { users } from '../../data/users';
import { ForbiddenError } from '../../../shared/errors';
import type { HttpEvent } from '../../lib/http';
import type { Logger } from '../../lib/logger';
import { issueToken } from '../../lib/tokens';
import { appVersion } from '../../lib/version';

type StoredUser = Entity<typeof users.config.schema>;

/** The user as answered, with spec 1 section 3's permissions.scope: the scopes it holds. */
export function publicUser(user: StoredUser, scopes: string[]): PublicUser {
  return { ...user, permissions: { scope: scopes } };
}

/** The user as the signed-in user sees it: its scopes are the effective ones (own plus its roles'). */
export async function sessionUser(tenant: string, user: StoredUser): Promise<PublicUser> {
  const scopes = await effectiveScopes(tenant, user);
  return { ...publicUser(user, scopes), scopes };
}

/** The principal a user's token carries: its scopes are its own plus those of its active roles. */
export async function principalOf(tenant: string, user: StoredUser): Promise<Principal & { userId: string }> {
  return {
    userId: user.id,
    tenant,
    userType: user.userType,
    scopes: await effectiveScopes(tenant, user),
    email: user.email,
    name: user.name,
    agencyId: user.agencyId,
    customerId: user.customerId,
    assets: user.assets.length ? user.assets : undefined,
  };
}

/** Issues a token with its session item: the answer of login, refresh and password reset. */
export async function signIn(tenant: string, user: StoredUser): Promise<LoginAnswer> {
  const principal = await principalOf(tenant, user);
  const issued = await issueToken(principal);
  await createSession(tenant, issued.jti, user.id, issued.expiresAt, principal.scopes);
  // A role edit between reading the roles and writing the session did not find this session to update:
  // read them once more, now that it exists (functions/identity/users/roles.ts passes edits on to open sessions).
  const scopes = user.roleIds.length ? await effectiveScopes(tenant, user) : principal.scopes;
  if (scopes.length !== principal.scopes.length || scopes.some((s) => !principal.scopes.includes(s))) await setSessionScopes(tenant, issued.jti, scopes);
  return { token: issued.token, expiresIn: issued.expiresIn, user: { ...publicUser(user, scopes), scopes }, version: appVersion() };
}

/** Login, reset request and register happen only when the caller is not signed in as a real user (spec 1 section 5). */
export function refuseSignedIn(principal: Principal): void {
  if (principal.userId && principal.userType !== 'guest') throw new ForbiddenError('ALREADY_LOGGED_IN');
}

/** Notes a successful sign-in for GET /api/users/logins; a failure to note it never fails the sign-in. */
export async function noteSignIn(tenant: string, user: StoredUser, event: HttpEvent, club: boolean, log: Logger): Promise<void> {
  try {
    await recordLogin(tenant, {
      userId: user.id,
      email: user.email,
      name: user.name,
      userType: user.userType,
      ip: event.requestContext?.http?.sourceIp,
      userAgent: event.requestContext?.http?.userAgent,
      club,
    });
  } catch (err) {
    log.warn('could not record the sign-in', { error: (err as Error).message });
  }
}
