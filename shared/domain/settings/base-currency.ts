import { ConflictError } from '../../errors';

/**
 * The base currency stays: every price and booking total is in it. An update that renames or deactivates
 * a currency is checked against the base currency (`touchesCurrency` says whether one must be read).
 */
export function touchesCurrency(current: { code: string }, next: { code: string; active: boolean }): boolean {
  return current.code !== next.code || !next.active;
}

/** 409 IN_USE when the currency renamed or deactivated is the base currency. */
export function requireBaseCurrencyKept(current: { code: string }, baseCurrency: string): void {
  if (current.code === baseCurrency) {
    throw new ConflictError(`${current.code} is the base currency; choose another base currency (company) before changing or deactivating it`, 'IN_USE');
  }
}

/** Why a currency cannot be deleted (it is the base currency), or null. */
export function currencyDeleteBlocker(currency: { code: string }, baseCurrency: string): string | null {
  return currency.code === baseCurrency ? `${currency.code} is the base currency; choose another base currency (company) first` : null;
}
