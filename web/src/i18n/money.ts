import { format, money } from '../../../shared/domain/money';

/**
 * An exact amount (decimal text or number) in its currency as money in the reader's language: "€1,234.50",
 * "1.234,50 €". Falls back to the amount and the code when the currency is not one the money type knows.
 */
export function moneyText(amount: string | number, currency: string, lang: string): string {
  try {
    return format(money(amount, currency), lang === 'de' ? 'de-DE' : 'en-GB');
  } catch {
    return `${amount} ${currency}`;
  }
}

/** "120", "120.5", "1.234,50", "1,234.50" → a number with at most 2 decimals; "" → null (clear); anything else → undefined. */
export function parseAmount(text: string): number | null | undefined {
  const s = text.trim().replace(/\s/g, '');
  if (s === '') return null;
  const normalized = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined;
  return Number(normalized);
}
