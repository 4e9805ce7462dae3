import { priceExtraEndpoints as api } from '../../../shared/api/prices';
import { NotFoundError } from '../../../shared/errors';
import { action } from '../../lib/http';
import { entryFor, entryOf, scheduleDefinition, scheduleOf } from './choose';
import { entriesFor, typesOf } from './reads';

/** The trip prices of a schedule: /api/schedules/{id}/price, prices, priceEntry (fullCharterPrice: functions/pricing/engine/charter.ts) (docs/decisions.md, "Prices"). */

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
];
