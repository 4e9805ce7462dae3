import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { BOOKING, BOOKING_HISTORY, bookingHistoryItem, bookingItem, bookingKey, bookingPk, type BookingItem } from './entities/booking';

/**
 * The reads of the history (docs/decisions.md, "Booking history"): the booking's partition in ONE Query (header ROOT and
 * the previous versions HISTORY#<v>, paged), and the etag's single Get with a projection.
 */

/** The header and its previous versions, oldest first; null for an unknown booking. */
export async function readVersions(tenant: string, id: string): Promise<{ header: BookingItem; versions: BookingItem[] } | null> {
  let header: BookingItem | undefined;
  const previous: BookingItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': bookingPk(tenant, id) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) {
      if (item.entityType === BOOKING) header = bookingItem.fromItem(item);
      else if (item.entityType === BOOKING_HISTORY) previous.push(bookingHistoryItem.fromItem(item));
    }
    start = res.LastEvaluatedKey;
  } while (start);
  if (!header) return null;
  previous.sort((a, b) => a.version - b.version);
  return { header, versions: [...previous.filter((v) => v.version < header.version), header] };
}

/** What the etag needs of the header (version, who, and what the access check reads). */
export type EtagHead = Pick<BookingItem, 'id' | 'version' | 'updatedAt' | 'updatedBy' | 'lastAction' | 'agency' | 'resort' | 'schedule'>;

const PROJECTED = ['id', 'version', 'updatedAt', 'updatedBy', 'lastAction', 'agency', 'resort', 'schedule'] as const;

export async function readEtagHead(tenant: string, id: string): Promise<EtagHead | null> {
  const res = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: bookingKey(tenant, id),
      ConsistentRead: true,
      // Every name aliased: some (version, schedule) may be DynamoDB reserved words.
      ProjectionExpression: PROJECTED.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(PROJECTED.map((name, i) => [`#a${i}`, name])),
    }),
  );
  return (res.Item as EtagHead | undefined) ?? null;
}
