import * as z from 'zod';
import { entityKey, entityPk, historySk, listPk, ROOT_SK } from '../keys';
import type { EntityModel } from './entity';
import { MASTER_DATA_TYPES, type MasterDataType } from './entity-type';

/**
 * The flat master-data resources (customers, agencies, products, ...): one generic entity parameterised
 * by the resource's entityType. The repository (functions/data/repository) writes and reads them.
 */

/** The entity item: pk `T#<tenant>#<TYPE>#<id>`, sk `ROOT`. */
export const masterDataKey = (tenant: string, type: string, id: string) => entityKey(tenant, type, id);
/** The entity's own partition (its children: history, secrets, meta, links). */
export const masterDataPk = (tenant: string, type: string, id: string) => entityPk(tenant, type, id);
/** The partition of the list orders (gsi1..gsi3): `T#<tenant>#<TYPE>`. */
export const masterDataListPk = (tenant: string, type: string) => listPk(tenant, type);
/** A list order's sort key: the normalised sort value, then the id so equal values stay distinct. */
export const listOrderSk = (normalizedValue: string, id: string) => `${normalizedValue}#${id}`;
/** A previous version, in the entity's partition. */
export const historyKey = (tenant: string, type: string, id: string, version: number) => ({ pk: entityPk(tenant, type, id), sk: historySk(version) });
export const HISTORY_SK_PREFIX = 'HISTORY#';
export const historyEntityType = (type: string) => `${type}_HISTORY`;
/** The tenant's count of each type: pk `T#<tenant>#COUNTER`, sk `<TYPE>`. */
export const counterKey = (tenant: string, type: string) => ({ pk: listPk(tenant, 'COUNTER'), sk: type });
export { ROOT_SK };

/** What the repository owns on every master-data item; the rest is the resource's schema. */
export const ZStored = z.looseObject({ id: z.string(), version: z.number().int(), createdAt: z.string(), updatedAt: z.string() });

/** The models of one master-data type (its items, history versions); see also counterModel. */
export function masterDataModels(type: MasterDataType): EntityModel[] {
  const order = { pk: `T#<tenant>#${type}`, sk: '<sort value>#<id>' };
  return [
    {
      module: 'master-data',
      entityType: type,
      description: `A ${type.toLowerCase()} (generic master data, shared/api resource definition).`,
      keys: { table: { pk: `T#<tenant>#${type}#<id>`, sk: 'ROOT' }, gsi1: order, gsi2: order, gsi3: order },
      access: [
        'get/create/update/delete by id (version condition)',
        'list page in one of up to three orders (collection, second and third order index)',
        'range and first match on the list partition',
      ],
    },
    {
      module: 'master-data',
      entityType: `${type}_HISTORY`,
      description: `A previous version of a ${type.toLowerCase()}, written with each update.`,
      keys: { table: { pk: `T#<tenant>#${type}#<id>`, sk: 'HISTORY#<version, 8 digits>' } },
      access: ['history of one entity: Query pk, sk begins_with HISTORY#'],
    },
  ];
}

export const counterModel: EntityModel = {
  module: 'master-data',
  entityType: 'COUNTER',
  description: 'How many entities of a counted type the tenant has (list totals in one read).',
  // The counted types by name, so other counters (booking.ts: BOOKINGNO) can share the partition.
  keys: { table: { pk: 'T#<tenant>#COUNTER', sk: MASTER_DATA_TYPES.join(' | ') } },
  access: ['read the count of one type (Get)', 'ADD on every create and delete, in the same transaction'],
};

export const masterDataEntityModels: EntityModel[] = [...MASTER_DATA_TYPES.flatMap(masterDataModels), counterModel];
