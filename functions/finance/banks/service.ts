import { ulid } from 'ulid';
import type { BankImportJob } from '../../../shared/api/banks';
import type { Principal } from '../../../shared/auth/principal';
import { ZCsvMapping, type CsvMapping } from '../../../shared/domain/bank/bank';
import { mapRow, rowOccurrences } from '../../../shared/domain/bank/csv';
import { IMPORT_STALLED, isImportStalled } from '../../../shared/domain/bank/import-job';
import { importLimitProblem, utf8Bytes } from '../../../shared/domain/bank/import-limits';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { BankImportRequested } from '../../../events/bank-import-requested';
import { newEntry, putNewEntriesBatched } from '../../data/bank-entries';
import { deleteImportChunks, getImportJob, importJobPut, importText, putImportChunks, updateImportJob } from '../../data/bank-imports';
import { banks } from '../../data/banks';
import type { BankImportItem } from '../../data/entities/bank-import';
import { outboxPut } from '../../data/outbox';
import { transactWrite } from '../../data/transactions';
import { bankOrThrow, csvRows } from './import';

/**
 * Large CSV imports as a background job (docs/decisions.md "Banks and bank entries", "Large imports run as a job"):
 * the request checks the limits, stores the text in chunks and the job with its outbox event, and answers at once;
 * the bank-import consumer stores the rows in batches and writes the progress and the report after each.
 */

/** Rows stored per batch: the progress moves every batch, and a redelivery resumes at the last one written. */
export const IMPORT_BATCH = 1000;
/** Invalid rows the report lists (all are counted). */
const INVALID_LISTED = 200;
const KEEP_SECONDS = 30 * 24 * 3600;

const mb = (bytes: number) => (bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 });

/**
 * The job as the screen sees it. A job that stopped moving (its message dead-lettered, its consumer gone) reads as
 * failed with the error `stalled` (shared/domain/bank/import-job.ts): the operator is told and imports the file again
 * (rows already stored are duplicates), instead of watching "running" forever.
 */
export function jobView(job: BankImportItem, now = new Date()): BankImportJob {
  const stalled = isImportStalled(job, now);
  return {
    jobId: job.id,
    bankId: job.bankId,
    status: stalled ? 'failed' : job.status,
    rows: job.rows,
    processed: job.processed,
    imported: job.imported,
    duplicates: job.duplicates,
    invalidCount: job.invalidCount,
    invalid: job.invalid,
    createdAt: job.createdAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
    ...(stalled ? { error: IMPORT_STALLED } : job.error ? { error: job.error } : {}),
  };
}

/** POST /api/banks/{bankId}/import/jobs: 400 above a limit or without rows (nothing written), else the queued job. */
export async function startImportJob(
  principal: Principal,
  bankId: string,
  input: { csv: string; mapping?: CsvMapping; saveMapping?: boolean },
): Promise<BankImportJob> {
  const { tenant } = principal;
  const bytes = utf8Bytes(input.csv);
  const tooLong = importLimitProblem(bytes);
  if (tooLong)
    throw new ValidationError(
      `The CSV text has ${bytes.toLocaleString('en')} bytes (${mb(bytes)} MB); one import takes at most ${tooLong.max.toLocaleString('en')} bytes: split the file and import the parts`,
      [{ path: 'body.csv', message: `at most ${tooLong.max} bytes` }],
    );
  const bank = await bankOrThrow(tenant, bankId);
  const raw = input.mapping ?? bank.csvMapping;
  if (!raw) throw new ValidationError(`Bank ${bank.name} has no saved column mapping; send one`, [{ path: 'body.mapping', message: 'Required' }]);
  const mapping = ZCsvMapping.parse(raw);
  const rows = csvRows(input.csv, mapping).length;
  const tooMany = importLimitProblem(bytes, rows);
  if (tooMany)
    throw new ValidationError(
      `The file has ${rows.toLocaleString('en')} rows; one import takes at most ${tooMany.max.toLocaleString('en')}: split the file and import the parts`,
      [{ path: 'body.csv', message: `at most ${tooMany.max} rows` }],
    );
  if (rows === 0) throw new ValidationError('The file has no rows after the skipped lines', [{ path: 'body.csv', message: 'no rows' }]);
  const now = new Date();
  const id = ulid(now.getTime());
  const expiresAt = Math.floor(now.getTime() / 1000) + KEEP_SECONDS;
  const chunks = await putImportChunks(tenant, id, input.csv, expiresAt);
  const job: BankImportItem = {
    id,
    bankId: bank.id,
    status: 'queued',
    mapping,
    saveMapping: Boolean(input.saveMapping && input.mapping),
    rows,
    processed: 0,
    imported: 0,
    duplicates: 0,
    invalidCount: 0,
    invalid: [],
    bytes,
    chunks,
    createdAt: now.toISOString(),
    ...(principal.userId ? { createdBy: principal.userId } : {}),
    updatedAt: now.toISOString(),
    expiresAt,
  };
  await transactWrite([importJobPut(tenant, job), outboxPut(tenant, BankImportRequested, { jobId: id, bankId: bank.id }, now)], () => `Import ${id} exists`);
  return jobView(job);
}

