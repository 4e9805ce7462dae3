import * as z from 'zod';
import { entityKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** One settings group of a tenant: pk `T#<tenant>#SETTINGS#<group>`. */
export const settingsKey = (tenant: string, group: string) => entityKey(tenant, 'SETTINGS', group);

/** The values are parsed key by key against the group's schema by the reader (older values fall back to defaults). */
export const ZSettingsItem = z.object({ group: z.string(), values: z.record(z.string(), z.unknown()), version: z.number(), updatedAt: z.string() });
export const settingsItem = itemCodec('SETTINGS', ZSettingsItem);

export const settingsModels: EntityModel[] = [
  {
    module: 'settings',
    entityType: 'SETTINGS',
    description: 'One settings group of a tenant, with a version for optimistic locking.',
    keys: { table: { pk: 'T#<tenant>#SETTINGS#<group>', sk: 'ROOT' } },
    access: ['group: Get', 'replace with a version condition'],
  },
];
