import { mailTemplatesResource } from '../../../shared/api/mail-templates';
import type { ResourceWebConfig } from './resource-types';

export const mailTemplatesConfig: ResourceWebConfig = {
  resource: mailTemplatesResource,
  routes: { list: '/config/mailtemplates', create: '/config/mailtemplates/create', detail: (id) => `/config/mailtemplates/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'key', minWidth: 160 },
    { key: 'context', sort: 'context', format: 'enum', minWidth: 100 },
    { key: 'kind', format: 'enum', minWidth: 80 },
    { key: 'subject.de', label: 'label.mailTemplates.subjectGerman', grow: 2, minWidth: 180 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  labels: {
    subject: 'label.mailTemplates.subject',
    body: 'label.mailTemplates.bodyHtml',
  },
  enumLabels: {
    context: {
      general: 'label.mailTemplates.general',
      booking: 'label.mailTemplates.booking',
      customer: 'label.mailTemplates.customer',
      agency: 'label.mailTemplates.agency',
      invoice: 'label.mailTemplates.invoice',
      auth: 'label.mailTemplates.signIn',
      schedule: 'label.mailTemplates.schedule',
    },
    kind: { mail: 'label.mailTemplates.mail', print: 'label.mailTemplates.print' },
  },
  hints: { key: 'label.mailTemplates.aFixedNameTheSystemFinds' },
  widgets: { 'subject.de': 'input', 'subject.en': 'input', 'body.de': 'html', 'body.en': 'html' },
  sections: [
    { title: 'label.mailTemplates.template', fields: ['name', 'key', 'context', 'kind', 'active', 'description'] },
    { title: 'label.mailTemplates.subject', fields: ['subject'] },
    { title: 'label.mailTemplates.body', fields: ['body'] },
  ],
};
