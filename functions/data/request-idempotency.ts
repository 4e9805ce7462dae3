import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client';
import { IDEMPOTENCY_ENTITY, requestIdempotencyItem, requestIdempotencyKey } from './entities/idempotency';
import { isConditionalCheckFailed } from './transactions';

/**
 * Idempotency records of API requests that carried an `Idempotency-Key` (see docs/decisions.md).
 *
 * Key: `T#<tenant>#IDEMPOTENCY#<sha256 of principal, endpoint and key>` / `ROOT`, so records spread over
 * partitions and stay inside the tenant. A record is IN_PROGRESS from the claim until the answer is stored
 * (COMPLETED, with the answer) or the claim is given back (the request failed and changed nothing). It
 * holds the SHA-256 of the request (method, path, query and body), so the same key with another request
 * is told apart, and expires after 24 hours (TTL attribute `expiresAt`).
 */

export { IDEMPOTENCY_ENTITY };
/** How long a completed answer is replayed. */
export const IDEMPOTENCY_KEEP_SECONDS = 24 * 3600;
/**
 * How long an IN_PROGRESS claim blocks repeats. API Gateway gives up on a request after 30 s, so a claim
 * older than this belongs to an invocation that died; a repeat may then take it over and do the work.
 */
export const IDEMPOTENCY_LOCK_SECONDS = 60;
/** Larger answers are not kept (an item holds at most 400 KB). */
export const IDEMPOTENCY_MAX_ANSWER_BYTES = 300 * 1024;

export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

export type Claim = { kind: 'claimed'; claimId: string } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in-progress' } | { kind: 'mismatch' };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function key(tenant: string, scope: string) {
  return requestIdempotencyKey(tenant, sha256(scope));
}

/**
 * Claims `scope` (principal, endpoint and key) for a request whose hash is `requestHash`: claimed when
 * it is new (or expired, or a dead invocation's); otherwise what the record says.
 */
export async function claimRequest(tenant: string, scope: string, requestHash: string, now = Date.now()): Promise<Claim> {
  const seconds = Math.floor(now / 1000);
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimId = ulid(now);
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: requestIdempotencyItem.toItem(key(tenant, scope), {
            status: 'IN_PROGRESS',
            claimId,
            requestHash,
            lockedUntil: seconds + IDEMPOTENCY_LOCK_SECONDS,
            expiresAt: seconds + IDEMPOTENCY_KEEP_SECONDS,
          }),
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now OR (#s = :progress AND lockedUntil < :now AND requestHash = :hash)',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':now': seconds, ':progress': 'IN_PROGRESS', ':hash': requestHash },
        }),
      );
      return { kind: 'claimed', claimId };
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
    const res = await db().send(new GetCommand({ TableName: tableName(), Key: key(tenant, scope), ConsistentRead: true }));
    if (!res.Item) continue; // given back in the meantime: claim again
    const item = requestIdempotencyItem.fromItem(res.Item);
    if (item.requestHash !== requestHash) return { kind: 'mismatch' };
    if (item.status === 'COMPLETED') return { kind: 'replay', answer: item.answer as StoredAnswer };
    return { kind: 'in-progress' };
  }
  return { kind: 'in-progress' };
}

/** Keeps the answer of a claimed request, to be replayed to repeats. */
export async function completeRequest(tenant: string, scope: string, claimId: string, answer: StoredAnswer): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(tenant, scope),
      UpdateExpression: 'SET #s = :done, answer = :answer REMOVE lockedUntil',
      ConditionExpression: 'claimId = :claim',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':done': 'COMPLETED', ':answer': answer, ':claim': claimId },
    }),
  );
}

/** Gives a claim back (the request failed and changed nothing), so a repeat may do the work. */
export async function releaseRequest(tenant: string, scope: string, claimId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key(tenant, scope),
        ConditionExpression: 'claimId = :claim AND #s = :progress',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':claim': claimId, ':progress': 'IN_PROGRESS' },
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err; // someone else holds it now
  }
}
