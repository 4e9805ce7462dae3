import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { LANGUAGES } from '../constants';
import { TEMPLATE_CONTEXTS, TEMPLATE_KINDS, ZMailTemplate } from '../domain/mail/mail-template';

const scopes = ['mailtemplates.update'] as const;

export const mailTemplatesResource = defineResource({
  name: 'mailtemplates',
  owner: 'settings',
  entityType: 'MAILTEMPLATE',
  schema: ZMailTemplate,
  // Spec 1: /config/mailtemplates is admin or mailtemplates.update (admin passes every scope).
  scopes: { read: scopes, create: scopes, update: scopes, delete: scopes },
  sorts: { name: (t) => t.name, context: (t) => `${t.context} ${t.name}`, updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.name} ${t.key ?? ''} ${Object.values(t.subject).join(' ')}`,
  filters: {
    context: { type: 'string', values: TEMPLATE_CONTEXTS, label: 'context' },
    kind: { type: 'string', values: TEMPLATE_KINDS, label: 'kind' },
    key: { type: 'string', label: 'key' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'name', header: 'name', value: (t) => t.name },
    { key: 'key', header: 'key', value: (t) => t.key },
    { key: 'context', header: 'context', value: (t) => t.context },
    { key: 'kind', header: 'kind', value: (t) => t.kind },
    { key: 'subjectDe', header: 'subject_de', value: (t) => t.subject.de },
    { key: 'subjectEn', header: 'subject_en', value: (t) => t.subject.en },
    { key: 'active', header: 'active', value: (t) => t.active },
  ],
  // The key names one template, so the copy has none.
  copy: (t) => ({ ...t, name: `${t.name} (copy)`, key: undefined }),
  title: (t) => t.name,
  sample: (n) => ({
    name: `Booking confirmation ${n}`,
    context: 'booking' as const,
    subject: { en: 'Your booking {{booking.bookingNo}}', de: 'Ihre Buchung {{booking.bookingNo}}' },
    body: { en: '<p>Dear {{customer.firstName}},</p><p>see you on {{booking.checkIn}}.</p>' },
  }),
});

export const ZTemplatePreview = z.object({
  lang: z.enum(LANGUAGES),
  subject: z.string(),
  html: z.string(),
  /** Placeholders the template uses. */
  placeholders: z.array(z.string()),
  /** Placeholders the data has no value for (rendered empty). */
  missing: z.array(z.string()),
});

export const mailTemplateExtraEndpoints = {
  preview: endpoint({
    id: 'mailtemplates.preview',
    method: 'POST',
    path: '/api/mailtemplates/{id}/preview',
    resource: 'settings',
    scopes,
    tags: ['mailtemplates'],
    summary: 'Render the template with sample data (optionally overridden) in one language; values are HTML-escaped',
    input: {
      params: z.object({ id: ZId }),
      body: z.strictObject({ lang: z.enum(LANGUAGES).optional(), data: z.record(z.string(), z.json()).optional() }).optional(),
    },
    output: ZTemplatePreview,
  }),
};
