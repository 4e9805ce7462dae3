import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailAccount, MailAccountError, MailAccountOperation } from '../../shared/domain/mail/account';
import { db, tableName } from './client';
import {
  mailAccountItem,
  mailAccountKey,
  mailAccountOAuthItem,
  mailAccountOAuthKey,
  mailAccountsPk,
  mailAccountSecretItem,
  mailAccountSecretKey,
  type MailAccountSecrets,
} from './entities/mail-account';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transactions';

/**
 * The operator's mail accounts (docs/decisions/mail-accounts.md): one partition per tenant (a list is one Query), the
 * secrets in an item of their own per account (no list or get touches them). Keys in entities/mail-account.ts.
 */

/** At most this many accounts per tenant (one Query page, a select on the screen). */
export const MAX_MAIL_ACCOUNTS = 20;

export async function listMailAccounts(tenant: string): Promise<MailAccount[]> {
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': mailAccountsPk(tenant) },
      ConsistentRead: true,
      Limit: MAX_MAIL_ACCOUNTS,
    }),
  );
  return (res.Items ?? []).map((i) => mailAccountItem.fromItem(i));
}

export async function getMailAccount(tenant: string, id: string): Promise<MailAccount | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: mailAccountKey(tenant, id), ConsistentRead: true }));
  return res.Item ? mailAccountItem.fromItem(res.Item) : null;
}

/** The account that sends the tenant's mails (`sending`), or null: SES from the product's address. */
export async function sendingMailAccount(tenant: string): Promise<MailAccount | null> {
  return (await listMailAccounts(tenant)).find((a) => a.sending) ?? null;
}

export async function getMailAccountSecrets(tenant: string, id: string): Promise<MailAccountSecrets | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: mailAccountSecretKey(tenant, id), ConsistentRead: true }));
  return res.Item ? mailAccountSecretItem.fromItem(res.Item) : null;
}

/**
 * Writes an account (created when `previousVersion` is undefined, else only at that version) with its secrets
 * (`secrets` undefined: kept) in one transaction; when it is the sending account, the others stop sending.
 */
export async function saveMailAccount(
  tenant: string,
  account: MailAccount,
  opts: { previousVersion?: number; secrets?: MailAccountSecrets; others: MailAccount[] },
): Promise<void> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...mailAccountItem.toItem(mailAccountKey(tenant, account.id), account), tenant },
        ...(opts.previousVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': opts.previousVersion } }),
      },
    },
  ];
  if (opts.secrets) {
    items.push({ Put: { TableName: tableName(), Item: { ...mailAccountSecretItem.toItem(mailAccountSecretKey(tenant, account.id), opts.secrets), tenant } } });
  }
  if (account.sending) {
    for (const other of opts.others.filter((o) => o.id !== account.id && o.sending)) {
      items.push({
        Update: {
          TableName: tableName(),
          Key: mailAccountKey(tenant, other.id),
          UpdateExpression: 'SET sending = :f, version = version + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':f': false, ':one': 1 },
        },
      });
    }
  }
  await transactWrite(items, (i) => (i === 0 ? 'The mail account was changed meanwhile; reload it' : 'Another mail account changed meanwhile; try again'));
}

/** Replaces the account's secrets (a refreshed access token, a new refresh token) without touching the account. */
export async function putMailAccountSecrets(tenant: string, id: string, secrets: MailAccountSecrets): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...mailAccountSecretItem.toItem(mailAccountSecretKey(tenant, id), secrets), tenant } }));
}

export async function deleteMailAccount(tenant: string, id: string): Promise<boolean> {
  const res = await db().send(new DeleteCommand({ TableName: tableName(), Key: mailAccountKey(tenant, id), ReturnValues: 'ALL_OLD' }));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: mailAccountSecretKey(tenant, id) }));
  return Boolean(res.Attributes);
}

const LAST_OF: Partial<Record<MailAccountOperation, 'lastSendAt' | 'lastFetchAt'>> = { send: 'lastSendAt', fetch: 'lastFetchAt' };

/** A success: healthy, its time noted (a send or a fetch), the incident over. Answers false when the account is gone. */
export async function markMailAccountHealthy(tenant: string, id: string, operation: MailAccountOperation, at: string): Promise<boolean> {
  const last = LAST_OF[operation];
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailAccountKey(tenant, id),
        UpdateExpression: `SET health.#state = :healthy${last ? `, health.${last} = :at` : ''} REMOVE health.unhealthySince, health.incident`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':healthy': 'healthy', ...(last ? { ':at': at } : {}) },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}

/** A failure that does not make the account unhealthy (a 421, a time-out): only the last error. */
export async function noteMailAccountError(tenant: string, id: string, error: MailAccountError): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailAccountKey(tenant, id),
        UpdateExpression: 'SET health.lastError = :e',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':e': error },
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
  }
}

/**
 * A refused login or token: unhealthy. The first failure of a spell opens an incident (its start), later ones keep it
 * (the notification projection tells the admins once per incident). Answers the incident, or null when the account is gone.
 */
export async function markMailAccountUnhealthy(tenant: string, id: string, error: MailAccountError): Promise<string | null> {
  try {
    const res = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailAccountKey(tenant, id),
        UpdateExpression:
          'SET health.#state = :unhealthy, health.lastError = :e, health.unhealthySince = if_not_exists(health.unhealthySince, :at), health.incident = if_not_exists(health.incident, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':unhealthy': 'unhealthy', ':e': error, ':at': error.at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (res.Attributes as { health: { incident: string } }).health.incident;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return null;
    throw err;
  }
}

/** A started OAuth connect, used once by the callback (and gone after 10 minutes). */
export async function putOAuthStart(tenant: string, nonce: string, start: { account: string; verifier: string; redirectUri: string; expiresAt: number }) {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...mailAccountOAuthItem.toItem(mailAccountOAuthKey(tenant, start.account, nonce), start), tenant } }),
  );
}

export async function takeOAuthStart(tenant: string, account: string, nonce: string, nowSeconds: number) {
  const res = await db().send(new DeleteCommand({ TableName: tableName(), Key: mailAccountOAuthKey(tenant, account, nonce), ReturnValues: 'ALL_OLD' }));
  if (!res.Attributes) return null;
  const start = mailAccountOAuthItem.fromItem(res.Attributes);
  return start.expiresAt > nowSeconds ? start : null;
}
