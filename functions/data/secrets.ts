import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, db } from './client';
import { entityPk } from './keys';
import type { TransactItem } from './transactions';

/**
 * Write-only secrets of an entity (a provider's API keys) in their own item of the entity's partition,
 * `sk SECRET`: the entity's reads (get, list, history) never touch it, so no answer can carry it. Only
 * code that uses the secret (payments, plugin jobs) reads it with `getSecrets`.
 */
const SECRET_SK = 'SECRET';

export function secretPut(tenant: string, type: string, id: string, secrets: Record<string, string>): TransactItem {
  return { Put: { TableName: tableName(), Item: { pk: entityPk(tenant, type, id), sk: SECRET_SK, entityType: `${type}_SECRET`, secrets, changedAt: new Date().toISOString() } } };
}

export function secretDelete(tenant: string, type: string, id: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: { pk: entityPk(tenant, type, id), sk: SECRET_SK } } };
}

export async function getSecrets(tenant: string, type: string, id: string): Promise<Record<string, string> | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: entityPk(tenant, type, id), sk: SECRET_SK } }));
  return (res.Item?.secrets as Record<string, string> | undefined) ?? null;
}
