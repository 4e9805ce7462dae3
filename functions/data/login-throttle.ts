import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { globalKey } from './keys';
import { isConditionalCheckFailed } from './transactions';

/** Spec-independent protection: 5 failed logins for one address within 15 minutes lock it for the rest of the window. */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

function key(address: string) {
  return globalKey('LOGINFAIL', address.trim().toLowerCase());
}

/** Seconds the address must still wait, or 0 when it may try. */
export async function lockedFor(address: string, now = Date.now()): Promise<number> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: key(address), ConsistentRead: true }));
  const item = res.Item;
  if (!item) return 0;
  const windowEnd = Number(item.windowStart) + WINDOW_SECONDS;
  const nowSeconds = Math.floor(now / 1000);
  if (windowEnd <= nowSeconds || Number(item.failures) < MAX_FAILURES) return 0;
  return windowEnd - nowSeconds;
}

/** Counts a failure atomically within the current window, or opens a new window. */
export async function recordFailure(address: string, now = Date.now()): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(address),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'attribute_exists(pk) AND windowStart > :since',
        ExpressionAttributeValues: { ':one': 1, ':since': nowSeconds - WINDOW_SECONDS },
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(address), entityType: 'LOGINFAIL', failures: 1, windowStart: nowSeconds, expiresAt: nowSeconds + WINDOW_SECONDS },
      }),
    );
  }
}

export async function clearFailures(address: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(address) }));
}
