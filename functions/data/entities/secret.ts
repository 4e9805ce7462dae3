import * as z from 'zod';
import { entityPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';
import type { MasterDataType } from './entity-type';

export const SECRET_SK = 'SECRET';
/** The master-data types that keep write-only secrets (functions/platform/settings/resources.ts). */
export const SECRET_TYPES = ['PAYMENTPROVIDER', 'PLUGIN'] as const satisfies readonly MasterDataType[];
/** Write-only secrets of an entity, in its partition: sk `SECRET`. */
export const secretKey = (tenant: string, type: string, id: string) => ({ pk: entityPk(tenant, type, id), sk: SECRET_SK });
export const secretEntityType = (type: MasterDataType) => `${type}_SECRET` as const;

export const ZSecretItem = z.object({ secrets: z.record(z.string(), z.string()), changedAt: z.string() });
export const secretItem = (type: MasterDataType) => itemCodec(secretEntityType(type), ZSecretItem);

export const secretModels: EntityModel[] = SECRET_TYPES.map((type) => ({
  module: 'secret',
  entityType: secretEntityType(type),
  description: `Write-only secrets of a ${type.toLowerCase()}: no read of the entity touches them.`,
  keys: { table: { pk: `T#<tenant>#${type}#<id>`, sk: SECRET_SK } },
  access: ['read by the code that uses them: Get', 'put/delete in the entity write transaction'],
}));
