import type { MailAccount, MailAccountLogin } from '../../../shared/domain/mail/account';
import { NotFoundError } from '../../../shared/errors';
import { getMailAccount, getMailAccountSecrets, putMailAccountSecrets } from '../../data/mail-accounts';
import { OAuthNotConfiguredError, OAuthRefusedError, providerSetup, refreshAccessToken } from './oauth';

/**
 * How the product logs in to an operator's account (docs/decisions/mail-accounts.md): the SMTP send, the health check
 * and the mailbox's IMAP fetch all take the login from here. An OAuth account's access token is kept with its secrets
 * until a minute before it expires, then refreshed with the refresh token.
 */

/** The account cannot log in until staff act: no password, not connected, the refresh refused (`revoked`). */
export class MailAccountLoginError extends Error {
  override name = 'MailAccountLoginError';
  constructor(
    message: string,
    readonly code: 'auth' | 'revoked' | 'unconfigured',
  ) {
    super(message);
  }
}

const EARLY_MS = 60_000;

/** The login of an smtp or oauth account (an ses account has none: it sends through SES). */
export async function mailAccountLogin(tenant: string, accountOrId: MailAccount | string, now = new Date()): Promise<MailAccountLogin> {
  const account = typeof accountOrId === 'string' ? await getMailAccount(tenant, accountOrId) : accountOrId;
  if (!account) throw new NotFoundError('No such mail account');
  if (account.kind === 'ses') throw new MailAccountLoginError('An SES account sends through SES and has no login', 'unconfigured');
  const secrets = await getMailAccountSecrets(tenant, account.id);
  if (account.kind === 'smtp') {
    if (!secrets?.password || !account.user || !account.smtp) throw new MailAccountLoginError('No password is set for this account', 'auth');
    return {
      account,
      user: account.user,
      smtp: account.smtp,
      ...(account.imap ? { imap: account.imap } : {}),
      auth: { kind: 'password', password: secrets.password },
    };
  }
  let setup;
  try {
    setup = providerSetup(account.provider ?? 'local');
  } catch (err) {
    if (err instanceof OAuthNotConfiguredError) throw new MailAccountLoginError(err.message, 'unconfigured');
    throw err;
  }
  if (!secrets?.refreshToken) throw new MailAccountLoginError('The account is not connected', 'revoked');
  let accessToken = secrets.accessToken;
  if (!accessToken || !secrets.accessTokenExpiresAt || Date.parse(secrets.accessTokenExpiresAt) - EARLY_MS <= now.getTime()) {
    try {
      const fresh = await refreshAccessToken(setup, secrets.refreshToken, now);
      accessToken = fresh.accessToken;
      await putMailAccountSecrets(tenant, account.id, {
        ...secrets,
        accessToken: fresh.accessToken,
        accessTokenExpiresAt: fresh.expiresAt,
        refreshToken: fresh.refreshToken ?? secrets.refreshToken,
        changedAt: now.toISOString(),
      });
    } catch (err) {
      if (err instanceof OAuthRefusedError) throw new MailAccountLoginError(`The provider refused the token: ${err.message}`, 'revoked');
      throw err;
    }
  }
  return {
    account,
    user: account.fromAddress,
    smtp: setup.smtp,
    ...(setup.imap ? { imap: setup.imap } : {}),
    auth: { kind: 'oauth2', accessToken },
  };
}
