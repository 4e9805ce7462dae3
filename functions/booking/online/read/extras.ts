import type { BookAddon, BookProduct } from '../../../../shared/api/book';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import { allOf } from '../../../data/iterate';
import { read } from '../../../data/readers';
import { imagesOf, requireInWidget, textIn, type GuestCall } from './guest';
import { bookableSchedule } from './bookable';

/**
 * The extras a guest may add (docs/decisions/online-booking.md "What a guest sees"): the active supplements offered
 * with the resort or vessel in the stay's dates (their price rule and price; mandatory ones shown, not chosen) and the
 * products the operator sells online, each with what is left when its stock is counted. No cost, no stock figures
 * beyond "how many are left", no internal product data (SKU, barcode).
 */

/** Products and supplements a tenant offers at most (a catalogue, read page by page). */
const CATALOGUE = 2000;

type Asset = { type: 'resort' | 'vessel'; ref: string };

export interface ExtrasQuery {
  resort?: string;
  vessel?: string;
  schedule?: string;
  from?: string;
  to?: string;
}

/** The asset and dates an extras query is about (a schedule: its vessel and dates). */
async function assetOf(call: GuestCall, q: ExtrasQuery): Promise<{ asset?: Asset; from?: string; to?: string }> {
  if (q.schedule !== undefined) {
    const s = await bookableSchedule(call, q.schedule);
    return { asset: { type: 'vessel', ref: s.vessel }, from: s.from, to: s.to };
  }
  if (q.resort !== undefined) requireInWidget(call, { resort: q.resort });
  if (q.vessel !== undefined) requireInWidget(call, { vessel: q.vessel });
  const w = call.widget;
  const asset: Asset | undefined =
    q.resort !== undefined
      ? { type: 'resort', ref: q.resort }
      : q.vessel !== undefined
        ? { type: 'vessel', ref: q.vessel }
        : w?.kind === 'resort' && w.resort
          ? { type: 'resort', ref: w.resort }
          : w?.kind === 'vessel' && w.vessel
            ? { type: 'vessel', ref: w.vessel }
            : undefined;
  if (q.from !== undefined && q.to !== undefined && q.to < q.from)
    throw new ValidationError('to is before from', [{ path: 'query.to', message: 'before from' }]);
  return { ...(asset ? { asset } : {}), ...(q.from !== undefined ? { from: q.from } : {}), ...(q.to !== undefined ? { to: q.to } : {}) };
}

const offeredAt = (assets: readonly Asset[], asset: Asset | undefined) =>
  assets.length === 0 || (asset !== undefined && assets.some((a) => a.type === asset.type && a.ref === asset.ref));

/** What is left of a product whose stock is counted; none when it is not counted. */
async function leftOf(tenant: string, productId: string | undefined): Promise<number | undefined> {
  if (productId === undefined) return undefined;
  const p = await read.products.get(tenant, productId);
  return p?.stock.tracked ? Math.max(0, Math.floor(p.stock.quantity)) : undefined;
}

async function supplementsOf(tenant: string) {
  const all = [];
  for await (const s of allOf(read.supplements, tenant)) if (all.push(s) >= CATALOGUE) break;
  return all;
}

type Supplement = Awaited<ReturnType<typeof supplementsOf>>[number];

function offered(s: Supplement, where: { asset?: Asset; from?: string; to?: string }): boolean {
  if (!s.active || !offeredAt(s.assets, where.asset)) return false;
  const range = s.validRange;
  if (!range) return true;
  return (where.to === undefined || range.from <= where.to) && (where.from === undefined || range.to >= where.from);
}

async function addonView(call: GuestCall, s: Supplement): Promise<BookAddon> {
  const description = textIn(s.description, call.lang);
  const free = await leftOf(call.tenant, s.productId);
  return {
    id: s.id,
    name: s.name,
    ...(description !== undefined ? { description } : {}),
    priceRule: s.priceRule,
    price: s.price,
    ...(s.childPrice !== undefined ? { childPrice: s.childPrice } : {}),
    currency: s.currency,
    mandatory: s.mandatory,
    onSite: s.onSite,
    ...(free !== undefined ? { free } : {}),
  };
}

/** GET addons. */
export async function bookAddons(call: GuestCall, q: ExtrasQuery): Promise<BookAddon[]> {
  const [where, all] = await Promise.all([assetOf(call, q), supplementsOf(call.tenant)]);
  const shown = all.filter((s) => offered(s, where)).sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return Promise.all(shown.map((s) => addonView(call, s)));
}

/** GET addons/availability/{id}. */
export async function bookAddonAvailability(call: GuestCall, id: string, q: ExtrasQuery): Promise<{ id: string; available: boolean; free?: number }> {
  const [where, s] = await Promise.all([assetOf(call, q), read.supplements.get(call.tenant, id)]);
  if (!s || !s.active) throw new NotFoundError(`No add-on ${id}`);
  const free = await leftOf(call.tenant, s.productId);
  return { id, available: offered(s, where) && (free === undefined || free > 0), ...(free !== undefined ? { free } : {}) };
}

/** GET products: the active products sold online at the resort or vessel (or everywhere). */
export async function bookProducts(call: GuestCall, q: ExtrasQuery): Promise<BookProduct[]> {
  const where = await assetOf(call, q);
  const all = [];
  for await (const p of allOf(read.products, call.tenant)) if (all.push(p) >= CATALOGUE) break;
  const shown = all
    .filter((p) => p.active && p.availableOnline && offeredAt(p.assets, where.asset))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return Promise.all(
    shown.map(async (p): Promise<BookProduct> => {
      const description = textIn(p.description, call.lang);
      return {
        id: p.id,
        name: p.name,
        ...(description !== undefined ? { description } : {}),
        ...(p.categoryId !== undefined ? { category: p.categoryId } : {}),
        unit: p.unit,
        priceRule: p.priceRule,
        price: p.price,
        currency: p.currency,
        images: await imagesOf(call.tenant, p.images),
        ...(p.stock.tracked ? { free: Math.max(0, Math.floor(p.stock.quantity)) } : {}),
      };
    }),
  );
}
