import { priceRequest } from '../../../shared/domain/pricing/engine';
import type { z } from 'zod';
import type { ZPricedResult } from '../../../shared/api/prices';
import { decimalMoney } from '../prices/currencies';
import { named } from './names';
import type { PricingData, PricingRequest, PricingResult } from '../../../shared/domain/pricing/types';

/**
 * The one place the prices Lambda calls the pricing engine (shared/domain/pricing/engine). The answer carries every
 * amount as a decimal number (12.5 is 12.50 EUR), converted from the engine's Money exactly (minor units / 10^decimals).
 */
export function priceFor(request: PricingRequest, data: PricingData): PricingResult {
  return priceRequest(request, data);
}

/** Prices the request and answers the result with decimal amounts, room types and variants named (names.ts). */
export function pricedAnswer(request: PricingRequest, data: PricingData, names: ReadonlyMap<string, string> = new Map()): z.infer<typeof ZPricedResult> {
  return decimalMoney(named(priceFor(request, data), names)) as z.infer<typeof ZPricedResult>;
}
