import * as z from 'zod';
import { ZEntryAssignment } from '../domain/bank/bank';
import { ZCurrencyCode } from '../domain/common';
import { ZIsoDate } from '../domain/inventory/stay';
import { defineResource, ZId } from './resource';

/**
 * Bank entries as a resource of the generic pattern (ISSUE-29; docs/decisions.md "Bank entries, counter products and
 * lookups"): list, listCSV, get, create (a manual entry: a cash deposit), update, delete, copy. The entries stay where
 * the import puts them (one partition per bank, functions/data/bank-entries.ts), so the Lambda `bankentries` answers
 * these seven itself instead of the resource engine; the definition gives the contract, the web's types and the CSV.
 */
export const BANK_ENTRY_SOURCES = ['csv', 'wise', 'demo', 'manual'] as const;

const decimal = /^-?\d{1,12}(\.\d{1,4})?$/;

/** What the operator writes: the bank, the day, the amount (negative: money out), who paid, the reference, a note. */
export const ZBankEntryInput = z.strictObject({
  bankId: ZId,
  date: ZIsoDate,
  amount: z
    .string()
    .regex(decimal, { message: 'A decimal number like -12.30' })
    .refine((a) => !/^-?0+(\.0+)?$/.test(a), { message: 'An entry moves money: not 0' }),
  /** Default: the bank's currency. */
  currency: ZCurrencyCode.optional(),
  /** The payer (or payee of money out). */
  counterparty: z.string().trim().max(200).default(''),
  reference: z.string().trim().max(200).default(''),
  iban: z.string().trim().max(40).default(''),
  text: z.string().trim().max(500).optional(),
});

/** What the answer adds to the entry: where it came from and what bookings took of it. */
const answer = {
  source: z.enum(BANK_ENTRY_SOURCES),
  importId: z.string().optional(),
  /** How much of |amount| is assigned to bookings, in minor units. */
  assignedMinor: z.number().int(),
  assignments: z.record(z.string(), ZEntryAssignment),
  /** |amount| less what is assigned, as a decimal. */
  open: z.string(),
};
type Answered = { source?: string; open?: string; assignedMinor?: number };
const extra = (e: unknown) => e as Answered;

export const bankEntriesResource = defineResource({
  name: 'bankentries',
  owner: 'bankentries',
  entityType: 'BANKENTRY',
  schema: ZBankEntryInput,
  // Spec 2 section 6: bankentries.read reads; writing an entry is editing the bank (banks.update).
  scopes: {
    read: ['bankentries.read', 'banks.read'],
    create: ['bankentries.update', 'banks.update'],
    update: ['bankentries.update', 'banks.update'],
    delete: ['bankentries.update', 'banks.update'],
  },
  sorts: { date: (e) => `${e.date} ${e.createdAt}`, amount: (e) => e.amount, counterparty: (e) => e.counterparty },
  searchText: (e) => `${e.reference} ${e.counterparty} ${e.iban} ${e.amount} ${e.text ?? ''}`,
  filters: {
    bankId: { type: 'string', label: 'bank' },
    date: { type: 'string', label: 'date' },
    currency: { type: 'string', label: 'currency' },
    source: { type: 'string', values: BANK_ENTRY_SOURCES, label: 'source' },
    assigned: { type: 'boolean', label: 'assigned' },
  },
  csv: [
    { key: 'id', header: 'id', value: (e) => e.id },
    { key: 'bankId', header: 'bankId', value: (e) => e.bankId },
    { key: 'date', header: 'date', value: (e) => e.date },
    { key: 'amount', header: 'amount', value: (e) => e.amount },
    { key: 'currency', header: 'currency', value: (e) => e.currency },
    { key: 'counterparty', header: 'counterparty', value: (e) => e.counterparty },
    { key: 'reference', header: 'reference', value: (e) => e.reference },
    { key: 'iban', header: 'iban', value: (e) => e.iban },
    { key: 'text', header: 'text', value: (e) => e.text },
    { key: 'source', header: 'source', value: (e) => extra(e).source },
    { key: 'open', header: 'open', value: (e) => extra(e).open },
  ],
  title: (e) => `${e.date} ${e.amount} ${e.currency ?? ''} ${e.counterparty}`.trim(),
  sample: (n) => ({ bankId: 'bk-sample', date: '2027-03-02', amount: `${100 + n}.00`, currency: 'EUR', counterparty: 'Cash deposit', reference: `Till ${n}` }),
  answer,
});
