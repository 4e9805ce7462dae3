import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { quotaItem, quotaKey } from './entities/quota';
import { isConditionalCheckFailed } from './transactions';

/**
 * Fixed-window quotas for public calls that send mail (registration, reset request, verification mail):
 * one counter item per key and window, `G#QUOTA#<key>#<window start>`, counted with one conditional
 * UpdateItem and removed by DynamoDB's TTL after the window.
 */
export interface Quota {
  limit: number;
  windowSeconds: number;
}

/** Counts one call under the key; answers 0 when it is within the quota, else the seconds until the window ends. */
export async function takeQuota(key: string, quota: Quota, now = Date.now()): Promise<number> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % quota.windowSeconds);
  const windowEnd = windowStart + quota.windowSeconds;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: quotaKey(key, windowStart),
        UpdateExpression: 'ADD calls :one SET entityType = :t, expiresAt = :end',
        ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
        ExpressionAttributeValues: { ':one': 1, ':t': quotaItem.entityType, ':end': windowEnd, ':limit': quota.limit },
      }),
    );
    return 0;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    return Math.max(1, windowEnd - nowSeconds);
  }
}

/**
 * Adds `calls` to the key's counter of the window starting at `windowStart` (no limit condition) and answers the
 * window's total after it: the shared half of the online booking's rate limit (functions/booking/online/rate-limit.ts),
 * whose containers count locally and add their calls here in batches. One UpdateItem.
 */
export async function addQuotaCalls(key: string, windowStart: number, windowSeconds: number, calls: number): Promise<number> {
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: quotaKey(key, windowStart),
      UpdateExpression: 'ADD calls :n SET entityType = :t, expiresAt = :end',
      ExpressionAttributeValues: { ':n': calls, ':t': quotaItem.entityType, ':end': windowStart + windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.calls ?? calls);
}
