import { ulid } from 'ulid';
import { authEndpoints as api } from '../../shared/api/auth';
import { ZUser, type User } from '../../shared/domain/user';
import { ZCustomer } from '../../shared/domain/customer';
import { MailRequested } from '../../events/mail-requested';
import { customers } from '../data/customers';
import { clearFailures, lockedFor, recordFailure } from '../data/login-throttle';
import { findOneTimeToken, newOneTimeToken } from '../data/one-time-tokens';
import { outboxPut } from '../data/outbox';
import { revokeSession } from '../data/sessions';
import { getTenant } from '../data/tenants';
import { transactWrite } from '../data/transactions';
import { credentialPut, findUserByEmail, getPasswordHash, users, userCreateItems } from '../data/users';
import { TooManyRequestsError, UnauthorizedError, ValidationError, ForbiddenError } from '../lib/errors';
import { action, HttpResult, resourceHandler } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { publicOrigin } from '../lib/public-url';
import { authMails } from './mails';
import { noteSignIn, refuseSignedIn, signIn } from './sign-in';

/** A hash to compare against when the address is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

function throttleKey(email: string, clubTenant?: string) {
  return clubTenant ? `${clubTenant}#${email}` : email;
}

export const handler = resourceHandler('auth', [
  action(api.login, async ({ body, principal, tenant, event, log }) => {
    refuseSignedIn(principal);
    const clubTenant = body.isCRMUser ? tenant : undefined;
    const key = throttleKey(body.email, clubTenant);
    const wait = await lockedFor(key);
    if (wait > 0) throw new TooManyRequestsError(`Too many failed sign-ins for this address; try again in ${Math.ceil(wait / 60)} minutes`, wait);

    // Staff (and admins) may also use the club sign-in; club members only exist per tenant.
    const owner = (await findUserByEmail(body.email, { clubTenant })) ?? (clubTenant ? await findUserByEmail(body.email) : null);
    const user = owner ? await users.get(owner.tenant, owner.userId) : null;
    const hash = owner ? await getPasswordHash(owner.tenant, owner.userId) : null;
    decoyHash ??= hashPassword('decoy-password');
    const ok = await verifyPassword(body.password, hash ?? (await decoyHash));
    if (!owner || !user || !hash || !ok) {
      await recordFailure(key);
      throw new UnauthorizedError('The e-mail address or the password is wrong');
    }
    if (!user.active || user.userType === 'Inactive') throw new ForbiddenError('ACCOUNT_INACTIVE');
    if (!user.verified) throw new ForbiddenError('EMAIL_NOT_VERIFIED');
    await clearFailures(key);
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

  action(api.requestReset, async ({ body, principal, tenant, event, log }) => {
    refuseSignedIn(principal);
    const owner = await findUserByEmail(body.email, { clubTenant: body.isCRMUser ? tenant : undefined });
    const user = owner ? await users.get(owner.tenant, owner.userId) : null;
    if (owner && user && user.active) {
      const { token, put } = newOneTimeToken(owner.tenant, 'RESET', user.id);
      const company = await getTenant(owner.tenant);
      const lang = user.settings.language ?? company?.lang ?? 'de';
      const area = user.isClubMember ? '/club/password/reset' : '/password/reset';
      const link = `${publicOrigin(event)}${area}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      const mail = authMails.passwordReset(lang, { name: user.name, link, tenantName: company?.name ?? owner.tenant });
      await transactWrite([put, outboxPut(owner.tenant, MailRequested.detailType, { to: [user.email], ...mail, purpose: 'password-reset' })], () => 'reset token exists');
    } else {
      log.info('password reset requested for an unknown address');
    }
    // The same answer either way, so the call cannot tell who has an account.
    return { success: true as const };
  }),

  action(api.resetPassword, async ({ body, principal, tenant, event, log }) => {
    refuseSignedIn(principal);
    if (body.passwordRepeat !== undefined && body.passwordRepeat !== body.password) {
      throw new ValidationError('The passwords differ', [{ path: 'body.passwordRepeat', message: 'Passwords must match' }]);
    }
    const owner = await findUserByEmail(body.email, { clubTenant: body.isCRMUser ? tenant : undefined });
    const found = owner ? await findOneTimeToken(owner.tenant, 'RESET', body.token) : null;
    if (!owner || !found || found.userId !== owner.userId) {
      throw new ValidationError('The reset link is invalid, used or expired; request a new one', [{ path: 'body.token', message: 'RESET_TOKEN_INVALID' }], 'RESET_TOKEN_INVALID');
    }
    const passwordHash = await hashPassword(body.password);
    await transactWrite([found.consume, credentialPut(owner.tenant, owner.userId, passwordHash)], () => 'The reset link was used already');
    await clearFailures(throttleKey(body.email, body.isCRMUser ? tenant : undefined));
    const user = await users.getOrThrow(owner.tenant, owner.userId);
    const answer = await signIn(owner.tenant, user);
    await noteSignIn(owner.tenant, user, event, Boolean(body.isCRMUser), log);
    return answer;
  }),

  action(api.register, async ({ body, principal, tenant, event }) => {
    refuseSignedIn(principal);
    const club = body.userType === 'customer';
    const company = await getTenant(tenant);
    const lang = body.language ?? company?.lang ?? 'de';
    const id = `u-${ulid()}`;
    const also = [];
    let customerId: string | undefined;
    if (club) {
      customerId = `c-${ulid()}`;
      const [firstName, ...rest] = body.name.split(/\s+/);
      const customer = ZCustomer.parse({
        masterData: { firstName: rest.length ? firstName : '', lastName: rest.length ? rest.join(' ') : (firstName ?? body.name) },
        contact: { email: body.email, phone: body.phone },
      });
      also.push(...customers.createItems(tenant, customerId, customer).items);
    }
    const user: User = ZUser.parse({
      name: body.name,
      email: body.email,
      phone: body.phone,
      userType: club ? 'Customer' : 'Agency',
      customerId,
      scopes: club ? ['customers.self'] : ['agencies.self'],
      isClubMember: club,
      verified: false,
      settings: { language: lang },
    });
    const { token, put } = newOneTimeToken(tenant, 'VERIFY', id);
    const area = club ? '/club/user' : '/user';
    const link = `${publicOrigin(event)}${area}/${id}/verify?token=${encodeURIComponent(token)}`;
    const mail = authMails.verifyEmail(lang, { name: body.name, link, tenantName: company?.name ?? tenant });
    const items = await userCreateItems(tenant, id, user, await hashPassword(body.password));
    await transactWrite(
      [...items, ...also, put, outboxPut(tenant, MailRequested.detailType, { to: [body.email], ...mail, purpose: 'verify-email' })],
      (i) => (i === 1 ? `The e-mail address ${body.email} is already registered` : 'registration conflict'),
    );
    return { success: true as const, id };
  }),
]);
