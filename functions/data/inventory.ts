import type { Claim, Gender } from '../../shared/domain/inventory/claims';
import { tableName } from './client';
import { CABINBED, CABINGENDER, cabinGenderItem, claimFromItem, resortNightRange, ROOMNIGHT, scheduleInventoryPk } from './entities/inventory';
import { queryItems } from './paging';

/**
 * Reads of the inventory items (functions/data/entities/inventory.ts). Writes happen only inside the transactions
 * of whatever takes or releases inventory (bookings, blockers), never here.
 */

/**
 * The claims on a resort's room-nights from `from` up to the night before `to`: ONE Query of the resort's
 * inventory partition (paged by DynamoDB only beyond 1 MB), consistent so a write just made is seen.
 */
export async function resortClaims(tenant: string, resort: string, from: string, to: string): Promise<Claim[]> {
  const range = resortNightRange(tenant, resort, from, to);
  if (!range) return [];
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ConsistentRead: true,
  });
  return items.filter((i) => i.entityType === ROOMNIGHT).map(claimFromItem);
}

/** A schedule's claimed cabin beds and the gender each non-mixed cabin is sold to: one Query of its partition. */
export async function scheduleClaims(tenant: string, schedule: string): Promise<{ claims: Claim[]; cabinGenders: Map<string, Exclude<Gender, 'u'>> }> {
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': scheduleInventoryPk(tenant, schedule) },
    ConsistentRead: true,
  });
  const claims = items.filter((i) => i.entityType === CABINBED).map(claimFromItem);
  const cabinGenders = new Map<string, Exclude<Gender, 'u'>>();
  for (const item of items.filter((i) => i.entityType === CABINGENDER)) {
    cabinGenders.set(String(item.sk).slice('GENDER#'.length), cabinGenderItem.fromItem(item).gender);
  }
  return { claims, cabinGenders };
}
