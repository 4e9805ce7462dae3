import { bookReadEndpoints as api } from '../../../../shared/api/book-read';
import { NotFoundError } from '../../../../shared/errors';
import { bookingIdsByNumber } from '../../../data/booking-search';
import { getBooking } from '../../../data/bookings';
import { action, type BoundAction } from '../../../lib/http';
import { onlinePricingRequest, placeChoice } from '../choice';
import { guestPrice, onlineCurrency, priceOnline } from '../price';
import { productLines } from '../products';
import { ownBookingView } from '../own-view';
import { requireToken } from '../view';
import { bookAddonAvailability, bookAddons, bookProducts } from './extras';
import { guestCall } from './guest';
import { bookRooms, bookRoomTypes } from './stays';
import { bookSchedules, bookVessel } from './trips';

/**
 * The public reads of the online booking (shared/api/book.ts `bookReadEndpoints`; docs/decisions/online-booking.md):
 * each starts with the guest's call (rate limit, widget, language, today) and answers only what a guest may see.
 */

const currencyOr = async (tenant: string) => (await onlineCurrency(tenant)) ?? undefined;

export const bookReadActions: BoundAction[] = [
  action(api.schedules, async ({ tenant, event, query }) => {
    const call = await guestCall(tenant, event, query.widget);
    return { data: await bookSchedules(call, query, await currencyOr(tenant)) };
  }),
  action(api.rooms, async ({ tenant, event, query }) => ({
    data: await bookRooms(await guestCall(tenant, event, query.widget), query, await currencyOr(tenant)),
  })),
  action(api.roomTypes, async ({ tenant, event, query }) => {
    const call = await guestCall(tenant, event, query.widget);
    return { data: await bookRoomTypes(call, query, await currencyOr(tenant)) };
  }),
  action(api.vessel, async ({ tenant, event, query }) => bookVessel(await guestCall(tenant, event, query.widget), query)),
  action(api.addons, async ({ tenant, event, query }) => ({ data: await bookAddons(await guestCall(tenant, event, query.widget), query) })),
  action(api.addonAvailability, async ({ tenant, event, params, query }) =>
    bookAddonAvailability(await guestCall(tenant, event, query.widget), params.id, query),
  ),
  action(api.products, async ({ tenant, event, query }) => ({ data: await bookProducts(await guestCall(tenant, event, query.widget), query) })),
  action(api.price, async ({ tenant, event, body }) => {
    const call = await guestCall(tenant, event, body.widget);
    const placed = await placeChoice(call, body.choice);
    const request = onlinePricingRequest(placed, body.guests, {
      addons: body.addons,
      bookingDate: new Date().toISOString().slice(0, 10),
      currency: await currencyOr(tenant),
    });
    const result = await priceOnline(tenant, request);
    const asset = placed.resort !== undefined ? { type: 'resort' as const, ref: placed.resort } : { type: 'vessel' as const, ref: placed.vessel as string };
    return guestPrice(tenant, result, call.lang, body.currency, await productLines(tenant, body.products, asset, result.currency));
  }),
  action(api.byNumber, async ({ tenant, event, params, query }) => {
    const call = await guestCall(tenant, event);
    const no = /^\d{1,12}$/.test(params.bookingNo) ? Number(params.bookingNo) : NaN;
    if (!Number.isSafeInteger(no)) throw new NotFoundError('No such booking');
    const ids = await bookingIdsByNumber(tenant, no);
    const booking = await requireToken(tenant, ids.length === 1 ? await getBooking(tenant, ids[0]!) : null, query.token);
    return ownBookingView(tenant, booking, call.lang, call.today);
  }),
];
