import { tripCabinUnits, type Claim } from '../../../../shared/domain/inventory/claims';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import { read } from '../../../data/readers';
import type { BookingItem } from '../../../data/entities/booking';
import { scheduleClaims } from '../../../data/inventory';

/** Where a changed booking's rooms go: a resort room checked, or cabins placed on a schedule with their beds. */

type BookingRoom = BookingItem['rooms'][number];

/** A resort room the booking may move into: a room of the booking's resort, active and not blocked. */
export async function requireResortRoom(tenant: string, b: BookingItem, roomId: string): Promise<void> {
  const room = await read.rooms.get(tenant, roomId);
  if (!room || room.resort !== b.resort) {
    throw new ValidationError(`room ${roomId} is not a room of resort ${b.resort}`, [{ path: 'body.to', message: 'not a room of the resort' }]);
  }
  if (!room.isActive || room.blocked) throw new ConflictError(`Room ${room.name} is ${room.blocked ? 'blocked' : 'not active'}`, 'ROOM_NOT_AVAILABLE');
}

/**
 * The booking's rooms placed on a schedule of its vessel: each cabin checked, its beds chosen (or the first free ones
 * of a shared cabin, which a lost race picks again) against a fresh read of the schedule's claims other than the
 * booking's own. 409 ROOM_NOT_AVAILABLE for beds seen taken or a cabin of the other gender.
 */
export async function placeOnSchedule(tenant: string, b: BookingItem, scheduleId: string, wanted: BookingRoom[]) {
  const [schedule, cabins, lead] = await Promise.all([
    read.schedules.get(tenant, scheduleId),
    Promise.all(wanted.map((r) => read.rooms.get(tenant, r.room))),
    b.customer !== undefined ? read.customers.get(tenant, b.customer) : Promise.resolve(null),
  ]);
  if (!schedule) throw new NotFoundError(`schedule ${scheduleId} does not exist`);
  if (schedule.status !== 'active')
    throw new ValidationError(`Schedule ${scheduleId} is ${schedule.status}, not active`, [{ path: 'schedule', message: 'not active' }]);
  const vessel = b.vessel ?? (b.schedule ? (await read.schedules.get(tenant, b.schedule))?.vessel : undefined);
  if (vessel !== undefined && schedule.vessel !== vessel) {
    throw new ValidationError(`Schedule ${scheduleId} sails another vessel; a booking moves between schedules of its vessel`, [
      { path: 'schedule', message: 'another vessel' },
    ]);
  }
  const { claims } = await scheduleClaims(tenant, scheduleId);
  const existing: Claim[] = claims.filter((c) => c.owner.id !== b.id);
  const picked = new Set<string>();
  const placed = wanted.map((r, i): BookingRoom => {
    const cabin = cabins[i];
    if (!cabin || cabin.vessel !== schedule.vessel) {
      throw new ValidationError(`cabin ${r.room} is not a cabin of vessel ${schedule.vessel}`, [{ path: 'room', message: 'not a cabin of the vessel' }]);
    }
    if (!cabin.isActive || cabin.blocked) throw new ConflictError(`Cabin ${cabin.name} is ${cabin.blocked ? 'blocked' : 'not active'}`, 'ROOM_NOT_AVAILABLE');
    const mixed = cabin.allowMixedGender;
    const gender = mixed ? undefined : (r.gender ?? (lead?.masterData.gender === 'm' || lead?.masterData.gender === 'f' ? lead.masterData.gender : undefined));
    const units = tripCabinUnits(
      scheduleId,
      { ...cabin, beds: cabin.configuration.beds },
      { noOfPax: r.noOfPax, beds: r.beds, genders: gender ? Array(r.noOfPax).fill(gender) : undefined },
      existing,
    );
    if (cabin.allowSharedRoom && !r.beds) picked.add(cabin.id);
    existing.push(...units.map((u) => ({ ...u, owner: { kind: 'booking' as const, id: b.id } })));
    const { gender: _old, ...rest } = r;
    return { ...rest, beds: units.map((u) => u.bed as string), ...(gender ? { gender } : {}) };
  });
  const header = { vessel: schedule.vessel, tour: schedule.tour, checkIn: schedule.from, checkOut: schedule.to };
  return { rooms: placed, picked, header };
}
