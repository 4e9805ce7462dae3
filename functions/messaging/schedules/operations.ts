import { MailScheduleDue } from '../../../events/mail-schedule-events';
import { mailScheduleExtraEndpoints as api, mailSchedulesResource } from '../../../shared/api/mail-schedules';
import { ValidationError } from '../../../shared/errors';
import { mailSchedules } from '../../data/mail-schedules';
import { mailTemplates } from '../../data/mail-templates';
import { outboxPut } from '../../data/outbox';
import { action, readAction, type BoundAction } from '../../lib/http';
import { requireRefs } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';
import { scheduledOf, sendTestMail } from './service';

/**
 * The mail schedules' operations (shared/api/mail-schedules.ts): the rules through the resource engine, each write
 * with a rule-only MailScheduleDue event in its transaction (the plan consumer re-plans the bookings ahead); scheduled; test.
 */
export const mailScheduleActions: BoundAction[] = [
  ...resourceActions(mailSchedulesResource, mailSchedules, {
    idPrefix: 'ms',
    prepare: async ({ tenant, id, data }) => {
      await requireRefs(tenant, [{ repo: mailTemplates, id: data.templateId, path: 'body.templateId', label: 'mail template' }]);
      if (data.recipients.includes('staff') && data.staffEmails.length === 0)
        throw new ValidationError('The recipient staff needs at least one address', [{ path: 'body.staffEmails', message: 'Required for staff' }]);
      return { data, also: [outboxPut(tenant, MailScheduleDue, { rule: id })], describeAlso: () => 'the schedule change event' };
    },
    onDelete: (tenant, entity) => [outboxPut(tenant, MailScheduleDue, { rule: entity.id })],
  }),
  readAction(api.scheduled, async ({ tenant, query }) => scheduledOf(tenant, query.from ?? new Date().toISOString(), query.size)),
  action(api.test, async ({ tenant, params, body, principal }) => sendTestMail(tenant, params.id, body.booking, body.to ?? principal.email)),
];
