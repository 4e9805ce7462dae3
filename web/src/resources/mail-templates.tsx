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
    { key: 'subject.de', label: { de: 'Betreff (Deutsch)', en: 'Subject (German)' }, grow: 2, minWidth: 180 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  labels: {
    subject: { de: 'Betreff', en: 'Subject' },
    body: { de: 'Inhalt (HTML)', en: 'Body (HTML)' },
  },
  enumLabels: {
    context: {
      general: { de: 'Allgemein', en: 'General' },
      booking: { de: 'Buchung', en: 'Booking' },
      customer: { de: 'Kunde', en: 'Customer' },
      agency: { de: 'Agentur', en: 'Agency' },
      invoice: { de: 'Rechnung', en: 'Invoice' },
      auth: { de: 'Anmeldung', en: 'Sign-in' },
    },
    kind: { mail: { de: 'Mail', en: 'Mail' }, print: { de: 'Druck', en: 'Print' } },
  },
  hints: { key: { de: 'Ein fester Name, mit dem das System die Vorlage findet, z. B. booking.confirmation', en: 'A fixed name the system finds the template by, e.g. booking.confirmation' } },
  widgets: { 'subject.de': 'input', 'subject.en': 'input', 'body.de': 'html', 'body.en': 'html' },
  sections: [
    { title: { de: 'Vorlage', en: 'Template' }, fields: ['name', 'key', 'context', 'kind', 'active', 'description'] },
    { title: { de: 'Betreff', en: 'Subject' }, fields: ['subject'] },
    { title: { de: 'Inhalt', en: 'Body' }, fields: ['body'] },
  ],
};
