import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { db, tableName } from '../client';
import { counterKey } from '../entities/master-data';
import type { TransactItem } from '../transactions';
import type { EntityConfig } from './types';

/** The update of the tenant's count of the type (counted repositories only, else nothing). */
export function counterUpdate<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, delta: number): TransactItem[] {
  if (!config.counted) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: counterKey(tenant, config.type),
        UpdateExpression: 'ADD #n :d',
        ExpressionAttributeNames: { '#n': 'count' },
        ExpressionAttributeValues: { ':d': delta },
      },
    },
  ];
}

/** How many entities the tenant has (counted repositories only). */
export async function readCount(type: string, tenant: string): Promise<number> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(tenant, type) }));
  return Number(res.Item?.count ?? 0);
}

/** Adds to the count without a write of the entity (seeding, migrations). */
export async function adjustCount<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, delta: number): Promise<void> {
  const update = counterUpdate(config, tenant, delta)[0];
  if (update?.Update) await db().send(new UpdateCommand(update.Update));
}
