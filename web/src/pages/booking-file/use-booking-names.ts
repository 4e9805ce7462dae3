import useSWR from 'swr';
import { agenciesResource } from '../../../../shared/api/agencies';
import { resortsResource, vesselsResource } from '../../../../shared/api/assets';
import type { Booking } from '../../../../shared/api/bookings';
import { customersResource } from '../../../../shared/api/customers';
import { roomsResource } from '../../../../shared/api/rooms-resources';
import { schedulesResource, toursResource } from '../../../../shared/api/tours-resources';
import { passesAny } from '../../../../shared/auth/permissions';
import type { Principal } from '../../../../shared/auth/principal';
import { fullName } from '../../../../shared/domain/customer/customer';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { usePrincipal } from '../../hooks/use-session';

/** What the file names instead of ids: each read only where the user may read it; the id stays where not. */
export interface BookingNames {
  asset?: string;
  tour?: string;
  schedule?: { from: string; to: string };
  agency?: string;
  rooms: Record<string, string>;
  customers: Record<string, string>;
  /** The ids these names were read for: an id missing here is still being read (the booking just changed). */
  read: string[];
}

/**
 * What the file shows for an id (issue 22: "names, always"): its name; "…" while the name is still being read (right
 * after saving a new booking or adding a room); the id itself only where reading found no name (not readable, gone).
 */
export function shownName(names: BookingNames | undefined, name: string | undefined, id: string | undefined): string {
  if (name) return name;
  if (!id) return '–';
  return names?.read.includes(id) ? id : '…';
}

type Readable = { scopes: { read: readonly string[] }; endpoints: { get: never } };

async function readOne<T>(principal: Principal, resource: Readable, id: string | undefined): Promise<T | undefined> {
  if (!id || !passesAny(principal, resource.scopes.read)) return undefined;
  const endpoint = (resource.endpoints as { get: Parameters<typeof callEndpoint>[0] }).get;
  // Not found or not readable: the id stays. Anything else (a network hiccup, a cold start right after the wizard
  // saved) fails the read, so SWR tries again instead of keeping ids as the names until a reload (issue 22).
  return (await callEndpoint(endpoint, { params: { id } } as never).catch((err: unknown) => {
    if (err instanceof ApiCallError && (err.error.statusCode === 404 || err.error.statusCode === 403)) return undefined;
    throw err;
  })) as T | undefined;
}

async function readNames(principal: Principal, b: Booking): Promise<BookingNames> {
  const named = (x: { name?: unknown } | undefined) => (typeof x?.name === 'string' ? x.name : undefined);
  const customerIds = [
    ...new Set([b.customer, ...b.rooms.flatMap((r) => ((r as { customers?: Array<{ customer: string }> }).customers ?? []).map((c) => c.customer))]),
  ];
  const [resort, vessel, tour, schedule, agency, rooms, customers] = await Promise.all([
    readOne<{ name: string }>(principal, resortsResource as never, b.resort),
    readOne<{ name: string }>(principal, vesselsResource as never, b.vessel),
    readOne<{ name: string }>(principal, toursResource as never, b.tour),
    readOne<{ from: string; to: string }>(principal, schedulesResource as never, b.schedule),
    readOne<{ name: string }>(principal, agenciesResource as never, b.agency),
    Promise.all(b.rooms.map((r) => readOne<{ name: string }>(principal, roomsResource as never, r.room))),
    Promise.all(customerIds.map((id) => readOne<Parameters<typeof fullName>[0]>(principal, customersResource as never, id))),
  ]);
  return {
    read: [b.resort, b.vessel, b.tour, b.schedule, b.agency, ...customerIds, ...b.rooms.map((r) => r.room)].filter((id): id is string => !!id),
    asset: named(resort) ?? named(vessel),
    tour: named(tour),
    schedule: schedule ? { from: schedule.from, to: schedule.to } : undefined,
    agency: named(agency),
    rooms: Object.fromEntries(b.rooms.flatMap((r, i) => (named(rooms[i]) ? [[r.room, named(rooms[i])!]] : []))),
    customers: Object.fromEntries(customerIds.flatMap((id, i) => (id && customers[i]?.masterData ? [[id, fullName(customers[i]!)]] : []))),
  };
}

/** The names of a booking's asset, tour, schedule, agency, rooms and persons (each read once, in parallel). */
export function useBookingNames(booking: Booking | undefined) {
  const principal = usePrincipal();
  // Keyed by what is named and by whom (a principal not known yet reads nothing: its names must not be kept), and
  // the previous names shown while the next version's are read.
  const ids = booking
    ? [booking.resort, booking.vessel, booking.tour, booking.schedule, booking.agency, booking.customer, ...booking.rooms.map((r) => r.room)]
    : [];
  return useSWR(
    booking ? ['booking.names', booking.id, booking.version, principal.userId ?? '', principal.scopes.length, ids.join('|')] : null,
    () => readNames(principal, booking!),
    {
      revalidateOnFocus: false,
      keepPreviousData: true,
      errorRetryInterval: 1000,
    },
  );
}
