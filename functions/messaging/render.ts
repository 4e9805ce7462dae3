import { inLanguage, type MailTemplate, type ZMailTemplate } from '../../shared/domain/mail/mail-template';
import type { Mail } from '../../shared/domain/mail/mail';
import { renderTemplate } from '../../shared/domain/mail/template-language';
import { readerOf } from '../data/readers';
import { getTenant } from '../data/tenants';
import { renderBuiltIn, type RenderedMail } from './built-in';

/** An operator template a mail names that cannot be used: the mail stays unsent (and its request ends dead-lettered). */
export class MailTemplateUnusableError extends Error {
  override name = 'MailTemplateUnusableError';
}

// A reader, not the repository: the send-document Lambda (pdf-lib) stays within its budget (docs/decisions.md "Lambda bundles").
const templates = readerOf<typeof ZMailTemplate>('MAILTEMPLATE');

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|table|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The plain-text part of an HTML body: blocks and breaks become lines, tags go, the escapes are undone. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_END, (m) => (m.toLowerCase().startsWith('<br') ? '\n' : `${m}\n\n`))
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An operator's mail template (settings) rendered with the mail's params: subject on one line, the HTML body with the
 * values escaped and a plain-text part derived from it. The template reads the params, the tenant's name as
 * `company.name` unless the params bring a company. A placeholder without a value renders empty (the editor's preview
 * shows it as missing).
 */
async function renderOperatorTemplate(tenant: string, id: string, mail: Mail): Promise<RenderedMail> {
  const [template, company] = await Promise.all([templates.get(tenant, id) as Promise<MailTemplate | null>, getTenant(tenant)]);
  if (!template || template.kind !== 'mail' || !template.active)
    throw new MailTemplateUnusableError(`mail template ${id} of ${tenant} is ${template ? 'not an active mail template' : 'missing'}`);
  const data = { company: { name: company?.name ?? tenant }, ...mail.params };
  const subject = renderTemplate(inLanguage(template.subject, mail.locale) || template.name, data, { html: false }).text;
  const html = renderTemplate(inLanguage(template.body, mail.locale), data, { html: true }).text;
  return { subject, text: htmlToText(html), html };
}

/** A described mail's subject and text (and HTML, for operator templates), as it will be sent. */
export async function renderMail(tenant: string, mail: Mail): Promise<RenderedMail> {
  if ('builtIn' in mail.template) return renderBuiltIn(mail.template.builtIn, mail.locale, mail.params);
  return renderOperatorTemplate(tenant, mail.template.id, mail);
}
