import * as z from 'zod';
import { BANK_FEEDS, ZBank, ZBankEntry, ZCsvMapping } from '../domain/bank/bank';
import { ZBookingPayment } from '../domain/booking/payment';
import { ZIsoDate } from '../domain/inventory/stay';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';

/**
 * Banks (Lambda `banks`) and bank entries assigned to bookings (Lambda `bankentries`), ISSUE-15; docs/decisions.md
 * "Banks and bank entries". Spec 1: /bank* needs banks.read (create banks.create, edit banks.update), the entry
 * screens and the cashflow bankentries.read.
 */
const scopes = { read: ['banks.read'], create: ['banks.create'], update: ['banks.update'], delete: ['banks.update'] } as const;
const entryRead = ['bankentries.read', 'banks.read'] as const;
const entryWrite = ['bankentries.update', 'banks.update'] as const;

export const banksResource = defineResource({
  name: 'banks',
  owner: 'banks',
  entityType: 'BANK',
  schema: ZBank,
  writeOnly: ['secrets'],
  scopes,
  sorts: { name: (b) => b.name, updatedAt: (b) => b.updatedAt },
  searchText: (b) => `${b.name} ${b.iban ?? ''} ${b.owner ?? ''}`,
  filters: {
    currency: { type: 'string', label: 'currency' },
    feed: { type: 'string', values: BANK_FEEDS, label: 'feed' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (b) => b.id },
    { key: 'name', header: 'name', value: (b) => b.name },
    { key: 'iban', header: 'iban', value: (b) => b.iban },
    { key: 'bic', header: 'bic', value: (b) => b.bic },
    { key: 'currency', header: 'currency', value: (b) => b.currency },
    { key: 'owner', header: 'owner', value: (b) => b.owner },
    { key: 'openingBalance', header: 'openingBalance', value: (b) => b.openingBalance },
    { key: 'feed', header: 'feed', value: (b) => b.feed },
  ],
  copy: (b) => ({ ...b, name: `${b.name} (copy)`, hasSecret: false }),
  title: (b) => b.name,
  sample: (n) => ({ name: `Sparkasse ${n}`, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR', openingBalance: '1000.00' }),
});

/** An entry as listed: with its open part and the bookings it probably belongs to. */
export const ZListedEntry = ZBankEntry.extend({
  open: z.string(),
  suggestions: z.array(
    z.object({
      booking: z.string(),
      bookingNo: z.number().int(),
      customerName: z.string().optional(),
      score: z.number(),
      reasons: z.array(z.string()),
      open: z.string(),
    }),
  ),
});

const ZRawRow = z.strictObject({
  /** The line number in the file (1 = the first line), for the report. */
  line: z.number().int().min(1),
  cells: z.array(z.string().max(2000)).max(200),
  /** The n-th time these exact cells appear in the whole file (rowOccurrences); counted in this request when absent. */
  occurrence: z.number().int().min(1).max(100000).optional(),
});

export const ZImportReport = z.object({
  importId: z.string(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

/** A background import of a CSV file (POST /api/banks/{bankId}/import/jobs): its progress and, when done, its report. */
export const ZBankImportJob = z.object({
  jobId: z.string(),
  bankId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rows: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  invalidCount: z.number().int(),
  /** The first 200 invalid rows. */
  invalid: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  error: z.string().optional(),
});
export type BankImportJob = z.infer<typeof ZBankImportJob>;

const period = z.enum(['day', 'week', 'month']);
const range = { from: ZIsoDate, to: ZIsoDate };
const params = z.object({ id: ZId });

export const bankExtraEndpoints = {
  entries: endpoint({
    id: 'banks.entries',
    method: 'GET',
    path: '/api/banks/{id}/entries',
    resource: 'banks',
    scopes: entryRead,
    tags: ['banks'],
    summary: 'Entries of a bank, newest first: from, to (days), state open|assigned|all, search; size and next page',
    input: {
      params,
      query: z.strictObject({
        from: ZIsoDate.optional(),
        to: ZIsoDate.optional(),
        state: z.enum(['open', 'assigned', 'all']).default('all'),
        search: z.string().max(100).optional(),
        size: z.coerce.number().int().min(1).max(500).default(50),
        next: z.string().max(2000).optional(),
      }),
    },
    output: z.object({ data: z.array(ZListedEntry), next: z.string().optional() }),
  }),
  deleteEntries: endpoint({
    id: 'banks.deleteEntries',
    method: 'DELETE',
    path: '/api/banks/{id}/entries',
    resource: 'banks',
    scopes: scopes.delete,
    tags: ['banks'],
    summary: 'Delete the entries of one import or a day range (409 BANK_ENTRY_ASSIGNED, nothing deleted, when one is assigned to a booking)',
    input: {
      params,
      query: z
        .strictObject({ importId: z.string().max(100).optional(), from: ZIsoDate.optional(), to: ZIsoDate.optional() })
        .refine((q) => q.importId !== undefined || (q.from !== undefined && q.to !== undefined), { message: 'Give importId, or from and to' }),
    },
    output: z.object({ deleted: z.number().int() }),
  }),
  cashflow: endpoint({
    id: 'banks.cashflow',
    method: 'GET',
    path: '/api/banks/cashflow',
    resource: 'banks',
    scopes: entryRead,
    tags: ['banks'],
    summary: 'Money in and out per period over all banks, per currency',
    input: { query: z.strictObject({ ...range, groupBy: period.default('month') }) },
    output: z.object({ data: z.array(z.object({ period: z.string(), currency: z.string(), in: z.string(), out: z.string() })) }),
  }),
  balance: endpoint({
    id: 'banks.balance',
    method: 'GET',
    path: '/api/banks/balance',
    resource: 'banks',
    scopes: entryRead,
    tags: ['banks'],
    summary: 'The running balance over all banks at the end of each period (opening balances plus entries), per currency',
    input: { query: z.strictObject({ ...range, groupBy: period.default('month') }) },
    output: z.object({ data: z.array(z.object({ period: z.string(), currency: z.string(), balance: z.string() })) }),
  }),
  importCsv: endpoint({
    id: 'banks.importCsv',
    method: 'POST',
    path: '/api/banks/{bankId}/import/csv',
    resource: 'banks',
    scopes: scopes.update,
    tags: ['banks'],
    summary:
      'Import rows of a CSV export (the browser sends chunks of parsed rows; or the file as text): each row validated, a duplicate of an entry already stored skipped, a report',
    input: {
      params: z.object({ bankId: ZId }),
      body: z
        .strictObject({
          importId: z
            .string()
            .regex(/^[A-Za-z0-9-]{6,40}$/)
            .optional(),
          mapping: ZCsvMapping.optional(),
          /** Keep `mapping` on the bank for the next import. */
          saveMapping: z.boolean().default(false),
          rows: z.array(ZRawRow).max(2000).optional(),
          csv: z.string().max(900_000).optional(),
        })
        .refine((b) => (b.rows === undefined) !== (b.csv === undefined), { message: 'Send rows or csv', path: ['rows'] }),
    },
    output: ZImportReport,
  }),
  startImportJob: endpoint({
    id: 'banks.startImportJob',
    method: 'POST',
    path: '/api/banks/{bankId}/import/jobs',
    resource: 'banks',
    scopes: scopes.update,
    tags: ['banks'],
    summary:
      'Hand in a CSV file (its text) for import in the background: answers at once with the job; at most 20,000 rows and 5,000,000 bytes ' +
      '(400, nothing written, above either); the rows are validated and stored by a queue consumer, the job shows progress and the report',
    // The text's own limit (5,000,000 bytes) answers with its 400 first; the body may be a little larger for JSON escapes.
    maxBodyBytes: 6_000_000,
    input: {
      params: z.object({ bankId: ZId }),
      body: z.strictObject({ csv: z.string(), mapping: ZCsvMapping.optional(), saveMapping: z.boolean().default(false) }),
    },
    output: ZBankImportJob,
  }),
  importJob: endpoint({
    id: 'banks.importJob',
    method: 'GET',
    path: '/api/banks/{bankId}/import/jobs/{jobId}',
    resource: 'banks',
    scopes: scopes.read,
    tags: ['banks'],
    summary: 'A background import: status (queued, running, done, failed), rows processed of all, and the report (imported, duplicates, invalid rows)',
    input: { params: z.object({ bankId: ZId, jobId: z.string().regex(/^[0-9A-Z]{26}$/) }) },
    output: ZBankImportJob,
  }),
  wiseCollect: endpoint({
    id: 'banks.wiseCollect',
    method: 'POST',
    path: '/api/banks/wise/collect/{id}',
    resource: 'banks',
    scopes: scopes.update,
    tags: ['banks'],
    summary: 'Fetch the statement of a Wise account (default: the last 30 days) and store new entries',
    input: { params, query: z.strictObject({ from: ZIsoDate.optional(), to: ZIsoDate.optional() }) },
    output: ZImportReport,
  }),
};

const ZLedgerPayment = ZBookingPayment.extend({
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  customerName: z.string().optional(),
  currency: z.string().optional(),
});
const ledgerQuery = z.strictObject({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  size: z.coerce.number().int().min(1).max(500).default(50),
  next: z.string().max(2000).optional(),
});

export const bankEntryEndpoints = {
  assign: endpoint({
    id: 'bankentries.assign',
    method: 'POST',
    path: '/api/bankentries/{id}/payments',
    resource: 'bankentries',
    scopes: entryWrite,
    tags: ['bankentries'],
    summary:
      'Assign (part of) an entry to a booking as its payment (query rate, rateType stored|fixed); body: booking, amount (default what is open), rt: the temporary payment it replaces',
    input: {
      params,
      query: z.strictObject({
        rate: z
          .string()
          .regex(/^\d{1,8}(\.\d{1,8})?$/)
          .optional(),
        rateType: z.enum(['stored', 'fixed']).default('stored'),
      }),
      body: z.strictObject({
        booking: ZId,
        /** Positive decimal in the entry's currency, at most what is open; default all that is open. */
        amount: z
          .string()
          .regex(/^\d{1,12}(\.\d{1,4})?$/)
          .optional(),
        milestone: z.enum(['deposit', 'rest']).optional(),
        text: z.string().max(500).optional(),
        /** removeTemporaryPayment: the id of the booking's temporary payment this entry replaces. */
        rt: z.string().max(100).optional(),
      }),
    },
    output: z.object({ entry: ZListedEntry.omit({ suggestions: true }), payment: ZBookingPayment, bookingVersion: z.number().int() }),
    idempotent: true,
  }),
  unassign: endpoint({
    id: 'bankentries.unassign',
    method: 'DELETE',
    path: '/api/bankentries/{id}/payments/{paymentId}',
    resource: 'bankentries',
    scopes: entryWrite,
    tags: ['bankentries'],
    summary: 'Undo an assignment: the payment leaves the booking and its amount goes back to the entry, in one transaction',
    input: { params: z.object({ id: ZId, paymentId: z.string().min(1).max(100) }) },
    output: z.object({ entry: ZListedEntry.omit({ suggestions: true }), bookingVersion: z.number().int() }),
  }),
  manual: endpoint({
    id: 'bankentries.manual',
    method: 'GET',
    path: '/api/bankentries/manual',
    resource: 'bankentries',
    scopes: entryRead,
    tags: ['bankentries'],
    summary: 'Payments recorded by hand (not temporary), newest first',
    input: { query: ledgerQuery },
    output: z.object({ data: z.array(ZLedgerPayment), next: z.string().optional() }),
  }),
  temporary: endpoint({
    id: 'bankentries.temporary',
    method: 'GET',
    path: '/api/bankentries/temporary',
    resource: 'bankentries',
    scopes: entryRead,
    tags: ['bankentries'],
    summary: 'Temporary payments (announced, not yet on a statement) still on their bookings, newest first',
    input: { query: ledgerQuery },
    output: z.object({ data: z.array(ZLedgerPayment), next: z.string().optional() }),
  }),
  addTemporary: endpoint({
    id: 'bankentries.addTemporary',
    method: 'POST',
    path: '/api/bankentries/temporary',
    resource: 'bankentries',
    scopes: entryWrite,
    tags: ['bankentries'],
    summary: 'Record a temporary payment on a booking (the guest says it is paid; replaced by the bank entry when it arrives)',
    input: {
      body: z.strictObject({
        booking: ZId,
        amount: z.string().regex(/^-?\d{1,12}(\.\d{1,4})?$/),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .optional(),
        date: ZIsoDate.optional(),
        reference: z.string().max(200).optional(),
        text: z.string().max(500).optional(),
      }),
    },
    output: ZBookingPayment,
    idempotent: true,
  }),
};
