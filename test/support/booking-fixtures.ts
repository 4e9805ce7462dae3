import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { bookingUnits } from '../../shared/domain/booking/claims';
import { unitKey } from '../../shared/domain/inventory/claims';
import { ZAgency } from '../../shared/domain/agency/agency';
import { ZCustomer } from '../../shared/domain/customer/customer';
import { ZResort, ZVessel } from '../../shared/domain/inventory/asset';
import { ZRoom } from '../../shared/domain/inventory/room';
import { ZSchedule } from '../../shared/domain/inventory/schedule';
import { agencies } from '../../functions/data/agencies';
import { resorts, rooms, schedules, vessels } from '../../functions/data/assets';
import { db, tableName } from '../../functions/data/client';
import { customers } from '../../functions/data/customers';
import { bookingPk, ZBookingItem, type BookingItem } from '../../functions/data/entities/booking';
import { claimFromItem, resortInventoryPk, scheduleInventoryPk } from '../../functions/data/entities/inventory';
import { getBooking } from '../../functions/data/bookings';

/** Master data for the booking-core tests, written through the repositories. */

export async function resortWithRooms(tenant: string, count: number, resortId = 'rs-1') {
  await resorts.create(tenant, resortId, ZResort.parse({ name: 'Lagoon Resort', key: 'LAG' }));
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const id = `${resortId}-room-${i}`;
    await rooms.create(tenant, id, ZRoom.parse({ name: `Room ${100 + i}`, roomType: 'rt-1', type: 'Room', resort: resortId }));
    ids.push(id);
  }
  return { resortId, roomIds: ids };
}

export interface CabinSpec {
  name: string;
  beds: number;
  shared?: boolean;
  mixed?: boolean;
}

export async function scheduleWithCabins(tenant: string, cabins: CabinSpec[], scheduleId = 'sc-1') {
  const vesselId = `${scheduleId}-vessel`;
  await vessels.create(tenant, vesselId, ZVessel.parse({ name: 'Sea Spirit', key: 'SEA' }));
  await schedules.create(
    tenant,
    scheduleId,
    ZSchedule.parse({ tour: 'tr-1', vessel: vesselId, from: '2027-03-01', to: '2027-03-08', embarkPort: 'p-1', disembarkPort: 'p-2' }),
  );
  const ids: string[] = [];
  for (const [i, c] of cabins.entries()) {
    const id = `${scheduleId}-cabin-${i + 1}`;
    const beds = Array.from({ length: c.beds }, (_, b) => ({ internalId: String(b + 1) }));
    await rooms.create(
      tenant,
      id,
      ZRoom.parse({
        name: c.name,
        roomType: 'rt-c',
        type: 'Cabin',
        vessel: vesselId,
        availableBeds: c.beds,
        allowSharedRoom: c.shared ?? false,
        allowMixedGender: c.mixed ?? true,
        configuration: { maxNoOfPax: c.beds, defaultNoOfPax: 1, beds },
      }),
    );
    ids.push(id);
  }
  return { scheduleId, vesselId, cabinIds: ids };
}

export async function customerOf(tenant: string, id: string, gender: 'u' | 'm' | 'f') {
  await customers.create(tenant, id, ZCustomer.parse({ masterData: { lastName: `Guest ${id}`, gender } }));
  return id;
}

export async function agencyOf(tenant: string, id: string) {
  await agencies.create(tenant, id, ZAgency.parse({ name: `Agency ${id}` }));
  return id;
}

async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(res.Items ?? []));
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every item of a partition (inventory of a resort or schedule, a booking's own). */
export const resortItems = (tenant: string, resort: string) => partition(resortInventoryPk(tenant, resort));
export const scheduleItems = (tenant: string, schedule: string) => partition(scheduleInventoryPk(tenant, schedule));
export const bookingItems = (tenant: string, id: string) => partition(bookingPk(tenant, id));

/** The claims the items of an inventory partition hold, as "unit key → owner id" (blockers aside). */
export function heldUnits(items: Record<string, unknown>[]): Map<string, string> {
  const held = new Map<string, string>();
  for (const item of items) {
    if (item.entityType !== 'ROOMNIGHT' && item.entityType !== 'CABINBED') continue;
    const claim = claimFromItem(item);
    held.set(unitKey(claim), claim.owner.id);
  }
  return held;
}

/** What the live bookings hold by their headers, as "unit key → booking id"; throws when two hold the same unit. */
export function bookingsHold(bookings: BookingItem[]): Map<string, string> {
  const held = new Map<string, string>();
  for (const b of bookings.filter((x) => x.state !== 'aborted')) {
    for (const unit of bookingUnits(b)) {
      const key = unitKey(unit);
      if (held.has(key)) throw new Error(`${key} is held by ${held.get(key)} and ${b.id}`);
      held.set(key, b.id);
    }
  }
  return held;
}

export async function bookingsById(tenant: string, ids: string[]): Promise<BookingItem[]> {
  const found = await Promise.all(ids.map((id) => getBooking(tenant, id)));
  return found.map((b, i) => {
    if (!b) throw new Error(`booking ${ids[i]} is missing`);
    return ZBookingItem.parse(b);
  });
}
