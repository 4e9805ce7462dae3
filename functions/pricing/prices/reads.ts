import Papa from 'papaparse';
import { priceExtraEndpoints as api } from '../../../shared/api/prices';
import { escapeHtml } from '../../../shared/domain/mail/mail-template';
import { AGE_BANDS, PRICE_CALCULATION_TYPES, PRICE_TYPES, SURCHARGE_TYPES } from '../../../shared/domain/pricing/price-definition';
import { LINE_TYPES } from '../../../shared/domain/pricing/special';
import { COMMISSION_MODES, DUE_FROM } from '../../../shared/domain/pricing/terms';
import { LINE_CUSTOMER_TYPES } from '../../../shared/domain/pricing/types';
import { PRODUCT_PRICE_RULES } from '../../../shared/domain/product/product';
import { NotFoundError } from '../../../shared/errors';
import { roomTypes, schedules } from '../../data/assets';
import { getBooking } from '../../data/bookings';
import { allOf, collect } from '../../data/iterate';
import { priceDefinitions, priceVariants } from '../../data/prices';
import { requireAsset } from '../../lib/asset-limit';
import { action, HttpResult } from '../../lib/http';
import { covers, definitionsOf, entryOf, overlaps, preferred, scheduleDefinition, type Definition } from './choose';
import { priceAssetLimit } from './master-data';

/** The read calls of /api/price and /api/resort (docs/decisions.md, "Prices"). */

const names = (list: readonly string[]) => ({ data: [...list] });
type Principal = Parameters<typeof requireAsset>[1];
const mayRead = (principal: Principal, asset: { resort?: string; vessel?: string }) => requireAsset(priceAssetLimit, principal, asset, 'read');

/** The room types of a resort or vessel, by name. */
export async function typesOf(tenant: string, asset: { resort?: string; vessel?: string }) {
  const all = await collect(allOf(roomTypes, tenant));
  return all.filter((t) => (asset.resort !== undefined ? t.resort === asset.resort : t.vessel === asset.vessel)).sort((a, b) => a.name.localeCompare(b.name));
}

/** A definition's entries of a room type (and variant, when one is asked for), without the ones of single rooms. */
export const entriesFor = (d: Definition, roomType: string, variant?: string) =>
  d.entries.filter((e) => e.roomType === roomType && e.room === undefined && (variant === undefined || e.variant === variant)).map((e) => entryOf(d, e));

