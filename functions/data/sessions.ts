import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem } from './read-round';
import { sessionIndexKey, sessionItem, sessionKey, userSessionsPk } from './entities/session';
import { gsi1KeyPages } from './iterate';
import { deleteKeys } from './partition';
import { RecentlyConfirmed } from './recently-confirmed';

/**
 * A session item per issued token (keyed by the token's jti). Logout deletes it, so a revoked token is
 * refused at once even though it has not expired; DynamoDB's TTL removes sessions after expiry. The
 * user's sessions are listed in gsi1 (`T#<tenant>#USERSESSION#<userId>`), so deleting, deactivating or
 * changing the rights of a user ends every session of theirs at once.
 *
 * The session also holds the user's effective scopes, and every authenticated request reads it anyway (a read
 * action: at most once per TRUST_MS in a container, `recentSession`):
 * its scopes, not the token's, are the ones that count, so a role edit reaches open sessions at once by
 * updating them (setUserSessionScopes) instead of signing the holders out.
 */

export async function createSession(tenant: string, jti: string, userId: string, expiresAt: number, scopes?: readonly string[]): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: sessionItem.toItem(
        { ...sessionKey(tenant, jti), ...sessionIndexKey(tenant, userId, jti) },
        { userId, expiresAt, createdAt: new Date().toISOString(), ...(scopes ? { scopes: [...scopes] } : {}) },
      ),
    }),
  );
}

export interface ActiveSession {
  userId: string;
  /** The user's current effective scopes; absent on sessions written before they were kept here. */
  scopes?: string[];
}

/**
 * The sessions this container read within the last TRUST_MS (functions/data/recently-confirmed.ts), by tenant and
 * jti, grouped by user: a read action may take its session from here instead of reading it; sign-out, a password
 * change and a role edit made here forget the sessions they touch at once. At most this many (least recently used
 * out): a warm Lambda rarely serves more users within 10 s.
 */
const MAX_CACHED_SESSIONS = 5_000;
const recentSessions = new RecentlyConfirmed<ActiveSession & { expiresAt: number }>(MAX_CACHED_SESSIONS);
const cacheKey = (tenant: string, jti: string) => `${tenant}|${jti}`;
const userGroup = (tenant: string, userId: string) => `${tenant}|${userId}`;

/**
 * The session of a token as this container confirmed it within the trust window (no read), or undefined: only for
 * read actions (functions/lib/http/principal.ts); everything else calls readSession.
 */
export function recentSession(tenant: string, jti: string, nowSeconds = Math.floor(Date.now() / 1000)): ActiveSession | undefined {
  const hit = recentSessions.recent(cacheKey(tenant, jti));
  if (!hit || hit.expiresAt <= nowSeconds) return undefined;
  return { userId: hit.userId, ...(hit.scopes ? { scopes: hit.scopes } : {}) };
}

/** How many sessions are kept (tests: the cache is bounded). */
export const recentSessionCount = () => recentSessions.size;

/** The session of a token if it is still open (consistent read: a logout counts at once), else null. */
export async function readSession(tenant: string, jti: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<ActiveSession | null> {
  const at = Date.now();
  const found = await getItem(sessionKey(tenant, jti), true);
  const item = found ? sessionItem.fromItem(found) : undefined;
  if (!item || item.expiresAt <= nowSeconds) {
    recentSessions.forget(cacheKey(tenant, jti));
    return null;
  }
  const session = { userId: item.userId, ...(item.scopes ? { scopes: item.scopes } : {}) };
  recentSessions.confirm(cacheKey(tenant, jti), { ...session, expiresAt: item.expiresAt }, at, userGroup(tenant, item.userId));
  return session;
}

/** Runs a change to sessions with the touched entries forgotten before and after it (a read in flight is barred). */
async function changing<T>(forget: () => void, change: () => Promise<T>): Promise<T> {
  forget();
  try {
    return await change();
  } finally {
    forget();
  }
}

/** Sets the scopes of one open session (never recreates one that has ended). */
async function updateScopes(key: { pk: string; sk: string }, scopes: readonly string[]): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET scopes = :s',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': [...scopes] },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

export const setSessionScopes = (tenant: string, jti: string, scopes: readonly string[]) =>
  changing(
    () => recentSessions.forget(cacheKey(tenant, jti)),
    () => updateScopes(sessionKey(tenant, jti), scopes),
  );

export async function revokeSession(tenant: string, jti: string): Promise<void> {
  await changing(
    () => recentSessions.forget(cacheKey(tenant, jti)),
    () => db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(tenant, jti) })),
  );
}

/** The session keys of a user, page by page (gsi1). */
const userSessionKeys = (tenant: string, userId: string) => gsi1KeyPages(userSessionsPk(tenant, userId));

/**
 * Ends every session of a user (all their tokens answer 401 from now on), except the one with jti
 * `except` when given (the session that changed its own password); answers how many there were.
 */
export function revokeUserSessions(tenant: string, userId: string, except?: string): Promise<number> {
  return changing(
    () => recentSessions.forgetGroup(userGroup(tenant, userId)),
    () => revokeAll(tenant, userId, except),
  );
}

async function revokeAll(tenant: string, userId: string, except?: string): Promise<number> {
  let revoked = 0;
  const kept = except === undefined ? undefined : sessionKey(tenant, except).pk;
  for await (const all of userSessionKeys(tenant, userId)) {
    const keys = all.filter((k) => k.pk !== kept);
    await deleteKeys(keys);
    revoked += keys.length;
  }
  return revoked;
}

/** Gives every open session of a user these scopes (after a role edit); answers how many there were. */
export function setUserSessionScopes(tenant: string, userId: string, scopes: readonly string[]): Promise<number> {
  return changing(
    () => recentSessions.forgetGroup(userGroup(tenant, userId)),
    async () => {
      let updated = 0;
      for await (const keys of userSessionKeys(tenant, userId)) {
        await Promise.all(keys.map((key) => updateScopes(key, scopes)));
        updated += keys.length;
      }
      return updated;
    },
  );
}
