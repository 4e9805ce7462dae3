import { nightsOf, daysBetween } from '../../inventory/stay';
import { sum } from '../../money';
import { ageOn } from '../ages';
import { applySpecials } from '../specials';
import type { CalculationLine, Explanation, PricingData, PricingRequest, PricingResult, ResolvedPerson, SpecialContext } from '../types';
import { commissionOf } from './commission';
import { currencyOf, type CurrencyTable } from './currency';
import { explain } from './explain';
import { charterLines, stayLines, tripLines } from './lines';
import { milestonesOf, onSiteOf, termsFor } from './milestones';
import { chooseDefinition, type Definition } from './seasons';
import { supplementLines } from './supplements';
import { taxesOf } from './tax';

export { explain, renderExplanation } from './explain';
export { convert, displayRate, rateFraction } from './currency';

/**
 * The pricing engine (ISSUE-13, docs/pricing.md): a pure function from a stay or a trip and the operator's price
 * data to calculation lines that explain themselves. Order: base lines (night by night, or per trip) ->
 * supplements -> specials -> commission -> taxes -> milestones. No clock, no I/O, no float: every amount is Money.
 */
export function priceRequest(request: PricingRequest, data: PricingData): PricingResult {
  return price(request, data, false);
}

/**
 * A full charter (fullCharterPrice): the whole vessel for a trip request by its `charter` definition (the party's
 * persons count for the entry; rooms only carry the variant), then supplements, specials, commission, taxes and
 * milestones as for any trip.
 */
export function priceCharter(request: PricingRequest, data: PricingData): PricingResult {
  return price({ ...request, kind: 'trip' }, data, true);
}

function price(request: PricingRequest, data: PricingData, charter: boolean): PricingResult {
  const table: CurrencyTable = { base: data.baseCurrency, currencies: data.currencies };
  const problems: Explanation[] = [];
  const roomOf = new Map<string, string>();
  for (const r of request.rooms) for (const k of r.persons) roomOf.set(k, r.room);
  const persons: ResolvedPerson[] = request.persons.map((p) => {
    const resolved: ResolvedPerson = { ...p };
    const age = ageOn(p, request.from);
    if (age !== undefined) resolved.age = age;
    const room = roomOf.get(p.key);
    if (room !== undefined) resolved.room = room;
    return resolved;
  });
  const byKey = new Map(persons.map((p) => [p.key, p]));

  const stay = request.kind === 'stay';
  const nights = stay ? nightsOf(request.from, request.to) : [];
  const nightCount = stay ? nights.length : Math.max(0, daysBetween(request.from, request.to));
  const perNight: (Definition | undefined)[] = stay ? nights.map((n) => chooseDefinition(data.definitions, request, n)) : [];
  const trip = stay ? undefined : chooseDefinition(data.definitions, request, request.from, charter ? 'charter' : 'trip');
  const used: Definition[] = [];
  for (const d of stay ? perNight : [trip]) if (d && !used.includes(d)) used.push(d);
  const first = used[0];

  const wanted = request.currency ?? (first ? (first.useOnsiteCurrency ? data.onsiteCurrency : first.currencies[0]!) : data.baseCurrency);
  const missing = [...new Set([wanted, ...used.map((d) => d.currencies[0]!)])].filter((c) => !currencyOf(table, c));
  for (const c of missing) problems.push(explain('pricing.problem.currency', { currency: c }));
  const currency = currencyOf(table, wanted) ? wanted : data.baseCurrency;
  const dec = { code: currency, decimals: currencyOf(table, currency)!.decimals };

  let lines: CalculationLine[] = [];
  if (missing.length === 0) {
    const ctx = { table, currency, persons: byKey, problems };
    if (!charter) for (const p of persons) if (p.room === undefined) problems.push(explain('pricing.problem.personWithoutRoom', { person: p.key }));
    if (stay) {
      if (nights.length === 0) problems.push(explain('pricing.problem.noNights', { from: request.from, to: request.to }));
      nights.forEach((night, i) => perNight[i] || problems.push(explain('pricing.problem.noDefinition', { night })));
      lines = stayLines(request.rooms, nights, perNight, ctx);
    } else if (trip && charter) lines = charterLines(request, nightCount, trip, ctx);
    else if (trip) lines = tripLines(request.rooms, request.from, request.to, nightCount, trip, ctx);
    else problems.push(explain('pricing.problem.noTripPrice', { date: request.from }));
    const supplementPersons = charter ? persons : persons.filter((p) => p.room !== undefined || request.rooms.length === 0);
    lines = lines.concat(
      supplementLines(
        data.supplements,
        { request, persons: supplementPersons, nights: nightCount, definitions: used, table, currency, problems },
        lines.length,
      ),
    );
  }

  const specialContext: SpecialContext = {
    request,
    persons,
    nights: nightCount,
    currency,
    definitions: used.map((d) => d.id),
    data: { specials: data.specials, specialGroups: data.specialGroups },
  };
  const applied = applySpecials(lines, specialContext, request.specials ?? []);
  lines = applied.lines.map((l, i) => ({ ...l, sort: i }));
  const total = sum(
    lines.map((l) => l.total),
    dec,
  );
  const agencySpecial = applied.commissionPercent !== undefined ? applied.outcomes.find((o) => o.matched && isAgencyCommission(o.special, data)) : undefined;
  const commission = commissionOf(
    request,
    lines,
    first,
    data.commissions,
    dec,
    applied.commissionPercent !== undefined ? { percent: applied.commissionPercent, name: agencySpecial?.name ?? '' } : undefined,
  );
  return {
    currency,
    lines,
    total,
    taxes: taxesOf(lines, dec),
    commission,
    milestones: milestonesOf(request, total, commission, termsFor(first, data.terms), first, table, onSiteOf(lines, total)),
    specials: applied.outcomes,
    problems,
  };
}

const isAgencyCommission = (id: string, data: PricingData) => data.specials.some((s) => s.id === id && s.type === 'AgencyCommission');
