import type { MailAccount, MailAccountError, MailAccountOperation } from '../../../shared/domain/mail/account';
import { markMailAccountHealthy, markMailAccountUnhealthy, noteMailAccountError } from '../../data/mail-accounts';
import { isLoginRefused } from './smtp';

/**
 * An account's health (docs/decisions/mail-accounts.md "Health"): every send, fetch and check reports here. A success
 * makes it healthy (and ends an incident); a refused login or token makes it unhealthy, opening an incident on the
 * first failure of a spell. The stream projection `notify-mail-accounts` (notifications/projections.ts) tells the
 * tenant's admins of each new incident once (`mail.accountUnhealthy`), seconds after the cycle that found it. Other
 * failures (a 421, a time-out, a refused recipient) are only the last error.
 */

export type HealthReport = 'healthy' | 'unhealthy' | 'noted' | 'gone';

/** The short code of a failure: an SMTP reply code, `auth`, `revoked`, or the error's code or name. */
export function failureCode(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; name?: string };
  if (e?.name === 'MailAccountLoginError' && e.code) return e.code;
  if (e?.code === 'EAUTH') return 'auth';
  if (e?.responseCode) return String(e.responseCode);
  return e?.code ?? e?.name ?? 'Error';
}

export async function reportMailAccount(
  tenant: string,
  account: Pick<MailAccount, 'id' | 'name'>,
  operation: MailAccountOperation,
  outcome: { ok: true } | { error: unknown },
  now = new Date(),
): Promise<HealthReport> {
  const at = now.toISOString();
  if ('ok' in outcome) return (await markMailAccountHealthy(tenant, account.id, operation, at)) ? 'healthy' : 'gone';
  const message = (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)).slice(0, 500);
  const error: MailAccountError = { at, operation, message, code: failureCode(outcome.error) };
  if (!isLoginRefused(outcome.error)) {
    await noteMailAccountError(tenant, account.id, error);
    return 'noted';
  }
  return (await markMailAccountUnhealthy(tenant, account.id, error)) ? 'unhealthy' : 'gone';
}
