import type { z } from 'zod';
import type { ResourceDefinition } from '../../../shared/api/resource';
import { Repository } from './repository';
import type { EntityConfig } from './types';

/** The repository a resource definition describes: its sorts on gsi1..gsi3, search text, history and a count. */
export function repositoryFor<S extends z.ZodObject>(
  def: ResourceDefinition<S>,
  extra: Pick<EntityConfig<S>, 'derived' | 'afterImport' | 'afterWrite' | 'searchIndex'> = {},
): Repository<S> {
  const [first, ...rest] = Object.values(def.sorts);
  return new Repository<S>({
    type: def.entityType,
    schema: def.schema,
    sortKey: first!,
    extraSortKeys: rest,
    searchText: def.searchText,
    history: true,
    counted: true,
    ...extra,
  });
}
