import { fromMinor, percentage, subtract, sum, toString, type Money } from '../../money';
import type { Commission } from '../terms';
import type { CalculationLine, PricingRequest, PricingResult } from '../types';
import { explain } from './explain';
import type { Definition } from './seasons';

type WithId<T> = T & { id: string };

/**
 * Agency commission (docs/pricing.md, "Commission"): none without an agency. The percent is that of a matching
 * AgencyCommission special, else the scheme the first definition names, else the agency's own. The base is the
 * sum of the commissionable lines (room_cost, tour, commissionable supplements, and specials that reduce the
 * commissionable price), with their tax or without it as the scheme says (default with); the amount is the
 * percent of the base, rounded half away from zero. Mode net: the agency keeps it (milestones ask for the total
 * less the commission); gross (default): the operator pays it out.
 */
export function commissionOf(
  request: PricingRequest,
  lines: CalculationLine[],
  first: Definition | undefined,
  schemes: WithId<Commission>[],
  currency: { code: string; decimals: number },
  special?: { percent: number; name: string },
): PricingResult['commission'] {
  if (!request.agency) return null;
  const scheme = first?.commission ? schemes.find((c) => c.id === first.commission && c.active) : undefined;
  const mode = scheme?.mode ?? 'gross';
  const includeTax = scheme?.includeTax ?? true;
  const percent = special?.percent ?? scheme?.percent ?? request.agency.commission;
  const parts: Money[] = lines.filter((l) => l.commissionable).map((l) => (includeTax || !l.tax ? l.total : subtract(l.total, l.tax.amount)));
  const base = sum(parts, currency);
  const amount = percentage(base, percent);
  const params = { percent, mode, base: toString(base), amount: toString(amount) };
  const explanation = special
    ? explain('pricing.commission.special', { ...params, name: special.name })
    : scheme
      ? explain('pricing.commission.scheme', { ...params, name: scheme.name })
      : explain('pricing.commission.agency', params);
  return { percent, mode, base: base.minor === 0 ? fromMinor(0, currency) : base, amount, explanation };
}
