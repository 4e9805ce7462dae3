import * as z from 'zod';
import { ZCurrencyCode, ZName } from '../common';

/**
 * A currency the operator works with (spec 2 section 3, settings: currencies, exchangeRates). `rate` is
 * units of this currency per unit of the base currency. The code is unique among active currencies.
 */
export const ZCurrency = z.strictObject({
  code: ZCurrencyCode,
  name: ZName,
  symbol: z.string().trim().min(1).max(5),
  decimals: z.number().int().min(0).max(4).default(2),
  rate: z.number().positive().max(1_000_000_000).default(1),
  /** Offered to guests in the online booking. */
  online: z.boolean().default(false),
  /** Shown as an additional display currency. */
  display: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type Currency = z.infer<typeof ZCurrency>;
