import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ZResort } from '../../shared/domain/inventory/asset';
import { ZRoom } from '../../shared/domain/inventory/room';
import { ZRoomType } from '../../shared/domain/inventory/room-type';
import { resorts, rooms, roomTypes } from '../../functions/data/assets';
import { db, tableName } from '../../functions/data/client';
import { bookingItem, bookingKey } from '../../functions/data/entities/booking';
import { claimItem } from '../../functions/data/entities/inventory';

/** Seeding for the inventory tests: master data through the repositories, bookings as the booking core writes them. */

export type Night = { night: string; state: string; booking?: string; blocker?: string; reason?: string };

/** A resort with two room types and rooms, seeded through the repositories. */
export async function seedResort(tenant: string, roomNames = ['A1', 'A2', 'A3']) {
  const resort = `rs-${tenant}`;
  await resorts.create(tenant, resort, ZResort.parse({ name: `Resort ${tenant}`, key: 'R' }));
  await roomTypes.create(tenant, `rt-${tenant}-d`, ZRoomType.parse({ name: 'Double', key: 'DBL', resort }));
  await roomTypes.create(tenant, `rt-${tenant}-s`, ZRoomType.parse({ name: 'Suite', key: 'STE', resort }));
  const ids: string[] = [];
  for (const [i, name] of roomNames.entries()) {
    const id = `ro-${tenant}-${name.toLowerCase()}`;
    ids.push(id);
    await rooms.create(tenant, id, ZRoom.parse({ name, type: 'Room', resort, roomType: i === 0 ? `rt-${tenant}-s` : `rt-${tenant}-d` }));
  }
  return { resort, rooms: ids };
}

/** A booking header (the booking core's format) and its room-nights, as the booking core writes them. */
export async function seedBooking(tenant: string, resort: string, id: string, room: string, checkIn: string, checkOut: string, bookingNo = 1) {
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: bookingItem.toItem(bookingKey(tenant, id), {
        id,
        bookingNo,
        state: 'confirmed',
        resort,
        checkIn,
        checkOut,
        rooms: [{ room, noOfPax: 2 }],
        customer: 'cu-1',
        version: 1,
        createdAt: now,
        updatedAt: now,
      }),
    }),
  );
  for (let d = checkIn; d < checkOut; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: claimItem(tenant, { asset: resort, unit: room, night: d, owner: { kind: 'booking', id } }) }),
    );
  }
}

export async function inventory(tenant: string, resort: string) {
  const res = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `T#${tenant}#RESORTINV#${resort}` } }),
  );
  return res.Items ?? [];
}
