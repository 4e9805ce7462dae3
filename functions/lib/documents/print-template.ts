import { fitsPrint, type MailTemplate, type TemplateContext } from '../../../shared/domain/mail/mail-template';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { mailTemplates } from '../../data/mail-templates';

/**
 * The print template a document is made from (docs/decisions.md "Document templates"), for every print call (booking
 * documents, customer letter, passenger list, agency sheet): 404 when the tenant has no such template, 400 when it is
 * a mail template, inactive or of another context. No pdf-lib here: the agencies' Lambda reads it too.
 */
export type StoredTemplate = MailTemplate & { id: string };

export async function printTemplate(tenant: string, id: string, contexts: readonly TemplateContext[]): Promise<StoredTemplate> {
  const template = (await mailTemplates.get(tenant, id)) as StoredTemplate | null;
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
  const found = await mailTemplates.page(tenant, {
    slot: 1,
    descending: false,
    offset: 0,
    limit: 200,
    filter: [
      { field: 'context', op: 'in', value: [...contexts] },
      { field: 'kind', op: 'eq', value: 'print' },
      { field: 'active', op: 'eq', value: true },
    ],
  });
  return (found.data as StoredTemplate[]).filter((t) => fitsPrint(t, contexts));
}
