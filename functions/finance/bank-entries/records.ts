import { ulid } from 'ulid';
import type * as z from 'zod';
import { bankEntriesResource as def, type ZBankEntryInput } from '../../../shared/api/bank-entries';
import { MAX_PAGE_SIZE, parseFilter, type ParsedFilter } from '../../../shared/api/list-query';
import type { BankEntry } from '../../../shared/domain/bank/bank';
import { money } from '../../../shared/domain/money';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { allEntries, entryId, getEntry } from '../../data/bank-entries';
import { deleteEntry, entryVersion, moveEntry, putEntry, rewriteEntry } from '../../data/bank-entry-edits';
import { banks } from '../../data/banks';
import { action, HttpResult } from '../../lib/http';
import { entryOrThrow } from './assign';
import { openOf } from './suggest';

/**
 * The generic resource pattern over the bank entries (docs/decisions.md "Bank entries, counter products and lookups").
 * The entries live in one partition per bank sorted by day, so a list reads the banks' partitions (one bank's only
 * with the filter bankId, only the days of a date filter), then searches, filters, sorts and pages in memory: at most
 * MAX_ENTRIES_READ entries are read per list, the screens narrow by bank and days beyond that.
 */
type Input = z.output<typeof ZBankEntryInput>;
const e = def.endpoints;
/** Entries one list or CSV reads at most (the generic engine's CSV limit). */
export const MAX_ENTRIES_READ = 20_000;
const assignedConflict = (why: string) => new ConflictError(why, 'BANK_ENTRY_ASSIGNED');

export function present(entry: BankEntry) {
  return {
    id: entry.id,
    bankId: entry.bankId,
    date: entry.date,
    amount: entry.amount,
    currency: entry.currency,
    counterparty: entry.counterparty,
    reference: entry.reference,
    iban: entry.iban,
    ...(entry.text ? { text: entry.text } : {}),
    source: entry.source,
    ...(entry.importId ? { importId: entry.importId } : {}),
    assignedMinor: entry.assignedMinor,
    assignments: entry.assignments,
    open: openOf(entry),
    version: entryVersion(entry),
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt ?? entry.createdAt,
  };
}
type Presented = ReturnType<typeof present>;

/** The amount in the currency's decimals (EUR 2, JPY 0): more decimals are a 400, nothing written. */
function checkedAmount(amount: string, currency: string): string {
  try {
    money(amount, currency);
  } catch {
    throw new ValidationError(`${amount} has too many decimals for ${currency}`, [{ path: 'body.amount', message: `too many decimals for ${currency}` }]);
  }
  return amount;
}

async function bankOf(tenant: string, bankId: string) {
  const bank = await banks.get(tenant, bankId);
  if (!bank) throw new ValidationError(`No bank ${bankId}`, [{ path: 'body.bankId', message: 'unknown bank' }]);
  return bank;
}

function filterOf(text: string | undefined): ParsedFilter {
  const { filter, problems } = parseFilter(text, def.filters);
  if (problems.length)
    throw new ValidationError(
      `The filter is not valid: ${problems.join('; ')}`,
      problems.map((message) => ({ path: 'query.filter', message })),
    );
  return filter;
}

function fieldOf(p: Presented, field: string): unknown {
  return field === 'assigned' ? p.assignedMinor > 0 : (p as Record<string, unknown>)[field];
}

export function matches(p: Presented, term: ParsedFilter[number]): boolean {
  const v = fieldOf(p, term.field);
  const w = term.value;
  switch (term.op) {
    case 'eq':
      return v === w;
    case 'ne':
      return v !== w;
    case 'in':
      return (w as unknown[]).includes(v);
    case 'nin':
      return !(w as unknown[]).includes(v);
    case 'gt':
      return v !== undefined && (v as string) > (w as string);
    case 'gte':
      return v !== undefined && (v as string) >= (w as string);
    case 'lt':
      return v !== undefined && (v as string) < (w as string);
    case 'lte':
      return v !== undefined && (v as string) <= (w as string);
    case 'contains':
      return typeof v === 'string' && v.toLowerCase().includes(String(w).toLowerCase());
    case 'exists':
      return (v !== undefined && v !== '') === w;
  }
}

