import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BankEntry } from '../../shared/domain/bank/bank';
import { entryKeyOf, toItem } from './bank-entries';
import { db, tableName } from './client';
import { isConditionalCheckFailed } from './transactions';

/** One bank entry edited by hand (ISSUE-15 "records"): a new entry, a rewrite, a move, a delete, each at a version. */

/** The version an entry reads as: one never edited is at 1. */
export const entryVersion = (e: Pick<BankEntry, 'version'>) => e.version ?? 1;

function versionCondition(expected: number): { expr: string; values: Record<string, unknown> } {
  // Entries stored before versions existed carry none: they are at 1.
  return expected === 1
    ? { expr: '(attribute_not_exists(#ver) OR #ver = :ver)', values: { ':ver': 1 } }
    : { expr: '#ver = :ver', values: { ':ver': expected } };
}

/** Stores a new entry (a manual one, a copy); the id is new, so an existing item means a clash. */
export async function putEntry(tenant: string, e: BankEntry): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(tenant, e), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export type EntryWriteOutcome = 'ok' | 'changed';

/**
 * Replaces an entry's fields in place (same bank and day): only while it is still at `expectedVersion` and its
 * assigned amount is what was read (an assignment racing the edit refuses the edit, not the assignment); with
 * `unassignedOnly` (amount or currency change) only while nothing is assigned.
 */
export async function rewriteEntry(
  tenant: string,
  next: BankEntry,
  expectedVersion: number,
  assignedMinor: number,
  unassignedOnly: boolean,
): Promise<EntryWriteOutcome> {
  const v = versionCondition(expectedVersion);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(tenant, next),
        ConditionExpression: `attribute_exists(pk) AND ${v.expr} AND assignedMinor = :assigned${unassignedOnly ? ' AND assignedMinor = :zero' : ''}`,
        ExpressionAttributeNames: { '#ver': 'version' },
        ExpressionAttributeValues: { ...v.values, ':assigned': assignedMinor, ...(unassignedOnly ? { ':zero': 0 } : {}) },
      }),
    );
    return 'ok';
  } catch (err) {
    if (isConditionalCheckFailed(err)) return 'changed';
    throw err;
  }
}

/** Moves an unassigned entry to another day or bank (its key, so its id, changes): the old item leaves, the new lands, in one transaction. */
export async function moveEntry(tenant: string, before: BankEntry, next: BankEntry, expectedVersion: number): Promise<EntryWriteOutcome> {
  const key = entryKeyOf(tenant, before.id)!;
  const v = versionCondition(expectedVersion);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: { pk: key.pk, sk: key.sk },
              ConditionExpression: `attribute_exists(pk) AND ${v.expr} AND assignedMinor = :zero`,
              ExpressionAttributeNames: { '#ver': 'version' },
              ExpressionAttributeValues: { ...v.values, ':zero': 0 },
            },
          },
          { Put: { TableName: tableName(), Item: toItem(tenant, next), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) return 'changed';
    throw err;
  }
}

/** Deletes one entry while nothing is assigned (and, given one, at `expectedVersion`). */
export async function deleteEntry(tenant: string, e: BankEntry, expectedVersion?: number): Promise<EntryWriteOutcome> {
  const key = entryKeyOf(tenant, e.id)!;
  const v = expectedVersion === undefined ? undefined : versionCondition(expectedVersion);
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        ConditionExpression: `attribute_exists(pk) AND assignedMinor = :zero${v ? ` AND ${v.expr}` : ''}`,
        ...(v ? { ExpressionAttributeNames: { '#ver': 'version' } } : {}),
        ExpressionAttributeValues: { ':zero': 0, ...(v?.values ?? {}) },
      }),
    );
    return 'ok';
  } catch (err) {
    if (isConditionalCheckFailed(err)) return 'changed';
    throw err;
  }
}
