import * as z from 'zod';
import { entityKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** Holds a value unique per tenant: pk `T#<tenant>#UNIQUE#<TYPE>#<name>#<lower-case value>`. */
export const uniqueLookupKey = (tenant: string, type: string, name: string, value: string) =>
  entityKey(tenant, 'UNIQUE', `${type}#${name}#${value.trim().toLowerCase()}`);

export const ZUniqueItem = z.object({ ownerId: z.string(), value: z.string() });
export const uniqueItem = itemCodec('UNIQUE', ZUniqueItem);

export const uniqueModels: EntityModel[] = [
  {
    module: 'unique',
    entityType: 'UNIQUE',
    description: 'A unique-value lookup naming the entity that holds the value (derived item of the repository).',
    keys: { table: { pk: 'T#<tenant>#UNIQUE#<TYPE>#<name>#<value>', sk: 'ROOT' } },
    access: ['claim: Put attribute_not_exists in the entity transaction', 'release: Delete on the owner', 'move: Update'],
  },
];
