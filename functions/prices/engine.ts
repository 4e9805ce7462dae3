import { priceRequest } from '../../shared/domain/pricing/engine';
import type { z } from 'zod';
import type { ZPricedResult } from '../../shared/api/prices';
import type { PricingData, PricingRequest, PricingResult } from '../../shared/domain/pricing/types';

/**
 * The one place the prices Lambda calls the pricing engine (shared/domain/pricing/engine). The answer carries every
 * amount as a decimal number (12.5 is 12.50 EUR), converted from the engine's Money exactly (minor units / 10^decimals).
 */
export function priceFor(request: PricingRequest, data: PricingData): PricingResult {
  return priceRequest(request, data);
}

const isMoney = (v: unknown): v is { minor: number; currency: string; decimals: number } =>
  typeof v === 'object' && v !== null && typeof (v as { minor?: unknown }).minor === 'number' && typeof (v as { currency?: unknown }).currency === 'string';

/** Every Money in a value as a decimal number: the API's wire format for amounts. */
export function decimalMoney(value: unknown): unknown {
  if (isMoney(value)) return Number(`${value.minor}e-${value.decimals}`);
  if (Array.isArray(value)) return value.map(decimalMoney);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decimalMoney(v)]));
  return value;
}

/** Prices the request and answers the result with decimal amounts. */
export function pricedAnswer(request: PricingRequest, data: PricingData): z.infer<typeof ZPricedResult> {
  return decimalMoney(priceFor(request, data)) as z.infer<typeof ZPricedResult>;
}
