import { toNumber } from '../../../../shared/domain/money';
import { withDefaultVariant } from '../../../../shared/domain/pricing/engine/seasons';
import type { PricingData, PricingRequest } from '../../../../shared/domain/pricing/types';
import { priceFor } from '../../../pricing/index';
import { onlinePricingRequest } from '../choice';

/**
 * "From" prices the catalogue shows (docs/decisions/online-booking.md "What a guest sees"): a room or cabin of a type
 * for some adults, priced by the engine as a guest's choice of it would be (channel CustomerDirectBooking).
 */

/** A room of the type for `pax` adults, priced by the engine (none when the price data do not cover it). */
export function priceOf(data: PricingData, base: PricingRequest): number | undefined {
  const result = priceFor(withDefaultVariant(base, data), data);
  return result.problems.length === 0 ? toNumber(result.total) : undefined;
}

/** The engine's request for a room (cabin) of a type with `pax` adults, as a guest's choice of it would be priced. */
export function typeRequest(
  at: { resort?: string; vessel?: string; schedule?: string; tour?: string },
  roomType: string,
  pax: number,
  from: string,
  to: string,
  currency?: string,
  shared = false,
) {
  const guests = Array.from({ length: pax }, (_, i) => ({ key: `g${i + 1}` }));
  return onlinePricingRequest(
    {
      kind: at.resort ? 'stay' : 'trip',
      ...at,
      from,
      to,
      rooms: [{ room: roomType, roomType, guests: guests.map((g) => g.key), shared }],
    },
    guests,
    { addons: [], bookingDate: new Date().toISOString().slice(0, 10), currency },
  );
}

/** The cabin's lowest price per person for a trip: a shared cabin by the bed (one guest), a private one full. */
export function cabinPriceFrom(
  data: PricingData,
  at: { vessel: string; schedule: string; tour: string },
  cabin: { roomType: string; shared: boolean; beds: number },
  trip: { from: string; to: string },
  currency: string | undefined,
  memo: Map<string, number | undefined>,
): number | undefined {
  const pax = cabin.shared ? 1 : Math.max(1, cabin.beds);
  const key = `${at.schedule}|${cabin.roomType}|${pax}|${cabin.shared}`;
  if (!memo.has(key)) {
    const total = priceOf(data, typeRequest(at, cabin.roomType, pax, trip.from, trip.to, currency, cabin.shared));
    memo.set(key, total === undefined ? undefined : Math.round((total / pax) * 100) / 100);
  }
  return memo.get(key);
}
