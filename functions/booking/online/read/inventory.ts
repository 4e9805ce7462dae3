import { addDays } from '../../../../shared/calendar-date';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { ValidationError } from '../../../../shared/errors';
import { read } from '../../../data/readers';

/**
 * The master data the public reads list, through the data layer's readers (docs/decisions/online-booking.md "One
 * Lambda within its budget"): the same ranged Queries the inventory area's lists run (`<asset> <name>` for rooms and
 * room types, `<from> <vessel>` for schedules), without the master-data repositories and resource definitions the
 * inventory face brings into a bundle.
 */

const ofAsset = (asset: string) => ({ slot: 1 as const, from: `${asset} \u0001`, to: `${asset} \uffff`, limit: 5000 });

/** The rooms of a resort or the cabins of a vessel: one ranged Query. */
export const roomsOf = (tenant: string, asset: string) => read.rooms.range(tenant, ofAsset(asset));

/** The room types of a resort or the cabin types of a vessel: one ranged Query. */
export const roomTypesOf = (tenant: string, asset: string) => read.roomTypes.range(tenant, ofAsset(asset));

export type RoomOf = Awaited<ReturnType<typeof roomsOf>>[number];
export type RoomTypeOf = Awaited<ReturnType<typeof roomTypesOf>>[number];
export type ScheduleOf = NonNullable<Awaited<ReturnType<typeof read.schedules.get>>>;

/** Schedules starting on the days from..to (both included): one ranged Query of the date-ordered list. */
export const schedulesStarting = (tenant: string, from: string, to: string): Promise<ScheduleOf[]> =>
  read.schedules.range(tenant, { slot: 1, from: `${addDays(from, -1)}~`, to, limit: 10_000 });

/** The longest stay a guest's availability call answers (as the staff's: functions/inventory/rooms/access.ts). */
export const MAX_RANGE_NIGHTS = 62;

/** A stay's from..to: real days, at least one night, at most MAX_RANGE_NIGHTS; 400 otherwise. */
export function checkStay(from: string, to: string): void {
  const nights = daysBetween(from, to);
  if (!(nights >= 1)) throw new ValidationError(`to (${to}) must be after from (${from})`, [{ path: 'query.to', message: 'not after from' }]);
  if (nights > MAX_RANGE_NIGHTS)
    throw new ValidationError(`The range is at most ${MAX_RANGE_NIGHTS} days`, [
      { path: 'query.to', message: `more than ${MAX_RANGE_NIGHTS} days after from` },
    ]);
}

export { addDays };
