import type { EndpointOutput } from '../../../../shared/api/endpoint';
import type { settingsExtraEndpoints } from '../../../../shared/api/settings';
import { toString, type Money } from '../../../../shared/domain/money';

/**
 * The simulator's total in the display currencies (GET /api/settings/currencies, /api/settings/exchangeRate):
 * the server converts the exact decimal total; the browser only formats its answer, it never multiplies.
 */
export type CurrencyBook = EndpointOutput<typeof settingsExtraEndpoints.currencies>;
export type ExchangeAnswer = EndpointOutput<typeof settingsExtraEndpoints.exchangeRate>;

/**
 * A total as the exact decimal text the exchangeRate call takes: the simulator answers decimal numbers (1071.5),
 * whose shortest text is exact; Money gives its own. Empty when there is none.
 */
export function decimalText(total: Money | number | undefined | null): string {
  if (total === undefined || total === null) return '';
  if (typeof total !== 'number') return toString(total);
  return Number.isFinite(total) ? String(total) : '';
}

/** The display currencies other than the result's own, in the settings' order. */
export function displayTargets(book: Pick<CurrencyBook, 'displayCurrencies'> | undefined, resultCurrency: string): string[] {
  return [...new Set(book?.displayCurrencies ?? [])].filter((c) => c !== resultCurrency);
}

const numberIn = (lang: string, digits: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** "1 EUR = 1.0850 USD", or inverted (the user's showInvertedCurrencyExchange) "1 USD = 0.9217 EUR"; four decimals. */
export function rateText(answer: Pick<ExchangeAnswer, 'from' | 'to' | 'rate' | 'invertedRate'>, inverted: boolean, lang: string): string {
  const n = numberIn(lang, 4);
  return inverted ? `1 ${answer.to} = ${n.format(answer.invertedRate)} ${answer.from}` : `1 ${answer.from} = ${n.format(answer.rate)} ${answer.to}`;
}

/** "≈ USD 1,162.04": the server's converted amount with the target's decimals (2 when the book does not say). */
export function convertedText(answer: Pick<ExchangeAnswer, 'to' | 'converted'>, lang: string, decimals = 2): string {
  if (answer.converted === undefined) return '';
  return `≈ ${answer.to} ${numberIn(lang, decimals).format(answer.converted)}`;
}

/** One display-currency line: "≈ USD 1,162.04 · 1 EUR = 1.0850 USD". */
export function displayLine(answer: ExchangeAnswer, book: Pick<CurrencyBook, 'data' | 'showInvertedCurrencyExchange'>, lang: string): string {
  const decimals = book.data.find((c) => c.code === answer.to)?.decimals ?? 2;
  return `${convertedText(answer, lang, decimals)} · ${rateText(answer, book.showInvertedCurrencyExchange, lang)}`;
}

/** The simulator's currency choices: the active currencies of the settings, "EUR Euro". */
export function currencyOptions(book: Pick<CurrencyBook, 'data'> | undefined): Array<{ value: string; title: string }> {
  return (book?.data ?? []).map((c) => ({ value: c.code, title: `${c.code} ${c.name}` }));
}
