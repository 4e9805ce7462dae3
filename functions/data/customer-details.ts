import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { metaKeysAfter } from '../../shared/domain/customer/meta';
import { existingOrRoomForReference } from '../../shared/domain/customer/references';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { db, tableName } from './client';
import {
  customerKey,
  customerMeta,
  customerMetaKey,
  customerPk,
  customerRef,
  customerRefKey,
  customerRefLookup,
  customerRefLookupKey,
  META_SK_PREFIX,
  REF_SK_PREFIX,
} from './entities/customer';
import { queryItems } from './paging';
import { purgePartition } from './partition';
import { transactWrite, type TransactItem } from './transactions';

/**
 * What hangs off a customer besides the customer item, in the customer's own partition:
 * - meta values `META#<key>` (free key/value data of forms and integrations),
 * - references `REF#<system>#<external>` (the customer's identity in other systems), each with a
 *   lookup `T#<tenant>#CUSTOMERREF#<system>#<external>` naming the customer, so an external id links to
 *   one customer only and can be found without a scan.
 */
export type JSONType = string | number | boolean | null | JSONType[] | { [key: string]: JSONType };

export interface MetaEntry {
  key: string;
  value: JSONType | null;
  updatedAt: string;
}

function customerExists(tenant: string, id: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: customerKey(tenant, id), ConditionExpression: 'attribute_exists(pk)' } };
}

function queryPrefix(tenant: string, id: string, prefix: string): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': customerPk(tenant, id), ...(prefix ? { ':p': prefix } : {}) },
  });
}

function toMeta(item: Record<string, unknown>): MetaEntry {
  const { key, value, updatedAt } = customerMeta.fromItem(item);
  return { key, value: value ?? null, updatedAt };
}

export async function listMeta(tenant: string, id: string): Promise<MetaEntry[]> {
  return (await queryPrefix(tenant, id, META_SK_PREFIX)).map(toMeta);
}

export async function getMeta(tenant: string, id: string, key: string): Promise<MetaEntry | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: customerMetaKey(tenant, id, key) }));
  return res.Item ? toMeta(res.Item) : null;
}

/** Sets (or, for null, removes) meta values together with a check that the customer exists; at most `maxKeys` keys. */
export async function setMeta(tenant: string, id: string, values: Record<string, JSONType | null>, maxKeys: number): Promise<void> {
  // Counted before the write; two concurrent writers could pass it together, which only bends a soft limit.
  metaKeysAfter(
    (await listMeta(tenant, id)).map((m) => m.key),
    values,
    maxKeys,
  );
  const updatedAt = new Date().toISOString();
  const items: TransactItem[] = [customerExists(tenant, id)];
  for (const [key, value] of Object.entries(values)) {
    const Key = customerMetaKey(tenant, id, key);
    items.push(
      value === null
        ? { Delete: { TableName: tableName(), Key } }
        : { Put: { TableName: tableName(), Item: customerMeta.toItem(Key, { key, value, updatedAt }) } },
    );
  }
  try {
    await transactWrite(items, (i) => (i === 0 ? 'missing' : 'meta changed'));
  } catch (err) {
    if (err instanceof ConflictError && err.description === 'missing') throw new NotFoundError(`customer ${id} does not exist`);
    throw err;
  }
}

export interface CustomerReference {
  system: string;
  external: string;
  createdAt: string;
}

function referenceLookupKey(tenant: string, system: string, external: string) {
  return customerRefLookupKey(tenant, system, external);
}

export async function listReferences(tenant: string, id: string): Promise<CustomerReference[]> {
  return (await queryPrefix(tenant, id, REF_SK_PREFIX)).map((item) => {
    const { system, external, createdAt } = customerRef.fromItem(item);
    return { system, external, createdAt };
  });
}

/** Which customer an external id of a system belongs to. One GetItem. */
export async function customerByReference(tenant: string, system: string, external: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: referenceLookupKey(tenant, system, external) }));
  return res.Item ? customerRefLookup.fromItem(res.Item).customerId : null;
}

/** Links the customer to an external id (idempotent); 409 when the id belongs to another customer. */
export async function addReference(tenant: string, id: string, system: string, external: string, maxReferences: number): Promise<CustomerReference> {
  const same = existingOrRoomForReference(await listReferences(tenant, id), { system, external }, maxReferences);
  if (same) return same;
  const createdAt = new Date().toISOString();
  const items: TransactItem[] = [
    customerExists(tenant, id),
    {
      Put: {
        TableName: tableName(),
        Item: customerRefLookup.toItem(referenceLookupKey(tenant, system, external), { customerId: id, system, external }),
        ConditionExpression: 'attribute_not_exists(pk) OR customerId = :id',
        ExpressionAttributeValues: { ':id': id },
      },
    },
    { Put: { TableName: tableName(), Item: customerRef.toItem(customerRefKey(tenant, id, system, external), { system, external, createdAt }) } },
  ];
  try {
    await transactWrite(items, (i) => (i === 0 ? 'missing' : i === 1 ? `${system} id ${external} is linked to another customer already` : 'reference changed'));
  } catch (err) {
    if (err instanceof ConflictError && err.description === 'missing') throw new NotFoundError(`customer ${id} does not exist`);
    throw err;
  }
  return { system, external, createdAt };
}

export async function removeReference(tenant: string, id: string, system: string, external: string): Promise<void> {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: customerRefKey(tenant, id, system, external),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: referenceLookupKey(tenant, system, external),
        ConditionExpression: 'attribute_not_exists(pk) OR customerId = :id',
        ExpressionAttributeValues: { ':id': id },
      },
    },
  ];
  try {
    await transactWrite(items, (i) => (i === 0 ? 'missing' : 'lookup'));
  } catch (err) {
    if (err instanceof ConflictError && err.description === 'missing') throw new NotFoundError(`customer ${id} has no ${system} reference ${external}`);
    throw err;
  }
}

/** The deletes of a customer's reference lookups, to join the customer's delete. */
export async function referenceLookupDeletes(tenant: string, id: string): Promise<TransactItem[]> {
  return (await listReferences(tenant, id)).map((r) => ({ Delete: { TableName: tableName(), Key: referenceLookupKey(tenant, r.system, r.external) } }));
}

/** Removes what is left in a deleted customer's partition (meta, references, history): personal data goes with the customer. */
export async function purgeCustomerPartition(tenant: string, id: string): Promise<number> {
  return purgePartition(customerPk(tenant, id));
}

/** The Puts of meta values, for a caller's own transaction (answers synced to the customer with its update). */
export function metaPutItems(tenant: string, id: string, values: ReadonlyArray<{ key: string; value: JSONType }>, updatedAt: string): TransactItem[] {
  return values.map(({ key, value }) => ({
    Put: { TableName: tableName(), Item: customerMeta.toItem(customerMetaKey(tenant, id, key), { key, value, updatedAt }) },
  }));
}
