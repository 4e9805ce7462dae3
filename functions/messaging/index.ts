/**
 * The messaging area's face (docs/architecture.md, docs/recipes-mail.md): the one mail pipeline. A mail is described
 * (shared/domain/mail/mail.ts: to, locale, a built-in or operator template, params, a key), requested through the outbox
 * (`mailPut` in the causing transaction, `requestMail` on its own) with its queue record (docs/decisions/mail-queue.md),
 * rendered with the one placeholder language (`renderMail`, `renderBuiltIn` for previews) and sent through SES once per
 * key (`deliverMail` records every try on the queue record; `sendMail` also for mails with attachments that a
 * document consumer renders). SES's bounces and complaints feed the suppression list (`recordMailFeedback`).
 */
export { MailParamsMissingError, renderBuiltIn } from './built-in';
export type { RenderedMail } from './built-in';
export { deliverMail, MailRetryError } from './deliver';
export type { DeliveryContext, DeliveryOutcome } from './deliver';
export { recordMailFeedback, ZSesFeedback } from './feedback';
export type { SesFeedback } from './feedback';
export { MailTemplateUnusableError, renderMail } from './render';
export { mailPut, requestMail } from './request';
export { sendMail } from './send';
export { notify as notifyUsers } from './notifications/fan-out';
export { NOTIFICATION_PROJECTIONS } from './notifications/projections';
export { planBooking, planRule, SCHEDULE_CONSUMER, scheduleJobName, scheduleMessage } from './schedules/plan';
export { fireSchedule, scheduleMailKey } from './schedules/fire';
// The operator's mail accounts (docs/decisions/mail-accounts.md): the mailbox logs in to IMAP with `mailAccountLogin`
// and reports each fetch with `reportMailAccount(tenant, account, 'fetch', { ok: true } | { error })`.
export { mailAccountLogin, MailAccountLoginError } from './accounts/login';
export { reportMailAccount } from './accounts/health';
export type { HealthReport } from './accounts/health';
export { getMailAccount, listMailAccounts } from '../data/mail-accounts';
export { connectMailboxAccounts, type MailboxAccounts } from './mailbox/accounts';
