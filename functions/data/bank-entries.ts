import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BankEntry } from '../../shared/domain/bank/bank';
import { rowContent, type MappedRow } from '../../shared/domain/bank/csv';
import { money } from '../../shared/domain/money';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import { bankEntryItem, bankEntryPk, bankEntrySk } from './entities/bank-entry';
import { normalizeText } from './keys';
import { queryPages } from './paging';
import { chunksWithTotals, deltaOf, firstConditionFailed, transactOne } from './bank-totals';
import type { TransactItem } from './transactions';

/**
 * Bank entries (docs/decisions.md "Banks and bank entries"): one item per statement line in its bank's partition,
 * sorted by day. The sort key's hash is the row's content and its occurrence in the file, so storing is a conditional
 * put and a duplicate costs one refused write, no read. The entry id carries its key: `<bankId>_<yyyymmdd>_<hash>`.
 */
export const entryHash = (bankId: string, r: MappedRow, occurrence: number) =>
  createHash('sha256')
    .update(`${bankId}\u001f${rowContent(r, occurrence)}`)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 24);

export const entryId = (bankId: string, date: string, hash: string) => `${bankId}_${date.replaceAll('-', '')}_${hash}`;

export function entryKeyOf(tenant: string, id: string): { pk: string; sk: string; bankId: string } | undefined {
  const m = /^([A-Za-z0-9-]+)_(\d{4})(\d{2})(\d{2})_([A-Za-z0-9]+)$/.exec(id);
  if (!m) return undefined;
  return { pk: bankEntryPk(tenant, m[1]!), sk: bankEntrySk(`${m[2]}-${m[3]}-${m[4]}`, m[5]!), bankId: m[1]! };
}

const absMinor = (e: Pick<BankEntry, 'amount' | 'currency'>) => Math.abs(money(e.amount, e.currency).minor);

export function newEntry(bankId: string, r: MappedRow, occurrence: number, source: BankEntry['source'], importId: string, now: string): BankEntry {
  const hash = entryHash(bankId, r, occurrence);
  return { id: entryId(bankId, r.date, hash), bankId, ...r, source, importId, assignedMinor: 0, assignments: {}, createdAt: now };
}

/** The stored item of an entry (its key, the amount's size and the search text derived). */
export function toItem(tenant: string, e: BankEntry): Record<string, unknown> {
  const hash = e.id.split('_').pop() as string;
  return bankEntryItem.toItem({ pk: bankEntryPk(tenant, e.bankId), sk: bankEntrySk(e.date, hash) }, {
    ...e,
    absMinor: absMinor(e),
    search: normalizeText(e.reference, e.counterparty, e.iban, e.amount),
  } as BankEntry);
}

/** Stores entries not stored yet (conditional puts, `parallel` at a time): how many were new and how many duplicates. */
export async function putNewEntries(tenant: string, entries: readonly BankEntry[], parallel = 25): Promise<{ imported: number; duplicates: number }> {
  let imported = 0;
  let duplicates = 0;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const e = entries[next++] as BankEntry;
      try {
        // The entry and its month's running total in one transaction (bank-totals.ts).
        await transactOne(tenant, { Put: { TableName: tableName(), Item: toItem(tenant, e), ConditionExpression: 'attribute_not_exists(pk)' } }, [
          deltaOf(e, 1),
        ]);
        imported++;
      } catch (err) {
        if (!firstConditionFailed(err)) throw err;
        duplicates++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, entries.length) }, worker));
  return { imported, duplicates };
}

/**
 * putNewEntries for a large file (the background import): per 100 entries ONE BatchGet finds those stored already
 * and ONE transaction puts the rest, each still conditioned on not existing; a transaction refused (an entry stored
 * meanwhile by another import) falls back to the conditional put per entry. About 50 times fewer round trips.
 */
