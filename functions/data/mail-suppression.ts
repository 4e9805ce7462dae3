import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import { suppressionItem, suppressionPk, type Suppression } from './entities/mail-queue';
import { batchGetItems, queryPages } from './paging';

/**
 * The tenant's suppression list (docs/decisions/mail-queue.md): addresses SES reported as hard-bounced or complaining,
 * or that staff added; the send consumer leaves them out. One partition per tenant, sort key the address in lower case.
 */
const addressKey = (tenant: string, address: string) => ({ pk: suppressionPk(tenant), sk: address.trim().toLowerCase() });

/** Puts an address on the list (again: the newest reason wins). */
export async function suppressAddress(tenant: string, entry: Suppression): Promise<void> {
  const address = entry.address.trim().toLowerCase();
  await db().send(new PutCommand({ TableName: tableName(), Item: suppressionItem.toItem({ ...addressKey(tenant, address), tenant }, { ...entry, address }) }));
}

/** Which of the addresses are suppressed: one BatchGet. */
export async function suppressedOf(tenant: string, addresses: readonly string[]): Promise<Suppression[]> {
  if (addresses.length === 0) return [];
  const items = await batchGetItems(
    addresses.map((a) => addressKey(tenant, a)),
    { consistent: true },
  );
  return items.map((i) => suppressionItem.fromItem(i));
}

/** Takes an address off the list; false when it was not on it. */
export async function removeSuppression(tenant: string, address: string): Promise<boolean> {
  const res = await db().send(new DeleteCommand({ TableName: tableName(), Key: addressKey(tenant, address), ReturnValues: 'ALL_OLD' }));
  return res.Attributes !== undefined;
}

/** One page of the list in address order (a Query of the tenant's partition; `next` when more follow). */
export async function listSuppressions(tenant: string, q: { size: number; next?: string }): Promise<{ data: Suppression[]; next?: string }> {
  const start = keyOfCursor(q.next);
  for await (const res of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': suppressionPk(tenant) },
    Limit: q.size,
    ...(start ? { ExclusiveStartKey: start } : {}),
  })) {
    const data = (res.Items ?? []).map((i) => suppressionItem.fromItem(i));
    return { data, ...(res.LastEvaluatedKey ? { next: cursorOf(res.LastEvaluatedKey) } : {}) };
  }
  return { data: [] };
}
