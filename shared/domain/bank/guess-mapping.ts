import { CSV_DELIMITERS, type CsvField, type CsvMapping } from './bank';
import { parseBankAmount, parseBankDate } from './csv';

/**
 * A first column mapping for a bank's CSV export the operator has not mapped yet (docs/decisions.md "Banks and bank
 * entries", "Guessing the column mapping"): the delimiter that splits the first lines most evenly, the header line by
 * its names (German and English: Buchungstag, Betrag, Verwendungszweck, Auftraggeber/Empfänger …; Date, Amount,
 * Description, Payer …), then every field the names left open by the shape of the column's values (dates, amounts
 * with comma or point decimals, IBANs, currency codes, texts). The operator sees the preview and corrects it.
 */

/** Splits CSV text by a delimiter (papaparse in the browser and in tests; shared/ stays free of it). */
export type CsvSplitter = (text: string, delimiter: CsvMapping['delimiter']) => string[][];

/** Header names, normalised (lower case, no accents, letters and digits only), by field, best first; `*` a prefix. */
const NAMES: Record<CsvField, readonly string[]> = {
  date: [
    'buchungstag',
    'buchungsdatum',
    'datum',
    'date',
    'bookingdate',
    'transactiondate',
    'postingdate',
    'completeddate',
    'startedDate',
    'valuta*',
    'wertstellung*',
    'wert',
    'valuedate',
  ],
  amount: ['betrag', 'betrag*', 'umsatz', 'umsatz*', 'amount', 'amount*', 'value', 'sum'],
  debit: ['soll', 'soll*', 'debit', 'debit*', 'ausgang', 'paidout', 'moneyout', 'withdrawal*'],
  credit: ['haben', 'haben*', 'credit', 'credit*', 'eingang', 'paidin', 'moneyin', 'deposit*'],
  currency: ['wahrung', 'waehrung', 'whrg', 'currency', 'curr', 'ccy'],
  reference: [
    'verwendungszweck',
    'verwendungszweck*',
    'zahlungsreferenz',
    'reference',
    'paymentreference',
    'description',
    'purpose',
    'memo',
    'details',
    'narrative',
    'buchungstext',
  ],
  counterparty: [
    'auftraggeberempfanger',
    'auftraggeberempfaenger',
    'begunstigterauftraggeber',
    'beguenstigterauftraggeber',
    'begunstigterzahlungspflichtiger',
    'beguenstigterzahlungspflichtiger',
    'zahlungspflichtiger*',
    'zahlungsempfanger*',
    'empfanger',
    'empfaenger',
    'auftraggeber',
    'auftraggeber*',
    'name',
    'payer',
    'payee',
    'payername',
    'counterparty*',
    'partner*',
    'beneficiary',
  ],
  iban: ['iban', 'iban*', '*iban', 'kontonummeriban', 'kontonummer', 'accountnumber', 'account'],
};

/** Header names of columns that look like amounts but are none: a running balance, fees, original amounts. */
const NOT_AMOUNTS = ['saldo', 'kontostand', 'balance', 'fremdegebuhren', 'gebuhr', 'fee', 'ursprungsbetrag', 'wechselkurs', 'exchangerate'];

/** Header names of columns no field is taken from by the shape of its values (the own account, a foreign amount's currency). */
const NEVER = [
  'auftragskonto',
  'fremdwahrung',
  'fremdwaehrung',
  'foreigncurrency',
  'originalcurrency',
  'wechselkurs',
  'exchangerate',
  'saldo',
  'kontostand',
  'balance',
  'bic',
];

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const matches = (header: string, pattern: string) => {
  const p = pattern.toLowerCase();
  if (p.startsWith('*')) return header.endsWith(p.slice(1));
  if (p.endsWith('*')) return header.startsWith(p.slice(0, -1));
  return header === p;
};

