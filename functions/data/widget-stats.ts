import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WidgetEvent } from '../../shared/domain/widget/widget';
import { db, tableName } from './client';
import { ConflictError } from '../../shared/errors';
import { widgetCountedItem, widgetCountedKey, widgetDayItem, widgetStatsKey, widgetStatsPk, type WidgetDayItem } from './entities/widget';
import { transactWrite } from './transactions';

/**
 * A widget's figures per day (functions/data/entities/widget.ts): one item per widget and day, each event kind a
 * number on it raised by an atomic ADD, so any number of concurrent events all count and nothing is read first. No
 * visitor is identified: the item holds counts only.
 */
export async function addWidgetEvent(tenant: string, widgetId: string, day: string, event: WidgetEvent, revenueMinor = 0): Promise<void> {
  await db().send(new UpdateCommand(dayUpdate(tenant, widgetId, day, event, revenueMinor)));
}

/**
 * A confirmed booking on its widget's day, with its revenue, once: the marker item of the booking and the day's ADD
 * in one transaction (false when the booking was counted before).
 */
export async function addWidgetBooking(tenant: string, widgetId: string, day: string, booking: string, revenueMinor: number): Promise<boolean> {
  const counted = `booking ${booking} was counted on its widget already`;
  // Two bookings counted on one day item at the same moment conflict (TransactionConflict): the loser tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      await transactWrite(
        [
          {
            Put: {
              TableName: tableName(),
              Item: widgetCountedItem.toItem(widgetCountedKey(tenant, booking), { widgetId, day }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Update: dayUpdate(tenant, widgetId, day, 'booking', revenueMinor) },
        ],
        () => counted,
      );
      return true;
    } catch (err) {
      if (err instanceof ConflictError && err.description === counted) return false;
      if (!(err instanceof ConflictError) || attempt >= 7) throw err;
      await new Promise((r) => setTimeout(r, 10 * 2 ** attempt * Math.random()));
    }
  }
}

function dayUpdate(tenant: string, widgetId: string, day: string, event: WidgetEvent, revenueMinor: number) {
  const revenue = event === 'booking' && revenueMinor > 0;
  return {
    TableName: tableName(),
    Key: widgetStatsKey(tenant, day, widgetId),
    UpdateExpression: `ADD #kind :one${revenue ? ', revenueMinor :revenue' : ''} SET entityType = :t, #day = :day, widgetId = :widget`,
    ExpressionAttributeNames: { '#kind': event, '#day': 'day' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':t': widgetDayItem.entityType,
      ':day': day,
      ':widget': widgetId,
      ...(revenue ? { ':revenue': revenueMinor } : {}),
    },
  };
}

/** The day items of from..to (inclusive ISO days), all widgets or one; one Query (paged past 1 MB). */
export async function widgetDays(tenant: string, from: string, to: string, widgetId?: string): Promise<WidgetDayItem[]> {
  const out: WidgetDayItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(widgetId ? { FilterExpression: 'widgetId = :widget' } : {}),
        ExpressionAttributeValues: { ':pk': widgetStatsPk(tenant), ':from': `${from}#`, ':to': `${to}#~`, ...(widgetId ? { ':widget': widgetId } : {}) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) out.push(widgetDayItem.fromItem(item));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Writes a day's figures as they are (the demo data's history; never used by the counting itself). */
export async function putWidgetDay(tenant: string, day: WidgetDayItem): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: widgetDayItem.toItem(widgetStatsKey(tenant, day.day, day.widgetId), day) }));
}
