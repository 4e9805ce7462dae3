import type { schedulesResource, toursResource } from '../../../shared/api/tours';
import { ConflictError, ValidationError } from '../../../shared/errors';
import { schedules, tours, vessels } from '../../data/assets';
import { destinations, ports } from '../../data/geo';
import { scheduleHasClaims } from '../../data/inventory-use';
import { definitionListingSchedule } from '../../data/price-usage';
import { eq, requireRefs } from '../../lib/references';
import type { EngineOptions } from '../../lib/resource-engine';
import { schedulesOverlapping, vesselLimit, type ScheduleEntity } from './schedule-data';

/** Tours and schedules on the resource engine (docs/decisions.md, "Inventory master data"). */

export const tourOptions: EngineOptions<typeof toursResource.schema> = {
  idPrefix: 'tr',
  asset: vesselLimit,
  prepare: async ({ tenant, data }) => {
    await requireRefs(tenant, [
      { repo: vessels, id: data.vessel, path: 'body.vessel', label: 'vessel' },
      { repo: ports, id: data.embarkPort, path: 'body.embarkPort', label: 'port' },
      { repo: ports, id: data.disembarkPort, path: 'body.disembarkPort', label: 'port' },
      ...data.itinerary.flatMap((d, i) => [
        { repo: ports, id: d.port, path: `body.itinerary.${i}.port`, label: 'port' },
        { repo: destinations, id: d.destination, path: `body.itinerary.${i}.destination`, label: 'destination' },
      ]),
    ]);
    return { data };
  },
  blockDelete: async (tenant, tour) => {
    const schedule = await schedules.firstMatch(tenant, [eq('tour', tour.id)]);
    return schedule ? `Tour ${tour.name} still has schedules (for example ${schedule.from} – ${schedule.to}); delete them first` : null;
  },
};

/** The active schedule of the same vessel the trip would overlap (a trip's last day is free for the next embarkation). */
export async function overlapOf(tenant: string, s: { id?: string; vessel: string; from: string; to: string }): Promise<ScheduleEntity | undefined> {
  const found = await schedulesOverlapping(tenant, s.from, s.to, { vessel: s.vessel, status: 'active' });
  return found.find((o) => o.id !== s.id);
}

export const overlapMessage = (o: { id: string; from: string; to: string }) =>
  `The vessel already sails schedule ${o.id} from ${o.from} to ${o.to}; an active schedule of a vessel cannot overlap another`;

export const scheduleOptions: EngineOptions<typeof schedulesResource.schema> = {
  idPrefix: 'sc',
  asset: vesselLimit,
  prepare: async ({ tenant, id, data }) => {
    const [tour] = await Promise.all([
      tours.get(tenant, data.tour),
      requireRefs(tenant, [
        { repo: vessels, id: data.vessel, path: 'body.vessel', label: 'vessel' },
        { repo: ports, id: data.embarkPort, path: 'body.embarkPort', label: 'port' },
        { repo: ports, id: data.disembarkPort, path: 'body.disembarkPort', label: 'port' },
      ]),
    ]);
    if (!tour) throw new ValidationError(`tour ${data.tour} does not exist`, [{ path: 'body.tour', message: `tour ${data.tour} does not exist` }]);
    if (data.status === 'active') {
      const other = await overlapOf(tenant, { id, ...data });
      if (other) throw new ConflictError(overlapMessage(other), 'SCHEDULE_OVERLAP');
    }
    return { data };
  },
  blockDelete: async (tenant, schedule) => {
    if (await scheduleHasClaims(tenant, schedule.id)) return `Schedule ${schedule.from} – ${schedule.to} holds bookings or blocked beds; cancel them first`;
    const priced = await definitionListingSchedule(tenant, schedule.id);
    return priced ? `Schedule ${schedule.from} – ${schedule.to} is listed in the price definition ${priced}; remove it there first` : null;
  },
};
