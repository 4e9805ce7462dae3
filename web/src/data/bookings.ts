import { bookingCalendarEndpoints } from '../../../shared/api/booking-calendar';
import { bookingExtrasEndpoints } from '../../../shared/api/booking-extras';
import { bookingListEndpoints } from '../../../shared/api/booking-list';
import { bookingRoomEndpoints } from '../../../shared/api/booking-rooms';
import { bookingEndpoints } from '../../../shared/api/bookings';
import { invoiceEndpoints } from '../../../shared/api/invoices';
import { tourExtraEndpoints } from '../../../shared/api/tours';
import { callEndpoint } from '../api/endpoint-client';
import { keys } from './keys';
import { useRead } from './use-read';

/**
 * The typed reads of bookings (docs/decisions/web-data.md): one hook per resource, its key from `keys`, its answer
 * the contract's output. A screen never builds a key or calls `useSWR` for these itself.
 */

type ListQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** GET /api/bookings/{id}: the booking file (null id: nothing asked). */
export function useBooking(id: string | null | undefined, options: { shouldRetryOnError?: boolean } = {}) {
  return useRead(id ? keys.booking.file(id) : null, () => callEndpoint(bookingEndpoints.get, { params: { id: id! } }), options);
}

/** GET /api/bookings/{id} of another booking shown in a link (its number). */
export function useLinkedBooking(id: string) {
  return useRead(keys.booking.link(id), () => callEndpoint(bookingEndpoints.get, { params: { id } }));
}

/** GET /api/bookings: a page of the booking list; the previous page stays while the next loads. */
export function useBookingList(query: ListQuery) {
  return useRead(keys.bookings.list(query), () => callEndpoint(bookingListEndpoints.list, { query }), { keepPreviousData: true });
}

/** GET /api/bookings/find: bookings whose number or lead guest matches (active ones only). */
export function useBookingSearch(query: string) {
  return useRead(query ? keys.bookings.find(query) : null, () => callEndpoint(bookingListEndpoints.find, { query: { query, onlyActive: 'true' } }), {
    keepPreviousData: true,
  });
}

/** GET /api/bookings/{id}/cabins: a trip booking's cabin plan (null: the booking is not a trip). */
export function useBookingCabins(id: string, asked = true) {
  return useRead(asked ? keys.booking.cabins(id) : null, () => callEndpoint(bookingRoomEndpoints.cabins, { params: { id } }));
}

/** GET /api/bookings/{id}/customers: the persons of the booking with their rooms. */
export function useBookingCustomers(id: string) {
  return useRead(keys.booking.customers(id), () => callEndpoint(bookingRoomEndpoints.customers, { params: { id } }));
}

/** GET /api/bookings/{id}/invoices at the booking's version. */
export function useBookingInvoices(id: string, version: number) {
  return useRead(keys.booking.invoices(id, version), () => callEndpoint(invoiceEndpoints.ofBooking, { params: { id } }), { revalidateOnFocus: true });
}

/** GET /api/bookings/full: a booking with its rooms and guests (the POS target). */
export function useFullBooking(id: string | undefined) {
  return useRead(id ? keys.booking.full(id) : null, () => callEndpoint(bookingExtrasEndpoints.full, { query: { id: id! } }));
}

/** GET /api/bookings/endofday for one day: who is in house (the POS target's list). */
export function useInHouse(date: string | null) {
  return useRead(date ? keys.bookings.inHouse(date) : null, () => callEndpoint(bookingExtrasEndpoints.endOfDay, { query: { date: date! } }));
}

export type CalendarQuery = { asset: string; type: 'resort' | 'vessel'; from: string; to: string };

/** GET /api/bookings/events: an asset's calendar; the previous range stays on screen while the next loads. */
export function useBookingCalendar(query: CalendarQuery | null, onLoaded?: () => void, onError?: (err: unknown) => void) {
  return useRead(
    query ? keys.bookings.calendar(query) : null,
    async () => {
      const answer = await callEndpoint(bookingCalendarEndpoints.events, { query: query! });
      onLoaded?.();
      return answer;
    },
    { keepPreviousData: true, ...(onError ? { onError } : {}) },
  );
}

/** GET /api/tours/date/{from}/{to}: every departure between two days (`to` inclusive). */
export function useTourCalendar(from: string, to: string) {
  return useRead(keys.bookings.tourCalendar({ from, to }), () => callEndpoint(tourExtraEndpoints.byDate, { params: { from, to } }), {
    keepPreviousData: true,
  });
}