export async function putNewEntriesBatched(tenant: string, entries: readonly BankEntry[], parallel = 4): Promise<{ imported: number; duplicates: number }> {
  const groups: BankEntry[][] = [];
  for (let i = 0; i < entries.length; i += 100) groups.push(entries.slice(i, i + 100));
  let imported = 0;
  let duplicates = 0;
  let next = 0;
  const T = tableName();
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++] as BankEntry[];
      const items = group.map((e) => toItem(tenant, e));
      const keyOf = (i: Record<string, unknown>) => `${String(i.pk)}\u001f${String(i.sk)}`;
      const stored = new Set<string>();
      let keys = [...new Map(items.map((i) => [keyOf(i), { pk: i.pk, sk: i.sk }])).values()];
      while (keys.length) {
        const res = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys: keys, ProjectionExpression: 'pk, sk', ConsistentRead: true } } }));
        for (const i of res.Responses?.[T] ?? []) stored.add(keyOf(i));
        keys = (res.UnprocessedKeys?.[T]?.Keys ?? []) as typeof keys;
      }
      const fresh = new Map<string, { item: Record<string, unknown>; entry: BankEntry }>();
      items.forEach((item, k) => {
        if (!stored.has(keyOf(item)) && !fresh.has(keyOf(item))) fresh.set(keyOf(item), { item, entry: group[k] as BankEntry });
      });
      duplicates += group.length - fresh.size;
      const writes = [...fresh.values()].map(({ item, entry }) => ({
        item: { Put: { TableName: T, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        delta: deltaOf(entry, 1),
        entry,
      }));
      // The puts with their months' running totals: one transaction while they fit in 100 items (one month: 99 + 1).
      for (const chunk of chunksWithTotals(tenant, writes)) {
        try {
          await db().send(new TransactWriteCommand({ TransactItems: chunk.items }));
          imported += chunk.writes.length;
        } catch (err) {
          if (!(err instanceof TransactionCanceledException)) throw err;
          const one = await putNewEntries(
            tenant,
            chunk.writes.map((w) => w.entry),
          );
          imported += one.imported;
          duplicates += one.duplicates;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, groups.length) }, worker));
  return { imported, duplicates };
}

export async function getEntry(tenant: string, id: string): Promise<BankEntry | undefined> {
  const key = entryKeyOf(tenant, id);
  if (!key) return undefined;
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }));
  return res.Item ? bankEntryItem.fromItem(res.Item) : undefined;
}

export interface EntryQuery {
  from?: string;
  to?: string;
  state?: 'open' | 'assigned' | 'all';
  search?: string;
  importId?: string;
  ascending?: boolean;
}

function entryQueryInput(tenant: string, bankId: string, q: EntryQuery): QueryCommandInput {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': bankEntryPk(tenant, bankId), ':lo': q.from ?? '0000', ':hi': `${q.to ?? '9999-99-99'}#~` };
  const names: Record<string, string> = {};
  if (q.state === 'open') filters.push('assignedMinor < absMinor');
  if (q.state === 'assigned') filters.push('assignedMinor > :zero');
  if (q.state === 'assigned') values[':zero'] = 0;
  if (q.search) {
    filters.push('contains(#search, :q)');
    names['#search'] = 'search';
    values[':q'] = normalizeText(q.search);
  }
  if (q.importId) {
    filters.push('importId = :imp');
    values[':imp'] = q.importId;
  }
  return {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
    ExpressionAttributeValues: values,
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ScanIndexForward: q.ascending ?? false,
  };
}

/** A cursor of this bank's entries (another partition's key reads as the first page). */
function uncursor(text: string | undefined, pk: string): Record<string, unknown> | undefined {
  const key = keyOfCursor(text);
  return key?.pk === pk && typeof key.sk === 'string' ? { pk, sk: key.sk } : undefined;
}

/** One page (up to `size` matches, reading on while a filter drops items) and the cursor of the next. */
export async function entryPage(
  tenant: string,
  bankId: string,
  q: EntryQuery & { size: number; next?: string },
): Promise<{ items: BankEntry[]; next?: string }> {
  const base = entryQueryInput(tenant, bankId, q);
  const start = uncursor(q.next, bankEntryPk(tenant, bankId));
  const items: BankEntry[] = [];
  let last: Record<string, unknown> | undefined;
  for await (const page of queryPages({ ...base, ...(start ? { ExclusiveStartKey: start } : {}), Limit: q.size })) {
    for (const item of page.Items ?? []) {
      items.push(bankEntryItem.fromItem(item));
      last = { pk: item.pk, sk: item.sk };
      if (items.length === q.size) return { items, next: cursorOf(last) };
    }
    if (!page.LastEvaluatedKey) return { items };
    last = page.LastEvaluatedKey;
  }
  return { items, next: cursorOf(last) };
}

