import { fromMinor } from '../../money';
import type { PricingData, PricingRequest, PricingResult } from '../types';

/** TEMPORARY stub (the engine helper writes the real one; the lead drops this commit when merging). */
export function priceRequest(request: PricingRequest, data: PricingData): PricingResult {
  const currency = request.currency ?? data.definitions[0]?.currencies[0] ?? data.baseCurrency;
  return { currency, lines: [], total: fromMinor(0, currency), taxes: [], commission: null, milestones: [], specials: [], problems: [] };
}
