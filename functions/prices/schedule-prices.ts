import { priceExtraEndpoints as api } from '../../shared/api/prices';
import { fromMinor, money, multiply, sum, type Money } from '../../shared/domain/money';
import { NotFoundError } from '../../shared/errors';
import { rooms, schedules } from '../data/assets';
import { allOf, collect } from '../data/iterate';
import { requireAsset } from '../lib/asset-limit';
import { action } from '../lib/http';
import { definitionsOf, entryOf, scheduleDefinition, type Definition } from './choose';
import { convert, currencyBook, currencyOf, rateOf } from './currencies';
import { decimalMoney } from './engine';
import { priceAssetLimit } from './master-data';
import { entriesFor, typesOf } from './reads';

/** The trip prices of a schedule: /api/schedules/{id}/price, prices, priceEntry, fullCharterPrice (docs/decisions.md, "Prices"). */

async function scheduleOf(tenant: string, id: string, principal: Parameters<typeof requireAsset>[1]) {
  const s = await schedules.getOrThrow(tenant, id);
  requireAsset(priceAssetLimit, principal, { vessel: s.vessel }, 'read');
  return { schedule: s, defs: await definitionsOf(tenant, { vessel: s.vessel }) };
}

/** An adult's entry of a cabin type for an occupancy and variant (none: the entry without a variant). */
const entryFor = (d: Definition, roomType: string, noOfPax: number, variant?: string) =>
  d.entries.find((e) => e.roomType === roomType && e.room === undefined && e.noOfPax === noOfPax && e.ageBand === 'adult' && e.variant === variant);

export const schedulePriceActions = [
  action(api.schedulePrice, async ({ tenant, params, principal }) => {
    const { schedule, defs } = await scheduleOf(tenant, params.id, principal);
    return { data: scheduleDefinition(defs, schedule) ?? null };
  }),

  action(api.schedulePrices, async ({ tenant, params, principal }) => {
    const { schedule, defs } = await scheduleOf(tenant, params.id, principal);
    const d = scheduleDefinition(defs, schedule);
    const types = await typesOf(tenant, { vessel: schedule.vessel });
    return { data: types.map((t) => ({ roomType: t.id, name: t.name, entries: d ? entriesFor(d, t.id) : [] })) };
  }),

  action(api.schedulePriceEntry, async ({ tenant, params, query, principal }) => {
    const { schedule, defs } = await scheduleOf(tenant, params.id, principal);
    const d = scheduleDefinition(defs, schedule);
    const e = d && entryFor(d, query.roomType, query.noOfPax, query.variant);
    if (!d || !e) throw new NotFoundError(`No trip price of schedule ${params.id} for room type ${query.roomType} and ${query.noOfPax} persons`);
    return entryOf(d, e);
  }),

  action(api.fullCharterPrice, async ({ tenant, params, query, principal }) => {
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
      const cabins = (await collect(allOf(rooms, tenant))).filter((r) => r.vessel === schedule.vessel && r.isActive);
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
  }),
];
