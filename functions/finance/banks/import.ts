import Papa from 'papaparse';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { ZImportReport } from '../../../shared/api/banks';
import { ZCsvMapping, type CsvMapping } from '../../../shared/domain/bank/bank';
import { mapRow, rowOccurrences, type MappedRow } from '../../../shared/domain/bank/csv';
import { importLimitProblem, utf8Bytes } from '../../../shared/domain/bank/import-limits';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { newEntry, putNewEntries } from '../../data/bank-entries';
import { banks } from '../../data/banks';

type Report = z.infer<typeof ZImportReport>;
export interface RawRow {
  line: number;
  cells: string[];
  occurrence?: number;
}

/** The bank, 404 when unknown. */
export async function bankOrThrow(tenant: string, id: string) {
  const bank = await banks.get(tenant, id);
  if (!bank) throw new NotFoundError(`No bank ${id}`);
  return bank;
}

/** A CSV text as raw rows (line numbers from 1), the first `skipRows` lines left out. */
export function csvRows(text: string, mapping: CsvMapping): RawRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: mapping.delimiter, skipEmptyLines: false });
  return parsed.data
    .map((cells, i) => ({ line: i + 1, cells }))
    .slice(mapping.skipRows)
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
}

/**
 * Stores the rows of one import request: every row is mapped and validated again here (the browser's preview is only
 * a preview), a row already stored (same content and occurrence) is a duplicate, a bad row is reported with its line.
 */
export async function importRows(
  tenant: string,
  bankId: string,
  input: { rows?: RawRow[]; csv?: string; mapping?: CsvMapping; saveMapping?: boolean; importId?: string },
  source: 'csv' | 'wise' = 'csv',
): Promise<Report> {
  const bank = await bankOrThrow(tenant, bankId);
  const mapping = input.mapping ?? bank.csvMapping;
  if (!mapping) throw new ValidationError(`Bank ${bank.name} has no saved column mapping; send one`, [{ path: 'body.mapping', message: 'Required' }]);
  const rows = input.rows ?? csvRows(input.csv ?? '', ZCsvMapping.parse(mapping));
  // The same limits as a background import (shared/domain/bank/import-limits.ts), checked before anything is written.
  const over = input.csv === undefined ? undefined : importLimitProblem(utf8Bytes(input.csv), rows.length);
  if (over)
    throw new ValidationError(`The CSV has ${over.actual} ${over.limit}; one import takes at most ${over.max}: split the file`, [
      { path: 'body.csv', message: `at most ${over.max} ${over.limit}` },
    ]);
  const counted = rowOccurrences(rows.map((r) => r.cells));
  const importId = input.importId ?? ulid();
  const now = new Date().toISOString();
  const invalid: Report['invalid'] = [];
  const entries = rows.flatMap((r, i) => {
    const mapped = mapRow(r.cells, mapping, bank.currency);
    if (!mapped.ok) {
      invalid.push({ line: r.line, reason: mapped.reason });
      return [];
    }
    return [newEntry(bank.id, mapped.row, r.occurrence ?? (counted[i] as number), source, importId, now)];
  });
  const { imported, duplicates } = await putNewEntries(tenant, entries);
  if (input.saveMapping && input.mapping && JSON.stringify(input.mapping) !== JSON.stringify(bank.csvMapping)) {
    const { id, version, createdAt, updatedAt, ...data } = bank;
    void createdAt;
    void updatedAt;
    await banks.update(tenant, id, version, { ...data, csvMapping: input.mapping });
  }
  return { importId, imported, duplicates, invalid };
}

/** Entries that come from a feed (Wise) already mapped: stored like CSV rows, each with occurrence 1 of its own key. */
export async function importMapped(tenant: string, bankId: string, rows: MappedRow[], importId: string): Promise<Report> {
  const now = new Date().toISOString();
  const { imported, duplicates } = await putNewEntries(
    tenant,
    rows.map((r) => newEntry(bankId, r, 1, 'wise', importId, now)),
  );
  return { importId, imported, duplicates, invalid: [] };
}
