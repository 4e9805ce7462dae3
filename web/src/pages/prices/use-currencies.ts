import useSWR from 'swr';
import { settingsExtraEndpoints } from '../../../../shared/api/settings';
import { callEndpoint } from '../../api/endpoint-client';
import { decimalText, displayTargets, type ExchangeAnswer } from './display-currencies';

/** The active currencies, the display currencies and the user's showInvertedCurrencyExchange (GET /api/settings/currencies). */
export function useCurrencyBook() {
  return useSWR(['settings.currencies'], () => callEndpoint(settingsExtraEndpoints.currencies), { revalidateOnFocus: false });
}

/**
 * A total converted by the server into each display currency (GET /api/settings/exchangeRate with the exact
 * decimal amount); nothing while the book or the total is missing.
 */
export function useDisplayAmounts(total: Parameters<typeof decimalText>[0], currency: string) {
  const { data: book } = useCurrencyBook();
  const targets = displayTargets(book, currency);
  const amount = decimalText(total);
  const key = amount && targets.length > 0 ? ['settings.exchangeRate', currency, amount, ...targets] : null;
  const { data, error } = useSWR(
    key,
    (): Promise<ExchangeAnswer[]> =>
      Promise.all(targets.map((to) => callEndpoint(settingsExtraEndpoints.exchangeRate, { query: { from: currency, to, amount } }))),
    { revalidateOnFocus: false },
  );
  return { book, answers: data ?? [], error };
}
