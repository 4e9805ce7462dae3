import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import {
  NOTIFICATION_SK_PREFIX,
  notificationItem,
  notificationKey,
  notifyPk,
  notifyStateItem,
  notifyStateKey,
  type NotificationItem,
  type NotifyStateItem,
} from './entities/notification';
import type { NotificationKind } from '../../shared/domain/notifications/notification';

/**
 * A user's notifications feed (docs/decisions/notifications.md): items fanned out per user, each put once (by its
 * fact's id) in ONE transaction with the user's unread count; read marks lower the count in the same transaction.
 */

const EMPTY_STATE: NotifyStateItem = { unread: 0, off: [] };
const CONFLICT_RETRIES = 5;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, 10 * 2 ** attempt + Math.random() * 10));

const cancelled = (err: unknown) => (err instanceof TransactionCanceledException ? (err.CancellationReasons ?? []) : undefined);

/** The user's state (unread count, kinds switched off): ONE Get; none yet: nothing unread, every kind on. */
export async function getNotifyState(tenant: string, user: string): Promise<NotifyStateItem> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: notifyStateKey(tenant, user) }));
  return res.Item ? notifyStateItem.fromItem(res.Item) : EMPTY_STATE;
}

/** The states of many users (the fan-out's recipients): ONE BatchGet per 100, unprocessed keys asked again. */
export async function getNotifyStates(tenant: string, users: readonly string[]): Promise<Map<string, NotifyStateItem>> {
  const out = new Map<string, NotifyStateItem>(users.map((u) => [u, EMPTY_STATE]));
  for (let i = 0; i < users.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = users.slice(i, i + 100).map((u) => notifyStateKey(tenant, u));
    for (let attempt = 0; keys && keys.length > 0; attempt++) {
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
      for (const item of res.Responses?.[tableName()] ?? []) {
        const user = String(item.pk).slice(notifyPk(tenant, '').length);
        out.set(user, notifyStateItem.fromItem(item));
      }
      keys = res.UnprocessedKeys?.[tableName()]?.Keys;
      if (keys?.length) await pause(attempt);
    }
  }
  return out;
}

/**
 * Puts one feed item for a user, once: the put is conditioned on the item being new and raises the user's unread
 * count in the same transaction, so a fact told twice adds one item and counts once. false: it was there.
 */
export async function addNotification(tenant: string, user: string, item: NotificationItem): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: notificationItem.toItem(notificationKey(tenant, user, item.id), item),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: notifyStateKey(tenant, user),
                UpdateExpression: 'SET entityType = :type ADD unread :one',
                ExpressionAttributeValues: { ':type': notifyStateItem.entityType, ':one': 1 },
              },
            },
          ],
        }),
      );
      return true;
    } catch (err) {
      const reasons = cancelled(err);
      if (!reasons) throw err;
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      if (attempt >= CONFLICT_RETRIES || !reasons.some((r) => r.Code === 'TransactionConflict')) throw err;
      await pause(attempt);
    }
  }
}

export interface FeedQuery {
  limit: number;
  cursor?: string;
  kinds?: readonly NotificationKind[];
  unread?: boolean;
}

/** At most this many Query rounds fill one filtered page (a rare kind among many others answers a short page and a cursor). */
const MAX_ROUNDS = 4;

/**
 * A page of the user's feed, newest first: ONE Query of their partition (kinds and unread are a filter in it, so a
 * filtered page may take a few rounds, at most MAX_ROUNDS). `next` is the last item's id.
 */
export async function notificationsPage(tenant: string, user: string, q: FeedQuery): Promise<{ items: NotificationItem[]; next?: string }> {
  const items: NotificationItem[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': notifyPk(tenant, user), ':prefix': NOTIFICATION_SK_PREFIX };
  const filters: string[] = [];
  if (q.kinds?.length) {
    names['#kind'] = 'kind';
    q.kinds.forEach((k, i) => (values[`:k${i}`] = k));
    filters.push(`#kind IN (${q.kinds.map((_k, i) => `:k${i}`).join(', ')})`);
  }
  if (q.unread) filters.push('attribute_not_exists(readAt)');
  let start: Record<string, unknown> | undefined = q.cursor ? notificationKey(tenant, user, q.cursor) : undefined;
  for (let round = 0; round < MAX_ROUNDS && items.length < q.limit; round++) {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: values,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ScanIndexForward: false,
        Limit: q.limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(res.Items ?? []).map((i) => notificationItem.fromItem(i)));
    start = res.LastEvaluatedKey;
    if (!start) break;
  }
  const last = start ? String(start.sk).slice(NOTIFICATION_SK_PREFIX.length) : undefined;
  return { items, ...(last ? { next: last } : {}) };
}

