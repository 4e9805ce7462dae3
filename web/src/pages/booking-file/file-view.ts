/**
 * The booking file's reading of GET /api/bookings/{id}: the header fields are the contract's (ZBooking); the
 * calculation lines and payment milestones arrive with the wizard's work and are read defensively here, so the file
 * shows what is there and skips what it does not understand.
 */

export interface CalculationLineView {
  key: string;
  text: string;
  /** The line's money (its total when the line stores one, else its amount). */
  amount: string;
  type?: string;
  /** Quantity × unit price, when the line stores its total apart (the wizard's lines: amount is the quantity). */
  quantity?: string;
  /** Why the line is there, in words (the engine's explanation). */
  explanation?: string;
  /** The price entry that produced it (`{definition}.{entry}` for GET /api/price/entry/{id}). */
  entryRef?: string;
}

export interface PaymentView {
  key: string;
  text: string;
  amount: string;
  due?: string;
  type?: 'deposit' | 'rest';
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (lang: string) => {
  let f = formats.get(lang);
  if (!f) formats.set(lang, (f = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return f;
};

/** A money value in any of its forms (number, decimal string, or { amount, currency }) as text in the language's format. */
export function moneyText(v: unknown, currency?: string, lang = 'en'): string {
  const r = record(v);
  if (r) return moneyText(r.amount ?? r.value, str(r.currency) ?? currency, lang);
  const text = str(v);
  if (text === undefined) return '';
  const n = Number(text);
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(n)) {
    const formatted = numberFormat(lang).format(n);
    return currency ? `${formatted} ${currency}` : formatted;
  }
  return text;
}

/** The calculation lines in their `sort` order; lines without text or amount are left out. */
/**
 * The calculation's lines for the file. `say` puts an engine-written line (its text still its explanation's English)
 * in the reader's language (`lineText` in web/src/i18n/price-lines.ts); without it the stored text shows.
 */
export function calculationLines(
  raw: unknown,
  currency?: string,
  lang = 'en',
  say?: (line: { text: string; explanation?: { key: string; params: Record<string, string | number>; text: string } }) => string,
): CalculationLineView[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((line, i) => ({ line: record(line), i }))
    .filter((x): x is { line: Record<string, unknown>; i: number } => x.line !== null)
    .map(({ line, i }) => ({ line, i, sort: typeof line.sort === 'number' ? line.sort : i }))
    .sort((a, b) => a.sort - b.sort)
    .flatMap(({ line, i }) => {
      const stored = str(line.text) ?? str(line.name);
      const e = record(line.explanation);
      const explained =
        stored && e && typeof e.key === 'string' && typeof e.text === 'string' && record(e.params)
          ? { key: e.key, text: e.text, params: record(e.params) as Record<string, string | number> }
          : undefined;
      const text = stored && say ? say({ text: stored, ...(explained ? { explanation: explained } : {}) }) : stored;
      const hasTotal = line.total !== undefined;
      const amount = moneyText(hasTotal ? line.total : (line.amount ?? line.price), currency, lang);
      if (!text || !amount) return [];
      const view: CalculationLineView = { key: `${i}`, text, amount, type: str(line.type) };
      const unit = hasTotal ? moneyText(line.price, currency, lang) : '';
      if (hasTotal && typeof line.amount === 'number' && unit) view.quantity = `${line.amount} × ${unit}`;
      const why = str(record(line.explanation)?.text);
      if (why && why !== stored) view.explanation = why;
      const source = record(line.source);
      if (source?.kind === 'entry' && str(source.definition) && str(source.entry)) view.entryRef = `${str(source.definition)}.${str(source.entry)}`;
      return [view];
    });
}

/** The payment milestones in due order; the ones without amount are left out. */
export function paymentMilestones(raw: unknown, currency?: string, lang = 'en'): PaymentView[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((p, i): PaymentView[] => {
      const m = record(p);
      if (!m) return [];
      const amount = moneyText(m.amount, currency, lang);
      if (!amount) return [];
      const due = str(m.due);
      const type: PaymentView['type'] = m.type === 'deposit' || m.type === 'rest' ? m.type : undefined;
      return [{ key: `${i}`, text: str(m.text) ?? '', amount, due: due && ISO_DAY.test(due) ? due.slice(0, 10) : undefined, type }];
    })
    .sort((a, b) => (a.due ?? '9999').localeCompare(b.due ?? '9999'));
}

/** Nights between two ISO days (0 when either is missing). */
export function nightsBetween(from?: string, to?: string): number {
  if (!from || !to) return 0;
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 86_400_000) : 0;
}
