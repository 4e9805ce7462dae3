import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, db } from './client';
import { secretEntityType, secretKey } from './entities/secret';
import type { TransactItem } from './transactions';

/**
 * Write-only secrets of an entity (a provider's API keys) in their own item of the entity's partition,
 * `sk SECRET`: the entity's reads (get, list, history) never touch it, so no answer can carry it. Only
 * code that uses the secret (payments, plugin jobs) reads it with `getSecrets`.
 */
export function secretPut(tenant: string, type: string, id: string, secrets: Record<string, string>): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...secretKey(tenant, type, id), entityType: secretEntityType(type), secrets, changedAt: new Date().toISOString() } } };
}

export function secretDelete(tenant: string, type: string, id: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: secretKey(tenant, type, id) } };
}

export async function getSecrets(tenant: string, type: string, id: string): Promise<Record<string, string> | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: secretKey(tenant, type, id) }));
  return (res.Item?.secrets as Record<string, string> | undefined) ?? null;
}
