/**
 * The forms area's face: what other areas and the event consumers may use of it (docs/architecture.md). Guest form
 * definitions and their saved versions (issue 24; docs/decisions/forms.md); a booking's guest forms, links and answers
 * are functions/forms/guest (Lambda guestforms); the reminders (functions/forms/reminders) are fed by the event consumers.
 */
export { formDefinitions, getFormDefinitionVersion } from '../data/forms';
export { afterStep, REMINDER_CONSUMER, runStep, syncReminderSchedule } from './reminders/service';
// The guest-form retention run (docs/decisions/forms.md "Retention"), fed by its daily job.
export { runRetention } from './retention/retention';
export { ensureRetentionSchedule, RETENTION_CONSUMER } from './retention/schedule';
// A booking confirmed online mails each guest's form link (issue 25; docs/decisions/online-holds.md).
export { guestFormLinksFor, type GuestFormLink } from './guest/online-links';
