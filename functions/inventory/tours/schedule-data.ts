import type { Principal } from '../../../shared/auth/principal';
import type { roomsResource } from '../../../shared/api/rooms';
import type { schedulesResource } from '../../../shared/api/tours';
import { cabinBedIds, type Claim } from '../../../shared/domain/inventory/claims';
import { scheduleNights } from '../../../shared/domain/inventory/schedule';
import { rooms, schedules, tours, vessels } from '../../data/assets';
import type { Entity } from '../../data/repository';
import { scheduleClaims } from '../../data/inventory';
import { assetFilter, requireAsset, type AssetLimit } from '../../lib/asset-limit';
import { eq } from '../../lib/references';

type Flat<T> = { [K in keyof T]: T[K] };
export type ScheduleEntity = Flat<Entity<typeof schedulesResource.schema>>;
export type CabinEntity = Entity<typeof roomsResource.schema>;
/** A schedule as ZScheduleAvailability answers it (the contract's extended item type is not inferred). */
export type ScheduleAvailability = ScheduleEntity & {
  tourName: string;
  vesselName: string;
  nights: number;
  totalBeds: number;
  freeBeds: number;
  freeCabins: number;
};

/** Tours and schedules belong to their vessel (the asset limit). */
export const vesselLimit: AssetLimit = { vessel: 'vessel' };

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const today = () => new Date().toISOString().slice(0, 10);

/** Whether the caller's asset limit lets them see an entity of this vessel. */
export function mayUse(principal: Principal | undefined, entity: { vessel?: string }): boolean {
  try {
    requireAsset(vesselLimit, principal, entity, 'read');
    return true;
  } catch {
    return false;
  }
}

/** The longest trip a window looks back for (a schedule longer than this starting earlier is not found). */
const LOOK_BACK_DAYS = 366;

/**
 * Schedules whose trip overlaps from..to (a trip ends on `to`, free for the next embarkation that day): one Query
 * of the date-ordered list (gsi1, `<from> <vessel>`) over the starts from a year before `from` up to `to`.
 */
export async function schedulesOverlapping(
  tenant: string,
  from: string,
  to: string,
  only: { vessel?: string; status?: 'active' } = {},
): Promise<ScheduleEntity[]> {
  // `~` sorts after the space that follows a date in the list key, so the day before `start` is left out.
  const found = await schedules.range(tenant, { slot: 1, from: `${addDays(from, -LOOK_BACK_DAYS - 1)}~`, to: addDays(to, -1), limit: 10_000 });
  return found.filter((s) => s.from < to && s.to > from && (!only.vessel || s.vessel === only.vessel) && (!only.status || s.status === only.status));
}

/** Schedules starting on the days from..to (both included). */
export function schedulesStarting(tenant: string, from: string, to: string): Promise<ScheduleEntity[]> {
  return schedules.range(tenant, { slot: 1, from: `${addDays(from, -1)}~`, to, limit: 10_000 });
}

/** Every schedule of a filter (the iCalendar feed, delete protection), in date order. */
export async function schedulesWhere(tenant: string, filter: Parameters<typeof schedules.page>[1]['filter'], principal?: Principal) {
  const limit = principal ? assetFilter(vesselLimit, principal) : null;
  const res = await schedules.page(tenant, { slot: 1, descending: false, offset: 0, limit: 10_000, filter: [...(filter ?? []), ...(limit ? [limit] : [])] });
  return res.data;
}

/** A vessel's active cabins (its inventory on every schedule). */
export async function activeCabins(tenant: string, vessel: string): Promise<CabinEntity[]> {
  const res = await rooms.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1000, filter: [eq('vessel', vessel), eq('isActive', true)] });
  return res.data;
}

export const cabinForClaims = (c: CabinEntity) => ({
  id: c.id,
  name: c.name,
  availableBeds: c.availableBeds,
  allowSharedRoom: c.allowSharedRoom,
  allowMixedGender: c.allowMixedGender,
  beds: c.configuration.beds,
});

/** Beds, free beds and wholly free cabins of a trip's cabins under its claims. */
export function tripCounts(cabins: CabinEntity[], claims: Claim[]) {
  let totalBeds = 0;
  let freeBeds = 0;
  let freeCabins = 0;
  for (const cabin of cabins) {
    const beds = cabinBedIds(cabinForClaims(cabin));
    const taken = new Set(claims.filter((c) => c.unit === cabin.id).map((c) => c.bed));
    const free = beds.filter((b) => !taken.has(b)).length;
    totalBeds += beds.length;
    freeBeds += free;
    if (free === beds.length && beds.length > 0) freeCabins++;
  }
  return { totalBeds, freeBeds, freeCabins };
}

/**
 * Schedules with their tour's and vessel's names and the trip's free inventory: one Query of each schedule's
 * inventory, the cabins once per vessel, each tour and vessel once.
 */
export async function withAvailability(tenant: string, list: ScheduleEntity[]): Promise<ScheduleAvailability[]> {
  const once = <T>(cache: Map<string, Promise<T>>, id: string, load: () => Promise<T>) => {
    if (!cache.has(id)) cache.set(id, load());
    return cache.get(id)!;
  };
  const tourCache = new Map<string, Promise<{ name: string } | null>>();
  const vesselCache = new Map<string, Promise<{ name: string } | null>>();
  const cabinCache = new Map<string, Promise<CabinEntity[]>>();
  return Promise.all(
    list.map(async (s): Promise<ScheduleAvailability> => {
      const [tour, vessel, cabins, { claims }] = await Promise.all([
        once(tourCache, s.tour, () => tours.get(tenant, s.tour)),
        once(vesselCache, s.vessel, () => vessels.get(tenant, s.vessel)),
        once(cabinCache, s.vessel, () => activeCabins(tenant, s.vessel)),
        scheduleClaims(tenant, s.id),
      ]);
      return { ...s, tourName: tour?.name ?? s.tour, vesselName: vessel?.name ?? s.vessel, nights: scheduleNights(s), ...tripCounts(cabins, claims) };
    }),
  );
}
