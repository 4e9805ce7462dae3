/**
 * The messaging area's face (docs/architecture.md, docs/recipes-mail.md): the one mail pipeline. A mail is described
 * (shared/domain/mail/mail.ts: to, locale, a built-in or operator template, params, a key), requested through the outbox
 * (`mailPut` in the causing transaction, `requestMail` on its own), rendered with the one placeholder language
 * (`renderMail`, `renderBuiltIn` for previews) and sent through SES once per key (`sendMail`, also for mails with
 * attachments that a document consumer renders).
 */
export { MailParamsMissingError, renderBuiltIn } from './built-in';
export type { RenderedMail } from './built-in';
export { MailTemplateUnusableError, renderMail } from './render';
export { mailPut, requestMail } from './request';
export { sendMail } from './send';
export { notify as notifyUsers } from './notifications/fan-out';
export { NOTIFICATION_PROJECTIONS } from './notifications/projections';
