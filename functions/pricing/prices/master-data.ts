import type { z } from 'zod';
import type { commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../../shared/api/prices';
import { ValidationError } from '../../../shared/errors';
import { resorts, rooms, roomTypes, schedules, vessels } from '../../data/assets';
import { commissions, priceDefinitions, priceVariants, supplements, termsOfPayment } from '../../data/prices';
import type { Repository } from '../../data/repository';
import { eq, holds, requireRefs } from '../../lib/references';
import type { EngineOptions } from '../../lib/resource-engine';

/**
 * The rules of the price resources on the resource engine (docs/decisions.md, "Prices"): references that must
 * exist (400 with the field), what a definition still uses blocks a delete (409 IN_USE), and the asset limit of
 * price definitions (a resort's or a vessel's seasons are open to the users of that asset only).
 */

import { priceAssetLimit } from './price-asset-limit';

export { priceAssetLimit };

type Definition = z.infer<typeof priceDefinitionsResource.schema>;
type Field = { path: string; message: string };
type Owned = { resort?: string | undefined; vessel?: string | undefined };

/** Each distinct id read once; the answer maps id → entity or null. */
async function load<T>(repo: Repository<z.ZodType>, tenant: string, ids: Iterable<string | undefined>): Promise<Map<string, T | null>> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== undefined))];
  const found = await Promise.all(unique.map((id) => repo.get(tenant, id)));
  return new Map(unique.map((id, i) => [id, (found[i] as T | null) ?? null]));
}

const ofAsset = (o: Owned, d: Owned) => (d.resort !== undefined ? o.resort === d.resort : o.vessel === d.vessel);
const assetLabel = (d: Owned) => (d.resort !== undefined ? `resort ${d.resort}` : `vessel ${d.vessel}`);

/** The definition's asset, room types, rooms, schedules, variants, supplements, terms and commission exist (and are of its asset). */
async function checkDefinition(tenant: string, d: Definition): Promise<void> {
  await requireRefs(tenant, [
    { repo: resorts, id: d.resort, path: 'body.resort', label: 'resort' },
    { repo: vessels, id: d.vessel, path: 'body.vessel', label: 'vessel' },
    { repo: termsOfPayment, id: d.termsOfPayment, path: 'body.termsOfPayment', label: 'terms of payment' },
    { repo: commissions, id: d.commission, path: 'body.commission', label: 'commission scheme' },
  ]);
  const [types, roomsById, trips, variants, extras] = await Promise.all([
    load<Owned & { name: string }>(
      roomTypes,
      tenant,
      d.entries.map((e) => e.roomType),
    ),
    load<Owned & { name: string }>(
      rooms,
      tenant,
      d.entries.map((e) => e.room),
    ),
    load<{ vessel: string }>(schedules, tenant, d.schedules),
    load<object>(priceVariants, tenant, d.variants),
    load<object>(supplements, tenant, d.supplements),
  ]);
  const fields: Field[] = [];
  d.entries.forEach((e, i) => {
    for (const [key, map, label] of [
      ['roomType', types, 'room type'],
      ['room', roomsById, 'room'],
    ] as const) {
      const id = e[key];
      if (id === undefined) continue;
      const found = map.get(id);
      if (!found) fields.push({ path: `body.entries.${i}.${key}`, message: `${label} ${id} does not exist` });
      else if (!ofAsset(found, d)) fields.push({ path: `body.entries.${i}.${key}`, message: `${label} ${found.name} is not of ${assetLabel(d)}` });
    }
  });
  d.schedules.forEach((id, i) => {
    const s = trips.get(id);
    if (!s) fields.push({ path: `body.schedules.${i}`, message: `schedule ${id} does not exist` });
    else if (s.vessel !== d.vessel) fields.push({ path: `body.schedules.${i}`, message: `schedule ${id} is not of ${assetLabel(d)}` });
  });
  d.variants.forEach((id, i) => {
    if (!variants.get(id)) fields.push({ path: `body.variants.${i}`, message: `price variant ${id} does not exist` });
  });
  d.supplements.forEach((id, i) => {
    if (!extras.get(id)) fields.push({ path: `body.supplements.${i}`, message: `supplement ${id} does not exist` });
  });
  if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
}

export const priceDefinitionOptions: EngineOptions<typeof priceDefinitionsResource.schema> = {
  idPrefix: 'pd',
  asset: priceAssetLimit,
  prepare: async ({ tenant, data }) => {
    await checkDefinition(tenant, data);
    return { data };
  },
};

/** "… is still used by price definition X" for the first definition naming the id. */
async function usedByDefinition(tenant: string, what: string, filter: ReturnType<typeof eq> | ReturnType<typeof holds>): Promise<string | null> {
  const d = await priceDefinitions.firstMatch(tenant, [filter]);
  return d ? `${what} is still used by price definition ${d.name}; remove it there first` : null;
}

export const priceVariantOptions: EngineOptions<typeof priceVariantsResource.schema> = {
  idPrefix: 'pv',
  blockDelete: (tenant, v) => usedByDefinition(tenant, `Price variant ${v.name}`, holds('variants', v.id)),
};

export const supplementOptions: EngineOptions<typeof supplementsResource.schema> = {
  idPrefix: 'su',
  prepare: async ({ tenant, data }) => {
    await requireRefs(
      tenant,
      data.assets.map((a, i) => ({ repo: a.type === 'resort' ? resorts : vessels, id: a.ref, path: `body.assets.${i}.ref`, label: a.type })),
    );
    return { data };
  },
  blockDelete: (tenant, s) => usedByDefinition(tenant, `Supplement ${s.name}`, holds('supplements', s.id)),
};

export const termsOptions: EngineOptions<typeof termsResource.schema> = {
  idPrefix: 'tp',
  blockDelete: (tenant, t) => usedByDefinition(tenant, `Terms of payment ${t.name}`, eq('termsOfPayment', t.id)),
};

export const commissionOptions: EngineOptions<typeof commissionsResource.schema> = {
  idPrefix: 'cm',
  blockDelete: (tenant, c) => usedByDefinition(tenant, `Commission scheme ${c.name}`, eq('commission', c.id)),
};
