import { usersSelfEndpoints as api } from '../../shared/api/auth';
import { MailRequested } from '../../events/mail-requested';
import { findOneTimeToken, newOneTimeToken } from '../data/one-time-tokens';
import { outboxPut } from '../data/outbox';
import { revokeUserSessions } from '../data/sessions';
import { getTenant } from '../data/tenants';
import { transactWrite } from '../data/transactions';
import { userRights } from '../data/user-roles';
import { findUserByEmail, getPasswordHash, setPasswordHash, users } from '../data/users';
import { authMails } from '../auth/mails';
import { sessionUser } from '../auth/sign-in';
import { accountActions } from './accounts';
import { userExtraActions } from './extras';
import { roleActions } from './roles';
import { ValidationError } from '../lib/errors';
import { assertMayManage } from '../lib/grants';
import { action, HttpResult, resourceHandler } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { publicOrigin } from '../lib/public-url';

function mismatch(body: { password: string; passwordRepeat?: string }) {
  if (body.passwordRepeat !== undefined && body.passwordRepeat !== body.password) {
    throw new ValidationError('The passwords differ', [{ path: 'body.passwordRepeat', message: 'Passwords must match' }]);
  }
}

/** The signed-in user's own calls, the administration of users, and user roles. */
export const handler = resourceHandler('users', [
  action(api.self, async ({ tenant, principal }) => sessionUser(tenant, await users.getOrThrow(tenant, principal.userId!))),

  action(api.updateSelf, async ({ tenant, principal, body }) => {
    const current = await users.getOrThrow(tenant, principal.userId!);
    const updated = await users.update(tenant, current.id, body.version, {
      ...current,
      name: body.name,
      phone: body.phone,
      settings: { ...current.settings, ...body.settings },
      notifications: body.notifications ?? current.notifications,
    });
    return sessionUser(tenant, updated);
  }),

  action(api.changeOwnPassword, async ({ tenant, principal, body }) => {
    mismatch(body);
    const hash = await getPasswordHash(tenant, principal.userId!);
    if (!hash || !(await verifyPassword(body.currentPassword, hash))) {
      throw new ValidationError('The current password is wrong', [{ path: 'body.currentPassword', message: 'WRONG_PASSWORD' }], 'WRONG_PASSWORD');
    }
    await setPasswordHash(tenant, principal.userId!, await hashPassword(body.password));
    return { success: true as const };
  }),

  action(api.setPassword, async ({ tenant, params, body, principal }) => {
    const user = await users.getOrThrow(tenant, params.id);
    // Before anything else: whether the address matches is nobody's business who may not manage the user.
    assertMayManage(principal, await userRights(tenant, user));
    if (user.email.toLowerCase() !== body.email.toLowerCase()) {
      throw new ValidationError('The e-mail address does not belong to this user', [{ path: 'body.email', message: 'EMAIL_MISMATCH' }]);
    }
    const hadPassword = (await getPasswordHash(tenant, user.id)) !== null;
    await setPasswordHash(tenant, user.id, await hashPassword(body.password));
    // Whoever knew the old password is signed out with it (not the caller setting their own).
    if (principal.userId !== user.id) await revokeUserSessions(tenant, user.id);
    // Without keepStatus, an administrator setting the password also confirms and activates the account.
    if (!body.keepStatus && (!user.verified || !user.active)) {
      await users.update(tenant, user.id, user.version, { ...user, verified: true, active: true });
    }
    return new HttpResult(hadPassword ? 200 : 201, { success: true });
  }),

  action(api.verify, async ({ tenant, params, body }) => {
    const found = await findOneTimeToken(tenant, 'VERIFY', body.token);
    const user = await users.get(tenant, params.id);
    if (!found || !user || found.userId !== params.id) {
      throw new ValidationError('The confirmation link is invalid, used or expired', [{ path: 'body.token', message: 'VERIFY_TOKEN_INVALID' }], 'VERIFY_TOKEN_INVALID');
    }
    await users.update(tenant, user.id, user.version, { ...user, verified: true }, { also: [found.consume] });
    return { verified: true as const };
  }),

  action(api.resendVerification, async ({ tenant, body, event }) => {
    const owner = await findUserByEmail(body.email, { clubTenant: body.isCRMUser ? tenant : undefined });
    const user = owner ? await users.get(owner.tenant, owner.userId) : null;
    if (owner && user && !user.verified) {
      const company = await getTenant(owner.tenant);
      const { token, put } = newOneTimeToken(owner.tenant, 'VERIFY', user.id);
      const link = `${publicOrigin(event)}${user.isClubMember ? '/club/user' : '/user'}/${user.id}/verify?token=${encodeURIComponent(token)}`;
      const mail = authMails.verifyEmail(user.settings.language ?? company?.lang ?? 'de', { name: user.name, link, tenantName: company?.name ?? owner.tenant });
      await transactWrite([put, outboxPut(owner.tenant, MailRequested.detailType, { to: [user.email], ...mail, purpose: 'verify-email' })], () => 'token exists');
    }
    return { success: true as const };
  }),

  ...userExtraActions,
  ...accountActions,
  ...roleActions,
]);
