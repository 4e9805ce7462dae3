import * as z from 'zod';
import { entityKey, entityPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** What hangs off a customer in its own partition (meta values, references), and the reference lookup. */
const CUSTOMER = 'CUSTOMER';

export const customerKey = (tenant: string, id: string) => entityKey(tenant, CUSTOMER, id);
export const customerPk = (tenant: string, id: string) => entityPk(tenant, CUSTOMER, id);
export const META_SK_PREFIX = 'META#';
export const REF_SK_PREFIX = 'REF#';
export const customerMetaKey = (tenant: string, id: string, key: string) => ({ pk: customerPk(tenant, id), sk: `${META_SK_PREFIX}${key}` });
export const customerRefKey = (tenant: string, id: string, system: string, external: string) => ({
  pk: customerPk(tenant, id),
  sk: `${REF_SK_PREFIX}${system}#${external}`,
});
/** The lookup naming the customer of an external id: pk `T#<tenant>#CUSTOMERREF#<system>#<external>`, sk `ROOT`. */
export const customerRefLookupKey = (tenant: string, system: string, external: string) => entityKey(tenant, 'CUSTOMERREF', `${system}#${external}`);

type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
const ZJson: z.ZodType<JSONValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ZJson), z.record(z.string(), ZJson)]));

export const ZCustomerMetaItem = z.object({ key: z.string(), value: ZJson.nullable().optional(), updatedAt: z.string() });
export const ZCustomerRefItem = z.object({ system: z.string(), external: z.string(), createdAt: z.string() });
export const ZCustomerRefLookupItem = z.object({ customerId: z.string(), system: z.string(), external: z.string() });

export const customerMeta = itemCodec('CUSTOMER_META', ZCustomerMetaItem);
export const customerRef = itemCodec('CUSTOMER_REF', ZCustomerRefItem);
export const customerRefLookup = itemCodec('CUSTOMERREF', ZCustomerRefLookupItem);

export const customerModels: EntityModel[] = [
  {
    module: 'customer',
    entityType: 'CUSTOMER_META',
    description: 'A free meta value of a customer (forms, integrations).',
    keys: { table: { pk: 'T#<tenant>#CUSTOMER#<customerId>', sk: 'META#<key>' } },
    access: ['all meta of a customer: Query pk, sk begins_with META#', 'one value: Get', 'set/remove with a customer-exists check'],
  },
  {
    module: 'customer',
    entityType: 'CUSTOMER_REF',
    description: "A customer's identity in another system.",
    keys: { table: { pk: 'T#<tenant>#CUSTOMER#<customerId>', sk: 'REF#<system>#<external>' } },
    access: ['references of a customer: Query pk, sk begins_with REF#', 'written with its lookup in one transaction'],
  },
  {
    module: 'customer',
    entityType: 'CUSTOMERREF',
    description: 'Lookup: which customer an external id belongs to (one customer per external id).',
    keys: { table: { pk: 'T#<tenant>#CUSTOMERREF#<system>#<external>', sk: 'ROOT' } },
    access: ['customer by external id: Get', 'attribute_not_exists condition keeps it unique'],
  },
];
