import * as z from 'zod';
import { defineEvent } from './event';

/**
 * A CSV file was handed in for import (POST /api/banks/{bankId}/import/jobs): its text is stored with the job, the
 * bank-import consumer reads it and stores the rows in batches, writing the job's progress and report.
 */
export const BankImportRequested = defineEvent('bank.import-requested', { jobId: z.string(), bankId: z.string() });
export type BankImportRequestedDetail = z.infer<typeof BankImportRequested.schema>;
