import { voidUserTokens } from '../../data/one-time-tokens';
import { revokeUserSessions } from '../../data/sessions';

/**
 * After a password change or reset: every other session of the user ends (whoever knew the old password
 * is signed out) and every outstanding reset and verification link stops working. The session that made
 * the change, when given, continues.
 */
export async function afterPasswordChange(tenant: string, userId: string, keepSession?: string): Promise<void> {
  await Promise.all([revokeUserSessions(tenant, userId, keepSession), voidUserTokens(tenant, userId)]);
}
