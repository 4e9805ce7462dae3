import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { entityKey } from './keys';

/**
 * A session item per issued token (keyed by the token's jti). Logout deletes it, so a revoked token is
 * refused at once even though it has not expired; DynamoDB's TTL removes sessions after expiry.
 */
const SESSION = 'SESSION';

export async function createSession(tenant: string, jti: string, userId: string, expiresAt: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...entityKey(tenant, SESSION, jti), entityType: SESSION, userId, expiresAt, createdAt: new Date().toISOString() },
    }),
  );
}

export async function isSessionActive(tenant: string, jti: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(tenant, SESSION, jti), ConsistentRead: true }));
  const expiresAt = res.Item?.expiresAt;
  return typeof expiresAt === 'number' && expiresAt > nowSeconds;
}

export async function revokeSession(tenant: string, jti: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: entityKey(tenant, SESSION, jti) }));
}
