import { staff } from '../../../shared/auth/actor';
import { documentEndpoints as api, type PrintTemplateSummary } from '../../../shared/api/documents';
import { dateIn } from '../../../shared/calendar-date';
import { DEFAULT_TIMEZONE, LANGUAGES, type Language } from '../../../shared/constants';
import { inLanguage, PRINT_CONTEXTS, renderTemplate, type MailTemplate } from '../../../shared/domain/mail/mail-template';
import type { Principal } from '../../../shared/auth/principal';
import { readBooking } from '../../booking/index';
import { bookingHeaders } from '../../data/booking-headers';
import { getCompany } from '../../data/company';
import { read } from '../../data/readers';
import { requireAsset } from '../../lib/asset-limit';
import { scheduleClaims } from '../../data/inventory';
import { renderHtmlPdf } from '../../lib/documents/html-pdf';
import { bookingPrintData, companyData, customerData, schedulePrintData } from '../../lib/documents/print-data';
import { companyHeader } from '../../lib/documents/sources';
import { printTemplate, printTemplates, type StoredTemplate } from '../../lib/documents/print-template';
import { action, HttpResult } from '../../lib/http';

/**
 * Print templates as PDFs (docs/decisions.md "Document templates"): a booking's documents, a customer letter and a
 * departure's passenger list, each rendered from an active print template of the fitting context with the one
 * placeholder language of the mail templates, then laid out by the invoices' PDF writer. Nothing is written.
 */
type Entity = StoredTemplate;

const pdf = (bytes: Uint8Array, name: string) =>
  new HttpResult(200, Buffer.from(bytes), {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`,
    'cache-control': 'no-store',
  });

const languagesOf = (t: MailTemplate): Language[] => LANGUAGES.filter((l) => Boolean(t.body[l]?.trim()));
const asLanguage = (l: string | undefined): Language | undefined => LANGUAGES.find((x) => x === l);

/** The template rendered with the data and laid out as a PDF under the company's letterhead. */
async function renderPrint(tenant: string, template: Entity, lang: Language, data: Record<string, unknown>): Promise<{ bytes: Uint8Array; title: string }> {
  const [company, settings] = await Promise.all([companyHeader(tenant), getCompany(tenant)]);
  const all = {
    ...data,
    company: companyData(company),
    today: dateIn(settings.tenant?.timezone ?? DEFAULT_TIMEZONE)
      .split('-')
      .reverse()
      .join('.'),
  };
  const title = renderTemplate(inLanguage(template.subject, lang) || template.name, all, { html: false }).text;
  const body = renderTemplate(inLanguage(template.body, lang), all, { html: true }).text;
  return { bytes: await renderHtmlPdf(body, company, { title, lang }), title };
}

/** The PDF of a print template for a booking (`GET /api/bookings/{id}/templates/{templateId}` besides the mail previews). */
export async function bookingTemplatePdf(principal: Principal, id: string, templateId: string, lang: Language | undefined): Promise<HttpResult> {
  const booking = await readBooking(staff(principal), id);
  const template = await printTemplate(principal.tenant, templateId, PRINT_CONTEXTS.booking);
  const language = lang ?? asLanguage(booking.language) ?? 'de';
  const data = await bookingPrintData(principal.tenant, booking, language);
  const { bytes } = await renderPrint(principal.tenant, template, language, data);
  return pdf(bytes, `${template.key ?? template.name}-${booking.bookingNo}.pdf`);
}

export const documentActions = [
  action(api.bookingTemplates, async ({ principal, params }) => {
    await readBooking(staff(principal), params.id);
    const data: PrintTemplateSummary[] = (await printTemplates(principal.tenant, PRINT_CONTEXTS.booking)).map((t) => ({
      id: t.id,
      name: t.name,
      ...(t.key ? { key: t.key } : {}),
      context: t.context,
      ...(t.description ? { description: t.description } : {}),
      languages: languagesOf(t),
    }));
    return { data };
  }),

  action(api.customerPrint, async ({ principal, params, body }) => {
    const customer = await read.customers.getOrThrow(principal.tenant, params.customer);
    const template = await printTemplate(principal.tenant, params.template, PRINT_CONTEXTS.customer);
    const lang = body?.lang ?? asLanguage((await getCompany(principal.tenant)).tenant?.lang) ?? 'de';
    const { bytes } = await renderPrint(principal.tenant, template, lang, { customer: customerData(customer) });
    return pdf(bytes, `${template.key ?? template.name}-${customer.masterData.lastName}.pdf`);
  }),

  action(api.printList, async ({ principal, params, query }) => {
    const tenant = principal.tenant;
    const schedule = await read.schedules.getOrThrow(tenant, query.schedule);
    // A schedule belongs to its vessel (the asset limit, as GET /api/schedules/{id}/customers).
    requireAsset({ vessel: 'vessel' }, principal, { ...schedule }, 'read');
    const template = await printTemplate(tenant, params.template, PRINT_CONTEXTS.schedule);
    const { claims } = await scheduleClaims(tenant, schedule.id);
    const ids = [...new Set(claims.filter((c) => c.owner.kind === 'booking').map((c) => c.owner.id))];
    const bookings = [...(await bookingHeaders(tenant, ids)).values()];
    const lang = query.lang ?? asLanguage((await getCompany(tenant)).tenant?.lang) ?? 'de';
    const data = await schedulePrintData(tenant, schedule, bookings);
    const { bytes } = await renderPrint(tenant, template, lang, data);
    return pdf(bytes, `${template.key ?? template.name}-${schedule.from}.pdf`);
  }),
];

/** The templateIds of the path `{id}/templates/{templateId}` that are the invoice and voucher mail previews. */
export const MAIL_PREVIEWS = ['invoice', 'voucher'] as const;
export type MailPreviewId = (typeof MAIL_PREVIEWS)[number];
export const isMailPreview = (id: string): id is MailPreviewId => (MAIL_PREVIEWS as readonly string[]).includes(id);
