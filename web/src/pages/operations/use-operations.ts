import useSWR from 'swr';
import { bookingExtrasEndpoints as api } from '../../../../shared/api/booking-extras';
import { callEndpoint } from '../../api/endpoint-client';

/** SWR hooks of the day's read calls (GET /api/bookings/endofday, arrivalCount, customersAtDate). */

export const useEndOfDay = (date: string, toDate?: string) =>
  useSWR(['bookings.endofday', date, toDate ?? date], () => callEndpoint(api.endOfDay, { query: { date, ...(toDate ? { toDate } : {}) } } as never));

export const useArrivalCount = (start?: string, days = 7) =>
  useSWR(['bookings.arrivalCount', start ?? '', days], () => callEndpoint(api.arrivalCount, { query: { ...(start ? { start } : {}), days } } as never));

export const useGuestsAt = (date: string) => useSWR(['bookings.customersAtDate', date], () => callEndpoint(api.customersAtDate, { query: { date } } as never));
