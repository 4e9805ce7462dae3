import * as z from 'zod';
import { ZCsvMapping } from '../../../shared/domain/bank/bank';
import { entityKey, entityPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * A background import of a bank's CSV file (docs/decisions.md "Banks and bank entries", "Large imports run as a
 * job"): the job pk `T#<tenant>#BANKIMPORT#<jobId>` sk `ROOT` (status, progress, report) and the file's text in
 * chunks beside it, sk `CHUNK#<0000>` (at most 100,000 characters each, so an item stays below DynamoDB's 400 KB).
 */
export const BANK_IMPORT = 'BANKIMPORT';
export const BANK_IMPORT_CHUNK = 'BANKIMPORTCHUNK';
export const bankImportKey = (tenant: string, jobId: string) => entityKey(tenant, BANK_IMPORT, jobId);
export const bankImportChunkKey = (tenant: string, jobId: string, n: number) => ({
  pk: entityPk(tenant, BANK_IMPORT, jobId),
  sk: `CHUNK#${String(n).padStart(4, '0')}`,
});

export const BANK_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZBankImportItem = z.object({
  id: z.string(),
  bankId: z.string(),
  status: z.enum(BANK_IMPORT_STATUSES),
  mapping: ZCsvMapping,
  saveMapping: z.boolean(),
  /** Rows of the file (after the skipped lines) and how many of them the job has gone through. */
  rows: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  invalidCount: z.number().int(),
  /** The first invalid rows (the report shows them; the count says how many there were). */
  invalid: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  bytes: z.number().int(),
  chunks: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().optional(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  error: z.string().optional(),
  /** TTL (epoch seconds): the job and its chunks are kept 30 days. */
  expiresAt: z.number(),
});
export type BankImportItem = z.infer<typeof ZBankImportItem>;
export const bankImportItem = itemCodec(BANK_IMPORT, ZBankImportItem);
export const ZBankImportChunkItem = z.object({ text: z.string(), expiresAt: z.number() });
export const bankImportChunkItem = itemCodec(BANK_IMPORT_CHUNK, ZBankImportChunkItem);

export const bankImportModels: EntityModel[] = [
  {
    module: 'bank-import',
    entityType: BANK_IMPORT,
    description: "A background import of a bank's CSV file: status, progress (rows, processed), the report (imported, duplicates, invalid rows).",
    keys: { table: { pk: 'T#<tenant>#BANKIMPORT#<jobId>', sk: 'ROOT' } },
    access: [
      'put with its outbox event (bank.import-requested) in one transaction',
      'get by id (the screen polls it)',
      'progress update per batch with condition processed = <read>',
    ],
  },
  {
    module: 'bank-import',
    entityType: BANK_IMPORT_CHUNK,
    description: "A piece of an import job's CSV text (at most 100,000 characters), written before the job; deleted when the job is done, else by TTL.",
    keys: { table: { pk: 'T#<tenant>#BANKIMPORT#<jobId>', sk: 'CHUNK#<0000>' } },
    access: ['put before the job', "the job's text: Query pk, sk begins_with CHUNK#", 'delete when done'],
  },
];
