import useSWR from 'swr';
import { callRoute } from '../../api/endpoint-client';
import { startEndpoints as api } from '../../api/first-endpoints';

/** SWR hooks of the day's read calls (GET /api/bookings/endofday, arrivalCount, customersAtDate). */

export const useEndOfDay = (date: string, toDate?: string) =>
  useSWR(['bookings.endofday', date, toDate ?? date], () => callRoute(api.endOfDay, { query: { date, ...(toDate ? { toDate } : {}) } } as never));

export const useArrivalCount = (start?: string, days = 7) =>
  useSWR(['bookings.arrivalCount', start ?? '', days], () => callRoute(api.arrivalCount, { query: { ...(start ? { start } : {}), days } } as never));

export const useGuestsAt = (date: string) => useSWR(['bookings.customersAtDate', date], () => callRoute(api.customersAtDate, { query: { date } } as never));
