import { bookingCalendarEndpoints as api, MAX_CALENDAR_DAYS, type CalendarAnswer, type CalendarBooking } from '../../../shared/api/booking-calendar';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { cabinBedIds } from '../../../shared/domain/inventory/claims';
import type { ZRoom } from '../../../shared/domain/inventory/room';
import type { Entity } from '../../data/repository';
import { requireAssetRef } from '../../lib/asset-limit';
import { readAction } from '../../lib/http';
import { checkRange, roomsOfAsset } from '../../inventory/index';
import { schedulesOverlapping } from '../../inventory/index';
import { calendarOf } from './calendar-data';

type StoredRoom = Entity<typeof ZRoom>;

/**
 * GET /api/bookings/events: the calendar of a resort or a vessel. Its reads run at once: the asset's rooms (cached
 * while the asset's rooms version is unchanged: one Get), its bookings and blocker nights (one Query of the
 * calendars' index) and a vessel's schedules (one Query): two requests for a resort, three for a vessel, plus
 * DynamoDB's paging (and the rooms' Query when they are not cached).
 */

/** Agency users (agencies.self without bookings.read) see their agency's bookings; the others only as taken. */
function forViewer(principal: Principal, bookings: CalendarBooking[]): CalendarBooking[] {
  if (passes(principal, 'bookings.read')) return bookings;
  let n = 0;
  return bookings.map((b) => {
    if (principal.agencyId && b.agency === principal.agencyId) return b;
    n += 1;
    const rooms = b.rooms.map((r) => ({ room: r.room, ...(r.beds ? { beds: r.beds } : {}) }));
    return {
      id: `anon-${n}`,
      anonymous: true,
      state: 'confirmed',
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      ...(b.schedule ? { schedule: b.schedule } : {}),
      rooms,
    };
  });
}

const byName = (a: StoredRoom, b: StoredRoom) => a.name.localeCompare(b.name, undefined, { numeric: true });

function rowsOf(list: StoredRoom[], type: 'resort' | 'vessel'): CalendarAnswer['rows'] {
  const kind = type === 'resort' ? 'Room' : 'Cabin';
  return list
    .filter((r) => r.type === kind && !r.hide)
    .sort(byName)
    .map((r) => ({
      id: r.id,
      name: r.name,
      roomType: r.roomType,
      ...(r.isActive && !r.blocked ? {} : { closed: true }),
      ...(type === 'vessel'
        ? {
            beds: cabinBedIds({
              id: r.id,
              availableBeds: r.availableBeds,
              allowSharedRoom: r.allowSharedRoom,
              allowMixedGender: r.allowMixedGender,
              beds: r.configuration.beds,
            }),
          }
        : {}),
    }));
}

export const eventsAction = readAction(api.events, async ({ tenant, principal, query }) => {
  const { asset, type, from, to } = query;
  requireAssetRef(principal, { type, ref: asset });
  checkRange(from, to, MAX_CALENDAR_DAYS);
  const [list, { bookings, blockers }, schedules] = await Promise.all([
    roomsOfAsset(tenant, asset),
    calendarOf(tenant, asset, from, to),
    type === 'vessel' ? schedulesOverlapping(tenant, from, to, { vessel: asset }) : undefined,
  ]);
  const answer: CalendarAnswer = { asset, type, from, to, rows: rowsOf(list, type), bookings: forViewer(principal, bookings), blockers };
  if (schedules) answer.schedules = schedules.map((s) => ({ id: s.id, from: s.from, to: s.to, tour: s.tour, ...(s.status ? { status: s.status } : {}) }));
  return answer;
});
