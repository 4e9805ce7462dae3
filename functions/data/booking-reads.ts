import { addDays } from '../../shared/calendar-date';
import { MAX_STAY_NIGHTS } from '../../shared/domain/inventory/stay';
import { tableName } from './client';
import { bookingAssetPk, bookingDuePk, bookingListPk, OFFERED_DUE, OPTION_DUE } from './entities/booking';
import { resortInventoryPk, scheduleInventoryPk } from './entities/inventory';
import { queryItems } from './paging';
import { INDEX } from './table-definition';

/**
 * Reads over bookings that the booking area's read models shape themselves (issue 30: tableName stays in the data
 * layer): the raw items, each function one access pattern. The callers pick their fields and decode the items.
 */

/** Every item of an asset's inventory partition (room-nights, cabin beds, gender items), read consistently. */
export function assetInventoryItems(tenant: string, asset: { resort: string } | { schedule: string }): Promise<Array<Record<string, unknown>>> {
  const pk = 'resort' in asset ? resortInventoryPk(tenant, asset.resort) : scheduleInventoryPk(tenant, asset.schedule);
  return queryItems({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });
}

/** Every item of the tenant's booking collection (the booking list index). */
export function bookingCollectionItems(tenant: string): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant) },
  });
}

/**
 * The bookings of the collection checking in from `from` to `to` (both days included: a bounded key range of the
 * list index), ending on `today` or later and in one of `states`, projected to `fields` (the start page's range).
 */
export function bookingsEndingFrom(
  tenant: string,
  q: { from: string; to: string; today: string; states: readonly string[]; fields: readonly string[] },
): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    FilterExpression: `checkOut >= :today AND #state IN (${q.states.map((_, i) => `:s${i}`).join(', ')})`,
    ProjectionExpression: q.fields.join(', '),
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':pk': bookingListPk(tenant),
      ':from': `${q.from}#`,
      ':to': `${q.to}#~`,
      ':today': q.today,
      ...Object.fromEntries(q.states.map((s, i) => [`:s${i}`, s])),
    },
  });
}

/**
 * The start page's due bookings ending on `today` or later (the sparse index of bookingDueIndexKey): drafts whose
 * option date is `optionsUntil` or earlier, and the offered waiting bookings. Two bounded Queries, projected to `fields`.
 */
export async function dueBookings(
  tenant: string,
  q: { today: string; optionsUntil: string; fields: readonly string[] },
): Promise<Array<Record<string, unknown>>> {
  const read = (range: string, values: Record<string, string>) =>
    queryItems({
      TableName: tableName(),
      IndexName: INDEX.thirdOrder,
      KeyConditionExpression: `gsi3pk = :pk AND ${range}`,
      FilterExpression: 'checkOut >= :today',
      ProjectionExpression: q.fields.join(', '),
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':pk': bookingDuePk(tenant), ':today': q.today, ...values },
    });
  const [options, offered] = await Promise.all([
    read('gsi3sk BETWEEN :from AND :to', { ':from': OPTION_DUE, ':to': `${OPTION_DUE}${q.optionsUntil}#~` }),
    read('begins_with(gsi3sk, :offered)', { ':offered': OFFERED_DUE }),
  ]);
  return [...options, ...offered];
}

/**
 * The bookings and blocker nights of an asset with a night in from..to: a bounded key range of the calendars' index
 * (issue 23). gsi2sk after `<from>#…` (a booking leaving on `from` has no night in the range) and up to
 * `<to − 1 + MAX_STAY_NIGHTS>#…` (a booking starting before `to` ends at most MAX_STAY_NIGHTS later; a blocker night's
 * key is the day after the night, so at most `to`), then filtered to those starting before `to`. The items read are
 * those that can be in the range, never the asset's later or earlier ones. Projected to `fields` (the calendars).
 */
export function assetStayItems(tenant: string, asset: string, from: string, to: string, fields: readonly string[]): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :last',
    FilterExpression: 'checkIn < :to',
    ProjectionExpression: fields.join(', '),
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':pk': bookingAssetPk(tenant, asset),
      ':from': `${from}#\uffff`,
      ':last': `${addDays(to, MAX_STAY_NIGHTS - 1)}#\uffff`,
      ':to': to,
    },
  });
}
