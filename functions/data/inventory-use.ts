import { tableName } from './client';
import { resortInventoryPk, scheduleInventoryPk } from './entities/inventory';
import { queryPages } from './paging';

/**
 * Delete protection of the master data (docs/decisions.md, "Inventory master data"): does any inventory item
 * (a booking's or a blocker's claim) still name a room, a cabin or a schedule? Reads stop at the first item.
 */

/** A claim on any night of a resort room: the resort's inventory partition (keys only) read until the first item of the room. */
export async function roomHasClaims(tenant: string, resort: string, room: string): Promise<boolean> {
  const pages = queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': resortInventoryPk(tenant, resort) },
    // Keys only; a key attribute cannot be filtered on, so the room is matched here.
    ProjectionExpression: 'sk',
  });
  const suffix = `#ROOM#${room}`;
  for await (const page of pages) if (page.Items?.some((i) => String(i.sk).endsWith(suffix))) return true;
  return false;
}

/** A claim on a bed of the cabin on one of the schedules: one Query per schedule (begins_with, Limit 1). */
export async function cabinHasClaims(tenant: string, cabin: string, schedules: readonly string[]): Promise<string | undefined> {
  for (const schedule of schedules) {
    const pages = queryPages({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :cabin)',
      ExpressionAttributeValues: { ':pk': scheduleInventoryPk(tenant, schedule), ':cabin': `CABIN#${cabin}#` },
      ProjectionExpression: 'pk',
      Limit: 1,
    });
    for await (const page of pages) {
      if (page.Items?.length) return schedule;
      break;
    }
  }
  return undefined;
}

/** Any inventory item of a schedule (a booking's or a blocker's). */
export async function scheduleHasClaims(tenant: string, schedule: string): Promise<boolean> {
  for await (const page of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': scheduleInventoryPk(tenant, schedule) },
    ProjectionExpression: 'pk',
    Limit: 1,
  }))
    return Boolean(page.Items?.length);
  return false;
}