export const priceReadActions = [
  action(api.types, async () => names(PRICE_TYPES)),
  action(api.calculationTypes, async () => names(PRICE_CALCULATION_TYPES)),
  action(api.resortConstants, async () => ({
    priceTypes: [...PRICE_TYPES],
    calculationTypes: [...PRICE_CALCULATION_TYPES],
    ageBands: [...AGE_BANDS],
    surchargeTypes: [...SURCHARGE_TYPES],
    productPriceRules: [...PRODUCT_PRICE_RULES],
    termsDueFrom: [...DUE_FROM],
    commissionModes: [...COMMISSION_MODES],
    lineTypes: [...LINE_TYPES],
    customerTypes: [...LINE_CUSTOMER_TYPES],
  })),

  action(api.entry, async ({ tenant, params, principal }) => {
    const dot = params.id.indexOf('.');
    const [defId, entryId] = [params.id.slice(0, dot), params.id.slice(dot + 1)];
    const d = (await priceDefinitions.get(tenant, defId)) as Definition | null;
    const e = d?.entries.find((x) => x.id === entryId);
    if (!d || !e) throw new NotFoundError(`Price entry ${params.id} does not exist`);
    mayRead(principal, d);
    return entryOf(d, e);
  }),

  action(api.booking, async ({ tenant, params, principal }) => {
    const b = await getBooking(tenant, params.id);
    if (!b) throw new NotFoundError(`Booking ${params.id} does not exist`);
    if (b.schedule) {
      const s = await schedules.getOrThrow(tenant, b.schedule);
      mayRead(principal, { vessel: s.vessel });
      const defs = await definitionsOf(tenant, { vessel: s.vessel });
      return { data: (['trip', 'charter'] as const).map((type) => scheduleDefinition(defs, s, type)).filter((d) => d !== undefined) };
    }
    if (!b.resort || !b.checkIn || !b.checkOut) return { data: [] };
    mayRead(principal, { resort: b.resort });
    const lastNight = new Date(Date.parse(b.checkOut) - 86_400_000).toISOString().slice(0, 10);
    const defs = await definitionsOf(tenant, { resort: b.resort });
    return { data: defs.filter((d) => d.status === 'active' && d.type === 'room' && overlaps(d, b.checkIn!, lastNight < b.checkIn! ? b.checkIn! : lastNight)) };
  }),

  action(api.resortPrices, async ({ tenant, query, principal }) => {
    mayRead(principal, { resort: query.resort });
    const defs = await definitionsOf(tenant, { resort: query.resort });
    return {
      data: defs
        .filter((d) => overlaps(d, query.from, query.to))
        .sort((a, b) => a.validRange.from.localeCompare(b.validRange.from) || a.name.localeCompare(b.name)),
    };
  }),

  action(api.resortEntries, async ({ tenant, query, principal }) => {
    mayRead(principal, { resort: query.resort });
    const [defs, types] = await Promise.all([definitionsOf(tenant, { resort: query.resort }), typesOf(tenant, { resort: query.resort })]);
    const active = defs.filter((d) => d.status === 'active' && d.type === 'room' && covers(d, query.date));
    const wanted = types.filter((t) => query.roomType === undefined || t.id === query.roomType);
    return {
      data: wanted.map((t) => {
        const d = preferred(active.filter((x) => x.entries.some((e) => e.roomType === t.id)));
        return { roomType: t.id, name: t.name, entries: d ? entriesFor(d, t.id, query.variant) : [] };
      }),
    };
  }),

  action(api.print, async ({ tenant, query, principal }) => {
    mayRead(principal, { resort: query.resort });
    const [from, to] = [`${query.year}-01-01`, `${query.year}-12-31`];
    const [defs, types, variants] = await Promise.all([
      definitionsOf(tenant, { resort: query.resort }),
      typesOf(tenant, { resort: query.resort }),
      collect(allOf(priceVariants, tenant)),
    ]);
    const typeName = new Map(types.map((t) => [t.id, t.name]));
    const variantName = new Map(variants.map((v) => [v.id, v.name]));
    const active = defs.filter((d) => d.status === 'active' && overlaps(d, from, to)).sort((a, b) => a.validRange.from.localeCompare(b.validRange.from));
    const rows = active.flatMap((d) =>
      d.entries.map((e) => ({
        definition: d.name,
        validFrom: d.validRange.from,
        validTo: d.validRange.to,
        currency: d.currencies[0] ?? '',
        roomType: e.roomType ? (typeName.get(e.roomType) ?? e.roomType) : '',
        variant: e.variant ? (variantName.get(e.variant) ?? e.variant) : '',
        noOfPax: e.noOfPax,
        ageBand: e.ageBand,
        minNights: e.minNights,
        price: e.price.toFixed(2),
      })),
    );
    if (query.format === 'csv') {
      const csv = Papa.unparse(rows, {
        columns: ['definition', 'validFrom', 'validTo', 'currency', 'roomType', 'variant', 'noOfPax', 'ageBand', 'minNights', 'price'],
      });
      return new HttpResult(200, `\uFEFF${csv}\r\n`, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="prices-${query.resort}-${query.year}.csv"`,
      });
    }
    const h = escapeHtml;
    const sections = active.map((d) => {
      const body = rows
        .filter((r) => r.definition === d.name && r.validFrom === d.validRange.from)
        .map(
          (r) =>
            `<tr><td>${h(r.roomType)}</td><td>${h(r.variant)}</td><td>${r.noOfPax}</td><td>${r.ageBand}</td><td>${r.minNights}</td><td class="n">${r.price}</td></tr>`,
        )
        .join('');
      return `<h2>${h(d.name)}</h2><p>${d.validRange.from} – ${d.validRange.to} · ${h(d.currencies[0] ?? '')}</p><table><thead><tr><th>Room type</th><th>Variant</th><th>Persons</th><th>Age band</th><th>Min. nights</th><th>Price</th></tr></thead><tbody>${body}</tbody></table>`;
    });
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Prices ${query.year}</title><style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px 6px}.n{text-align:right}</style></head><body><h1>Prices ${query.year}</h1>${sections.join('')}</body></html>`;
    return new HttpResult(200, html, { 'content-type': 'text/html; charset=utf-8' });
  }),
];