const minorOf = (p: Presented) => money(p.amount, p.currency).minor;
const COMPARE: Record<string, (a: Presented, b: Presented) => number> = {
  date: (a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  amount: (a, b) => minorOf(a) - minorOf(b) || a.id.localeCompare(b.id),
  counterparty: (a, b) => a.counterparty.localeCompare(b.counterparty) || a.id.localeCompare(b.id),
};

/** The entries a list query selects, sorted; reads only the bank and the days the filter names. */
async function select(tenant: string, q: { sort?: string; order: 'asc' | 'desc'; search?: string; filter?: string }): Promise<Presented[]> {
  const filter = filterOf(q.filter);
  const bankTerm = filter.find((t) => t.field === 'bankId' && t.op === 'eq');
  const bankIds = bankTerm
    ? [String(bankTerm.value)]
    : (await banks.page(tenant, { slot: 1, descending: false, offset: 0, limit: MAX_PAGE_SIZE })).data.map((b) => b.id);
  const dates = filter.filter((t) => t.field === 'date');
  const from = dates.find((t) => t.op === 'gte' || t.op === 'gt' || t.op === 'eq')?.value as string | undefined;
  const to = dates.find((t) => t.op === 'lte' || t.op === 'lt' || t.op === 'eq')?.value as string | undefined;
  const words = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found: Presented[] = [];
  let read = 0;
  for (const bankId of bankIds) {
    for await (const entry of allEntries(tenant, bankId, { from, to })) {
      if (++read > MAX_ENTRIES_READ) break;
      const p = present(entry);
      const text = def.searchText(p).toLowerCase();
      if (words.every((w) => text.includes(w)) && filter.every((t) => matches(p, t))) found.push(p);
    }
  }
  const compare = COMPARE[q.sort ?? 'date']!;
  return found.sort((a, b) => (q.order === 'desc' ? compare(b, a) : compare(a, b)));
}

const list = action(e.list, async ({ tenant, query }) => {
  const all = await select(tenant, query);
  const size = query.size === 0 ? MAX_PAGE_SIZE : query.size;
  return { data: all.slice((query.page - 1) * size, query.page * size), total: all.length, page: query.page, size: query.size };
});

const FORMULA = /^([=+@\t\r]|-(?!\d+(\.\d+)?$))/;

/**
 * One CSV cell as the generic engine writes it (Papa.unparse with escapeFormulae, not bundled here: the Lambda's
 * budget): a cell starting = + - @ gets a leading ' for spreadsheet programs, except a negative amount (money out is
 * a number); quoted when it holds a quote, comma or line break, or was escaped.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  const escaped = FORMULA.test(text);
  if (escaped) text = `'${text}`;
  return escaped || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const listCSV = action(e.listCSV, async ({ tenant, query }) => {
  const all = await select(tenant, query);
  const lines = [def.csv.map((c) => csvCell(c.header)), ...all.map((p) => def.csv.map((c) => csvCell(c.value(p))))].map((cells) => cells.join(','));
  const csv = lines.join('\r\n');
  return new HttpResult(200, `\uFEFF${csv}\r\n`, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="bankentries-${new Date().toISOString().slice(0, 10)}.csv"`,
    'x-total-count': String(all.length),
  });
});

const get = action(e.get, async ({ tenant, params }) => present(await entryOrThrow(tenant, params.id)));

/** A new unassigned entry of `bankId` on `date`; its id carries its key (functions/data/bank-entries.ts). */
function newManual(input: Input, currency: string, now: string): BankEntry {
  const { bankId, date, amount, counterparty, reference, iban, text } = input;
  return {
    id: entryId(bankId, date, `M${ulid()}`),
    bankId,
    date,
    amount: checkedAmount(amount, currency),
    currency,
    counterparty,
    reference,
    iban,
    ...(text ? { text } : {}),
    source: 'manual',
    assignedMinor: 0,
    assignments: {},
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

const create = action(e.create, async ({ tenant, body: sent }) => {
  const body = sent as Input;
  const bank = await bankOf(tenant, body.bankId);
  const entry = newManual(body, body.currency ?? bank.currency, new Date().toISOString());
  await putEntry(tenant, entry);
  return present(entry);
});

const copy = action(e.copy, async ({ tenant, params }) => {
  const original = await entryOrThrow(tenant, params.id);
  const entry = newManual({ ...original, text: original.text }, original.currency, new Date().toISOString());
  await putEntry(tenant, entry);
  return present(entry);
});

/** Why a write found the entry changed: gone (404), assigned (409 BANK_ENTRY_ASSIGNED) or edited meanwhile (409 VERSION_CONFLICT). */
async function refusal(tenant: string, id: string, expected: number | undefined, assignedWhy: string): Promise<never> {
  const now = await getEntry(tenant, id);
  if (!now) throw new NotFoundError(`No bank entry ${id}`);
  if (expected !== undefined && entryVersion(now) !== expected)
    throw new ConflictError(`Bank entry ${id} is at version ${entryVersion(now)}, not ${expected}: reload it`, 'VERSION_CONFLICT');
  throw assignedConflict(assignedWhy);
}

const update = action(e.update, async ({ tenant, params, body: sent }) => {
  // The body is the entry as read (answer fields may come back and are ignored), typed as what is written.
  const body = sent as unknown as Input & { version: number };
  const current = await entryOrThrow(tenant, params.id);
  const version = body.version;
  if (entryVersion(current) !== version)
    throw new ConflictError(`Bank entry ${params.id} is at version ${entryVersion(current)}, not ${version}: reload it`, 'VERSION_CONFLICT');
  const currency = body.currency ?? current.currency;
  const amount = checkedAmount(body.amount, currency);
  const moved = body.bankId !== current.bankId || body.date !== current.date;
  const moneyChanged = money(amount, currency).minor !== money(current.amount, current.currency).minor || currency !== current.currency;
  if (current.assignedMinor > 0 && (moved || moneyChanged))
    throw assignedConflict(`Bank entry ${params.id} is assigned to bookings: its bank, day, amount and currency stay; undo the assignments first`);
  if (moved && current.source !== 'manual')
    throw new ConflictError(
      `Bank entry ${params.id} came with a statement: its bank and day are the statement's (a new import would not know it as a duplicate)`,
    );
  if (body.bankId !== current.bankId) await bankOf(tenant, body.bankId);
  const now = new Date().toISOString();
  const next: BankEntry = {
    ...current,
    bankId: body.bankId,
    date: body.date,
    amount,
    currency,
    counterparty: body.counterparty,
    reference: body.reference,
    iban: body.iban,
    text: body.text || undefined,
    version: version + 1,
    updatedAt: now,
  };
  if (!next.text) delete next.text;
  const why = `Bank entry ${params.id} was assigned meanwhile`;
  if (moved) {
    const { id: _old, ...rest } = next;
    const target: BankEntry = { ...rest, id: entryId(body.bankId, body.date, current.id.split('_').pop()!) };
    if ((await moveEntry(tenant, current, target, version)) !== 'ok') await refusal(tenant, params.id, version, why);
    return present(target);
  }
  if ((await rewriteEntry(tenant, current, next, version, moneyChanged)) !== 'ok') await refusal(tenant, params.id, version, why);
  return present(next);
});

const remove = action(e.remove, async ({ tenant, params, query }) => {
  const current = await entryOrThrow(tenant, params.id);
  const why = `Bank entry ${params.id} is assigned to bookings (${Object.values(current.assignments)
    .map((a) => a.bookingNo ?? a.paymentId)
    .join(', ')}); undo the assignments first`;
  if (current.assignedMinor > 0) throw assignedConflict(why);
  if ((await deleteEntry(tenant, current, query.version)) !== 'ok') await refusal(tenant, params.id, query.version, why);
  return { success: true as const };
});

/** The seven actions of the generic pattern for bank entries. */
export const recordActions = [list, listCSV, get, remove, update, create, copy];
