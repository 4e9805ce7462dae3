import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { entityKey, listPk } from './keys';
import { deleteKeys } from './partition';

/**
 * A session item per issued token (keyed by the token's jti). Logout deletes it, so a revoked token is
 * refused at once even though it has not expired; DynamoDB's TTL removes sessions after expiry. The
 * user's sessions are listed in gsi1 (`T#<tenant>#USERSESSION#<userId>`), so deleting, deactivating or
 * changing the rights of a user ends every session of theirs at once.
 */
const SESSION = 'SESSION';
const userSessionsPk = (tenant: string, userId: string) => listPk(tenant, `USERSESSION#${userId}`);

export async function createSession(tenant: string, jti: string, userId: string, expiresAt: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...entityKey(tenant, SESSION, jti), gsi1pk: userSessionsPk(tenant, userId), gsi1sk: jti, entityType: SESSION, userId, expiresAt, createdAt: new Date().toISOString() },
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

/**
 * Ends every session of a user (all their tokens answer 401 from now on), except the one with jti
 * `except` when given (the session that changed its own password); answers how many there were.
 */
export async function revokeUserSessions(tenant: string, userId: string, except?: string): Promise<number> {
  let revoked = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': userSessionsPk(tenant, userId) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = (res.Items ?? []).filter((i) => except === undefined || i.pk !== entityKey(tenant, SESSION, except).pk).map((i) => ({ pk: i.pk as string, sk: i.sk as string }));
    await deleteKeys(keys);
    revoked += keys.length;
    start = res.LastEvaluatedKey;
  } while (start);
  return revoked;
}
