import { usersSelfEndpoints as api } from '../../../shared/api/auth';
import { findOneTimeToken } from '../../data/one-time-tokens';
import { userRights } from '../../data/user-roles';
import { getPasswordHash, setPasswordHash, users } from '../../data/users';
import { limitMailRequests, queueAccountMail } from '../auth/service';
import { clientOf } from '../auth/client';
import { afterPasswordChange } from '../auth/password-changed';
import { sessionUser } from '../auth/sign-in';
import { requireEmailOfUser, requirePasswordsMatch } from '../../../shared/domain/staff/password';
import { ValidationError } from '../../../shared/errors';
import { assertMayManage } from '../../lib/grants';
import { action, HttpResult, type BoundAction } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/** The signed-in user's own calls: profile, password, confirmation. */
export const selfActions: BoundAction[] = [
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

  action(api.changeOwnPassword, async ({ tenant, principal, body, token }) => {
    requirePasswordsMatch(body);
    const hash = await getPasswordHash(tenant, principal.userId!);
    if (!hash || !(await verifyPassword(body.currentPassword, hash))) {
      throw new ValidationError('The current password is wrong', [{ path: 'body.currentPassword', message: 'WRONG_PASSWORD' }], 'WRONG_PASSWORD');
    }
    await setPasswordHash(tenant, principal.userId!, await hashPassword(body.password));
    await afterPasswordChange(tenant, principal.userId!, token?.jti);
    return { success: true as const };
  }),

  action(api.setPassword, async ({ tenant, params, body, principal, token }) => {
    const user = await users.getOrThrow(tenant, params.id);
    // Before anything else: whether the address matches is nobody's business who may not manage the user.
    assertMayManage(principal, await userRights(tenant, user));
    requireEmailOfUser(user.email, body.email);
    const hadPassword = (await getPasswordHash(tenant, user.id)) !== null;
    await setPasswordHash(tenant, user.id, await hashPassword(body.password));
    // Whoever knew the old password is signed out with it (not the caller setting their own).
    await afterPasswordChange(tenant, user.id, principal.userId === user.id ? token?.jti : undefined);
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
      throw new ValidationError(
        'The confirmation link is invalid, used or expired',
        [{ path: 'body.token', message: 'VERIFY_TOKEN_INVALID' }],
        'VERIFY_TOKEN_INVALID',
      );
    }
    await users.update(tenant, user.id, user.version, { ...user, verified: true }, { also: [found.consume] });
    return { verified: true as const };
  }),

  action(api.resendVerification, async ({ tenant, body, event }) => {
    await limitMailRequests(body.email, clientOf(event));
    await queueAccountMail(tenant, { kind: 'verification', email: body.email, club: Boolean(body.isCRMUser) });
    return { success: true as const };
  }),
];
