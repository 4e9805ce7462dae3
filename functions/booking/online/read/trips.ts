import type { BookCabin, BookSchedule, BookVessel } from '../../../../shared/api/book';
import { cabinBedIds, type Claim, type Gender } from '../../../../shared/domain/inventory/claims';
import { scheduleNights } from '../../../../shared/domain/inventory/schedule';
import type { PricingData } from '../../../../shared/domain/pricing/types';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import { scheduleClaims } from '../../../data/inventory';
import { read } from '../../../data/readers';
import { addDays, roomsOf, roomTypesOf, schedulesStarting, type RoomOf, type ScheduleOf } from './inventory';
import { bookableSchedule } from './bookable';
import { cabinPriceFrom } from './price-from';
import { loadPricingData } from '../../../pricing/index';
import { imagesOf, requireInWidget, textIn, type GuestCall } from './guest';

/**
 * The trips a guest can book (docs/decisions/online-booking.md "What a guest sees"): the coming active, visible
 * departures of active, visible tours, their cabins with the free beds and who may take them. No booking, no guest's
 * name, no internal note (a schedule's `note` is the crew's, never answered): a cabin says only how many beds are free and, for a shared cabin sold to one gender, which.
 */

type Cabin = RoomOf;

/** How far ahead the schedules call looks by default, and at most. */
export const SCHEDULE_WINDOW_DAYS = 366;

const sellableCabin = (c: Cabin) => c.type === 'Cabin' && c.isActive && !c.blocked && !c.hide && c.isVisible;

/** A cabin of a departure as the guest sees it, under the departure's claims. */
async function cabinView(
  call: GuestCall,
  c: Cabin,
  typeName: Map<string, string>,
  claims: Claim[],
  genders: Map<string, Exclude<Gender, 'u'>>,
  priceFrom?: (cabin: { roomType: string; shared: boolean; beds: number }) => number | undefined,
): Promise<BookCabin> {
  const beds = cabinBedIds({ ...c, beds: c.configuration.beds });
  const taken = new Set(claims.filter((x) => x.unit === c.id && x.bed !== undefined).map((x) => x.bed));
  // A cabin that is not shared is sold whole: free only while none of its beds is taken.
  const free = c.allowSharedRoom ? beds.filter((b) => !taken.has(b)) : taken.size === 0 ? beds : [];
  const gender = c.allowSharedRoom && !c.allowMixedGender ? genders.get(c.id) : undefined;
  return {
    id: c.id,
    name: c.name,
    roomType: c.roomType,
    roomTypeName: typeName.get(c.roomType) ?? c.roomType,
    ...(c.deck !== undefined ? { deck: c.deck } : {}),
    ...(textIn(c.description, call.lang) !== undefined ? { description: textIn(c.description, call.lang) } : {}),
    images: await imagesOf(call.tenant, c.images),
    beds: beds.length,
    freeBeds: free.length,
    freeBedIds: free,
    minPax: c.configuration.minNoOfPax,
    maxPax: Math.min(c.configuration.maxNoOfPax, beds.length),
    shared: c.allowSharedRoom,
    allowMixedGender: c.allowMixedGender,
    freeFor: gender ?? 'any',
    ...withPrice(priceFrom?.({ roomType: c.roomType, shared: c.allowSharedRoom, beds: beds.length })),
  };
}

const withPrice = (price: number | undefined) => (price !== undefined ? { priceFrom: price } : {});

/** The "from" price per person of a departure's cabins (docs/decisions/online-booking.md): the engine, once per kind of cabin. */
function pricesOf(
  data: Awaited<ReturnType<typeof loadPricingData>>,
  s: ScheduleOf,
  currency: string | undefined,
  memo = new Map<string, number | undefined>(),
) {
  return (cabin: { roomType: string; shared: boolean; beds: number }) =>
    cabinPriceFrom(data, { vessel: s.vessel, schedule: s.id, tour: s.tour }, cabin, s, currency, memo);
}

/** The cabins of a vessel a guest may book and the names of their types: one ranged Query each. */
async function cabinsOf(tenant: string, vessel: string): Promise<{ cabins: Cabin[]; typeName: Map<string, string> }> {
  const [cabins, types] = await Promise.all([roomsOf(tenant, vessel), roomTypesOf(tenant, vessel)]);
  return { cabins: cabins.filter(sellableCabin), typeName: new Map(types.map((t) => [t.id, t.name])) };
}

/** The cabins of a departure with their free beds and gender rule (GET rooms?schedule=). */
export async function scheduleCabins(call: GuestCall, id: string, currency: string | undefined): Promise<BookCabin[]> {
  const s = await bookableSchedule(call, id);
  return cabinsOfSchedule(call, s, currency, await loadPricingData(call.tenant, { vessel: s.vessel }));
}

/** The cabins of a departure already checked, with its vessel's price data. */
export async function cabinsOfSchedule(call: GuestCall, s: ScheduleOf, currency: string | undefined, data: PricingData): Promise<BookCabin[]> {
  const [{ cabins, typeName }, { claims, cabinGenders }] = await Promise.all([cabinsOf(call.tenant, s.vessel), scheduleClaims(call.tenant, s.id)]);
  const price = pricesOf(data, s, currency);
  return Promise.all(cabins.map((c) => cabinView(call, c, typeName, claims, cabinGenders, price)));
}

export interface ScheduleQuery {
  from?: string;
  to?: string;
  tour?: string;
  vessel?: string;
  pax?: number;
  cabins?: boolean;
}

