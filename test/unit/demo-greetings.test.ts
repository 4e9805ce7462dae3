import { describe, expect, it } from 'vitest';
import { inLanguage, renderTemplate, samplePrintData, sampleTemplateData } from '../../shared/domain/mail/mail-template';
import { PRINT_TEMPLATES } from '../../infra/local/demo-data/print-templates';
import { DEMO_MAIL_TEMPLATES } from '../../infra/local/demo-data/settings';

/** A greeting whose name was left empty: "Dear ,", "Hallo ,", "Dear,", "Happy birthday, !" ("Hallo," and "Hello," are greetings). */
const EMPTY_NAME = /[^\S\n],|(Dear|Guten Tag),|,\s*!/;

const nameless = (data: Record<string, unknown>) => ({ ...data, customer: { ...(data.customer as object), firstName: '', lastName: '', fullName: '' } });

describe('the demo templates', () => {
  const templates = [...DEMO_MAIL_TEMPLATES, ...PRINT_TEMPLATES];
  const cases = templates.flatMap(([id, t]) => (['de', 'en'] as const).map((lang) => [id, lang, t] as const));

  it.each(cases)('%s (%s) greets a customer without a name without an empty name', (_id, lang, template) => {
    const data = nameless(template.kind === 'print' ? samplePrintData(lang, '28.11.2026') : sampleTemplateData('28.11.2026'));
    const subject = renderTemplate(inLanguage(template.subject, lang), data, { html: false }).text;
    const body = renderTemplate(inLanguage(template.body, lang), data, { html: true }).text.replace(/<[^>]*>/g, ' ');
    expect(`${subject}\n${body}`).not.toMatch(EMPTY_NAME);
  });

  it('still greets a customer with a name by it', () => {
    const [, confirmation] = DEMO_MAIL_TEMPLATES.find(([id]) => id === 'mt-confirmation')!;
    expect(renderTemplate(inLanguage(confirmation.body, 'en'), sampleTemplateData('28.11.2026'), { html: true }).text).toMatch(/^<p>Dear Erika,<\/p>/);
    expect(renderTemplate(inLanguage(confirmation.body, 'de'), sampleTemplateData('28.11.2026'), { html: true }).text).toMatch(/^<p>Hallo Erika,<\/p>/);
  });
});
