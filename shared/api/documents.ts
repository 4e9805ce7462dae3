import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { ZKey } from '../domain/common';
import { TEMPLATE_CONTEXTS } from '../domain/mail/mail-template';
import { BOOKING_READ_SCOPES } from './booking-list';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * Documents printed from templates (issue 29, docs/decisions.md "Document templates"): the print templates of
 * /config/mailtemplates (kind print) rendered with the booking's, a customer's or a departure's data to a PDF by
 * the invoices' renderer, in Lambda `invoice-documents` (pdf-lib). The PDF of one booking template is
 * `GET /api/bookings/{id}/templates/{templateId}` (shared/api/invoices.ts: the same path answers the invoice and
 * voucher mail previews for the ids `invoice` and `voucher`).
 */
const tags = ['documents'];

export const ZPrintTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string().optional(),
  context: z.enum(TEMPLATE_CONTEXTS),
  description: z.string().optional(),
  /** The languages the template has a text in. */
  languages: z.array(z.enum(LANGUAGES)),
});
export type PrintTemplateSummary = z.infer<typeof ZPrintTemplateSummary>;

export const documentEndpoints = {
  bookingTemplates: endpoint({
    id: 'documents.bookingTemplates',
    method: 'GET',
    path: '/api/bookings/{id}/templates',
    resource: 'invoice-documents',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: 'The print templates that fit the booking (kind print, context booking or general, active), by name',
    input: { params: z.object({ id: ZId }) },
    output: z.object({ data: z.array(ZPrintTemplateSummary) }),
  }),
  customerPrint: endpoint({
    id: 'documents.customerPrint',
    method: 'POST',
    path: '/api/customers/{customer}/print/{template}',
    resource: 'invoice-documents',
    scopes: ['customers.read'],
    tags,
    summary: "A letter to the customer as PDF from a print template (context customer or general), in the body's lang, else the operator's",
    input: {
      params: z.object({ customer: ZId, template: ZId }),
      body: z.strictObject({ lang: z.enum(LANGUAGES).optional() }).optional(),
    },
    output: z.string(),
    produces: 'application/pdf',
  }),
  printList: endpoint({
    id: 'documents.printList',
    method: 'GET',
    path: '/api/schedules/printList/{template}',
    resource: 'invoice-documents',
    scopes: ['schedules.read'],
    tags,
    summary:
      "A departure's passenger list as PDF from a print template (context schedule or general; by id or key): the guests of the schedule's " +
      'bookings with name, nationality, birth date, passport (when stored), cabin and bed',
    input: {
      // The template's id, or its key (print.passengerList: the schedule page's button).
      params: z.object({ template: z.union([ZId, ZKey.max(100)]) }),
      query: z.strictObject({ schedule: ZId, lang: z.enum(LANGUAGES).optional() }),
    },
    output: z.string(),
    produces: 'application/pdf',
  }),
};
