import type { MailAccount } from '../../../shared/domain/mail/account';
import { ValidationError } from '../../../shared/errors';
import { getMailAccountSecrets, listMailAccounts, putMailAccountSecrets, putOAuthStart, saveMailAccount, takeOAuthStart } from '../../data/mail-accounts';
import { reportMailAccount } from './health';
import { authorizationUrl, exchangeCode, OAuthNotConfiguredError, OAuthRefusedError, pkce, providerSetup } from './oauth';
import { newNonce, oauthRedirectUri, requireAccount } from './service';

/**
 * The OAuth connect of a mail account (docs/decisions/mail-accounts.md "OAuth"): the authorization-code flow with PKCE.
 * `connect` stores a one-time start (verifier, redirect; 10 minutes) and answers the provider's URL with the state
 * `<account>.<nonce>`; the provider sends the browser back to /config/mail, whose page posts code and state to
 * `callback`, which takes the start once, exchanges the code and keeps the refresh token write-only.
 */

const START_SECONDS = 600;

export async function startConnect(tenant: string, id: string, now = new Date()): Promise<{ url: string }> {
  const account = await requireAccount(tenant, id);
  if (account.kind !== 'oauth' || !account.provider)
    throw new ValidationError('Only an oauth account is connected', [{ path: 'account', message: 'not an oauth account' }]);
  let setup;
  try {
    setup = providerSetup(account.provider);
  } catch (err) {
    if (err instanceof OAuthNotConfiguredError) throw new ValidationError(err.message, [{ path: 'account', message: err.message }]);
    throw err;
  }
  const nonce = newNonce();
  const { verifier, challenge } = pkce();
  const redirectUri = oauthRedirectUri();
  await putOAuthStart(tenant, nonce, { account: id, verifier, redirectUri, expiresAt: Math.floor(now.getTime() / 1000) + START_SECONDS });
  return { url: authorizationUrl(setup, { state: `${id}.${nonce}`, redirectUri, challenge, loginHint: account.fromAddress }) };
}

export async function completeConnect(tenant: string, code: string, state: string, now = new Date()): Promise<MailAccount> {
  const m = /^(ma-[A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{10,64})$/.exec(state);
  const refused = (why: string) => new ValidationError(why, [{ path: 'state', message: why }]);
  if (!m) throw refused('Not a state this product made');
  const [, id, nonce] = m as unknown as [string, string, string];
  const start = await takeOAuthStart(tenant, id, nonce, Math.floor(now.getTime() / 1000));
  if (!start) throw refused('The connect expired or was used already: connect again');
  const account = await requireAccount(tenant, id);
  if (account.kind !== 'oauth' || !account.provider) throw refused('Not an oauth account');
  let tokens;
  try {
    tokens = await exchangeCode(providerSetup(account.provider), code, start.redirectUri, start.verifier, now);
  } catch (err) {
    if (err instanceof OAuthRefusedError) throw new ValidationError(`The provider refused the code: ${err.message}`, [{ path: 'code', message: err.error }]);
    throw err;
  }
  if (!tokens.refreshToken) throw new ValidationError('The provider answered no refresh token: allow offline access and connect again');
  const at = now.toISOString();
  const old = await getMailAccountSecrets(tenant, id);
  await putMailAccountSecrets(tenant, id, {
    ...(old ?? {}),
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: tokens.expiresAt,
    changedAt: at,
  });
  if (!account.connected) {
    const connected: MailAccount = { ...account, connected: true, version: account.version + 1, updatedAt: at };
    await saveMailAccount(tenant, connected, { previousVersion: account.version, others: await listMailAccounts(tenant) });
  }
  await reportMailAccount(tenant, account, 'check', { ok: true }, now);
  return requireAccount(tenant, id);
}
