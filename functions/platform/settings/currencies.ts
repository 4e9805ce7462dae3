import { settingsExtraEndpoints as api } from '../../../shared/api/settings';
import { fromMinor } from '../../../shared/domain/money';
import { users } from '../../data/users';
import { action } from '../../lib/http';
import { convertMinor, currencyBook, currencyOf, decimalMoney, rateOf } from '../../pricing/index';

/** /api/settings/currencies and /api/settings/exchangeRate (spec 2: display currencies, onsite currency, the user setting). */
export const settingsCurrencyActions = [
  action(api.currencies, async ({ tenant, principal }) => {
    const [book, user] = await Promise.all([currencyBook(tenant), principal.userId ? users.get(tenant, principal.userId) : Promise.resolve(null)]);
    return {
      data: book.currencies.map(({ code, name, symbol, decimals, rate }) => ({ code, name, symbol, decimals, rate })),
      baseCurrency: book.baseCurrency,
      onsiteCurrency: book.onsiteCurrency,
      displayCurrencies: book.currencies.filter((c) => c.display).map((c) => c.code),
      ...(book.onlineCurrency ? { onlineCurrency: book.onlineCurrency } : {}),
      showInvertedCurrencyExchange: Boolean((user as { settings?: { showInvertedCurrencyExchange?: boolean } } | null)?.settings?.showInvertedCurrencyExchange),
    };
  }),

  action(api.exchangeRate, async ({ tenant, query }) => {
    const book = await currencyBook(tenant);
    const from = currencyOf(book, query.from, 'query.from');
    const to = currencyOf(book, query.to, 'query.to');
    return {
      from: from.code,
      to: to.code,
      rate: rateOf(from, to),
      invertedRate: rateOf(to, from),
      ...(query.amount !== undefined
        ? {
            amount: Number(query.amount),
            converted: decimalMoney(fromMinor(convertMinor(query.amount, from, to), { code: to.code, decimals: to.decimals })) as number,
          }
        : {}),
    };
  }),
];
