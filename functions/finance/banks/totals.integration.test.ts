import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZBank, type BankEntry } from '../../../shared/domain/bank/bank';
import { addDays } from '../../../shared/calendar-date';
import { money } from '../../../shared/domain/money';
import { readsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { allEntries, deleteAllUnassigned, deleteEntries, getEntry, newEntry, putNewEntries, putNewEntriesBatched } from '../../data/bank-entries';
import { deleteEntry, moveEntry, putEntry, rewriteEntry } from '../../data/bank-entry-edits';
import { allTotals, rebuildBankTotals } from '../../data/bank-totals';
import { db, tableName } from '../../data/client';
import { bankTotalPk } from '../../data/entities/bank-entry';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { banks } from '../../data/banks';
import { handler } from './lambda';

/**
 * Issue 23, running totals: a bank's total per month and currency always equals the sum of its entries (no lost cent)
 * after any mix of creates, edits, moves, deletes and imports, also when written at once; and a month's balance reads
 * that month's entries and one total per earlier month.
 */

const row = (date: string, amount: string, reference: string, currency = 'EUR') => ({ date, amount, currency, reference, counterparty: '', iban: '' });
const NOW = '2027-01-01T00:00:00.000Z';

/** The totals as stored and as the entries add up, per `<bank>|<month>|<currency>` (count and minor), zeros left out. */
async function totalsAndSums(tenant: string, bankIds: readonly string[]) {
  const stored: Record<string, [number, number]> = {};
  const summed: Record<string, [number, number]> = {};
  for (const bankId of bankIds) {
    for (const t of await allTotals(tenant, bankId)) if (t.count || t.minor) stored[`${bankId}|${t.month}|${t.currency}`] = [t.count, t.minor];
    for await (const e of allEntries(tenant, bankId, {})) {
      const key = `${bankId}|${e.date.slice(0, 7)}|${e.currency}`;
      const [n, m] = summed[key] ?? [0, 0];
      summed[key] = [n + 1, m + money(e.amount, e.currency).minor];
    }
  }
  return { stored, summed };
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    day: fc.integer({ min: 0, max: 120 }),
    cents: fc.integer({ min: -50_000, max: 50_000 }),
    bank: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant('import' as const),
    day: fc.integer({ min: 0, max: 120 }),
    n: fc.integer({ min: 1, max: 30 }),
    batched: fc.boolean(),
    bank: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), cents: fc.integer({ min: -50_000, max: 50_000 }), usd: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), days: fc.integer({ min: -60, max: 60 }), bank: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), bulk: fc.boolean() }),
);

