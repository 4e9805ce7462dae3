import type { PriceDefinition, PriceEntry, ZPriceDefinition } from '../../../shared/domain/pricing/price-definition';
import type { Entity } from '../../data/repository/types';
import { allOf, collect } from '../../data/iterate';
import { read } from '../../data/readers';
import { cachedPricingData } from '../../data/pricing-version';
import { requireAsset } from '../../lib/asset-limit';
import { priceAssetLimit } from './price-asset-limit';

const { priceDefinitions, schedules } = read;

/**
 * Which price definition prices a date (docs/decisions.md, "Prices"; the engine's rule in docs/pricing.md): an active
 * one whose valid range holds the date and, when it has periods, one of its periods does; preferring one with periods,
 * then the shorter valid range, then the name.
 */
export type Definition = Entity<typeof ZPriceDefinition> & PriceDefinition;

export const covers = (d: PriceDefinition, date: string) =>
  d.validRange.from <= date && date <= d.validRange.to && (d.periods.length === 0 || d.periods.some((p) => p.from <= date && date <= p.to));

const days = (d: PriceDefinition) => Date.parse(d.validRange.to) - Date.parse(d.validRange.from);

export function preferred<T extends PriceDefinition>(candidates: T[]): T | undefined {
  return [...candidates].sort((a, b) => Number(b.periods.length > 0) - Number(a.periods.length > 0) || days(a) - days(b) || a.name.localeCompare(b.name))[0];
}

export const overlaps = (d: PriceDefinition, from: string, to: string) => d.validRange.from <= to && from <= d.validRange.to;

/** Every definition of a resort or vessel (all states), read once per call. */
export async function definitionsOf(tenant: string, asset: { resort?: string; vessel?: string }): Promise<Definition[]> {
  // Kept in this process under the pricing version, which every definition write bumps (functions/data/prices.ts).
  const all = (await cachedPricingData(tenant, () => collect(allOf(priceDefinitions, tenant)), 'definitions')) as Definition[];
  return all.filter((d) => (asset.resort !== undefined ? d.resort === asset.resort : d.vessel === asset.vessel));
}

/** The entry's public id and its definition's name, range and currency. */
export function entryOf(d: Definition, e: PriceEntry) {
  return { ...e, id: `${d.id}.${e.id}`, definition: d.id, definitionName: d.name, validRange: d.validRange, currency: d.currencies[0] ?? 'EUR' };
}

/** The active trip (or charter) definition of a schedule: one naming it, else one of its vessel covering the departure. */
export function scheduleDefinition(defs: Definition[], schedule: { id: string; vessel: string; from: string }, type: 'trip' | 'charter' = 'trip') {
  const own = defs.filter((d) => d.status === 'active' && d.type === type && d.vessel === schedule.vessel);
  return preferred(own.filter((d) => d.schedules.includes(schedule.id))) ?? preferred(own.filter((d) => d.schedules.length === 0 && covers(d, schedule.from)));
}

export async function scheduleOf(tenant: string, id: string, principal: Parameters<typeof requireAsset>[1]) {
  const s = await schedules.getOrThrow(tenant, id);
  requireAsset(priceAssetLimit, principal, { vessel: s.vessel }, 'read');
  return { schedule: s, defs: await definitionsOf(tenant, { vessel: s.vessel }) };
}

/** An adult's entry of a cabin type for an occupancy and variant (none: the entry without a variant). */
export const entryFor = (d: Definition, roomType: string, noOfPax: number, variant?: string) =>
  d.entries.find((e) => e.roomType === roomType && e.room === undefined && e.noOfPax === noOfPax && e.ageBand === 'adult' && e.variant === variant);
