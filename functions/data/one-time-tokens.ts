import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { oneTimeTokenIndexKey, oneTimeTokenItem, oneTimeTokenKey, userTokensPk, type OneTimeTokenKind } from './entities/one-time-token';
import { gsi1KeyPages } from './iterate';
import { deleteKeys } from './partition';
import type { TransactItem } from './transactions';

/**
 * Single-use tokens for links in mails (password reset, e-mail verification). Only a hash of the token
 * is stored, so a leaked table export cannot be turned into working links. Using a token deletes it in
 * the same transaction as the change it allows, so it works exactly once. The tokens of a user are listed
 * in gsi1 (`T#<tenant>#USERTOKEN#<userId>`), so a password change voids all of them at once.
 */
export type { OneTimeTokenKind };

export const ONE_TIME_TOKEN_TTL_SECONDS: Record<OneTimeTokenKind, number> = { RESET: 3600, VERIFY: 7 * 24 * 3600 };

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newOneTimeToken(tenant: string, kind: OneTimeTokenKind, userId: string, now = Date.now()): { token: string; put: TransactItem } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now / 1000) + ONE_TIME_TOKEN_TTL_SECONDS[kind];
  return {
    token,
    put: {
      Put: {
        TableName: tableName(),
        Item: oneTimeTokenItem(kind).toItem(
          { ...oneTimeTokenKey(tenant, kind, hash(token)), ...oneTimeTokenIndexKey(tenant, userId, kind) },
          { userId, expiresAt },
        ),
      },
    },
  };
}

/** Answers the user the token belongs to and the Delete that consumes it, or null when it is unknown or expired. */
export async function findOneTimeToken(
  tenant: string,
  kind: OneTimeTokenKind,
  token: string,
  now = Date.now(),
): Promise<{ userId: string; consume: TransactItem } | null> {
  const key = oneTimeTokenKey(tenant, kind, hash(token));
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const nowSeconds = Math.floor(now / 1000);
  if (!res.Item) return null;
  const item = oneTimeTokenItem(kind).fromItem(res.Item);
  if (item.expiresAt <= nowSeconds) return null;
  return {
    userId: item.userId,
    consume: {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      },
    },
  };
}

/** Deletes every outstanding reset and verification token of a user; answers how many there were. */
export async function voidUserTokens(tenant: string, userId: string): Promise<number> {
  let voided = 0;
  for await (const keys of gsi1KeyPages(userTokensPk(tenant, userId))) {
    await deleteKeys(keys);
    voided += keys.length;
  }
  return voided;
}
