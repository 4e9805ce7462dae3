import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BankEntry } from '../../shared/domain/bank/bank';
import { money } from '../../shared/domain/money';
import { db, tableName } from './client';
import { BANK_TOTAL, bankEntryPk, bankTotalPk, bankTotalSk } from './entities/bank-entry';
import { queryItems, queryPages } from './paging';
import type { TransactItem } from './transactions';

/**
 * The running totals of a bank per month and currency (issue 23, docs/decisions/finance.md "Running totals"): every
 * write of an entry carries, in its own transaction, an ADD of its amount (and of 1 to the count) to the total of its
 * bank, month and currency; a removal ADDs the negation. So the totals equal the sum of the entries at every commit.
 */

export interface TotalDelta {
  bankId: string;
  month: string;
  currency: string;
  minor: number;
  count: number;
}

/** What `e` adds to its month's total (`sign` -1: what its removal takes away). */
export const deltaOf = (e: Pick<BankEntry, 'bankId' | 'date' | 'amount' | 'currency'>, sign: 1 | -1): TotalDelta => ({
  bankId: e.bankId,
  month: e.date.slice(0, 7),
  currency: e.currency,
  minor: sign * money(e.amount, e.currency).minor,
  count: sign,
});

/** The deltas summed per total (bank, month, currency), those that change nothing left out. */
export function summed(deltas: readonly TotalDelta[]): TotalDelta[] {
  const by = new Map<string, TotalDelta>();
  for (const d of deltas) {
    const key = `${d.bankId}\u001f${d.month}\u001f${d.currency}`;
    const was = by.get(key);
    by.set(key, was ? { ...was, minor: was.minor + d.minor, count: was.count + d.count } : { ...d });
  }
  return [...by.values()].filter((d) => d.minor !== 0 || d.count !== 0);
}

/** The ADD updates of `deltas`, one per total, for the entry write's transaction. */
export function totalWrites(tenant: string, deltas: readonly TotalDelta[]): TransactItem[] {
  return summed(deltas).map((d) => ({
    Update: {
      TableName: tableName(),
      Key: { pk: bankTotalPk(tenant, d.bankId), sk: bankTotalSk(d.month, d.currency) },
      UpdateExpression: 'ADD minor :m, #count :c SET entityType = :t, bankId = :b, #month = :mo, currency = :cur',
      ExpressionAttributeNames: { '#count': 'count', '#month': 'month' },
      ExpressionAttributeValues: { ':m': d.minor, ':c': d.count, ':t': BANK_TOTAL, ':b': d.bankId, ':mo': d.month, ':cur': d.currency },
    },
  }));
}

/**
 * Entry writes cut into transactions of at most `max` items (DynamoDB's 100): `writes` in order, each with its delta,
 * cut where the writes plus the distinct totals they touch would pass `max`. Each chunk: its writes and its totals.
 */
export function chunksWithTotals<W extends { item: TransactItem; delta: TotalDelta }>(
  tenant: string,
  writes: readonly W[],
  max = 100,
): Array<{ writes: W[]; items: TransactItem[] }> {
  const chunks: W[][] = [];
  let chunk: W[] = [];
  for (const w of writes) {
    const next = [...chunk, w];
    if (chunk.length && next.length + summed(next.map((x) => x.delta)).length > max) {
      chunks.push(chunk);
      chunk = [w];
    } else chunk = next;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks.map((c) => ({
    writes: c,
    items: [
      ...c.map((w) => w.item),
      ...totalWrites(
        tenant,
        c.map((w) => w.delta),
      ),
    ],
  }));
}

/** One entry write and its totals in one transaction. */
export async function transactOne(tenant: string, item: TransactItem, deltas: readonly TotalDelta[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [item, ...totalWrites(tenant, deltas)] }));
}

/** Whether a transaction was cancelled because its first item's condition failed (the entry write itself). */
export function firstConditionFailed(err: unknown): boolean {
  return err instanceof TransactionCanceledException && err.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
}

export { TransactionCanceledException };

/** A bank's totals of the months before `month` (YYYY-MM): one Query of at most one item per month and currency. */
export async function totalsBefore(
  tenant: string,
  bankId: string,
  month: string,
): Promise<Array<{ month: string; currency: string; minor: number; count: number }>> {
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk < :before',
    ExpressionAttributeValues: { ':pk': bankTotalPk(tenant, bankId), ':before': `${month}#` },
  });
  return items.map((i) => ({ month: String(i.month), currency: String(i.currency), minor: Number(i.minor), count: Number(i.count) }));
}

/** Every total of a bank (tests, a rebuild's check). */
export function allTotals(tenant: string, bankId: string) {
  return totalsBefore(tenant, bankId, '9999-99');
}

/**
 * Sets a bank's totals to the sums of its stored entries (entries stored before the totals existed; a repair). Not
 * for a bank being written meanwhile: an entry written between the read and the put would be lost to the total.
 * Answers how many totals it changed.
 */
export async function rebuildBankTotals(tenant: string, bankId: string): Promise<number> {
  const sums = new Map<string, TotalDelta>();
  for await (const page of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': bankEntryPk(tenant, bankId) },
  })) {
    for (const item of page.Items ?? []) {
      const d = deltaOf(item as Pick<BankEntry, 'bankId' | 'date' | 'amount' | 'currency'>, 1);
      const key = `${d.month}#${d.currency}`;
      const was = sums.get(key);
      sums.set(key, was ? { ...was, minor: was.minor + d.minor, count: was.count + 1 } : d);
    }
  }
  let changed = 0;
  const stored = await allTotals(tenant, bankId);
  const zero = (month: string, currency: string): TotalDelta => ({ bankId, month, currency, minor: 0, count: 0 });
  const wanted = [...sums.values(), ...stored.filter((t) => !sums.has(`${t.month}#${t.currency}`)).map((t) => zero(t.month, t.currency))];
  for (const t of wanted) {
    const was = stored.find((s) => s.month === t.month && s.currency === t.currency);
    if (was && was.minor === t.minor && was.count === t.count) continue;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: bankTotalPk(tenant, bankId),
          sk: bankTotalSk(t.month, t.currency),
          entityType: BANK_TOTAL,
          bankId,
          month: t.month,
          currency: t.currency,
          minor: t.minor,
          count: t.count,
        },
      }),
    );
    changed++;
  }
  return changed;
}
