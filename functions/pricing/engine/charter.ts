import { pricingEndpoints as api } from '../../../shared/api/pricing-endpoints';
import { fromMinor, money, multiply, sum, type Money } from '../../../shared/domain/money';
import { read } from '../../data/readers';
import { allOf, collect } from '../../data/iterate';
import { action } from '../../lib/http';
import { entryFor, scheduleDefinition, scheduleOf, type Definition } from '../prices/choose';
import { convert, currencyBook, currencyOf, decimalMoney, rateOf } from '../prices/currencies';

/** GET /api/schedules/{id}/fullCharterPrice (docs/decisions.md, "Prices"): priced and converted in Money. */
export const fullCharterAction = action(api.fullCharterPrice, async ({ tenant, params, query, principal }) => {
  const { schedule, defs } = await scheduleOf(tenant, params.id, principal);
  const book = await currencyBook(tenant);
  const charter = scheduleDefinition(defs, schedule, 'charter');
  let total: Money;
  let source: 'charter' | 'cabins';
  let d: Definition | undefined;
  if (charter) {
    d = charter;
    source = 'charter';
    const cur = charter.currencies[0] ?? book.baseCurrency;
    const whole = charter.basePrice > 0 ? charter.basePrice : (charter.entries.find((e) => e.variant === undefined && e.ageBand === 'adult')?.price ?? 0);
    total = money(whole, currencyOf(book, cur, 'definition.currencies'));
  } else {
    d = scheduleDefinition(defs, schedule);
    source = 'cabins';
    const cur = currencyOf(book, d?.currencies[0] ?? book.baseCurrency, 'definition.currencies');
    const cabins = (await collect(allOf(read.rooms, tenant))).filter((r) => r.vessel === schedule.vessel && r.isActive);
    // Full occupancy: every sellable bed of every cabin, priced by the entry of that occupancy (unit: × persons).
    const parts = cabins.map((c) => {
      const pax = c.availableBeds > 0 ? c.availableBeds : c.configuration.maxNoOfPax;
      const e = d && entryFor(d, c.roomType, pax);
      if (!e) return fromMinor(0, cur);
      const price = money(e.price, cur);
      return d!.calculationType === 'unit' ? multiply(price, pax) : price;
    });
    total = sum(parts, cur);
  }
  const from = currencyOf(book, total.currency, 'definition.currencies');
  const to = currencyOf(book, query.currency ?? total.currency);
  return {
    amount: decimalMoney(convert(total, from, to)) as number,
    currency: to.code,
    source,
    ...(d ? { definition: d.id } : {}),
    rate: rateOf(from, to),
  };
});
