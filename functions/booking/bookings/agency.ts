import { bookingAgencyEndpoint } from '../../../shared/api/booking-agency';
import type { CreateBooking } from '../../../shared/api/bookings';
import type { Principal } from '../../../shared/auth/principal';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { action } from '../../lib/http';
import { applyBookingChange } from './lifecycle/apply';
import { personsOf, priceBooking, type StoredPrice } from './pricing-of-booking';

/**
 * POST /api/bookings/{id}/agency/{agencyId} (docs/decisions.md, "Booking extras"): in the `bookings` Lambda, which
 * carries the pricing engine for create already (booking-extras would outgrow the bundle budget with it).
 */

const today = () => new Date().toISOString().slice(0, 10);

/** The create's request rebuilt from a stored header: what the price of the booking depends on. */
function createBodyOf(b: BookingItem): CreateBooking {
  return {
    ...(b.resort !== undefined ? { resort: b.resort, checkIn: b.checkIn, checkOut: b.checkOut } : { schedule: b.schedule }),
    rooms: b.rooms.map((r) => ({
      room: r.room,
      noOfPax: r.noOfPax,
      ...(r.customers ? { customers: r.customers } : {}),
      ...(r.variant ? { variant: r.variant } : {}),
    })),
    ...(b.customer !== undefined ? { customer: b.customer } : {}),
    ...(b.variant ? { variant: b.variant } : {}),
    ...(b.supplements?.length ? { supplements: b.supplements } : {}),
    ...(b.specials?.length ? { specials: b.specials } : {}),
    ...(b.source ? { source: b.source } : {}),
    ...(b.currency ? { currency: b.currency } : {}),
    ...(b.termsOfPayment ? { termsOfPayment: b.termsOfPayment } : {}),
    state: b.state,
    language: b.language ?? 'de',
  } as unknown as CreateBooking;
}

/** The booking priced again as the create prices it, for another agency (functions/booking/bookings/pricing-of-booking.ts). */
export async function repriceFor(tenant: string, b: BookingItem, agency: string): Promise<StoredPrice> {
  const body = createBodyOf(b);
  const [rooms, persons] = await Promise.all([Promise.all(b.rooms.map((r) => read.rooms.get(tenant, r.room))), personsOf(tenant, body)]);
  return priceBooking(tenant, {
    body,
    placement: { type: b.type, resort: b.resort, vessel: b.vessel, tour: b.tour, schedule: b.schedule, checkIn: b.checkIn, checkOut: b.checkOut },
    rooms: rooms.map((room, i) => ({ roomType: room?.roomType ?? b.rooms[i]!.room, allowSharedRoom: room?.allowSharedRoom ?? false })),
    persons,
    agency,
    // The day the booking was made: only the agency changes, not early-booking specials.
    bookingDate: b.bookingDate ?? today(),
  });
}

/**
 * POST {id}/agency/{agencyId}: sets or changes the agency. A priced booking (one with calculation lines) is priced
 * again as the create would price it for that agency (its commission, group specials and the agent channel), so
 * calculation, milestones and commission follow the agency; an unpriced one takes the agency's commission.
 */
export function setAgency(principal: Principal, id: string, agencyId: string): Promise<BookingItem> {
  return applyBookingChange(principal, id, 'agency', async (current, ctx) => {
    if (current.agency === agencyId) return { next: {}, unchanged: true };
    const agency = await read.agencies.get(ctx.tenant, agencyId);
    if (!agency) throw new ValidationError(`agency ${agencyId} does not exist`, [{ path: 'params.agencyId', message: `agency ${agencyId} does not exist` }]);
    if (!current.calculation?.length) return { next: { agency: agencyId, ...(agency.commission !== undefined ? { commission: agency.commission } : {}) } };
    const price = await repriceFor(ctx.tenant, current, agencyId);
    return { next: { agency: agencyId, ...price, commission: price.commission ?? agency.commission, currency: price.currency ?? current.currency ?? 'EUR' } };
  });
}

export const agencyAction = action(bookingAgencyEndpoint, async ({ principal, params }) => setAgency(principal, params.id, params.agencyId));
