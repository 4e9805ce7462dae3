import { scheduleExtraEndpoints } from '../../../shared/api/tours';
import { fullName } from '../../../shared/domain/customer/customer';
import { cabinBedIds } from '../../../shared/domain/inventory/claims';
import { ForbiddenError } from '../../../shared/errors';
import { schedules } from '../../data/assets';
import { bookingHeaders } from '../../data/booking-headers';
import { customers } from '../../data/customers';
import { scheduleClaims } from '../../data/inventory';
import { action } from '../../lib/http';
import { activeCabins, cabinForClaims, mayUse, withAvailability } from './schedule-data';

/** A schedule the caller's asset limit opens (404 for an unknown id, 403 for another vessel's). */
async function scheduleFor(tenant: string, id: string, principal: Parameters<typeof mayUse>[0]) {
  const schedule = await schedules.getOrThrow(tenant, id);
  if (!mayUse(principal, schedule)) throw new ForbiddenError();
  return schedule;
}

/** A schedule's detail (its cabins and beds) and its guests, from one Query of its inventory. */
export const infoActions = [
  action(scheduleExtraEndpoints.info, async ({ tenant, params, principal }) => {
    const schedule = await scheduleFor(tenant, params.id, principal);
    const [[withCounts], cabins, { claims }] = await Promise.all([
      withAvailability(tenant, [schedule]),
      activeCabins(tenant, schedule.vessel),
      scheduleClaims(tenant, schedule.id),
    ]);
    const held = new Map(claims.map((c) => [`${c.unit}|${c.bed}`, c]));
    return {
      schedule: withCounts!,
      cabins: cabins.map((cabin) => {
        const beds = cabinBedIds(cabinForClaims(cabin)).map((bed) => {
          const claim = held.get(`${cabin.id}|${bed}`);
          if (!claim) return { bed, state: 'free' as const };
          return {
            bed,
            state: claim.owner.kind === 'booking' ? ('booked' as const) : ('blocked' as const),
            ...(claim.owner.kind === 'booking' ? { booking: claim.owner.id } : {}),
            ...(claim.gender !== undefined ? { gender: claim.gender } : {}),
          };
        });
        return {
          id: cabin.id,
          name: cabin.name,
          ...(cabin.deck !== undefined ? { deck: cabin.deck } : {}),
          roomType: cabin.roomType,
          allowSharedRoom: cabin.allowSharedRoom,
          allowMixedGender: cabin.allowMixedGender,
          freeBeds: beds.filter((b) => b.state === 'free').length,
          beds,
        };
      }),
    };
  }),

  action(scheduleExtraEndpoints.customers, async ({ tenant, params, principal }) => {
    const schedule = await scheduleFor(tenant, params.id, principal);
    const [{ claims }, cabins] = await Promise.all([scheduleClaims(tenant, schedule.id), activeCabins(tenant, schedule.vessel)]);
    // One row per booking and cabin, with the beds it holds there.
    const rows = new Map<string, { booking: string; cabin: string; beds: string[] }>();
    for (const c of claims.filter((x) => x.owner.kind === 'booking')) {
      const key = `${c.owner.id}|${c.unit}`;
      const row = rows.get(key) ?? { booking: c.owner.id, cabin: c.unit, beds: [] };
      row.beds.push(c.bed!);
      rows.set(key, row);
    }
    const headers = await bookingHeaders(
      tenant,
      [...rows.values()].map((r) => r.booking),
    );
    const customerIds = [...new Set([...headers.values()].flatMap((b) => (b.customer ? [b.customer] : [])))];
    const names = new Map(await Promise.all(customerIds.map(async (id) => [id, await customers.get(tenant, id)] as const)));
    const cabinNames = new Map(cabins.map((c) => [c.id, c.name]));
    const data = [...rows.values()].flatMap((row) => {
      const booking = headers.get(row.booking);
      if (!booking) return [];
      const customer = booking.customer ? names.get(booking.customer) : undefined;
      const room = booking.rooms.find((r) => r.room === row.cabin);
      return [
        {
          booking: booking.id,
          bookingNo: booking.bookingNo,
          state: booking.state,
          cabin: row.cabin,
          cabinName: cabinNames.get(row.cabin) ?? row.cabin,
          beds: row.beds.sort(),
          noOfPax: room?.noOfPax ?? row.beds.length,
          ...(booking.customer ? { customer: booking.customer } : {}),
          ...(customer ? { name: fullName(customer) } : {}),
        },
      ];
    });
    data.sort((a, b) => a.bookingNo - b.bookingNo || a.cabinName.localeCompare(b.cabinName));
    return { data };
  }),
];
