import * as z from 'zod';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const CUSTOMER_STATS = 'CUSTOMERSTATS';
/** The statistics counters of the tenant's customers: pk `T#<tenant>#CUSTOMERSTATS`. */
export const customerStatsPk = (tenant: string) => listPk(tenant, CUSTOMER_STATS);
export const CREATED_SK_PREFIX = 'CREATED#';
export const COUNTRY_SK_PREFIX = 'COUNTRY#';
export const createdDaySk = (day: string) => `${CREATED_SK_PREFIX}${day}`;
export const countrySk = (country: string) => `${COUNTRY_SK_PREFIX}${country}`;

export const ZCustomerStatsItem = z.object({ count: z.number().default(0) });
/** One counter; its day or country is in the sort key. Counted with ADD in an UpdateExpression. */
export const statsKey = (tenant: string, sk: string) => ({ pk: customerStatsPk(tenant), sk });
export const customerStatsItem = itemCodec(CUSTOMER_STATS, ZCustomerStatsItem);

export const customerStatsModels: EntityModel[] = [
  {
    module: 'customer-stats',
    entityType: CUSTOMER_STATS,
    description: 'Customer counters for the dashboard: customers created per UTC day, customers per country of residence.',
    keys: { table: { pk: 'T#<tenant>#CUSTOMERSTATS', sk: 'CREATED#<yyyy-mm-dd> | COUNTRY#<code or ->' } },
    access: ['created between two days: Query sk BETWEEN', 'per country: Query sk begins_with COUNTRY#', 'ADD with every customer write (derived items)'],
  },
];
