import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rowOccurrences } from '../../shared/domain/bank/csv';
import { db } from '../../functions/aws/dynamodb';
import { adminOf } from '../support/tokens';
import { commandSummary, costCounter, type Cost } from './measure';

/**
 * Issue 15's figure: a bank CSV export of 10,000 rows imported through the API the way the import dialog sends it
 * (parsed, then chunks of 1,000 rows), and the same file again (which must import nothing), against 10,000 raw
 * conditional PutItems (25 at a time, like the import) in the same run. BENCH_BANK_ROWS makes the file smaller (it
 * is the bench's longest section: about three minutes at 10,000 rows).
 */
const ROWS = Number(process.env.BENCH_BANK_ROWS ?? 10_000);
const CHUNK = 1_000;
const MAPPING = {
  delimiter: ';',
  decimal: 'comma',
  dateFormat: 'DD.MM.YYYY',
  skipRows: 1,
  columns: { date: 0, counterparty: 1, iban: 2, reference: 3, amount: 4, currency: 5 },
};

export function bankCsv(rows: number): string {
  const names = ['Anna Schmidt', 'John Miller', 'Lena Fischer', 'Kaffee Bar', 'Tauchshop Nord', 'Marina Hafen'];
  const lines = ['Buchungstag;Name;IBAN;Verwendungszweck;Betrag;Währung'];
  for (let n = 0; n < rows; n++) {
    const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 30) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    const name = names[n % names.length]!;
    // Every tenth row repeats the one before (two equal card payments the same day): both are entries.
    const k = n % 10 === 9 ? n - 1 : n;
    const amount = k % 3 === 0 ? `-${(k % 97) + 1},${String(k % 100).padStart(2, '0')}` : `${(1000 + k).toLocaleString('de-DE')},00`;
    lines.push(`${date};${names[k % names.length] ?? name};DE44500105175407324931;Buchung ${1000 + (k % 900)} Zahlung ${k};${amount};EUR`);
  }
  return lines.join('\n');
}

export async function benchBankImport(opts: { apiUrl: string; raw: DynamoDBDocumentClient; table: string }) {
  const token = await adminOf('bench');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bank = (await (await fetch(`${opts.apiUrl}/api/banks`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench bank' }) })).json()) as {
    id: string;
  };
  const text = bankCsv(ROWS);
  const cells = Papa.parse<string[]>(text, { delimiter: ';' }).data.slice(1);
  const occurrences = rowOccurrences(cells);
  const rows = cells.map((c, i) => ({ line: i + 2, cells: c, occurrence: occurrences[i] }));

  const importFile = async () => {
    const total = { imported: 0, duplicates: 0, invalid: 0 };
    for (let i = 0; i < rows.length; i += CHUNK) {
      const res = await fetch(`${opts.apiUrl}/api/banks/${bank.id}/import/csv`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ mapping: MAPPING, rows: rows.slice(i, i + CHUNK), importId: 'bench-import' }),
      });
      if (!res.ok) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      const report = (await res.json()) as { imported: number; duplicates: number; invalid: unknown[] };
      total.imported += report.imported;
      total.duplicates += report.duplicates;
      total.invalid += report.invalid.length;
    }
    return total;
  };
  const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const out = await fn();
    return [out, performance.now() - t0];
  };
  const rawPuts = async (prefix: string) => {
    let next = 0;
    const worker = async () => {
      while (next < ROWS) {
        const n = next++;
        await opts.raw
          .send(
            new PutCommand({
              TableName: opts.table,
              Item: { pk: `BENCHRAW#${prefix}`, sk: `2026-01-01#${n}`, amount: '1.00', reference: `row ${n}` },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          )
          .catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: 25 }, worker));
  };
  const [, rawFirst] = await timed(() => rawPuts('a'));
  const [, rawAgain] = await timed(() => rawPuts('a'));
  const count = costCounter(db());
  let firstCost: Cost | undefined;
  let againCost: Cost | undefined;
  const [first, firstMs] = await timed(async () => {
    let out: Awaited<ReturnType<typeof importFile>> | undefined;
    firstCost = await count(async () => (out = await importFile()));
    return out!;
  });
  const [again, againMs] = await timed(async () => {
    let out: Awaited<ReturnType<typeof importFile>> | undefined;
    againCost = await count(async () => (out = await importFile()));
    return out!;
  });
  console.log(`\nBank CSV import of ${ROWS.toLocaleString('en')} rows (chunks of ${CHUNK}; ms)\n`);
  console.log(`${'what'.padEnd(58)} ${'ms'.padStart(9)} ${'ratio'.padStart(7)}`);
  const show = (name: string, ms: number, base: number) => console.log(`${name.padEnd(58)} ${ms.toFixed(0).padStart(9)} ${(ms / base).toFixed(2).padStart(7)}`);
  show(`raw: ${ROWS.toLocaleString('en')} conditional PutItems (25 at a time)`, rawFirst, rawFirst);
  show(`POST import/csv: imported ${first.imported}, duplicates ${first.duplicates}`, firstMs, rawFirst);
  show(`raw: the same ${ROWS.toLocaleString('en')} PutItems again (all refused)`, rawAgain, rawAgain);
  show(`POST import/csv again: imported ${again.imported}, duplicates ${again.duplicates}`, againMs, rawAgain);
  if (first.imported !== ROWS || again.imported !== 0) throw new Error(`expected ${ROWS} then 0 imported, got ${first.imported} then ${again.imported}`);
  console.log('\nratio = time of the import / time of the raw PutItems; the re-import imported 0');
  console.log(
    `requests: import ${commandSummary(firstCost!)}, ${firstCost!.itemsRead} items read; again ${commandSummary(againCost!)}, ${againCost!.itemsRead} items read`,
  );
}
