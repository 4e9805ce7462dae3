import { isIsoDate } from '../inventory/stay';
import { money, toString } from '../money';
import type { CsvMapping } from './bank';

/**
 * Reading one row of a bank's CSV export through the operator's column mapping (docs/decisions.md "Banks and bank
 * entries"). The browser uses it for the preview, the server again for every row it stores: the same code, so the
 * preview shows what the import does.
 */

export const ROW_PROBLEMS = ['columns', 'date', 'amount', 'currency', 'zero'] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];

export interface MappedRow {
  date: string;
  /** Decimal text in `currency`; negative: money out. */
  amount: string;
  currency: string;
  reference: string;
  counterparty: string;
  iban: string;
}

/** "1.234,56" (comma) or "1,234.56" (point), signs before or after, "(12.30)" negative, a currency sign around: decimal text. */
export function parseBankAmount(text: string, decimal: CsvMapping['decimal']): string | undefined {
  let s = text.replace(/[\s\u00a0'€$£]/g, '').replace(/(EUR|USD|GBP|CHF)$/i, '');
  if (s === '') return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(s)) [negative, s] = [true, s.slice(1, -1)];
  if (/^[+-]/.test(s)) [negative, s] = [negative || s.startsWith('-'), s.slice(1)];
  else if (/[+-]$/.test(s)) [negative, s] = [negative || s.endsWith('-'), s.slice(0, -1)];
  const [thousands, point] = decimal === 'comma' ? ['.', ','] : [',', '.'];
  const groups = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${point}\\d+)?$`);
  const plain = new RegExp(`^\\d+(\\${point}\\d+)?$`);
  if (!groups.test(s) && !plain.test(s)) return undefined;
  const normal = s.split(thousands).join('').replace(point, '.');
  return negative && !/^0+(\.0+)?$/.test(normal) ? `-${normal}` : normal;
}

/** DD.MM.YYYY (also D.M.YY), YYYY-MM-DD or MM/DD/YYYY: the ISO day, undefined when not a calendar day. */
export function parseBankDate(text: string, format: CsvMapping['dateFormat']): string | undefined {
  const s = text.trim();
  const m =
    format === 'DD.MM.YYYY'
      ? /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(s)
      : format === 'MM/DD/YYYY'
        ? /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s)
        : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (!m) return undefined;
  const [a, b, c] = [m[1]!, m[2]!, m[3]!];
  const [y, mo, d] = format === 'DD.MM.YYYY' ? [c, b, a] : format === 'MM/DD/YYYY' ? [c, a, b] : [a, b, c];
  const year = y.length === 2 ? `20${y}` : y;
  const iso = `${year}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

const cell = (cells: readonly string[], i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());

/** One row through the mapping: the entry it makes, or why it makes none. */
export function mapRow(cells: readonly string[], mapping: CsvMapping, bankCurrency: string): { ok: true; row: MappedRow } | { ok: false; reason: RowProblem } {
  const c = mapping.columns;
  const needed = [c.date, c.amount, c.debit, c.credit].filter((i): i is number => i !== undefined);
  if (needed.some((i) => i >= cells.length)) return { ok: false, reason: 'columns' };
  const date = parseBankDate(cell(cells, c.date), mapping.dateFormat);
  if (!date) return { ok: false, reason: 'date' };
  const currency = (cell(cells, c.currency) || bankCurrency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, reason: 'currency' };
  let amount: string | undefined;
  if (c.amount !== undefined) amount = parseBankAmount(cell(cells, c.amount), mapping.decimal);
  else {
    const debitText = cell(cells, c.debit);
    const creditText = cell(cells, c.credit);
    const debit = debitText ? parseBankAmount(debitText, mapping.decimal) : '0';
    const credit = creditText ? parseBankAmount(creditText, mapping.decimal) : '0';
    if (debit !== undefined && credit !== undefined && (debitText || creditText)) {
      const out = debit.replace(/^-/, '');
      amount = credit !== '0' && !/^-?0+(\.0+)?$/.test(credit) ? credit : `-${out}`;
    }
  }
  if (amount === undefined) return { ok: false, reason: 'amount' };
  let exact: string;
  try {
    exact = toString(money(amount, currency));
  } catch {
    return { ok: false, reason: 'amount' };
  }
  if (/^-?0+(\.0+)?$/.test(exact)) return { ok: false, reason: 'zero' };
  return {
    ok: true,
    row: {
      date,
      amount: exact,
      currency,
      reference: cell(cells, c.reference),
      counterparty: cell(cells, c.counterparty),
      iban: cell(cells, c.iban).replace(/\s+/g, ''),
    },
  };
}

/**
 * The n-th time (1, 2, ...) each row's exact cells appear in the file: part of a row's content key, so two equal
 * rows of one file (two coffees bought the same day) are two entries, and the same file imported again adds nothing.
 */
export function rowOccurrences(rows: ReadonlyArray<readonly string[]>): number[] {
  const seen = new Map<string, number>();
  return rows.map((cells) => {
    const key = JSON.stringify(cells.map((c) => c.trim()));
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  });
}

/** The canonical content of a mapped row (what its duplicate key hashes). */
export const rowContent = (r: MappedRow, occurrence: number) =>
  [r.date, r.amount, r.currency, r.reference, r.counterparty, r.iban, String(occurrence)].join('\u001f');
