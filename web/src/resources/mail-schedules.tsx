import { mailTemplatesResource } from '../../../shared/api/mail-templates';
import { mailSchedulesResource } from '../../../shared/api/mail-schedules';
import type { ResourceWebConfig } from './resource-types';

/** /config/mailschedule (docs/decisions/mail-schedules.md): the rules, edited in the side panel. */
export const mailSchedulesConfig: ResourceWebConfig = {
  resource: mailSchedulesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'anchor', sort: 'anchor', format: 'enum', minWidth: 130 },
    { key: 'offsetDays', label: 'mailSchedule.field.offsetDays', minWidth: 90, grow: 0.6 },
    { key: 'time', label: 'mailSchedule.field.time', minWidth: 90, grow: 0.6 },
    { key: 'recipients', format: 'list', minWidth: 120 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  filters: ['active'],
  refs: { templateId: { resource: mailTemplatesResource, filter: { kind: 'mail' } } },
  labels: {
    anchor: 'mailSchedule.field.anchor',
    offsetDays: 'mailSchedule.field.offsetDays',
    time: 'mailSchedule.field.time',
    milestone: 'mailSchedule.field.milestone',
    recipients: 'mailSchedule.field.recipients',
    staffEmails: 'mailSchedule.field.staffEmails',
    templateId: 'mailSchedule.field.templateId',
    catchUp: 'mailSchedule.field.catchUp',
    tours: 'mailSchedule.field.tours',
    agencies: 'mailSchedule.field.agencies',
    sources: 'mailSchedule.field.sources',
    languages: 'mailSchedule.field.languages',
    states: 'mailSchedule.field.states',
    paid: 'mailSchedule.field.paid',
  },
  enumLabels: {
    anchor: {
      arrival: 'mailSchedule.anchor.arrival',
      departure: 'mailSchedule.anchor.departure',
      bookingDate: 'mailSchedule.anchor.bookingDate',
      optionExpiry: 'mailSchedule.anchor.optionExpiry',
      milestone: 'mailSchedule.anchor.milestone',
    },
    milestone: { first: 'mailSchedule.milestone.first', deposit: 'mailSchedule.milestone.deposit', rest: 'mailSchedule.milestone.rest' },
    recipients: {
      guest: 'mailSchedule.recipient.guest',
      lead: 'mailSchedule.recipient.lead',
      agency: 'mailSchedule.recipient.agency',
      staff: 'mailSchedule.recipient.staff',
    },
    catchUp: { send: 'mailSchedule.catchUp.send', skip: 'mailSchedule.catchUp.skip' },
    paid: { any: 'mailSchedule.paid.any', paid: 'mailSchedule.paid.paid', unpaid: 'mailSchedule.paid.unpaid' },
  },
  hints: { offsetDays: 'mailSchedule.offsetHint' },
  sections: [
    { title: 'mailSchedule.section.when', fields: ['name', 'active', 'anchor', 'offsetDays', 'time', 'milestone', 'catchUp'] },
    { title: 'mailSchedule.section.what', fields: ['templateId', 'recipients', 'staffEmails'] },
    { title: 'mailSchedule.section.filters', fields: ['states', 'paid', 'assets', 'tours', 'agencies', 'sources', 'languages'] },
  ],
};
