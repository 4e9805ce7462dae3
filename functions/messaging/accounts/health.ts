import type { MailAccount, MailAccountError, MailAccountOperation } from '../../../shared/domain/mail/account';
import { markMailAccountHealthy, markMailAccountNotified, markMailAccountUnhealthy, noteMailAccountError } from '../../data/mail-accounts';
import { notify } from '../notifications/fan-out';
import { isLoginRefused } from './smtp';

/**
 * An account's health (docs/decisions/mail-accounts.md "Health"): every send, fetch and check reports here. A success
 * makes it healthy (and ends an incident); a refused login or token makes it unhealthy and tells the tenant's admins
 * (`mail.accountUnhealthy`) once per incident, in the same call: within the cycle that found it. Other failures (a 421,
 * a time-out, a refused recipient) are only the last error.
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

/** The fact's id: one notification per account and incident, however often it is reported. */
export const incidentFactId = (account: string, incident: string) => `mail.accountUnhealthy:${account}:${incident}`;

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
  const incident = await markMailAccountUnhealthy(tenant, account.id, error);
  if (!incident) return 'gone';
  if (!incident.notified) {
    await notify(
      tenant,
      {
        id: incidentFactId(account.id, incident.incident),
        kind: 'mail.accountUnhealthy',
        at: incident.incident,
        params: { account: account.name, error: message },
        target: { type: 'mailaccount' },
      },
      now.getTime(),
    );
    await markMailAccountNotified(tenant, account.id, incident.incident);
  }
  return 'unhealthy';
}
