import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { globalKey } from '../../functions/data/keys';
import { isConditionalCheckFailed } from '../../functions/data/transactions';

const KEEP_SECONDS = 7 * 24 * 3600;

/**
 * Claims an event for a consumer: true the first time, false on every repeated delivery.
 * Queues deliver at least once, so every consumer claims before it acts.
 */
export async function claimOnce(consumer: string, eventId: string, now = Date.now()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...globalKey('IDEMPOTENCY', `${consumer}#${eventId}`), entityType: 'Idempotency', expiresAt: Math.floor(now / 1000) + KEEP_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}

/** Gives the claim back when the work failed, so the retry may do it. */
export async function releaseClaim(consumer: string, eventId: string): Promise<void> {
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  await db().send(new DeleteCommand({ TableName: tableName(), Key: globalKey('IDEMPOTENCY', `${consumer}#${eventId}`) }));
}
