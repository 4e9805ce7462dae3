import * as z from 'zod';
import { ZFormDefinitionBase } from '../../../shared/domain/forms/form-definition';
import { entityPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const FORMDEFVERSION = 'FORMDEFVERSION';
export const VERSION_SK_PREFIX = 'VERSION#';

/**
 * One saved version of a guest form definition, as it was: pk the definition's own partition `T#<tenant>#FORMDEF#<id>`,
 * sk `VERSION#<version, 8 digits>`. Written in the same transaction as every create and update of the definition
 * (a derived item of its repository); deleting the definition deletes its ROOT item only, so the versions stay for the
 * filled forms that were answered on them.
 */
export const formDefinitionVersionKey = (tenant: string, id: string, version: number) => ({
  pk: entityPk(tenant, 'FORMDEF', id),
  sk: `${VERSION_SK_PREFIX}${String(version).padStart(8, '0')}`,
});

export const ZFormDefinitionVersionItem = ZFormDefinitionBase.extend({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const formDefinitionVersionItem = itemCodec(FORMDEFVERSION, ZFormDefinitionVersionItem);

export const formDefinitionVersionModels: EntityModel[] = [
  {
    module: 'form-definition-version',
    entityType: FORMDEFVERSION,
    description:
      'A saved version of a guest form definition, as it was (filled forms are shown and checked on their version); kept when the definition is deleted.',
    keys: { table: { pk: 'T#<tenant>#FORMDEF#<id>', sk: 'VERSION#<version, 8 digits>' } },
    access: [
      'definition create and update: Put attribute_not_exists in the same transaction (derived item of the repository)',
      'one version: Get by id and version',
    ],
  },
];