describe('bank running totals', () => {
  it('equal the sum of the entries after random creates, edits, moves, deletes and imports', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const tenant = `bank-totals-prop-${run++}`;
        const bankIds = ['bk-a', 'bk-b'];
        const live: BankEntry[] = [];
        let seq = 0;
        for (const o of ops) {
          if (o.kind === 'create') {
            const e = {
              ...newEntry(bankIds[o.bank]!, row(addDays('2027-01-01', o.day), (o.cents / 100).toFixed(2), `m${seq++}`), 0, 'manual', 'man', NOW),
              version: 1,
            };
            await putEntry(tenant, e);
            live.push(e);
          } else if (o.kind === 'import') {
            const rows = Array.from({ length: o.n }, (_, i) =>
              row(addDays('2027-01-01', o.day + (i % 45)), `${(i % 7) - 3}.${String(i % 100).padStart(2, '0')}`, `i${seq++}`),
            );
            const entries = rows.map((r) => newEntry(bankIds[o.bank]!, r, 0, 'csv', `imp${seq}`, NOW));
            // Half of the file again: duplicates must add nothing.
            const again = entries.slice(0, Math.ceil(entries.length / 2));
            await (o.batched ? putNewEntriesBatched : putNewEntries)(tenant, entries);
            await (o.batched ? putNewEntries : putNewEntriesBatched)(tenant, again);
            live.push(...entries);
          } else if (live.length) {
            const at = o.pick % live.length;
            const current = (await getEntry(tenant, live[at]!.id))!;
            const version = current.version ?? 1;
            if (o.kind === 'edit') {
              const currency = o.usd ? 'USD' : 'EUR';
              const next = { ...current, amount: (o.cents / 100).toFixed(2), currency, version: version + 1 };
              expect(await rewriteEntry(tenant, current, next, version, true)).toBe('ok');
              live[at] = next;
            } else if (o.kind === 'move') {
              const date = addDays(current.date, o.days);
              const target = {
                ...current,
                bankId: bankIds[o.bank]!,
                date,
                id: `${bankIds[o.bank]}_${date.replaceAll('-', '')}_${current.id.split('_').pop()}`,
                version: version + 1,
              };
              if ((await moveEntry(tenant, current, target, version)) === 'ok') live[at] = target;
            } else {
              if (o.bulk) expect(await deleteEntries(tenant, [current])).toBe(1);
              else expect(await deleteEntry(tenant, current, version)).toBe('ok');
              live.splice(at, 1);
            }
          }
        }
        const { stored, summed } = await totalsAndSums(tenant, bankIds);
        expect(stored).toEqual(summed);
        await deleteAllUnassigned(tenant, 'bk-a');
        const after = await totalsAndSums(tenant, bankIds);
        expect(after.stored).toEqual(after.summed);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('take a move to the same day and bank as an edit (the counterexample fast-check found: two actions on one item)', async () => {
    const tenant = 'bank-totals-same-day';
    const e = newEntry('bk-s', row('2027-03-05', '12.34', 'same'), 0, 'manual', 'man', NOW);
    await putEntry(tenant, e);
    const current = (await getEntry(tenant, e.id))!;
    const version = current.version ?? 1;
    expect(await moveEntry(tenant, current, { ...current, reference: 'same, edited', version: version + 1 }, version)).toBe('ok');
    expect((await getEntry(tenant, e.id))?.reference).toBe('same, edited');
    const { stored, summed } = await totalsAndSums(tenant, ['bk-s']);
    expect(stored).toEqual(summed);
    expect(stored['bk-s|2027-03|EUR']).toEqual([1, 1234]);
  });

  it('stay exact under parallel writes to the same month', async () => {
    const tenant = 'bank-totals-race';
    const entries = Array.from({ length: 60 }, (_, i) =>
      newEntry('bk-r', row(`2027-02-${String(1 + (i % 28)).padStart(2, '0')}`, `${i}.${String(i).padStart(2, '0')}`, `r${i}`), 0, 'manual', 'man', NOW),
    );
    await Promise.all(entries.slice(0, 40).map((e) => putEntry(tenant, e)));
    await Promise.all([
      putNewEntriesBatched(tenant, entries.slice(20), 4),
      putNewEntries(tenant, entries.slice(30), 10),
      ...entries.slice(0, 10).map((e) => deleteEntry(tenant, e)),
      ...entries.slice(10, 20).map((e) => rewriteEntry(tenant, e, { ...e, amount: '1.00', version: 2 }, 1, true)),
    ]);
    const { stored, summed } = await totalsAndSums(tenant, ['bk-r']);
    expect(stored).toEqual(summed);
    expect(stored['bk-r|2027-02|EUR']?.[0]).toBe(50);
  });

  it('are rebuilt from the entries for a bank stored before the totals (or a total gone wrong)', async () => {
    const tenant = 'bank-totals-rebuild';
    const entries = ['2027-01-05', '2027-01-20', '2027-03-02'].map((d, i) => newEntry('bk-x', row(d, `${i + 1}.25`, `x${i}`), 0, 'csv', 'x', NOW));
    await putNewEntries(tenant, entries);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: bankTotalPk(tenant, 'bk-x'), sk: '2027-01#EUR' } }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: bankTotalPk(tenant, 'bk-x'), sk: '2027-03#EUR' },
        UpdateExpression: 'SET minor = :m',
        ExpressionAttributeValues: { ':m': 1 },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: bankTotalPk(tenant, 'bk-x'), sk: '2027-05#EUR' },
        UpdateExpression: 'SET minor = :m, #c = :c, #mo = :mo, currency = :cur',
        ExpressionAttributeNames: { '#c': 'count', '#mo': 'month' },
        ExpressionAttributeValues: { ':m': 7, ':c': 1, ':mo': '2027-05', ':cur': 'EUR' },
      }),
    );
    expect((await totalsAndSums(tenant, ['bk-x'])).stored).not.toEqual((await totalsAndSums(tenant, ['bk-x'])).summed);
    expect(await rebuildBankTotals(tenant, 'bk-x')).toBe(3);
    const { stored, summed } = await totalsAndSums(tenant, ['bk-x']);
    expect(stored).toEqual(summed);
    expect(await rebuildBankTotals(tenant, 'bk-x')).toBe(0);
  });

  it('a month’s balance reads that month’s entries and one total per earlier month, with the answer of every entry summed', async () => {
    const tenant = 'bank-totals-balance';
    const token = await adminOf(tenant);
    await banks.create(tenant, 'bk-big', ZBank.parse({ name: 'Big', currency: 'EUR', openingBalance: '1000.00', openingDate: '2025-01-15' }));
    // 24 months of 100 entries each (2025-01 .. 2026-12), a few before the opening day that do not count.
    const rows = Array.from({ length: 2400 }, (_, i) => {
      const month = Math.floor(i / 100);
      const date = `${2025 + Math.floor(month / 12)}-${String(1 + (month % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
      return row(date, `${(i % 13) - 6}.${String(i % 100).padStart(2, '0')}`, `b${i}`);
    });
    await putNewEntriesBatched(
      tenant,
      rows.map((r) => newEntry('bk-big', r, 0, 'csv', 'big', NOW)),
    );
    let expected = money('1000.00', 'EUR').minor;
    for (const r of rows) if (r.date >= '2025-01-15' && r.date < '2026-12-01') expected += money(r.amount, 'EUR').minor;
    const december = rows.filter((r) => r.date.startsWith('2026-12'));

    const balance = () =>
      invoke<{ data: Array<{ period: string; currency: string; balance: string }> }>(handler, 'GET', '/api/banks/balance', {
        token,
        query: { from: '2026-12-01', to: '2026-12-31', groupBy: 'month' },
      });
    let answer!: Awaited<ReturnType<typeof balance>>;
    const cost = await readsDuring(async () => (answer = await balance()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const end = expected + december.reduce((n, r) => n + money(r.amount, 'EUR').minor, 0);
    expect(answer.body.data).toEqual([{ period: '2026-12', currency: 'EUR', balance: (end / 100).toFixed(2) }]);
    // Items: the session, the banks' list (1), the 22 totals after the opening month, the opening month's entries
    // from the opening day, December's 100 entries; not the 2,300 entries before December.
    const openingMonth = rows.filter((r) => r.date >= '2025-01-15' && r.date <= '2025-01-31').length;
    expect(cost.items).toBeLessThanOrEqual(1 + 1 + 23 + openingMonth + december.length);
    console.info(`balance of one month over 2,400 entries: ${cost.requests} requests, ${cost.items} items read`);
  }, 120_000);
});
