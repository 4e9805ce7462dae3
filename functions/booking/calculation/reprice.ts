import type { CreateBooking } from '../../../shared/api/bookings';
import { isManual, mergeReload, rebalance, type Line } from '../../../shared/domain/booking/calculation-edit';
import { decimalsOf, money, subtract, sum, toString } from '../../../shared/domain/money';
import { convert } from '../../../shared/domain/pricing/engine/currency';
import { withDefaultVariant } from '../../../shared/domain/pricing/engine/seasons';
import type { CalculationLine, PricingData, PricingRequest, PricingResult } from '../../../shared/domain/pricing/types';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { bookingPricingRequest, personsOf, requireChoices, storedPrice } from '../bookings/pricing-of-booking';
import { priceFor } from '../../pricing/index';
import { named, namesFor, namesOf } from '../../pricing/index';
import { loadPricingData } from '../../pricing/index';

/**
 * Re-pricing a stored booking with THE engine (docs/decisions.md, "Editing the calculation"): the request is built
 * from the header exactly as the create builds it from its body (functions/booking/bookings/pricing-of-booking.ts), with the
 * header's choices (variant per room and person, supplements, specials, terms, currency, a chosen price definition,
 * a commission set by hand). Hand-made and product lines are kept.
 */

/** The create's body the header corresponds to (what the engine's request is built from). */
function bodyOf(b: BookingItem): CreateBooking {
  const place =
    b.schedule !== undefined ? { schedule: b.schedule } : { resort: b.resort as string, checkIn: b.checkIn as string, checkOut: b.checkOut as string };
  return {
    ...place,
    rooms: b.rooms.map((r) => ({
      room: r.room,
      noOfPax: r.noOfPax,
      ...(r.customers ? { customers: r.customers } : {}),
      ...(r.variant ? { variant: r.variant } : {}),
    })),
    state: 'confirmed',
    language: (b.language ?? 'de') as CreateBooking['language'],
    ...(b.customer !== undefined ? { customer: b.customer } : {}),
    ...(b.variant !== undefined ? { variant: b.variant } : {}),
    ...(b.supplements?.length ? { supplements: b.supplements } : {}),
    ...(b.specials?.length ? { specials: b.specials } : {}),
    ...(b.source !== undefined ? { source: b.source } : {}),
    ...(b.termsOfPayment !== undefined ? { termsOfPayment: b.termsOfPayment } : {}),
    ...(b.currency !== undefined ? { currency: b.currency } : {}),
  } as CreateBooking;
}

/** Persons (request keys) whose own variant differs from their room's: variant → persons. */
function personVariants(request: PricingRequest, b: BookingItem): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  request.rooms.forEach((room, i) => {
    for (const c of b.rooms[i]?.customers ?? []) {
      if (c.variant && c.variant !== room.variant && room.persons.includes(c.customer)) out.set(c.variant, (out.get(c.variant) ?? new Set()).add(c.customer));
    }
  });
  return out;
}

/**
 * A person's own variant (variant/{room}/{customer}): the engine prices a variant per room, so the room is priced
 * once more with that variant, all its persons in it (the occupancy stays right), and that person's lines are taken
 * from that run; lines of nobody in particular, specials and commission come from the room's own variant.
 */
function priceWithPersonVariants(request: PricingRequest, data: PricingData, b: BookingItem): { result: PricingResult; base: PricingResult } {
  const base = priceFor(request, data);
  const own = personVariants(request, b);
  if (!own.size) return { result: base, base };
  const replaced = new Map<string, CalculationLine[]>();
  for (const [variant, persons] of own) {
    const rooms = request.rooms.map((r) => (r.persons.some((p) => persons.has(p)) ? { ...r, variant } : r));
    const alt = priceFor({ ...request, rooms }, data);
    for (const p of persons)
      replaced.set(
        p,
        alt.lines.filter((l) => l.customer === p && l.type === 'room_cost'),
      );
  }
  const done = new Set<string>();
  const lines = base.lines.flatMap((l) => {
    if (l.customer === undefined || l.type !== 'room_cost' || !replaced.has(l.customer)) return [l];
    if (done.has(l.customer)) return [];
    done.add(l.customer);
    return replaced.get(l.customer) as CalculationLine[];
  });
  const total = sum(
    lines.map((l) => l.total),
    { code: base.total.currency, decimals: base.total.decimals },
  );
  return { result: { ...base, lines: lines.map((l, i) => ({ ...l, sort: i })), total }, base };
}

/** The operator's data with the header's hand-made choices: a chosen definition, a commission set by hand. */
function withChoices(data: PricingData, b: BookingItem): PricingData {
  let out = requireChoices(bodyOf(b), data);
  if (b.priceDefinition !== undefined) {
    const chosen = out.definitions.filter((d) => d.id === b.priceDefinition);
    if (!chosen.length) {
      const reason = `price definition ${b.priceDefinition} is not an active definition of this booking's resort or vessel`;
      throw new ValidationError(reason, [{ path: 'params.price', message: reason }]);
    }
    out = { ...out, definitions: chosen };
  }
  if (b.commissionFixed && b.commission !== undefined) out = { ...out, commissions: out.commissions.map((c) => ({ ...c, percent: b.commission as number })) };
  return out;
}

