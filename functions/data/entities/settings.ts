import * as z from 'zod';
import { entityKey } from '../keys';
import type { EntityModel } from './entity';

/** One settings group of a tenant: pk `T#<tenant>#SETTINGS#<group>`. */
export const settingsKey = (tenant: string, group: string) => entityKey(tenant, 'SETTINGS', group);

export const ZSettingsItem = z.object({ group: z.string(), values: z.record(z.string(), z.unknown()), version: z.number(), updatedAt: z.string() });

export const settingsModels: EntityModel[] = [
  {
    module: 'settings',
    entityType: 'SETTINGS',
    description: 'One settings group of a tenant, with a version for optimistic locking.',
    keys: { table: { pk: 'T#<tenant>#SETTINGS#<group>', sk: 'ROOT' } },
    access: ['group: Get', 'replace with a version condition'],
  },
];