/** Every entry of a bank matching the query, oldest first (cashflow, balance, deletes). */
export async function* allEntries(tenant: string, bankId: string, q: EntryQuery): AsyncIterable<BankEntry> {
  for await (const page of queryPages({ ...entryQueryInput(tenant, bankId, { ...q, ascending: true }) })) {
    for (const item of page.Items ?? []) yield bankEntryItem.fromItem(item);
  }
}

/** The condition that the stored entry is still the one read (its amount and currency): what its total's ADD undoes. */
export const sameMoney = (e: Pick<BankEntry, 'amount' | 'currency'>) => ({
  expr: 'amount = :oldAmount AND currency = :oldCurrency',
  values: { ':oldAmount': e.amount, ':oldCurrency': e.currency },
});

/** Deletes entries one by one, each only while nothing is assigned, with its running total (one transaction each). */
export async function deleteEntries(tenant: string, entries: readonly BankEntry[]): Promise<number> {
  let deleted = 0;
  for (const e of entries) {
    const key = entryKeyOf(tenant, e.id)!;
    const same = sameMoney(e);
    try {
      await transactOne(
        tenant,
        {
          Delete: {
            TableName: tableName(),
            Key: { pk: key.pk, sk: key.sk },
            ConditionExpression: `assignedMinor = :zero AND ${same.expr}`,
            ExpressionAttributeValues: { ':zero': 0, ...same.values },
          },
        },
        [deltaOf(e, -1)],
      );
      deleted++;
    } catch (err) {
      if (!firstConditionFailed(err)) throw err;
    }
  }
  return deleted;
}

/**
 * Every unassigned entry of a bank, for deleting the bank's entries along with it: in transactions of up to 100 items
 * with their running totals; a transaction refused (an entry changed meanwhile) deletes its entries one by one.
 */
export async function deleteAllUnassigned(tenant: string, bankId: string): Promise<void> {
  const entries: BankEntry[] = [];
  for await (const e of allEntries(tenant, bankId, {})) if (e.assignedMinor === 0) entries.push(e);
  const writes = entries.map((e) => {
    const key = entryKeyOf(tenant, e.id)!;
    const same = sameMoney(e);
    return {
      entry: e,
      delta: deltaOf(e, -1),
      item: {
        Delete: {
          TableName: tableName(),
          Key: { pk: key.pk, sk: key.sk },
          ConditionExpression: `assignedMinor = :zero AND ${same.expr}`,
          ExpressionAttributeValues: { ':zero': 0, ...same.values },
        },
      },
    };
  });
  for (const chunk of chunksWithTotals(tenant, writes)) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: chunk.items }));
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      await deleteEntries(
        tenant,
        chunk.writes.map((w) => w.entry),
      );
    }
  }
}

/**
 * The entry's part of an assignment, in the booking change's transaction: adds `minor` to what is assigned while the
 * entry keeps at least that much open and the booking holds no assignment of it yet.
 */
export function assignWrite(tenant: string, entry: BankEntry, bookingId: string, minor: number, assignment: BankEntry['assignments'][string]): TransactItem {
  const key = entryKeyOf(tenant, entry.id)!;
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: 'SET assignedMinor = assignedMinor + :m, assignments.#b = :a',
      ConditionExpression: 'attribute_exists(pk) AND assignedMinor <= :limit AND attribute_not_exists(assignments.#b)',
      ExpressionAttributeNames: { '#b': bookingId },
      ExpressionAttributeValues: { ':m': minor, ':a': assignment, ':limit': absMinor(entry) - minor },
    },
  };
}

/** The undoing of `assignWrite`: the booking's part goes back to the entry. */
export function unassignWrite(tenant: string, entry: BankEntry, bookingId: string, minor: number): TransactItem {
  const key = entryKeyOf(tenant, entry.id)!;
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: 'SET assignedMinor = assignedMinor - :m REMOVE assignments.#b',
      ConditionExpression: 'attribute_exists(assignments.#b) AND assignedMinor >= :m',
      ExpressionAttributeNames: { '#b': bookingId },
      ExpressionAttributeValues: { ':m': minor },
    },
  };
}

export { absMinor };