/** GET /api/banks/{bankId}/import/jobs/{jobId}: the job's progress and report; 404 for another bank's or an unknown job. */
export async function importJob(tenant: string, bankId: string, jobId: string): Promise<BankImportJob> {
  const job = await getImportJob(tenant, jobId);
  if (!job || job.bankId !== bankId) throw new NotFoundError(`No import ${jobId} of bank ${bankId}`);
  return jobView(job);
}

/**
 * The consumer's work: from the last batch written on, each batch of rows mapped and validated (the same code as the
 * preview), stored (a row already stored is a duplicate), and the progress with the report so far written over the
 * state read. A redelivery after a failure resumes; a job done answers at once.
 */
export async function processImportJob(tenant: string, jobId: string): Promise<BankImportItem | null> {
  const read = await getImportJob(tenant, jobId);
  if (!read || read.status === 'done' || read.status === 'failed') return read;
  // A redelivery of a job the screen already shows failed (it stopped moving) stores that and stops: the operator may
  // be importing the file again by now, and one job's report must not change after it was shown as the last word.
  if (isImportStalled(read, new Date())) {
    const at = new Date().toISOString();
    await updateImportJob(tenant, jobId, read.processed, { status: 'failed', error: IMPORT_STALLED, finishedAt: at, updatedAt: at });
    return getImportJob(tenant, jobId);
  }
  let job: BankImportItem = read;
  const bank = await banks.get(tenant, job.bankId);
  if (!bank) {
    await updateImportJob(tenant, jobId, job.processed, { status: 'failed', error: 'bankDeleted', updatedAt: new Date().toISOString() });
    return getImportJob(tenant, jobId);
  }
  const rows = csvRows(await importText(tenant, job), job.mapping);
  const occurrences = rowOccurrences(rows.map((r) => r.cells));
  if (job.status === 'queued') {
    if (!(await updateImportJob(tenant, jobId, job.processed, { status: 'running', updatedAt: new Date().toISOString() }))) return getImportJob(tenant, jobId);
    job = { ...job, status: 'running' };
  }
  while (job.processed < rows.length) {
    const from = job.processed;
    const batch = rows.slice(from, from + IMPORT_BATCH);
    const now = new Date().toISOString();
    const invalid: BankImportItem['invalid'] = [];
    const entries = batch.flatMap((r, k) => {
      const mapped = mapRow(r.cells, job.mapping, bank.currency);
      if (!mapped.ok) {
        invalid.push({ line: r.line, reason: mapped.reason });
        return [];
      }
      return [newEntry(bank.id, mapped.row, occurrences[from + k] as number, 'csv', jobId, now)];
    });
    const stored = await putNewEntriesBatched(tenant, entries);
    const next = {
      processed: from + batch.length,
      imported: job.imported + stored.imported,
      duplicates: job.duplicates + stored.duplicates,
      invalidCount: job.invalidCount + invalid.length,
      invalid: [...job.invalid, ...invalid].slice(0, INVALID_LISTED),
      updatedAt: now,
    };
    if (!(await updateImportJob(tenant, jobId, from, next))) return getImportJob(tenant, jobId);
    job = { ...job, ...next };
  }
  if (job.saveMapping && JSON.stringify(job.mapping) !== JSON.stringify(bank.csvMapping)) {
    const { id, version, createdAt, updatedAt, ...data } = bank;
    void createdAt;
    void updatedAt;
    await banks.update(tenant, id, version, { ...data, csvMapping: job.mapping });
  }
  const finishedAt = new Date().toISOString();
  await updateImportJob(tenant, jobId, job.processed, { status: 'done', finishedAt, updatedAt: finishedAt });
  await deleteImportChunks(tenant, job);
  return { ...job, status: 'done', finishedAt };
}
