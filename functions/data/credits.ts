import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditApplication, CreditKind, StoredCredit } from '../../shared/domain/credit/credit';
import { fromMinor, toNumber } from '../../shared/domain/money';
import { db, tableName } from './client';
import { agencyCreditKey } from './entities/agency';
import { CREDIT, CREDIT_COUNTER, creditCounterKey, creditKey, creditKindPrefix, creditPk } from './entities/credit';
import { withoutKeys } from './entities/entity';
import { queryItems } from './paging';
import type { TransactItem } from './transactions';

/**
 * Credit notes (functions/data/entities/credit.ts, docs/decisions.md "Credits"). Every write of a note is an item of a
 * booking change's transaction (created with the booking's negative credit payment, lowered with the payment on the
 * later booking, given back with its removal), so the note and the bookings never disagree. An agency note also
 * moves the agency's balance per currency (functions/data/agency-details.ts) in the same transaction.
 */

const fromItem = (item: Record<string, unknown>): StoredCredit => withoutKeys(item) as unknown as StoredCredit;

export async function getCredit(tenant: string, kind: CreditKind, id: string): Promise<StoredCredit | undefined> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: creditKey(tenant, kind, id), ConsistentRead: true }));
  return res.Item ? fromItem(res.Item) : undefined;
}

/** A kind's notes, newest first (one Query). */
export async function listCredits(tenant: string, kind: CreditKind): Promise<StoredCredit[]> {
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
    ExpressionAttributeValues: { ':pk': creditPk(tenant), ':k': creditKindPrefix(kind) },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** The last number given (consistent); undefined before the first. */
export async function readCreditCounter(tenant: string): Promise<number | undefined> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: creditCounterKey(tenant), ConsistentRead: true }));
  return res.Item ? (res.Item.lastNo as number) : undefined;
}

/** An agency note moves the agency's balance in its currency by `minor` (ADD, in the same transaction). */
function balanceWrite(tenant: string, c: Pick<StoredCredit, 'kind' | 'owner' | 'currency'>, minor: number, now: string): TransactItem[] {
  if (c.kind !== 'agency') return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: agencyCreditKey(tenant, c.owner, c.currency),
        UpdateExpression: 'ADD balance :a SET agencyId = :id, currency = :c, updatedAt = :now, entityType = :t',
        ExpressionAttributeValues: { ':a': toNumber(fromMinor(minor, c.currency)), ':id': c.owner, ':c': c.currency, ':now': now, ':t': 'AGENCYCREDIT' },
      },
    },
  ];
}

/** A new note numbered `counterRead + 1` (Put once; counter Put `lastNo = :read`), and the agency balance. */
export function creditCreateWrites(tenant: string, c: StoredCredit, counterRead: number | undefined): TransactItem[] {
  const T = tableName();
  const counter = { ...creditCounterKey(tenant), entityType: CREDIT_COUNTER, lastNo: c.no };
  return [
    { Put: { TableName: T, Item: { ...creditKey(tenant, c.kind, c.id), entityType: CREDIT, ...c }, ConditionExpression: 'attribute_not_exists(pk)' } },
    counterRead === undefined
      ? { Put: { TableName: T, Item: counter, ConditionExpression: 'attribute_not_exists(pk)' } }
      : { Put: { TableName: T, Item: counter, ConditionExpression: 'lastNo = :read', ExpressionAttributeValues: { ':read': counterRead } } },
    ...balanceWrite(tenant, c, c.remainingMinor, c.createdAt),
  ];
}

/** Lowers the note by `minor` and records the application, only while it has that much left, is not voided and not expired. */
export function creditApplyWrites(tenant: string, c: StoredCredit, a: CreditApplication, minor: number, today: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: creditKey(tenant, c.kind, c.id),
        UpdateExpression: 'SET remainingMinor = remainingMinor - :m, applications.#p = :a',
        ConditionExpression:
          'attribute_exists(pk) AND remainingMinor >= :m AND attribute_not_exists(voided) AND attribute_not_exists(applications.#p) ' +
          'AND (attribute_not_exists(expires) OR expires >= :today)',
        ExpressionAttributeNames: { '#p': a.paymentId },
        ExpressionAttributeValues: { ':m': minor, ':a': a, ':today': today },
      },
    },
    ...balanceWrite(tenant, c, -minor, a.at),
  ];
}

/** Gives an application's amount back to the note (only while the application is there and the note not voided). */
export function creditUndoWrites(tenant: string, c: StoredCredit, paymentId: string, minor: number, now: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: creditKey(tenant, c.kind, c.id),
        UpdateExpression: 'SET remainingMinor = remainingMinor + :m REMOVE applications.#p',
        ConditionExpression: 'attribute_exists(applications.#p) AND attribute_not_exists(voided)',
        ExpressionAttributeNames: { '#p': paymentId },
        ExpressionAttributeValues: { ':m': minor },
      },
    },
    ...balanceWrite(tenant, c, minor, now),
  ];
}

/** Voids the note as read (remaining as read, so a concurrent application cancels it): what was left leaves the balance. */
export function creditVoidWrites(tenant: string, c: StoredCredit, voided: NonNullable<StoredCredit['voided']>): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: creditKey(tenant, c.kind, c.id),
        UpdateExpression: 'SET voided = :v',
        ConditionExpression: 'attribute_not_exists(voided) AND remainingMinor = :read',
        ExpressionAttributeValues: { ':v': voided, ':read': c.remainingMinor },
      },
    },
    ...balanceWrite(tenant, c, -c.remainingMinor, voided.at),
  ];
}
