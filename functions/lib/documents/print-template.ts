import { fitsPrint, type MailTemplate, type TemplateContext, type ZMailTemplate } from '../../../shared/domain/mail/mail-template';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { readerOf } from '../../data/readers';

/**
 * The print template a document is made from (docs/decisions.md "Document templates"), for every print call (booking
 * documents, customer letter, passenger list, agency sheet): 404 when the tenant has no such template, 400 when it is
 * a mail template, inactive or of another context. No pdf-lib here: the agencies' Lambda reads it too.
 */
export type StoredTemplate = MailTemplate & { id: string };

// A reader, not the repository: the PDF Lambda's bundle stays within its budget (docs/decisions.md "Lambda bundles").
const templates = readerOf<typeof ZMailTemplate>('MAILTEMPLATE');

export async function printTemplate(tenant: string, id: string, contexts: readonly TemplateContext[]): Promise<StoredTemplate> {
  // A template's key names it too (print.passengerList): the screens print a document by its key.
  const template =
    ((await templates.get(tenant, id)) as StoredTemplate | null) ??
    (id.includes('.') ? (((await templates.list(tenant, { limit: 1000 })).data as StoredTemplate[]).find((t) => t.key === id && t.active) ?? null) : null);
  if (!template) throw new NotFoundError(`template ${id} does not exist`);
  if (!fitsPrint(template, contexts)) {
    throw new ValidationError(`template ${id} is no active print template of context ${contexts.join(' or ')}`, [
      { path: 'template', message: `An active print template of context ${contexts.join(' or ')} is needed` },
    ]);
  }
  return template;
}

/** The active print templates of the contexts, by name. */
export async function printTemplates(tenant: string, contexts: readonly TemplateContext[]): Promise<StoredTemplate[]> {
  // An operator has a few dozen templates: one page of them, the fitting ones by name.
  const found = await templates.list(tenant, { limit: 1000 });
  return (found.data as StoredTemplate[]).filter((t) => fitsPrint(t, contexts)).sort((a, b) => a.name.localeCompare(b.name));
}
