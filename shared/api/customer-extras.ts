import * as z from 'zod';
import { endpoint } from './endpoint';
import { customersResource } from './customers';
import { customerDataGroupsResource } from './customer-groups';
import { ZId } from './resource';
import { ZKey } from '../domain/common';
import { ZSystemName } from '../domain/agency/agency-group';

/** Largest JSON text of one meta value, and the most meta keys a customer may have. */
export const MAX_META_BYTES = 4096;
export const MAX_META_KEYS = 100;
export const MAX_REFERENCES = 50;

export const ZMetaValue = z
  .json()
  .refine((v) => JSON.stringify(v).length <= MAX_META_BYTES, { message: `A meta value is at most ${MAX_META_BYTES} bytes of JSON` });
export const ZMetaEntry = z.object({ key: z.string(), value: z.json().nullable(), updatedAt: z.string() });
export const ZExternalId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:@-]+$/, { message: 'Letters, digits and _ . : @ - only' });
export const ZCustomerReference = z.object({ system: z.string(), external: z.string(), createdAt: z.string() });

/** today | week (today and the next six days) | month (the current month) | MM-DD (one day). */
export const ZBirthdayArg = z.string().regex(/^(today|week|month|(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))$/, { message: 'today, week, month or MM-DD' });

const customer = customersResource.item;
const tags = ['customers'];
const read = ['customers.read'] as const;
const write = ['customers.update'] as const;
const byId = z.object({ id: ZId });

export const customerExtraEndpoints = {
  dashboard: endpoint({
    id: 'customers.dashboard',
    method: 'GET',
    path: '/api/customers/dashboard',
    resource: 'customers',
    scopes: read,
    tags,
    summary: 'Customer figures: total, new in the last 30 days, the five most frequent countries of residence (from counters, no scan)',
    input: {},
    output: z.object({
      total: z.number().int(),
      newLast30Days: z.number().int(),
      days: z.number().int(),
      byCountry: z.array(z.object({ country: z.string(), count: z.number().int() })),
      withoutCountry: z.number().int(),
    }),
  }),
  birthdays: endpoint({
    id: 'customers.birthdays',
    method: 'GET',
    path: '/api/customers/birthday/{arg}',
    resource: 'customers',
    scopes: read,
    tags,
    summary: "Customers whose birthday falls in the range: today, week (today and the next 6 days), month (this month) or MM-DD; in the operator's time zone",
    input: { params: z.object({ arg: ZBirthdayArg }) },
    output: z.object({ from: z.string(), to: z.string(), today: z.string(), data: z.array(customer.extend({ turns: z.number().int().optional() })) }),
  }),
  metaList: endpoint({
    id: 'customers.metaList',
    method: 'GET',
    path: '/api/customers/{id}/meta',
    resource: 'customers',
    scopes: read,
    tags,
    summary: "The customer's meta values (free key/value data of forms and integrations)",
    input: { params: byId },
    output: z.object({ data: z.array(ZMetaEntry) }),
  }),
  metaSetMany: endpoint({
    id: 'customers.metaSetMany',
    method: 'POST',
    path: '/api/customers/{id}/meta',
    resource: 'customers',
    scopes: write,
    tags,
    summary: 'Set several meta values at once; null removes a key. Answers all values',
    input: {
      params: byId,
      body: z.strictObject({
        values: z
          .record(ZKey.max(64), ZMetaValue.nullable())
          .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 25, { message: '1 to 25 values' }),
      }),
    },
    output: z.object({ data: z.array(ZMetaEntry) }),
  }),
  metaGet: endpoint({
    id: 'customers.metaGet',
    method: 'GET',
    path: '/api/customers/{id}/meta/{key}',
    resource: 'customers',
    scopes: read,
    tags,
    summary: 'One meta value (404 when not set)',
    input: { params: byId.extend({ key: ZKey.max(64) }) },
    output: ZMetaEntry,
  }),
  metaSet: endpoint({
    id: 'customers.metaSet',
    method: 'POST',
    path: '/api/customers/{id}/meta/{key}',
    resource: 'customers',
    scopes: write,
    tags,
    summary: 'Set one meta value; null removes it',
    input: { params: byId.extend({ key: ZKey.max(64) }), body: z.strictObject({ value: ZMetaValue.nullable() }) },
    output: ZMetaEntry,
  }),
  references: endpoint({
    id: 'customers.references',
    method: 'GET',
    path: '/api/customers/{id}/reference',
    resource: 'customers',
    scopes: read,
    tags,
    summary: "The customer's identities in external systems",
    input: { params: byId },
    output: z.object({ data: z.array(ZCustomerReference) }),
  }),
  referenceAdd: endpoint({
    id: 'customers.referenceAdd',
    method: 'PUT',
    path: '/api/customers/{id}/reference/{system}/{external}',
    resource: 'customers',
    scopes: write,
    tags,
    summary: 'Link the customer to an external id; an external id links to one customer only (409 otherwise). Idempotent',
    input: { params: byId.extend({ system: ZSystemName, external: ZExternalId }) },
    output: ZCustomerReference,
  }),
  referenceRemove: endpoint({
    id: 'customers.referenceRemove',
    method: 'DELETE',
    path: '/api/customers/{id}/reference/{system}/{external}',
    resource: 'customers',
    scopes: write,
    tags,
    summary: 'Remove a link to an external id',
    input: { params: byId.extend({ system: ZSystemName, external: ZExternalId }) },
    output: z.object({ success: z.literal(true) }),
  }),
  diff: endpoint({
    id: 'customers.diff',
    method: 'GET',
    path: '/api/customers/{id}/diff/{from}',
    resource: 'customers',
    scopes: read,
    tags,
    summary: 'What changed between history version `from` and the current version, field by field',
    input: { params: byId.extend({ from: z.coerce.number().int().min(1) }) },
    output: z.object({
      id: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      changes: z.array(z.object({ path: z.string(), before: z.json().optional(), after: z.json().optional() })),
    }),
  }),
};

export const customerDataGroupExtraEndpoints = {
  move: endpoint({
    id: 'customerdatagroup.move',
    method: 'POST',
    path: '/api/customerdatagroup/move/{from}/{to}/{field}',
    resource: 'customers',
    scopes: ['customers.update'],
    tags: ['customerdatagroup'],
    summary: 'Move a field from one group to another (appended at the end), both groups in one transaction',
    input: { params: z.object({ from: ZId, to: ZId, field: ZKey }) },
    output: z.object({ from: customerDataGroupsResource.item, to: customerDataGroupsResource.item }),
  }),
};
