import { formDefinitionsResource } from '../../shared/api/forms';
import { tableName } from './client';
import { formDefinitionVersionItem, formDefinitionVersionKey } from './entities/form-definition-version';
import { getItem } from './read-round';
import { repositoryFor, type DerivedItem } from './repository';

type StoredDefinition = Parameters<typeof formDefinitionVersionItem.toItem>[1];

/**
 * The snapshot of every saved version: each create and update of a definition puts `VERSION#<n>` beside it in the same
 * transaction, so a version that was answered can always be read as it was. A delete writes none and removes none.
 */
export function formDefinitionVersions(tenant: string, change: { after?: StoredDefinition }): DerivedItem[] {
  const after = change.after;
  if (!after) return [];
  return [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: formDefinitionVersionItem.toItem(formDefinitionVersionKey(tenant, after.id, after.version), after),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      conflict: `version ${after.version} of form definition ${after.id} exists already`,
    },
  ];
}

/** Guest form definitions (issue 24); every create and update also stores its version. */
export const formDefinitions = repositoryFor(formDefinitionsResource, { derived: formDefinitionVersions });

/**
 * One saved version of a definition as it was, or null: one Get (also after the definition was deleted). A snapshot
 * never changes once written, so an eventually consistent read is enough.
 */
export async function getFormDefinitionVersion(tenant: string, id: string, version: number) {
  const item = await getItem(formDefinitionVersionKey(tenant, id, version));
  return item ? formDefinitionVersionItem.fromItem(item) : null;
}
