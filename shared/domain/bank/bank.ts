import * as z from 'zod';
import { ZCurrencyCode, ZDescription, ZName } from '../common';
import { ZIsoDate } from '../inventory/stay';
import { ZSecrets } from '../settings/payment-provider';

/**
 * Banks and their entries (ISSUE-15; docs/decisions.md "Banks and bank entries"). A bank account keeps the column
 * mapping of its CSV export (saved once by the operator) and, for a Wise account, the profile and balance ids; its API
 * token is a write-only secret.
 */

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export const CSV_DECIMALS = ['comma', 'point'] as const;
export const CSV_DATE_FORMATS = ['DD.MM.YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
export const CSV_FIELDS = ['date', 'amount', 'debit', 'credit', 'currency', 'reference', 'counterparty', 'iban'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

const ZColumn = z.number().int().min(0).max(200);

/** Which column (0-based) holds what, and how the file is written. */
export const ZCsvMapping = z
  .strictObject({
    delimiter: z.enum(CSV_DELIMITERS).default(';'),
    /** comma: "1.234,56" (German); point: "1,234.56" (English). */
    decimal: z.enum(CSV_DECIMALS).default('comma'),
    dateFormat: z.enum(CSV_DATE_FORMATS).default('DD.MM.YYYY'),
    /** Lines before the first entry (the header line, a bank's preamble). */
    skipRows: z.number().int().min(0).max(50).default(1),
    columns: z.strictObject({
      date: ZColumn,
      amount: ZColumn.optional(),
      debit: ZColumn.optional(),
      credit: ZColumn.optional(),
      currency: ZColumn.optional(),
      reference: ZColumn.optional(),
      counterparty: ZColumn.optional(),
      iban: ZColumn.optional(),
    }),
  })
  .refine((m) => m.columns.amount !== undefined || (m.columns.debit !== undefined && m.columns.credit !== undefined), {
    message: 'Map the amount column, or both debit and credit',
    path: ['columns', 'amount'],
  });
export type CsvMapping = z.output<typeof ZCsvMapping>;

export const BANK_FEEDS = ['csv', 'wise'] as const;
const ZDecimal = z.string().regex(/^-?\d{1,12}(\.\d{1,4})?$/, { message: 'A decimal number like -12.30' });

export const ZBank = z.strictObject({
  name: ZName,
  iban: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, { message: 'An IBAN like DE89 3704 0044 0532 0130 00' }))
    .optional(),
  bic: z
    .string()
    .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { message: 'A BIC has 8 or 11 letters and digits' })
    .optional(),
  currency: ZCurrencyCode.default('EUR'),
  /** Who holds the account (the company, a resort). */
  owner: z.string().max(200).optional(),
  /** The balance before the first entry, and its day (the running balance starts there). */
  openingBalance: ZDecimal.default('0'),
  openingDate: ZIsoDate.optional(),
  feed: z.enum(BANK_FEEDS).default('csv'),
  /** The saved CSV column mapping (set by the import dialog with "remember"). */
  csvMapping: ZCsvMapping.optional(),
  wise: z.strictObject({ profileId: z.string().max(40), balanceId: z.string().max(40) }).optional(),
  description: ZDescription.optional(),
  active: z.boolean().default(true),
  /** Set by the server: whether a token is stored. */
  hasSecret: z.boolean().default(false),
  /** Write-only: `{ token }` of the Wise API. */
  secrets: ZSecrets.optional(),
});
export type Bank = z.output<typeof ZBank>;

/** What a booking took of an entry. */
export const ZEntryAssignment = z.object({ paymentId: z.string(), amount: z.string(), bookingNo: z.number().int().optional(), at: z.string() });

/** One line of a bank statement. `amount` in `currency`, negative: money out. */
export const ZBankEntry = z.object({
  id: z.string(),
  bankId: z.string(),
  date: ZIsoDate,
  amount: z.string(),
  currency: ZCurrencyCode,
  reference: z.string().default(''),
  counterparty: z.string().default(''),
  iban: z.string().default(''),
  /** manual: entered by hand (a cash deposit), POST /api/bankentries. */
  source: z.enum(['csv', 'wise', 'demo', 'manual']),
  /** The import it came with (one file, one collect). */
  importId: z.string().optional(),
  /** How much of |amount| is assigned to bookings, in minor units. */
  assignedMinor: z.number().int(),
  /** By booking id. */
  assignments: z.record(z.string(), ZEntryAssignment),
  /** The operator's note (a manual entry, an edited one). */
  text: z.string().optional(),
  createdAt: z.string(),
  /** Set by the edits of the generic pattern (POST /api/bankentries/{id}); an entry never edited reads as version 1. */
  version: z.number().int().optional(),
  updatedAt: z.string().optional(),
});
export type BankEntry = z.output<typeof ZBankEntry>;
