import * as z from 'zod';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const PRICINGVERSION = 'PRICINGVERSION';

/**
 * How often a tenant's pricing data changed (price definitions and variants, supplements, specials, special groups,
 * terms of payment, commission schemes, currencies; and the todo rules a create reads beside them): pk `T#<tenant>#PRICINGVERSION`, sk `VERSION`. Bumped in the same transaction as every write of them,
 * so the pricing Lambda may keep them between calls while the version is unchanged.
 */
export const pricingVersionKey = (tenant: string) => ({ pk: listPk(tenant, PRICINGVERSION), sk: 'VERSION' });
export const pricingVersionItem = itemCodec(PRICINGVERSION, z.object({ version: z.number().int().min(0) }));

export const pricingVersionModels: EntityModel[] = [
  {
    module: 'pricing-version',
    entityType: PRICINGVERSION,
    description:
      'How often the pricing data of a tenant changed (price definitions and variants, supplements, specials, special groups, terms of payment, commission schemes, currencies; and the todo rules): the key of the pricing and booking-create caches.',
    keys: { table: { pk: 'T#<tenant>#PRICINGVERSION', sk: 'VERSION' } },
    access: [
      'price definition, variant, supplement, special, special group, terms, commission, currency, todo rule create, update, delete: Update ADD version 1 in the same transaction (derived item of their repositories); bulk loads: once after the load',
      'pricing calls, booking create: Get (strongly consistent; in the create’s one BatchGetItem); the cached data is used while the version is unchanged (at version 0 too, at most 30 s)',
    ],
  },
];
