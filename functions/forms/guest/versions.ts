import type { z } from 'zod';
import type { FormDefinitionVersion } from '../../../shared/api/forms';
import type { ZFormDiff } from '../../../shared/api/guest-forms';
import { fieldsOf } from '../../../shared/domain/forms/form-definition';
import { canonicalJson } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import type { Attachment } from '../../data/entities/guest-form';
import { formDefinitions } from '../../data/forms';
import { saveAttachment } from '../../data/guest-forms';
import type { FormsContext } from './context';

/**
 * A booking's form and its definition's later versions (spec 2 diff/{id} and appendMissingFields): what changed since
 * it was attached, and moving it to the current version. Answers keep the version they were given on.
 */
function formOf(ctx: FormsContext, id: string): { form: Attachment; def: FormDefinitionVersion } {
  const form = ctx.stored.forms.find((f) => f.id === id);
  const def = ctx.definitions.get(id);
  if (!form || !def) throw new NotFoundError(`guest form ${id} does not exist`);
  return { form, def };
}

/** The field ids added, removed and changed (anything of the field: label, type, options, rules; its section). */
export function fieldChanges(before: Pick<FormDefinitionVersion, 'sections'>, after: Pick<FormDefinitionVersion, 'sections'>) {
  const was = new Map(fieldsOf(before).map((f) => [f.id, canonicalJson(f)]));
  const now = new Map(fieldsOf(after).map((f) => [f.id, canonicalJson(f)]));
  return {
    added: [...now.keys()].filter((id) => !was.has(id)),
    removed: [...was.keys()].filter((id) => !now.has(id)),
    changed: [...now.keys()].filter((id) => was.has(id) && was.get(id) !== now.get(id)),
  };
}

export async function formDiff(ctx: FormsContext, id: string): Promise<z.infer<typeof ZFormDiff>> {
  const { form, def } = formOf(ctx, id);
  const current = await formDefinitions.get(ctx.tenant, form.definition);
  const changes = current ? fieldChanges(def, current) : { added: [], removed: [], changed: [] };
  return {
    form: form.id,
    definition: form.definition,
    attachedVersion: form.version,
    ...(current ? { currentVersion: current.version } : {}),
    ...changes,
  };
}

/** Moves the form to its definition's current version (nothing changes when it is there already). */
export async function appendMissingFields(ctx: FormsContext, id: string): Promise<Attachment> {
  const { form } = formOf(ctx, id);
  const current = await formDefinitions.get(ctx.tenant, form.definition);
  if (!current) throw new NotFoundError(`form definition ${form.definition} was deleted: form ${id} stays at version ${form.version}`);
  if (current.version === form.version) return form;
  return saveAttachment(ctx.tenant, { ...form, version: current.version, name: current.name, purpose: current.purpose });
}
