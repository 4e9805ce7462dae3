import { authEndpoints as api } from '../../../shared/api/auth';
import { recordSignInFailure, recordSignInSuccess, signInWait } from '../../data/login-throttle';
import { findOneTimeToken } from '../../data/one-time-tokens';
import { revokeSession } from '../../data/sessions';
import { transactWrite } from '../../data/transactions';
import { credentialPut, findUserByEmail, getPasswordHash, users, type EmailOwner } from '../../data/users';
import { requirePasswordsMatch } from '../../../shared/domain/staff/password';
import { TooManyRequestsError, UnauthorizedError, ValidationError, ForbiddenError } from '../../../shared/errors';
import { action, HttpResult, type BoundAction } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { limitMailRequests, queueAccountMail } from './service';
import { clientOf } from './client';
import { afterPasswordChange } from './password-changed';
import { register } from './register';
import { noteSignIn, refuseSignedIn, signIn } from './sign-in';

/** A hash to compare against when the address is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

/** The account behind a lookup and whether the password is its own (the decoy hash when there is none). */
async function checkCredentials(owner: EmailOwner | null, password: string) {
  const user = owner ? await users.get(owner.tenant, owner.userId) : null;
  const hash = owner ? await getPasswordHash(owner.tenant, owner.userId) : null;
  decoyHash ??= hashPassword('decoy-password');
  const ok = (await verifyPassword(password, hash ?? (await decoyHash))) && hash !== null;
  return { owner, user, ok };
}

/** The auth resource's calls: sign-in, refresh, sign-out, password reset and registration. */
export const authActions: BoundAction[] = [
  action(api.login, async ({ body, principal, tenant, event, log }) => {
    refuseSignedIn(principal);
    const clubTenant = body.isCRMUser ? tenant : undefined;
    // One throttle for staff and club sign-in: the address and the client, whichever path they use.
    const client = clientOf(event);
    const wait = await signInWait(body.email, client);
    if (wait > 0) throw new TooManyRequestsError(`Too many failed sign-ins; try again in ${wait} seconds`, wait);

    // Staff (and admins) may also use the club sign-in; club members only exist per tenant. A club account
    // under a staff address (registered before registration refused that) never shuts its staff owner out:
    // the staff account is tried when the club one's password does not match.
    const clubOwner = clubTenant ? await findUserByEmail(body.email, { clubTenant }) : null;
    let found = clubOwner ? await checkCredentials(clubOwner, body.password) : null;
    if (!found?.ok) {
      const staff = await findUserByEmail(body.email);
      if (staff || !found) found = await checkCredentials(staff, body.password);
    }
    const { owner, user, ok } = found;
    if (!owner || !user || !ok) {
      await recordSignInFailure(body.email, client);
      throw new UnauthorizedError('The e-mail address or the password is wrong');
    }
    if (!user.active || user.userType === 'Inactive') throw new ForbiddenError('ACCOUNT_INACTIVE');
    if (!user.verified) throw new ForbiddenError('EMAIL_NOT_VERIFIED');
    await recordSignInSuccess(body.email, client);
    const answer = await signIn(owner.tenant, user);
    await noteSignIn(owner.tenant, user, event, clubTenant !== undefined, log);
    return answer;
  }),

  action(api.refresh, async ({ principal, tenant, token }) => {
    const user = await users.get(tenant, principal.userId!);
    if (!user || !user.active) throw new UnauthorizedError('The account no longer exists or is inactive');
    const answer = await signIn(tenant, user);
    if (token) await revokeSession(tenant, token.jti);
    return answer;
  }),

  action(api.logout, async ({ tenant, token }) => {
    if (token) await revokeSession(tenant, token.jti);
    return { success: true as const };
  }),

  // Reaching the action means the middy chain verified the token and its session.
  action(api.check, async () => new HttpResult(200, undefined)),

  // Only recorded here, the same work whether or not the address exists; the account-mails consumer
  // looks it up and mails the link. The answer is the same either way.
  action(api.requestReset, async ({ body, principal, tenant, event }) => {
    refuseSignedIn(principal);
    await limitMailRequests(body.email, clientOf(event));
    await queueAccountMail(tenant, { kind: 'password-reset', email: body.email, club: Boolean(body.isCRMUser) });
    return { success: true as const };
  }),

  action(api.resetPassword, async ({ body, principal, tenant, event, log }) => {
    refuseSignedIn(principal);
    requirePasswordsMatch(body);
    const owner = await findUserByEmail(body.email, { clubTenant: body.isCRMUser ? tenant : undefined });
    const found = owner ? await findOneTimeToken(owner.tenant, 'RESET', body.token) : null;
    if (!owner || !found || found.userId !== owner.userId) {
      throw new ValidationError(
        'The reset link is invalid, used or expired; request a new one',
        [{ path: 'body.token', message: 'RESET_TOKEN_INVALID' }],
        'RESET_TOKEN_INVALID',
      );
    }
    const passwordHash = await hashPassword(body.password);
    await transactWrite([found.consume, credentialPut(owner.tenant, owner.userId, passwordHash)], () => 'The reset link was used already');
    // Whoever knew the old password is signed out, and other reset and verification links stop working.
    await afterPasswordChange(owner.tenant, owner.userId);
    await recordSignInSuccess(body.email, clientOf(event));
    const user = await users.getOrThrow(owner.tenant, owner.userId);
    const answer = await signIn(owner.tenant, user);
    await noteSignIn(owner.tenant, user, event, Boolean(body.isCRMUser), log);
    return answer;
  }),

  action(api.register, async ({ body, principal, tenant, event }) => {
    refuseSignedIn(principal);
    await limitMailRequests(body.email, clientOf(event));
    await register(tenant, body);
    return { success: true as const };
  }),
];