/** GET schedules: the departures from..to (default: the guest's today, a year) the site or widget sells. */
export async function bookSchedules(call: GuestCall, q: ScheduleQuery, online: string | undefined): Promise<BookSchedule[]> {
  const from = q.from !== undefined && q.from > call.today ? q.from : call.today;
  const to = q.to ?? addDays(from, SCHEDULE_WINDOW_DAYS);
  if (to < from) throw new ValidationError('to is before from', [{ path: 'query.to', message: 'before from' }]);
  if (to > addDays(from, SCHEDULE_WINDOW_DAYS)) throw new ValidationError(`At most ${SCHEDULE_WINDOW_DAYS} days`, [{ path: 'query.to', message: 'too far' }]);
  const w = call.widget;
  if (w?.kind === 'resort') return [];
  const vessel = w?.kind === 'vessel' ? w.vessel : q.vessel;
  if (w?.kind === 'vessel' && q.vessel !== undefined && q.vessel !== w.vessel) return [];
  const found = (await schedulesStarting(call.tenant, from, to)).filter(
    (s) =>
      s.status === 'active' &&
      s.isVisible &&
      (vessel === undefined || s.vessel === vessel) &&
      s.from >= from &&
      s.from <= to &&
      (q.tour === undefined || s.tour === q.tour) &&
      (w?.kind !== 'tours' || w.tours.length === 0 || w.tours.includes(s.tour)),
  );
  const tourIds = [...new Set(found.map((s) => s.tour))];
  const vesselIds = [...new Set(found.map((s) => s.vessel))];
  const [tours, vessels, fleets, prices] = await Promise.all([
    Promise.all(tourIds.map((id) => read.tours.get(call.tenant, id))),
    Promise.all(vesselIds.map((id) => read.vessels.get(call.tenant, id))),
    Promise.all(vesselIds.map((id) => cabinsOf(call.tenant, id))),
    Promise.all(vesselIds.map((id) => loadPricingData(call.tenant, { vessel: id }))),
  ]);
  const dataOf = new Map(vesselIds.map((id, i) => [id, prices[i]!]));
  const tourOf = new Map(tourIds.map((id, i) => [id, tours[i]]));
  const vesselOf = new Map(vesselIds.map((id, i) => [id, vessels[i]]));
  const fleetOf = new Map(vesselIds.map((id, i) => [id, fleets[i]!]));
  const sellable = found.filter((s) => tourOf.get(s.tour)?.isActive && tourOf.get(s.tour)?.isVisible);
  const rows = await Promise.all(
    sellable.map(async (s): Promise<BookSchedule> => {
      const tour = tourOf.get(s.tour)!;
      const fleet = fleetOf.get(s.vessel)!;
      const { claims, cabinGenders } = await scheduleClaims(call.tenant, s.id);
      const data = dataOf.get(s.vessel)!;
      const cabins = await Promise.all(fleet.cabins.map((c) => cabinView(call, c, fleet.typeName, claims, cabinGenders, pricesOf(data, s, online))));
      const free = cabins.filter((c) => c.freeBeds > 0 && c.priceFrom !== undefined);
      const priceFrom = Math.min(...(free.length ? free : cabins).flatMap((c) => (c.priceFrom !== undefined ? [c.priceFrom] : [])));
      const description = textIn(tour.description, call.lang);
      return {
        id: s.id,
        tour: s.tour,
        tourName: tour.name,
        ...(description !== undefined ? { tourDescription: description } : {}),
        tourImages: await imagesOf(call.tenant, tour.images),
        vessel: s.vessel,
        vesselName: vesselOf.get(s.vessel)?.name ?? s.vessel,
        from: s.from,
        to: s.to,
        nights: scheduleNights(s),
        embarkPort: s.embarkPort,
        disembarkPort: s.disembarkPort,
        totalBeds: cabins.reduce((n, c) => n + c.beds, 0),
        freeBeds: cabins.reduce((n, c) => n + c.freeBeds, 0),
        freeCabins: cabins.filter((c) => c.freeBeds === c.beds && c.beds > 0).length,
        ...(Number.isFinite(priceFrom) ? { priceFrom } : {}),
        currency: online ?? data.baseCurrency,
        ...(q.cabins ? { cabins } : {}),
      };
    }),
  );
  return rows.filter((r) => q.pax === undefined || r.freeBeds >= q.pax).sort((a, b) => a.from.localeCompare(b.from) || a.tourName.localeCompare(b.tourName));
}

/** GET vessel: by id or a departure's, with its decks and the cabins a guest may book (pictures, descriptions). */
export async function bookVessel(call: GuestCall, q: { id?: string; schedule?: string }): Promise<BookVessel> {
  const id = q.schedule !== undefined ? (await bookableSchedule(call, q.schedule)).vessel : q.id;
  if (id === undefined) throw new ValidationError('A vessel or a schedule', [{ path: 'query.id', message: 'required without schedule' }]);
  requireInWidget(call, { vessel: id });
  const vessel = await read.vessels.get(call.tenant, id);
  if (!vessel || !vessel.isActive) throw new NotFoundError(`No vessel ${id}`);
  const { cabins, typeName } = await cabinsOf(call.tenant, id);
  const views = await Promise.all(cabins.map((c) => cabinView(call, c, typeName, [], new Map())));
  const decks = [...(vessel.decks ?? [])].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const strip = (c: BookCabin) => {
    const { freeBeds: _f, freeBedIds: _i, freeFor: _g, priceFrom: _p, ...rest } = c;
    return rest;
  };
  const deckRows = decks.map((d) => ({ key: d.key, name: d.name, cabins: views.filter((c) => c.deck === d.key).map(strip) }));
  const loose = views.filter((c) => !decks.some((d) => d.key === c.deck)).map(strip);
  return {
    id,
    name: vessel.name,
    images: [],
    decks: [...deckRows, ...(loose.length ? [{ key: '', name: '', cabins: loose }] : [])].filter((d) => d.cabins.length > 0),
  };
}
