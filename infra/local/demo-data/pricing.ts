import type { CreateBooking } from '../../../shared/api/bookings';
import type { PricingData, PricingRequest } from '../../../shared/domain/pricing/types';
import { withDefaultVariant } from '../../../shared/domain/pricing/engine/seasons';
import { bookingPricingRequest, personsOf, requireChoices, storedPrice } from '../../../functions/booking/bookings/pricing-of-booking';
import type { BookingItem } from '../../../functions/data/entities/booking';
import { read } from '../../../functions/data/readers';
import { priceFor } from '../../../functions/pricing/engine/engine';
import { named, namesOf } from '../../../functions/pricing/engine/names';
import { loadPricingData } from '../../../functions/pricing/engine/pricing-data';

/**
 * The demo season priced as the booking create prices a booking (functions/booking/bookings/pricing-of-booking.ts: the same
 * request, THE engine, the operator's stored prices, the same stored lines and milestones), with the operator's data
 * read once per resort or vessel instead of once per booking (the seed prices about 200 at once).
 */
export function demoPricer(tenant: string): (b: BookingItem) => Promise<Partial<BookingItem>> {
  const data = new Map<string, Promise<PricingData>>();
  const rooms = new Map<string, ReturnType<typeof read.rooms.get>>();
  const names = new Map<string, Promise<Map<string, string>>>();
  const once = <T>(cache: Map<string, T>, key: string, load: () => T): T => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key)!;
  };
  return async (b) => {
    const place = b.schedule !== undefined ? { schedule: b.schedule } : { resort: b.resort!, checkIn: b.checkIn!, checkOut: b.checkOut! };
    const body = {
      ...place,
      rooms: b.rooms.map((r) => ({ room: r.room, noOfPax: r.noOfPax, ...(r.customers ? { customers: r.customers } : {}) })),
      state: 'confirmed',
      language: b.language ?? 'de',
      ...(b.customer !== undefined ? { customer: b.customer } : {}),
    } as CreateBooking;
    const [persons, found] = await Promise.all([
      personsOf(tenant, body),
      Promise.all(b.rooms.map((r) => once(rooms, r.room, () => read.rooms.get(tenant, r.room)))),
    ]);
    const request: PricingRequest = await bookingPricingRequest(tenant, {
      body,
      placement: b,
      rooms: found.map((r, i) => ({ roomType: r?.roomType ?? b.rooms[i]!.room, allowSharedRoom: r?.allowSharedRoom ?? false })),
      persons,
      agency: b.agency,
      bookingDate: b.createdAt.slice(0, 10),
    });
    const asset = request.kind === 'stay' ? { resort: request.resort as string } : { vessel: request.vessel as string };
    const loaded = await once(data, JSON.stringify(asset), () => loadPricingData(tenant, asset));
    const priced = withDefaultVariant(request, loaded);
    const key = priced.rooms.map((r) => `${r.roomType}|${r.variant ?? ''}`).join(',');
    const named_ = await once(names, key, () => namesOf(tenant, priced));
    return storedPrice(named(priceFor(priced, requireChoices(body, loaded)), named_));
  };
}
