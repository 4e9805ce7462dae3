import { decimalPlaces, decimalsOf } from '../../../shared/domain/money';
import { currencies } from '../../data/settings-resources';
import { requirePriceDecimals } from '../../../shared/domain/product/price';
import { eq } from '../../lib/references';

/**
 * A price has at most the decimals of its currency: the schema allows the spec's default 2, and this
 * narrows it to the currency the product names (0 for JPY; an operator's active currency with the same
 * code decides with its own decimals).
 */
export async function requirePriceFitsCurrency(tenant: string, data: { price: number; currency: string }): Promise<void> {
  if (decimalPlaces(data.price) === 0) return;
  const configured = await currencies.firstMatch(tenant, [eq('code', data.currency), eq('active', true)]);
  const decimals = decimalsOf(configured ? { code: configured.code, decimals: configured.decimals } : data.currency);
  requirePriceDecimals(data.price, data.currency, decimals);
}
