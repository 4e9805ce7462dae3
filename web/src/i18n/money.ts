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
