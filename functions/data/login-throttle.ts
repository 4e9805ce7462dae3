import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { loginFailItem, loginFailKeys, loginKnownItem, loginKnownKey } from './entities/login-throttle';
import { isConditionalCheckFailed } from './transactions';

/**
 * Sign-in throttling with growing delays that never locks the owner out (docs/decisions.md, "Sign-in and
 * sessions"). Failed sign-ins are counted under three keys:
 *
 * - the pair (address, client): the owner's own typos and an attacker guessing from one client;
 * - the client over all addresses: one client trying many addresses;
 * - the address over all clients: many clients trying one address. This one only delays clients that have
 *   never signed in to the address successfully, and only a little, so a distributed attack cannot stop
 *   the owner's known client.
 *
 * After a key's free failures every further failure makes the next try wait twice as long (up to a cap).
 * A key is forgotten a day after its last failure. The address is the e-mail, for staff and club sign-in
 * alike (one counter for both paths); the client is the source IP (an IPv6 /64 counts as one client).
 */
export interface Backoff {
  /** Failures without any delay. */
  free: number;
  /** Delay after the first counted failure; it doubles with every further one. */
  baseSeconds: number;
  capSeconds: number;
}

export const BACKOFF = {
  pair: { free: 3, baseSeconds: 2, capSeconds: 15 * 60 },
  client: { free: 20, baseSeconds: 2, capSeconds: 60 * 60 },
  account: { free: 10, baseSeconds: 1, capSeconds: 60 },
} satisfies Record<string, Backoff>;

/** Counters are forgotten this long after their last failure. */
export const FORGET_SECONDS = 24 * 3600;
/** A client that signed in successfully is known to the address this long. */
export const KNOWN_CLIENT_SECONDS = 90 * 24 * 3600;

type Scope = keyof typeof BACKOFF;

const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** The client part of a key: an IPv4 address as is, an IPv6 address by its /64 prefix. */
export function clientKey(sourceIp: string | undefined): string {
  const ip = (sourceIp ?? '').trim().toLowerCase();
  if (!ip) return 'unknown';
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function keys(address: string, client: string) {
  const a = normalizeAddress(address);
  return { ...loginFailKeys(a, client), known: loginKnownKey(a, client) };
}

/** Seconds to wait after `failures` failures (0 while they are within the free ones). */
export function delayAfter(failures: number, backoff: Backoff): number {
  if (failures <= backoff.free) return 0;
  return Math.min(backoff.capSeconds, backoff.baseSeconds * 2 ** Math.min(30, failures - backoff.free - 1));
}

/** Seconds the client must wait before it may try this address again, or 0. One BatchGetItem. */
export async function signInWait(address: string, client: string, now = Date.now()): Promise<number> {
  const k = keys(address, client);
  const res = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [k.pair, k.client, k.account, k.known], ConsistentRead: true } } }));
  const items = res.Responses?.[tableName()] ?? [];
  const nowSeconds = now / 1000;
  const stored = (key: { pk: string }) => items.find((i) => i.pk === key.pk);
  const knownItem = stored(k.known);
  const known = knownItem !== undefined && loginKnownItem.fromItem(knownItem).expiresAt > nowSeconds;
  let wait = 0;
  for (const scope of ['pair', 'client', 'account'] as const) {
    if (scope === 'account' && known) continue;
    const found = stored(k[scope]);
    const item = found && loginFailItem.fromItem(found);
    if (!item || item.expiresAt <= nowSeconds) continue;
    const until = item.lastAt + delayAfter(item.failures, BACKOFF[scope]);
    wait = Math.max(wait, until - nowSeconds);
  }
  return Math.ceil(wait);
}

async function countFailure(key: { pk: string; sk: string }, nowSeconds: number): Promise<void> {
  const values = { ':now': nowSeconds, ':expires': nowSeconds + FORGET_SECONDS };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one SET lastAt = :now, expiresAt = :expires',
        ConditionExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ...values },
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    // Missing or forgotten (DynamoDB's TTL deletes late): start again at one.
    await db().send(
      new PutCommand({ TableName: tableName(), Item: loginFailItem.toItem(key, { failures: 1, lastAt: nowSeconds, expiresAt: values[':expires'] }) }),
    );
  }
}

/** Counts a failed sign-in under the pair, the client and the address. */
export async function recordSignInFailure(address: string, client: string, now = Date.now()): Promise<void> {
  const k = keys(address, client);
  const nowSeconds = Math.floor(now / 1000);
  await Promise.all((['pair', 'client', 'account'] as const satisfies readonly Scope[]).map((scope) => countFailure(k[scope], nowSeconds)));
}

/**
 * A successful sign-in (or password reset) from this client: its own failures with the address are
 * forgotten and the client is known to the address from now on. The client's and the address's
 * counters stay: one good sign-in must not reset what an attacker built up elsewhere.
 */
export async function recordSignInSuccess(address: string, client: string, now = Date.now()): Promise<void> {
  const k = keys(address, client);
  const nowSeconds = Math.floor(now / 1000);
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: k.pair })),
    db().send(new PutCommand({ TableName: tableName(), Item: loginKnownItem.toItem(k.known, { expiresAt: nowSeconds + KNOWN_CLIENT_SECONDS }) })),
  ]);
}
