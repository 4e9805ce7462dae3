import { agencyExtraEndpoints as api } from '../../../shared/api/agency-extras';
import { dateIn } from '../../../shared/calendar-date';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE } from '../../../shared/constants';
import { htmlDocument, inLanguage, PRINT_CONTEXTS, renderTemplate } from '../../../shared/domain/mail/mail-template';
import { agencies } from '../../data/agencies';
import { getCompany } from '../../data/company';
import { printTemplate, printTemplates } from '../../lib/documents/print-template';
import { action, HttpResult } from '../../lib/http';

/** Print answers are rendered from templates that staff write: no script may run in them. */
const PRINT_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export const templateActions = [
  action(api.templates, async ({ tenant }) => {
    const found = { data: await printTemplates(tenant, PRINT_CONTEXTS.agency) };
    return {
      data: found.data.map((t) => ({ id: t.id, name: t.name, kind: t.kind, context: t.context, ...(t.description ? { description: t.description } : {}) })),
    };
  }),

  action(api.print, async ({ tenant, params, query, principal }) => {
    const [agency, template, company] = await Promise.all([
      agencies.getOrThrow(tenant, params.agency),
      printTemplate(tenant, params.template, PRINT_CONTEXTS.agency),
      getCompany(tenant),
    ]);
    const lang = query.lang ?? company.tenant?.lang ?? DEFAULT_LANGUAGE;
    const data = {
      agency,
      company: { ...company.profile, name: company.tenant?.name ?? tenant },
      today: dateIn(company.tenant?.timezone ?? DEFAULT_TIMEZONE),
      user: { name: principal.name ?? '', email: principal.email ?? '' },
    };
    const title = renderTemplate(inLanguage(template.subject, lang) || template.name, data, { html: false }).text;
    const body = renderTemplate(inLanguage(template.body, lang), data, { html: true }).text;
    return new HttpResult(200, htmlDocument({ lang, title, body }), PRINT_HEADERS);
  }),
];
