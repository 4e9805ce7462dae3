import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { localScheduleItem, localScheduleKey } from './entities/schedule';

/**
 * Puts (or replaces) the local schedule `name`, due at `dueAt` (ISO instant), delivering `message` to the consumer
 * `target` (functions/data/entities/schedule.ts).
 */
export async function putLocalSchedule(name: string, dueAt: string, message: unknown, target?: string): Promise<void> {
  const value = { dueAt, message: JSON.stringify(message), ...(target !== undefined ? { target } : {}) };
  await db().send(new PutCommand({ TableName: tableName(), Item: localScheduleItem.toItem(localScheduleKey(name), value) }));
}

/** Deletes the local schedule `name` (none: nothing to do). */
export async function deleteLocalSchedule(name: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: localScheduleKey(name) }));
}
