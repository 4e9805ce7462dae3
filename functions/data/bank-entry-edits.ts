import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BankEntry } from '../../shared/domain/bank/bank';
import { entryKeyOf, sameMoney, toItem } from './bank-entries';
import { deltaOf, totalWrites, transactOne } from './bank-totals';
import { db, tableName } from './client';

/** One bank entry edited by hand (ISSUE-15 "records"): a new entry, a rewrite, a move, a delete, each at a version. */

/** The version an entry reads as: one never edited is at 1. */
export const entryVersion = (e: Pick<BankEntry, 'version'>) => e.version ?? 1;

function versionCondition(expected: number): { expr: string; values: Record<string, unknown> } {
  // Entries stored before versions existed carry none: they are at 1.
  return expected === 1
    ? { expr: '(attribute_not_exists(#ver) OR #ver = :ver)', values: { ':ver': 1 } }
    : { expr: '#ver = :ver', values: { ':ver': expected } };
}

/** Stores a new entry (a manual one, a copy) with its month's running total; the id is new, so an existing item means a clash. */
export async function putEntry(tenant: string, e: BankEntry): Promise<void> {
  await transactOne(tenant, { Put: { TableName: tableName(), Item: toItem(tenant, e), ConditionExpression: 'attribute_not_exists(pk)' } }, [deltaOf(e, 1)]);
}

export type EntryWriteOutcome = 'ok' | 'changed';

/**
 * Replaces an entry's fields in place (same bank and day): only while it is still at `expectedVersion`, its assigned
 * amount and its money are what was read in `before` (an assignment racing the edit refuses the edit, not the
 * assignment); with `unassignedOnly` (amount or currency change) only while nothing is assigned. The month's running
 * total moves by the difference in the same transaction.
 */
export async function rewriteEntry(
  tenant: string,
  before: BankEntry,
  next: BankEntry,
  expectedVersion: number,
  unassignedOnly: boolean,
): Promise<EntryWriteOutcome> {
  const v = versionCondition(expectedVersion);
  const same = sameMoney(before);
  try {
    await transactOne(
      tenant,
      {
        Put: {
          TableName: tableName(),
          Item: toItem(tenant, next),
          ConditionExpression: `attribute_exists(pk) AND ${v.expr} AND assignedMinor = :assigned AND ${same.expr}${unassignedOnly ? ' AND assignedMinor = :zero' : ''}`,
          ExpressionAttributeNames: { '#ver': 'version' },
          ExpressionAttributeValues: { ...v.values, ...same.values, ':assigned': before.assignedMinor, ...(unassignedOnly ? { ':zero': 0 } : {}) },
        },
      },
      [deltaOf(before, -1), deltaOf(next, 1)],
    );
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) return 'changed';
    throw err;
  }
}

/** Moves an unassigned entry to another day or bank (its key, so its id, changes): the old item leaves, the new lands, in one transaction. */
export async function moveEntry(tenant: string, before: BankEntry, next: BankEntry, expectedVersion: number): Promise<EntryWriteOutcome> {
  const key = entryKeyOf(tenant, before.id)!;
  const target = entryKeyOf(tenant, next.id)!;
  // The same day and bank is no move: its Delete and Put would be two actions on one item, which DynamoDB refuses.
  if (target.pk === key.pk && target.sk === key.sk) return rewriteEntry(tenant, before, next, expectedVersion, true);
  const v = versionCondition(expectedVersion);
  const same = sameMoney(before);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: { pk: key.pk, sk: key.sk },
              ConditionExpression: `attribute_exists(pk) AND ${v.expr} AND assignedMinor = :zero AND ${same.expr}`,
              ExpressionAttributeNames: { '#ver': 'version' },
              ExpressionAttributeValues: { ...v.values, ...same.values, ':zero': 0 },
            },
          },
          { Put: { TableName: tableName(), Item: toItem(tenant, next), ConditionExpression: 'attribute_not_exists(pk)' } },
          // The running totals: the old month (and bank) loses the entry, the new one gains it.
          ...totalWrites(tenant, [deltaOf(before, -1), deltaOf(next, 1)]),
        ],
      }),
    );
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) return 'changed';
    throw err;
  }
}

/** Deletes one entry while nothing is assigned (and, given one, at `expectedVersion`), with its month's running total. */
export async function deleteEntry(tenant: string, e: BankEntry, expectedVersion?: number): Promise<EntryWriteOutcome> {
  const key = entryKeyOf(tenant, e.id)!;
  const v = expectedVersion === undefined ? undefined : versionCondition(expectedVersion);
  const same = sameMoney(e);
  try {
    await transactOne(
      tenant,
      {
        Delete: {
          TableName: tableName(),
          Key: { pk: key.pk, sk: key.sk },
          ConditionExpression: `attribute_exists(pk) AND assignedMinor = :zero AND ${same.expr}${v ? ` AND ${v.expr}` : ''}`,
          ...(v ? { ExpressionAttributeNames: { '#ver': 'version' } } : {}),
          ExpressionAttributeValues: { ':zero': 0, ...same.values, ...(v?.values ?? {}) },
        },
      },
      [deltaOf(e, -1)],
    );
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) return 'changed';
    throw err;
  }
}
