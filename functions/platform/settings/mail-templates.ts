import { mailTemplateExtraEndpoints as api, mailTemplatesResource } from '../../../shared/api/mail-templates';
import { dateIn } from '../../../shared/calendar-date';
import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import { inLanguage, placeholdersOf, renderTemplate, sampleTemplateData } from '../../../shared/domain/mail/mail-template';
import { mailTemplates } from '../../data/mail-templates';
import { getTenant } from '../../data/tenants';
import { action } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';

/** Sample data, with the caller's overrides merged in one level deep (customer, booking, ...). */
function previewData(overrides: Record<string, unknown> | undefined, companyName: string | undefined): Record<string, unknown> {
  const data = sampleTemplateData(dateIn('UTC'));
  if (companyName) data.company = { ...(data.company as object), name: companyName };
  for (const [k, v] of Object.entries(overrides ?? {})) {
    const base = data[k];
    data[k] = base && typeof base === 'object' && v && typeof v === 'object' && !Array.isArray(v) ? { ...base, ...v } : v;
  }
  return data;
}

export const mailTemplateActions = [
  ...resourceActions(mailTemplatesResource, mailTemplates, { idPrefix: 'mt' }),

  action(api.preview, async ({ tenant, params, body }) => {
    const [template, company] = await Promise.all([mailTemplates.getOrThrow(tenant, params.id), getTenant(tenant)]);
    const lang = body?.lang ?? company?.lang ?? DEFAULT_LANGUAGE;
    const data = previewData(body?.data, company?.name);
    const subjectText = inLanguage(template.subject, lang);
    const bodyText = inLanguage(template.body, lang);
    const subject = renderTemplate(subjectText, data, { html: false });
    const html = renderTemplate(bodyText, data, { html: true });
    return {
      lang,
      subject: subject.text,
      html: html.text,
      placeholders: placeholdersOf(`${subjectText}\n${bodyText}`),
      missing: [...new Set([...subject.missing, ...html.missing])],
    };
  }),
];
