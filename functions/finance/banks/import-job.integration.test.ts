import { describe, expect, it } from 'vitest';
import { handler as bankImport } from '../../../events/handlers/bank-import';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../shared/domain/bank/import-limits';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { allEntries } from '../../data/bank-entries';
import { handler } from './lambda';

/*
 * Large CSV imports as a background job (issue 22; docs/decisions.md "Banks and bank entries", "Large imports run as
 * a job"): the request answers at once with the job, the bank-import consumer stores the rows with progress and a
 * report; the limits (20,000 rows, 5,000,000 bytes) are refused with 400 and nothing is written.
 */

type Job = {
  jobId: string;
  status: string;
  rows: number;
  processed: number;
  imported: number;
  duplicates: number;
  invalidCount: number;
  invalid: Array<{ line: number; reason: string }>;
};

const MAPPING = {
  delimiter: ';',
  decimal: 'comma',
  dateFormat: 'DD.MM.YYYY',
  skipRows: 1,
  columns: { date: 0, counterparty: 1, reference: 2, amount: 3 },
} as const;

/** `n` rows of a German export: each row its own (day, amount, reference); every 1000th row's day does not exist. */
function germanCsv(n: number, badEvery = 1000): string {
  const lines = ['Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag'];
  for (let i = 1; i <= n; i++) {
    const day = i % badEvery === 0 ? '31.02.2027' : `${String((i % 28) + 1).padStart(2, '0')}.${String((i % 12) + 1).padStart(2, '0')}.2027`;
    const cents = (i * 7919) % 100000;
    lines.push(`${day};Gast ${i};Buchung ${i} Anzahlung;${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);
  }
  return lines.join('\n');
}

async function bankOf(tenant: string) {
  const token = await adminOf(tenant);
  const bank = await invoke<{ id: string }>(handler, 'POST', '/api/banks', { token, body: { name: 'Sparkasse Kiel', currency: 'EUR' } });
  expect(bank.status).toBe(200);
  return { token, bankId: bank.body.id };
}
const start = (token: string, bankId: string, csv: string) =>
  invoke<Job & { message?: string; description?: string }>(handler, 'POST', `/api/banks/${bankId}/import/jobs`, { token, body: { csv, mapping: MAPPING } });
const job = (token: string, bankId: string, jobId: string) => invoke<Job>(handler, 'GET', `/api/banks/${bankId}/import/jobs/${jobId}`, { token });
const requested = async (tenant: string) => (await outboxEvents('bank.import-requested')).filter((e) => e.detail.tenant === tenant);
async function entryCount(tenant: string, bankId: string): Promise<number> {
  let n = 0;
  for await (const e of allEntries(tenant, bankId, { state: 'all' })) if (e) n++;
  return n;
}

describe('POST /api/banks/{bankId}/import/jobs (acceptance: a 20,000-row file in the background)', () => {
  it('answers at once with the job, and the consumer stores 5,000 rows (20,000 with FULL_SIZE=1) with progress and a report; the same file again adds nothing', async () => {
    const tenant = 'bank-import-job';
    const { token, bankId } = await bankOf(tenant);
    // 5,000 rows (50 transactions of 100, five bad days) in `npm test`; the acceptance's 20,000 with FULL_SIZE=1 (or
    // ROWS=n): the batching, progress and duplicates are the same at both sizes, the full run took 50 s of the suite.
    const n = Number(process.env.ROWS ?? (process.env.FULL_SIZE === '1' ? MAX_IMPORT_ROWS : 5_000));
    const bad = n / 1000;
    const csv = germanCsv(n);

    const t0 = Date.now();
    const started = await start(token, bankId, csv);
    const answeredIn = Date.now() - t0;
    expect(started.status).toBe(200);
    expect(answeredIn).toBeLessThan(5000);
    expect(started.body).toMatchObject({ status: 'queued', rows: n, processed: 0, imported: 0 });
    expect(await entryCount(tenant, bankId)).toBe(0);

    const [event] = await requested(tenant);
    expect(event?.detail).toMatchObject({ jobId: started.body.jobId, bankId });
    // The screen polls while the consumer works: the progress only grows.
    const seen: number[] = [];
    const run = deliver(bankImport, sqsRecord({ detailType: event!.detailType, detail: event!.detail }));
    let finished = false;
    void run.then(() => (finished = true));
    const began = Date.now();
    while (!finished) {
      seen.push((await job(token, bankId, started.body.jobId)).body.processed);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await run).toBe('ack');
    console.log(`${n} rows stored in ${Date.now() - began} ms`);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const done = await job(token, bankId, started.body.jobId);
    expect(done.body).toMatchObject({ status: 'done', rows: n, processed: n, imported: n - bad, duplicates: 0, invalidCount: bad });
    expect(done.body.invalid.slice(0, 2)).toEqual([
      { line: 1001, reason: 'date' },
      { line: 2001, reason: 'date' },
    ]);
    expect(await entryCount(tenant, bankId)).toBe(n - bad);
    // A redelivery of the same event does nothing more.
    expect(await deliver(bankImport, sqsRecord({ detailType: event!.detailType, detail: event!.detail }))).toBe('ack');
    expect(await entryCount(tenant, bankId)).toBe(n - bad);

    // The same file again: every row a duplicate.
    const again = await start(token, bankId, csv);
    const second = (await requested(tenant)).find((e) => e.detail.jobId === again.body.jobId)!;
    expect(await deliver(bankImport, sqsRecord({ detailType: second.detailType, detail: second.detail }))).toBe('ack');
    expect((await job(token, bankId, again.body.jobId)).body).toMatchObject({ status: 'done', imported: 0, duplicates: n - bad, invalidCount: bad });
    expect(await entryCount(tenant, bankId)).toBe(n - bad);
  }, 600_000);

  it('refuses a file above 20,000 rows or 5,000,000 bytes with 400, writing nothing', async () => {
    const tenant = 'bank-import-limits';
    const { token, bankId } = await bankOf(tenant);
    const tooMany = await start(token, bankId, germanCsv(MAX_IMPORT_ROWS + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ name: 'ValidationError', statusCode: 400 });
    expect(tooMany.body.description).toBe('The file has 20,001 rows; one import takes at most 20,000: split the file and import the parts');

    const long = `${germanCsv(10)}\n${'x'.repeat(MAX_IMPORT_BYTES)}`;
    const tooLong = await start(token, bankId, long);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.description).toMatch(/^The CSV text has 5,000,\d{3} bytes \(5 MB\); one import takes at most 5,000,000 bytes/);

    // The synchronous import keeps the same row limit.
    const sync = await invoke(handler, 'POST', `/api/banks/${bankId}/import/csv`, { token, body: { rows: [], mapping: MAPPING } });
    expect(sync.status).toBe(200);
    expect(await requested(tenant)).toEqual([]);
    expect(await entryCount(tenant, bankId)).toBe(0);
    // Not one's own bank's job: 404.
    expect((await job(token, bankId, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
  });
});
