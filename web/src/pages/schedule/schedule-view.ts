import type { EndpointOutput } from '../../../../shared/api/endpoint';
import type { scheduleExtraEndpoints } from '../../../../shared/api/tours';
import type { Schedule } from '../../../../shared/domain/inventory/schedule';

export type ScheduleInfo = EndpointOutput<typeof scheduleExtraEndpoints.info>;
export type CabinInfo = ScheduleInfo['cabins'][number];
export type BedInfo = CabinInfo['beds'][number];
/**
 * The schedule of the info answer (ZScheduleAvailability). Its static type loses the fields (shared/api/resource.ts:
 * extending a generic schema); the answer is parsed with the full schema, so they are there.
 */
export type ScheduleHeader = Schedule & {
  id: string;
  tourName: string;
  vesselName: string;
  nights: number;
  totalBeds: number;
  freeBeds: number;
  freeCabins: number;
};
export const scheduleHeader = (info: ScheduleInfo): ScheduleHeader => info.schedule as unknown as ScheduleHeader;
export type Guest = EndpointOutput<typeof scheduleExtraEndpoints.customers>['data'][number];

export interface DeckGroup {
  /** The deck key; '' for the cabins without a deck. */
  key: string;
  /** The vessel's name of the deck, when known. */
  name?: string;
  cabins: CabinInfo[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * The cabin plan: the cabins grouped by deck, in the vessel's deck order (decks it does not list after them, by
 * key; cabins without a deck last), the cabins of a deck by name (Main 2 before Main 10).
 */
export function groupCabinsByDeck(cabins: readonly CabinInfo[], decks: readonly { key: string; name: string; sort?: number }[] = []): DeckGroup[] {
  const order = new Map(decks.map((d, i) => [d.key, { name: d.name, rank: (d.sort ?? 0) * 1000 + i }]));
  const groups = new Map<string, CabinInfo[]>();
  for (const c of cabins) groups.set(c.deck ?? '', [...(groups.get(c.deck ?? '') ?? []), c]);
  const rank = (key: string) => (key === '' ? Number.MAX_SAFE_INTEGER : (order.get(key)?.rank ?? Number.MAX_SAFE_INTEGER - 1));
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, ...(order.get(key) ? { name: order.get(key)!.name } : {}), cabins: [...list].sort(byName) }));
}

export interface BedCounts {
  free: number;
  booked: number;
  blocked: number;
}

/** How many beds of the cabins are free, booked and blocked. */
export function countBeds(cabins: readonly CabinInfo[]): BedCounts {
  const counts: BedCounts = { free: 0, booked: 0, blocked: 0 };
  for (const c of cabins) for (const b of c.beds) counts[b.state]++;
  return counts;
}

/** The guest list in booking-number order, then by cabin name. */
export function sortGuests(guests: readonly Guest[]): Guest[] {
  return [...guests].sort((a, b) => a.bookingNo - b.bookingNo || a.cabinName.localeCompare(b.cabinName, undefined, { numeric: true }));
}

/** Booking id → booking number, to name the booking of a booked bed. */
export function bookingNumbers(guests: readonly Guest[]): Map<string, number> {
  return new Map(guests.map((g) => [g.booking, g.bookingNo]));
}
