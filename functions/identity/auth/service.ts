import type { Language } from '../../../shared/constants';
import { AccountMailRequested, type AccountMailRequestedDetail } from '../../../events/account-mail-requested';
import { newOneTimeToken } from '../../data/one-time-tokens';
import { outboxPut, putOutbox } from '../../data/outbox';
import { takeQuota, type Quota } from '../../data/request-quota';
import { getTenant } from '../../data/tenants';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { findUserByEmail, users } from '../../data/users';
import { TooManyRequestsError } from '../../../shared/errors';
import type { Logger } from '../../lib/logger';
import { publicOrigin } from '../../lib/public-url';
import { mailPut } from '../../messaging/index';

/**
 * Public calls that cause a mail (registration, reset request, verification mail) are limited per
 * address and per client, counted together: an address cannot be flooded with mails, and one client
 * cannot send mails to many addresses.
 */
export const MAIL_QUOTAS = {
  address: { limit: 5, windowSeconds: 3600 },
  client: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, Quota>;

/** `client` is the caller's client key (`clientOf(event)`), so this module needs no HTTP types. */
export async function limitMailRequests(email: string, client: string): Promise<void> {
  const byClient = await takeQuota(`MAIL#CLIENT#${client}`, MAIL_QUOTAS.client);
  if (byClient > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${Math.ceil(byClient / 60)} minutes`, byClient);
  const byAddress = await takeQuota(`MAIL#ADDRESS#${email.trim().toLowerCase()}`, MAIL_QUOTAS.address);
  if (byAddress > 0) throw new TooManyRequestsError(`Too many requests for this address; try again in ${Math.ceil(byAddress / 60)} minutes`, byAddress);
}

/** Records a reset or verification request (one Put, whether or not the address exists); a consumer does the rest. */
export async function queueAccountMail(tenant: string, detail: Pick<AccountMailRequestedDetail, 'kind' | 'email' | 'club'>): Promise<void> {
  const put = outboxPut(tenant, AccountMailRequested, { kind: detail.kind, email: detail.email.trim(), club: detail.club });
  await putOutbox(put);
}

/** The tenant's name, language and link origin for a mail. */
export async function mailContext(tenant: string, language?: Language): Promise<{ origin: string; tenantName: string; lang: Language }> {
  const company = await getTenant(tenant);
  return { origin: await publicOrigin(tenant), tenantName: company?.name ?? tenant, lang: language ?? company?.lang ?? 'de' };
}

/** The verification token and the mail that carries its link, to be written in one transaction. */
export async function verificationMailItems(
  tenant: string,
  user: { id: string; email: string; isClubMember: boolean; language?: Language },
): Promise<TransactItem[]> {
  const { token, put } = newOneTimeToken(tenant, 'VERIFY', user.id);
  const { origin, tenantName, lang } = await mailContext(tenant, user.language);
  const link = `${origin}${user.isClubMember ? '/club/user' : '/user'}/${user.id}/verify?token=${encodeURIComponent(token)}`;
  const mail = mailPut(tenant, {
    to: [user.email],
    locale: lang,
    template: { builtIn: 'auth.verifyEmail' },
    params: { link, tenantName },
    purpose: 'verify-email',
  });
  return [put, ...mail];
}

async function resetMailItems(tenant: string, user: { id: string; email: string; isClubMember: boolean; language?: Language }): Promise<TransactItem[]> {
  const { token, put } = newOneTimeToken(tenant, 'RESET', user.id);
  const { origin, tenantName, lang } = await mailContext(tenant, user.language);
  const area = user.isClubMember ? '/club/password/reset' : '/password/reset';
  const link = `${origin}${area}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const mail = mailPut(tenant, {
    to: [user.email],
    locale: lang,
    template: { builtIn: 'auth.passwordReset' },
    params: { link, tenantName },
    purpose: 'password-reset',
  });
  return [put, ...mail];
}

/** The account-mails consumer's work: a reset link for an active account, a verification link for an unconfirmed one. */
export async function sendAccountMail(detail: AccountMailRequestedDetail, log: Logger): Promise<void> {
  const owner = await findUserByEmail(detail.email, { clubTenant: detail.club ? detail.tenant : undefined });
  const user = owner ? await users.get(owner.tenant, owner.userId) : null;
  const wanted = detail.kind === 'password-reset' ? user?.active === true : user?.verified === false;
  if (!owner || !user || !wanted) {
    log.info('no mail for this request', { kind: detail.kind, account: Boolean(user) });
    return;
  }
  const target = { id: user.id, email: user.email, isClubMember: user.isClubMember, language: user.settings.language };
  const items = detail.kind === 'password-reset' ? await resetMailItems(owner.tenant, target) : await verificationMailItems(owner.tenant, target);
  await transactWrite(items, () => 'token exists');
}