export interface Repriced {
  engine: ReturnType<typeof storedPrice>;
  data: PricingData;
}

/** The engine's price of the header as it stands (the create's request, the header's choices). */
export async function engineOf(tenant: string, b: BookingItem): Promise<Repriced> {
  const body = bodyOf(b);
  const [persons, found] = await Promise.all([personsOf(tenant, body), Promise.all(b.rooms.map((r) => read.rooms.get(tenant, r.room)))]);
  const built = await bookingPricingRequest(tenant, {
    body,
    placement: b,
    rooms: found.map((r, i) => ({ roomType: r?.roomType ?? b.rooms[i]?.room ?? '', allowSharedRoom: r?.allowSharedRoom ?? false })),
    persons,
    agency: b.agency,
    bookingDate: b.bookingDate ?? b.createdAt.slice(0, 10),
    ...(b.channel ? { channel: b.channel } : {}),
  });
  const request = b.commissionFixed && b.commission !== undefined && built.agency ? { ...built, agency: { ...built.agency, commission: b.commission } } : built;
  const asset = request.kind === 'stay' ? { resort: request.resort as string } : { vessel: request.vessel as string };
  // Persons' own variants are named too (they are not on the request's rooms).
  const extra = [...personVariants(request, b).keys()].map((variant) => ({ ...(request.rooms[0] as PricingRequest['rooms'][number]), variant }));
  const [loaded, names] = await Promise.all([loadPricingData(tenant, asset), namesOf(tenant, { ...request, rooms: [...request.rooms, ...extra] })]);
  const data = withChoices(loaded, b);
  // Rooms without a variant on a season whose entries all name one take its first variant, as at the create
  // (priceBooking): else a re-price (reload, rebook to other dates) would find no room price at all.
  const full = withDefaultVariant(request, data);
  const { result, base } = priceWithPersonVariants(full, data, b);
  const engine = storedPrice(named(result, await namesFor(tenant, full, names)));
  // The milestones follow the lines a person's own variant changed (exactly, as every edit).
  const delta = subtract(result.total, base.total);
  return { engine: { ...engine, payments: rebalance(engine.payments ?? [], delta, result.currency) }, data };
}

/** The header's price after a re-price: the engine's lines and milestones, hand-made lines kept (converted from `was`'s currency). */
export async function reprice(tenant: string, b: BookingItem, was: BookingItem = b): Promise<Partial<BookingItem>> {
  const { engine, data } = await engineOf(tenant, b);
  const to = engine.currency as string;
  const from = was.currency ?? to;
  const table = { base: data.baseCurrency, currencies: data.currencies };
  const conv = (amount: string) => toString(convert(money(amount, { code: from, decimals: decimalsOf(from) }), to, table));
  const merged = mergeReload(b.calculation ?? [], { calculation: engine.calculation as Line[], payments: engine.payments ?? [], currency: to }, conv);
  return {
    ...merged,
    currency: to,
    ...(b.commissionFixed ? {} : engine.commission !== undefined ? { commission: engine.commission } : { commission: undefined }),
  };
}

/** The same line in the engine's lines: same type, source, person and room. */
const canonical = (o: Record<string, unknown> = {}) =>
  JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
const sameLine = (a: Line, e: Line) => a.type === e.type && a.customer === e.customer && a.room === e.room && canonical(a.source) === canonical(e.source);

/** Re-prices one engine line (quantity, unit price, total, text kept); the milestones move by its change. */
export async function refreshEngineLine(tenant: string, b: BookingItem, line: Line): Promise<Partial<BookingItem> | undefined> {
  if (isManual(line)) return undefined;
  const { engine } = await engineOf(tenant, b);
  const fresh = (engine.calculation as Line[]).find((e) => sameLine(line, e));
  if (!fresh || engine.currency !== (b.currency ?? engine.currency)) return undefined;
  const currency = b.currency ?? 'EUR';
  const delta = subtract(
    money(fresh.total, { code: currency, decimals: decimalsOf(currency) }),
    money(line.total, { code: currency, decimals: decimalsOf(currency) }),
  );
  const { edited: _edited, ...customData } = line.customData ?? {};
  const { customData: _old, ...rest } = line;
  const repriced: Line = {
    ...rest,
    amount: fresh.amount,
    price: fresh.price,
    total: fresh.total,
    ...(fresh.tax ? { tax: fresh.tax } : {}),
    ...(Object.keys(customData).length ? { customData } : {}),
  };
  const calculation = (b.calculation ?? []).map((l) => (l.sort === line.sort ? repriced : l));
  return { calculation, payments: rebalance(b.payments ?? [], delta, currency) };
}
