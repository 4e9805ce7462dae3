import type { BookCabin, BookRoom, BookRoomType } from '../../../../shared/api/book';
import { freeRooms, roomTypeFreeCounts } from '../../../../shared/domain/inventory/availability';
import { nightsOf } from '../../../../shared/domain/inventory/stay';
import { chooseDefinition } from '../../../../shared/domain/pricing/engine/seasons';
import type { PricingData, PricingRequest } from '../../../../shared/domain/pricing/types';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import { resortClaims } from '../../../data/inventory';
import { read } from '../../../data/readers';
import { addDays, checkStay, roomsOf, roomTypesOf, type RoomOf, type RoomTypeOf } from './inventory';
import { loadPricingData } from '../../../pricing/index';
import { imagesOf, requireInWidget, textIn, type GuestCall } from './guest';
import { bookableSchedule } from './bookable';
import { priceOf, typeRequest } from './price-from';
import { cabinsOfSchedule, scheduleCabins } from './trips';

/**
 * The stays a guest can book (docs/decisions/online-booking.md "What a guest sees"): per visible room type of a
 * resort the rooms free on every night asked and per night, the stay's price for the guests (the default of the type)
 * and the nightly price, priced by the engine as a booking of the type would be; the free rooms themselves. For a
 * departure: its cabin types with the cabins free and the trip's price per person.
 */

type Room = RoomOf;
type RoomType = RoomTypeOf;

const sellableRoom = (r: Room) => r.type === 'Room' && r.isActive && !r.blocked && !r.hide && r.isVisible;
const visibleType = (t: RoomType) => !t.hide && t.isVisible;

export interface StayQuery {
  resort?: string;
  schedule?: string;
  from?: string;
  to?: string;
  pax?: number;
  roomType?: string;
}

/** The resort and dates of a stay query: the widget's resort, active, from..to of at most 62 nights, not in the past. */
async function stayOf(call: GuestCall, q: StayQuery): Promise<{ resort: string; from: string; to: string }> {
  const resort = q.resort ?? (call.widget?.kind === 'resort' ? call.widget.resort : undefined);
  if (resort === undefined) throw new ValidationError('A resort or a schedule', [{ path: 'query.resort', message: 'required' }]);
  if (q.from === undefined || q.to === undefined)
    throw new ValidationError('from and to are needed for a resort', [{ path: 'query.from', message: 'required' }]);
  requireInWidget(call, { resort });
  checkStay(q.from, q.to);
  if (q.from < call.today) throw new ValidationError('The stay starts in the past', [{ path: 'query.from', message: 'in the past' }]);
  const found = await read.resorts.get(call.tenant, resort);
  if (!found || !found.isActive) throw new NotFoundError(`No resort ${resort}`, 'RESORT_NOT_FOUND');
  return { resort, from: q.from, to: q.to };
}

async function variantsOf(tenant: string, data: PricingData, request: PricingRequest): Promise<{ id: string; name: string }[]> {
  const season = chooseDefinition(data.definitions, request, request.from);
  const found = await Promise.all((season?.variants ?? []).map((id) => read.priceVariants.get(tenant, id)));
  return found.flatMap((v, i) => (v && v.active ? [{ id: season!.variants[i]!, name: v.name }] : []));
}

const paxOf = (t: RoomType, pax?: number) => Math.min(Math.max(pax ?? t.defaultNoOfPax, t.minNoOfPax), t.maxNoOfPax);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** GET roomTypes of a resort. */
async function resortRoomTypes(call: GuestCall, q: StayQuery, currency: string | undefined): Promise<BookRoomType[]> {
  const { resort, from, to } = await stayOf(call, q);
  const [rooms, types, claims, data] = await Promise.all([
    roomsOf(call.tenant, resort),
    roomTypesOf(call.tenant, resort),
    resortClaims(call.tenant, resort, from, to),
    loadPricingData(call.tenant, { resort }),
  ]);
  const sellable = rooms.filter(sellableRoom);
  const counts = roomTypeFreeCounts(sellable, claims, resort, from, to);
  const nights = nightsOf(from, to);
  const shown = types.filter((t) => visibleType(t) && sellable.some((r) => r.roomType === t.id) && (q.roomType === undefined || t.id === q.roomType));
  return Promise.all(
    shown.map(async (t): Promise<BookRoomType> => {
      const pax = paxOf(t, q.pax);
      const whole = typeRequest({ resort }, t.id, pax, from, to, currency);
      const price = priceOf(data, whole);
      return {
        ...(await typeHead(call, t)),
        free: freeRooms(
          sellable.filter((r) => r.roomType === t.id),
          claims,
          resort,
          from,
          to,
        ).length,
        nights: nights.map((night) => {
          const one = priceOf(data, typeRequest({ resort }, t.id, pax, night, addDays(night, 1), currency));
          return { night, free: counts.find((c) => c.roomType === t.id && c.night === night)?.free ?? 0, ...(one !== undefined ? { price: one } : {}) };
        }),
        ...(price !== undefined ? { price, nightly: round2(price / nights.length) } : {}),
        currency: currency ?? data.baseCurrency,
        variants: await variantsOf(call.tenant, data, whole),
      };
    }),
  );
}