/** The columns named in a header line (`-1` where no name fits), each column at most once, the best names first. */
export function columnsByHeader(header: readonly string[]): Partial<Record<CsvField, number>> {
  const names = header.map(norm);
  const used = new Set<number>();
  const out: Partial<Record<CsvField, number>> = {};
  // IBAN before the counterparty ("Auftraggeber IBAN" is an IBAN), the amount before debit and credit.
  for (const field of ['iban', 'date', 'amount', 'debit', 'credit', 'currency', 'reference', 'counterparty'] as const) {
    for (const pattern of NAMES[field]) {
      const i = names.findIndex((h, k) => !used.has(k) && h !== '' && matches(h, pattern) && !(field === 'amount' && NOT_AMOUNTS.some((n) => h.includes(n))));
      if (i >= 0) {
        out[field] = i;
        used.add(i);
        break;
      }
    }
  }
  return out;
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const DATE_SHAPES: ReadonlyArray<[CsvMapping['dateFormat'], RegExp]> = [
  ['DD.MM.YYYY', /^\d{1,2}\.\d{1,2}\.(\d{2}|\d{4})$/],
  ['YYYY-MM-DD', /^\d{4}-\d{1,2}-\d{1,2}$/],
  ['MM/DD/YYYY', /^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/],
];
type Shape = 'date' | 'amount' | 'iban' | 'currency' | 'text' | 'empty' | 'other';

function shapeOf(value: string): Shape {
  const v = value.trim();
  if (v === '') return 'empty';
  if (DATE_SHAPES.some(([format, re]) => re.test(v) && parseBankDate(v, format) !== undefined)) return 'date';
  if (IBAN.test(v.replace(/\s+/g, ''))) return 'iban';
  if (/^[A-Z]{3}$/.test(v)) return 'currency';
  if (/\d/.test(v) && (parseBankAmount(v, 'comma') !== undefined || parseBankAmount(v, 'point') !== undefined)) return 'amount';
  if (/[A-Za-zÀ-ž]{2}/.test(v)) return 'text';
  return 'other';
}

/** The share of a column's non-empty sample values of each shape, and their average length. */
function profile(rows: ReadonlyArray<readonly string[]>, column: number) {
  const values = rows.map((r) => (r[column] ?? '').trim()).filter((v) => v !== '');
  const share = (s: Shape) => (values.length ? values.filter((v) => shapeOf(v) === s).length / values.length : 0);
  return {
    filled: values.length,
    date: share('date'),
    amount: share('amount'),
    iban: share('iban'),
    currency: share('currency'),
    text: share('text'),
    length: values.length ? values.reduce((n, v) => n + v.length, 0) / values.length : 0,
    values,
  };
}

/** The delimiter whose split gives the most lines of one and the same width (at least 2 columns). */
export function guessDelimiter(text: string, split: CsvSplitter): CsvMapping['delimiter'] {
  const head = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, 40)
    .join('\n');
  let best: { delimiter: CsvMapping['delimiter']; score: number } = { delimiter: ';', score: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = split(head, delimiter)
      .map((r) => r.length)
      .filter((w) => w >= 2);
    const counts = new Map<number, number>();
    for (const w of widths) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [width, lines] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    const score = lines * 100 + width;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** The mapping guessed for a file; the operator's saved mapping, when there is one, comes before any guess. */
export function guessCsvMapping(text: string, split: CsvSplitter): CsvMapping {
  const delimiter = guessDelimiter(text, split);
  const lines = split(
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .slice(0, 60)
      .join('\n'),
    delimiter,
  );
  // The header: the last line among the first 20 that names two fields (a bank's preamble lines come before it).
  let headerAt = -1;
  let named: Partial<Record<CsvField, number>> = {};
  lines.slice(0, 20).forEach((cells, i) => {
    const found = columnsByHeader(cells);
    if (Object.keys(found).length >= 2 && cells.every((c) => shapeOf(c) !== 'date' && shapeOf(c) !== 'amount')) [headerAt, named] = [i, found];
  });
  // The data: the lines after the header (or from the first line with a date) of the most common width.
  const start =
    headerAt >= 0
      ? headerAt + 1
      : Math.max(
          0,
          lines.findIndex((cells) => cells.some((c) => shapeOf(c) === 'date')),
        );
  const data = lines.slice(start).filter((r) => r.some((c) => c.trim() !== '') && r.length >= 2);
  const width = Math.max(0, ...data.map((r) => r.length));
  const profiles = Array.from({ length: width }, (_, i) => profile(data, i));
  const header = headerAt >= 0 ? (lines[headerAt] ?? []).map(norm) : [];
  const ruledOut = (i: number) => NEVER.some((n) => (header[i] ?? '').startsWith(n) || (header[i] ?? '').endsWith(n));
  const columns: Partial<Record<CsvField, number>> = { ...named };
  const taken = () => new Set(Object.values(columns));
  const pick = (score: (p: (typeof profiles)[number], i: number) => number) => {
    let best = -1;
    let bestScore = 0;
    profiles.forEach((p, i) => {
      if (taken().has(i) || !p.filled || ruledOut(i)) return;
      const s = score(p, i);
      if (s > bestScore) [best, bestScore] = [i, s];
    });
    return best >= 0 ? best : undefined;
  };
  const set = (field: CsvField, i: number | undefined) => {
    if (i !== undefined) columns[field] = i;
  };
  // A named column whose values do not fit its field (the payer's names as "amount") is no guess at all.
  if (columns.date !== undefined && (profiles[columns.date]?.date ?? 0) < 0.5) delete columns.date;
  if (columns.amount !== undefined && (profiles[columns.amount]?.amount ?? 0) < 0.5) delete columns.amount;
  if (columns.date === undefined)
    set(
      'date',
      pick((p) => (p.date >= 0.8 ? p.date : 0)),
    );
  const hasMoney = columns.amount !== undefined || (columns.debit !== undefined && columns.credit !== undefined);
  if (!hasMoney) {
    delete columns.debit;
    delete columns.credit;
    // The signed amount: the first amount-shaped column without a name that rules it out (a balance comes later).
    set(
      'amount',
      pick((p, i) => (p.amount >= 0.8 ? p.amount * 10 - i * 0.01 : 0)),
    );
  }
  if (columns.iban === undefined)
    set(
      'iban',
      pick((p) => (p.iban >= 0.8 ? p.iban : 0)),
    );
  if (columns.currency === undefined)
    set(
      'currency',
      pick((p) => (p.currency >= 0.9 && p.filled >= 0.8 * data.length ? p.currency : 0)),
    );
  if (columns.reference === undefined)
    set(
      'reference',
      pick((p) => (p.text >= 0.6 ? p.length : 0)),
    );
  if (columns.counterparty === undefined)
    set(
      'counterparty',
      pick((p) => (p.text >= 0.6 ? 1 + 1 / (1 + p.length) : 0)),
    );

  const dateValues = columns.date === undefined ? [] : (profiles[columns.date]?.values ?? []);
  const dateFormat = DATE_SHAPES.map(([format, re]) => [format, dateValues.filter((v) => re.test(v)).length] as const).sort((a, b) => b[1] - a[1])[0];
  const moneyColumns = [columns.amount, columns.debit, columns.credit].filter((i): i is number => i !== undefined);
  const moneyValues = moneyColumns.flatMap((i) => profiles[i]?.values ?? []);
  const comma = moneyValues.filter((v) => /,\d{1,2}\s*(-|€|EUR)?$/.test(v.trim()) || /\.\d{3},/.test(v)).length;
  const point = moneyValues.filter((v) => /\.\d{1,2}\s*(-|€|EUR)?$/.test(v.trim()) || /,\d{3}\./.test(v)).length;
  const decimal: CsvMapping['decimal'] = comma > point ? 'comma' : point > comma ? 'point' : delimiter === ',' ? 'point' : 'comma';
  return {
    delimiter,
    decimal,
    dateFormat: dateFormat && dateFormat[1] > 0 ? dateFormat[0] : 'DD.MM.YYYY',
    skipRows: Math.min(50, headerAt >= 0 ? headerAt + 1 : start),
    columns: { date: columns.date ?? 0, ...Object.fromEntries(Object.entries(columns).filter(([f]) => f !== 'date')) } as CsvMapping['columns'],
  };
}
