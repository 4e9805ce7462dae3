import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, db } from './client';
import type { MasterDataType } from './entities/entity-type';
import { secretItem, secretKey } from './entities/secret';
import type { TransactItem } from './transactions';

/**
 * Write-only secrets of an entity (a provider's API keys) in their own item of the entity's partition,
 * `sk SECRET`: the entity's reads (get, list, history) never touch it, so no answer can carry it. Only
 * code that uses the secret (payments, plugin jobs) reads it with `getSecrets`.
 */
export function secretPut(tenant: string, type: MasterDataType, id: string, secrets: Record<string, string>): TransactItem {
  return { Put: { TableName: tableName(), Item: secretItem(type).toItem(secretKey(tenant, type, id), { secrets, changedAt: new Date().toISOString() }) } };
}

export function secretDelete(tenant: string, type: MasterDataType, id: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: secretKey(tenant, type, id) } };
}

export async function getSecrets(tenant: string, type: MasterDataType, id: string): Promise<Record<string, string> | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: secretKey(tenant, type, id) }));
  return res.Item ? secretItem(type).fromItem(res.Item).secrets : null;
}