/** What a guest sees of a room or cabin type, whatever it is booked for: its name and words, pictures and sizes. */
async function typeHead(call: GuestCall, t: Parameters<typeof visibleType>[0]) {
  const description = textIn(t.description, call.lang);
  return {
    id: t.id,
    name: t.name,
    ...(description !== undefined ? { description } : {}),
    images: await imagesOf(call.tenant, t.images),
    ...(t.sizeInSqm > 0 ? { sizeInSqm: t.sizeInSqm } : {}),
    minPax: t.minNoOfPax,
    maxPax: t.maxNoOfPax,
    defaultPax: t.defaultNoOfPax,
  };
}

/** GET roomTypes of a departure: its cabin types with the cabins free and the trip's price per person. */
async function tripRoomTypes(call: GuestCall, schedule: string, q: StayQuery, currency: string | undefined): Promise<BookRoomType[]> {
  const s = await bookableSchedule(call, schedule);
  const [types, data] = await Promise.all([roomTypesOf(call.tenant, s.vessel), loadPricingData(call.tenant, { vessel: s.vessel })]);
  const cabins = await cabinsOfSchedule(call, s, currency, data);
  const at = { vessel: s.vessel, schedule: s.id, tour: s.tour };
  const shown = types.filter((t) => visibleType(t) && cabins.some((c) => c.roomType === t.id));
  return Promise.all(
    shown.map(async (t): Promise<BookRoomType> => {
      const ofType: BookCabin[] = cabins.filter((c) => c.roomType === t.id);
      const pax = paxOf(t, q.pax);
      const request = typeRequest(at, t.id, pax, s.from, s.to, currency);
      const total = priceOf(data, request);
      return {
        ...(await typeHead(call, t)),
        free: ofType.filter((c) => c.freeBeds > 0).length,
        nights: [],
        ...(total !== undefined ? { price: round2(total / pax) } : {}),
        currency: currency ?? data.baseCurrency,
        variants: await variantsOf(call.tenant, data, request),
      };
    }),
  );
}

export function bookRoomTypes(call: GuestCall, q: StayQuery, currency: string | undefined): Promise<BookRoomType[]> {
  return q.schedule !== undefined ? tripRoomTypes(call, q.schedule, q, currency) : resortRoomTypes(call, q, currency);
}

/** GET rooms: a departure's cabins, or a resort's rooms free on every night of the stay. */
export async function bookRooms(call: GuestCall, q: StayQuery, currency: string | undefined): Promise<(BookCabin | BookRoom)[]> {
  if (q.schedule !== undefined) return scheduleCabins(call, q.schedule, currency);
  const { resort, from, to } = await stayOf(call, q);
  const [rooms, types, claims] = await Promise.all([
    roomsOf(call.tenant, resort),
    roomTypesOf(call.tenant, resort),
    resortClaims(call.tenant, resort, from, to),
  ]);
  const visible = new Map(types.filter(visibleType).map((t) => [t.id, t]));
  const candidates = rooms.filter((r) => sellableRoom(r) && visible.has(r.roomType) && (q.roomType === undefined || r.roomType === q.roomType));
  return Promise.all(
    freeRooms(candidates, claims, resort, from, to).map(async (r): Promise<BookRoom> => {
      const t = visible.get(r.roomType)!;
      const description = textIn(r.description, call.lang);
      return {
        id: r.id,
        name: r.name,
        roomType: t.id,
        roomTypeName: t.name,
        ...(description !== undefined ? { description } : {}),
        images: await imagesOf(call.tenant, r.images),
        minPax: Math.max(r.configuration.minNoOfPax, t.minNoOfPax),
        maxPax: Math.min(r.configuration.maxNoOfPax, t.maxNoOfPax),
      };
    }),
  );
}
