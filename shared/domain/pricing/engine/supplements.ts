import { toString } from '../../money';
import { ageBandOf, DEFAULT_CHILD_MAX_AGE } from '../ages';
import type { Supplement } from '../supplement';
import type { CalculationLine, Explanation, PricingRequest, ResolvedPerson } from '../types';
import { amountIn, convert, currencyOf, type CurrencyTable } from './currency';
import { explain } from './explain';
import { makeLine } from './prices';
import type { Definition } from './seasons';

type WithId<T> = T & { id: string };

export interface SupplementContext {
  request: PricingRequest;
  persons: ResolvedPerson[];
  nights: number;
  /** Definitions that priced the request (their `supplements` lists offer supplements). */
  definitions: Definition[];
  table: CurrencyTable;
  currency: string;
  problems: Explanation[];
}

/** Whether a supplement is offered with the request: active, in its valid range, listed by a definition or its assets match (none: everywhere). */
export function offered(s: WithId<Supplement>, ctx: SupplementContext): boolean {
  const { request } = ctx;
  if (!s.active) return false;
  if (s.validRange && (request.from < s.validRange.from || request.from > s.validRange.to)) return false;
  if (ctx.definitions.some((d) => d.supplements.includes(s.id))) return true;
  if (s.assets.length === 0) return true;
  return s.assets.some((a) => (a.type === 'resort' ? a.ref === request.resort : a.ref === request.vessel));
}

/**
 * How many times a supplement is charged (supplement.ts): PerPerson × persons, PerBooking × 1,
 * PerBookingAndCustomer × persons with a customer record, PerDay × days (nights + 1), PerDiveDay × dive days
 * (default nights), PerDive × dives (default dive days × 3), PerNight × nights, PerWeekFloor × whole weeks,
 * PerWeekCeil × begun weeks (of nights). `perPerson`: the count is per person (times the persons it is for).
 */
export function countOf(s: Supplement, ctx: Pick<SupplementContext, 'request' | 'persons' | 'nights'>): { count: number; perPerson: boolean } {
  const { request, nights } = ctx;
  const diveDays = request.diveDays ?? nights;
  const unit = s.calculationType === 'unit';
  switch (s.priceRule) {
    case 'PerPerson':
      return { count: 1, perPerson: true };
    case 'PerBooking':
      return { count: 1, perPerson: false };
    case 'PerBookingAndCustomer':
      return { count: ctx.persons.filter((p) => p.customerId).length, perPerson: false };
    case 'PerDay':
      return { count: nights + 1, perPerson: unit };
    case 'PerDiveDay':
      return { count: diveDays, perPerson: unit };
    case 'PerDive':
      return { count: request.dives ?? diveDays * 3, perPerson: unit };
    case 'PerNight':
      return { count: nights, perPerson: unit };
    case 'PerWeekFloor':
      return { count: Math.floor(nights / 7), perPerson: unit };
    case 'PerWeekCeil':
      return { count: Math.ceil(nights / 7), perPerson: unit };
  }
}

/**
 * The supplement lines (type addon): every mandatory supplement offered, and the optional ones the request chose
 * (a chosen one that is not offered is a problem). Per person, children (at or under the first definition's
 * childMaxAge) pay `childPrice` when it is set, on a line of their own. A chosen quantity replaces the count.
 */
export function supplementLines(all: WithId<Supplement>[], ctx: SupplementContext, firstSort: number): CalculationLine[] {
  const chosen = new Map((ctx.request.supplements ?? []).map((c) => [c.id, c]));
  for (const id of chosen.keys()) {
    const s = all.find((x) => x.id === id);
    if (!s || !offered(s, ctx)) ctx.problems.push(explain('pricing.problem.supplementUnavailable', { id }));
  }
  const childMaxAge = ctx.definitions[0]?.childMaxAge ?? DEFAULT_CHILD_MAX_AGE;
  const children = ctx.persons.filter((p) => ageBandOf(p.age, childMaxAge) === 'child').length;
  const lines: CalculationLine[] = [];
  const picked = all.filter((s) => (s.mandatory || chosen.has(s.id)) && offered(s, ctx)).sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : 1));
  for (const s of picked) {
    if (!currencyOf(ctx.table, s.currency)) {
      ctx.problems.push(explain('pricing.problem.currency', { currency: s.currency }));
      continue;
    }
    const price = convert(amountIn(s.price, s.currency, ctx.table), ctx.currency, ctx.table);
    const add = (amount: number, unit: typeof price, key: 'pricing.line.supplement' | 'pricing.line.supplementChild' | 'pricing.line.supplementQuantity') => {
      if (amount <= 0) return;
      lines.push(
        makeLine(
          {
            type: 'addon',
            customerType: s.onSite ? 'OnSite' : 'Direct',
            explanation: explain(key, { name: s.name, rule: s.priceRule, count: amount, price: toString(unit) }),
            source: { kind: 'supplement', supplement: s.id },
            amount,
            price: unit,
            tax: s.taxRate > 0 ? { name: 'Tax', rate: s.taxRate, inclusive: true } : undefined,
            discountable: false,
            commissionable: s.commissionable,
          },
          firstSort + lines.length,
        ),
      );
    };
    const quantity = chosen.get(s.id)?.quantity;
    if (quantity !== undefined) {
      add(quantity, price, 'pricing.line.supplementQuantity');
      continue;
    }
    const { count, perPerson } = countOf(s, ctx);
    if (!perPerson) {
      add(count, price, 'pricing.line.supplement');
      continue;
    }
    if (s.childPrice === undefined) {
      add(count * ctx.persons.length, price, 'pricing.line.supplement');
      continue;
    }
    add(count * (ctx.persons.length - children), price, 'pricing.line.supplement');
    add(count * children, convert(amountIn(s.childPrice, s.currency, ctx.table), ctx.currency, ctx.table), 'pricing.line.supplementChild');
  }
  return lines;
}