/** Marks one item read and lowers the unread count, in ONE transaction; an item read before changes nothing. */
export async function markNotificationRead(tenant: string, user: string, id: string, now: string): Promise<'read' | 'already' | 'missing'> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: readMarks(tenant, user, [id], now) }));
      return 'read';
    } catch (err) {
      const reasons = cancelled(err);
      if (!reasons) throw err;
      if (reasons[0]?.Code === 'ConditionalCheckFailed') {
        const res = await db().send(new GetCommand({ TableName: tableName(), Key: notificationKey(tenant, user, id), ConsistentRead: true }));
        return res.Item ? 'already' : 'missing';
      }
      if (attempt >= CONFLICT_RETRIES || !reasons.some((r) => r.Code === 'TransactionConflict')) throw err;
      await pause(attempt);
    }
  }
}

function readMarks(tenant: string, user: string, ids: readonly string[], now: string) {
  return [
    ...ids.map((id) => ({
      Update: {
        TableName: tableName(),
        Key: notificationKey(tenant, user, id),
        UpdateExpression: 'SET readAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(readAt)',
        ExpressionAttributeValues: { ':now': now },
      },
    })),
    {
      Update: {
        TableName: tableName(),
        Key: notifyStateKey(tenant, user),
        UpdateExpression: 'SET entityType = :type ADD unread :minus',
        ExpressionAttributeValues: { ':type': notifyStateItem.entityType, ':minus': -ids.length },
      },
    },
  ];
}

/** Items marked read per transaction by markAllRead (each an Update, plus the count). */
const MARK_BATCH = 50;

/**
 * Marks every unread item read: the unread ones are read by a filtered Query, then marked MARK_BATCH at a time, each
 * batch with the count lowered by its size in the same transaction (a batch that met a concurrent mark is read again).
 * When none is left unread the count is set to 0 if it still says otherwise (items removed unread by the TTL).
 */
export async function markAllRead(tenant: string, user: string, now: string): Promise<number> {
  for (let attempt = 0; attempt <= CONFLICT_RETRIES; attempt++) {
    const unread: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const res = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: 'attribute_not_exists(readAt)',
          ExpressionAttributeValues: { ':pk': notifyPk(tenant, user), ':prefix': NOTIFICATION_SK_PREFIX },
          ProjectionExpression: 'sk',
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      unread.push(...(res.Items ?? []).map((i) => String(i.sk).slice(NOTIFICATION_SK_PREFIX.length)));
      start = res.LastEvaluatedKey;
    } while (start);
    let met = false;
    for (let i = 0; i < unread.length; i += MARK_BATCH) {
      try {
        await db().send(new TransactWriteCommand({ TransactItems: readMarks(tenant, user, unread.slice(i, i + MARK_BATCH), now) }));
      } catch (err) {
        if (!cancelled(err)) throw err;
        met = true;
      }
    }
    if (met) {
      await pause(attempt);
      continue;
    }
    if (unread.length === 0) {
      const state = await getNotifyState(tenant, user);
      if (state.unread !== 0) {
        try {
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: notifyStateKey(tenant, user),
              UpdateExpression: 'SET unread = :zero',
              ConditionExpression: 'unread = :seen',
              ExpressionAttributeValues: { ':zero': 0, ':seen': state.unread },
            }),
          );
        } catch {
          // A new item arrived meanwhile: its count stands.
        }
      }
    }
    return (await getNotifyState(tenant, user)).unread;
  }
  return (await getNotifyState(tenant, user)).unread;
}

/** The kinds the user switched off (the unread count is kept). */
export async function saveNotifyOff(tenant: string, user: string, off: readonly NotificationKind[]): Promise<NotifyStateItem> {
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: notifyStateKey(tenant, user),
      UpdateExpression: 'SET entityType = :type, #off = :off, unread = if_not_exists(unread, :zero)',
      ExpressionAttributeNames: { '#off': 'off' },
      ExpressionAttributeValues: { ':type': notifyStateItem.entityType, ':off': [...off], ':zero': 0 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return notifyStateItem.fromItem(res.Attributes ?? {});
}
