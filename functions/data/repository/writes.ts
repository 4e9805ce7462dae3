import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import { db, tableName } from '../client';
import { historyEntityType, historyKey, masterDataKey } from '../entities/master-data';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from '../transactions';
import { searchIndexChange } from '../search-index';
import { counterUpdate } from './counter';
import { searchEntry, toItem } from './items';
import { getEntity, getOrThrow } from './reads';
import type { DeleteOptions, DerivedItem, Entity, EntityConfig, WriteOptions } from './types';

function derivedItems<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, change: { before?: Entity<S>; after?: Entity<S> }): DerivedItem[] {
  const own = config.derived?.(tenant, change) ?? [];
  const index = config.searchIndex;
  if (!index) return own;
  const entry = (e: Entity<S> | undefined) => (e ? searchEntry(config, e) : undefined);
  return [...own, ...searchIndexChange(tenant, index.kind, entry(change.before), entry(change.after)).map((item) => ({ item }))];
}

/**
 * The items of a new entity (its Put, the count and the derived items), for callers that create several
 * aggregates in one transaction. `describe` names a failed condition among them.
 */
export function createItems<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  id: string,
  data: z.infer<S>,
  now = new Date(),
): { entity: Entity<S>; items: TransactItem[]; describe: (index: number) => string } {
  const stamp = now.toISOString();
  const entity = { ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp } as Entity<S>;
  const put: TransactItem = { Put: { TableName: tableName(), Item: toItem(config, tenant, entity), ConditionExpression: 'attribute_not_exists(pk)' } };
  const counter = counterUpdate(config, tenant, 1);
  const derived = derivedItems(config, tenant, { after: entity });
  const describe = (i: number) =>
    i === 0 ? `${config.type.toLowerCase()} ${id} already exists` : (derived[i - 1 - counter.length]?.conflict ?? 'a related item changed');
  return { entity, items: [put, ...counter, ...derived.map((d) => d.item)], describe };
}

/** Creates the entity; fails with 409 if the id is taken. `also` joins the same transaction. */
export async function create<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  id: string,
  data: z.infer<S>,
  opts: WriteOptions<S> = {},
): Promise<Entity<S>> {
  const { now = new Date() } = opts;
  const { entity, items, describe } = createItems(config, tenant, id, data, now);
  const [put, ...own] = items as [TransactItem, ...TransactItem[]];
  const also = [...own, ...(opts.also ?? [])];
  try {
    if (also.length === 0) await db().send(new PutCommand(put.Put!));
    else await transactWrite([put, ...also], (i) => (i <= own.length ? describe(i) : (opts.describeAlso?.(i - 1 - own.length) ?? 'a related item changed')));
  } catch (err) {
    if (also.length === 0 && isConditionalCheckFailed(err)) throw new ConflictError(describe(0));
    throw err;
  } finally {
    config.afterWrite?.(tenant, { after: entity });
  }
  return entity;
}

/**
 * The items of an update (the Put with its version condition, the history item and the derived items),
 * for callers that change several entities in one transaction.
 */
export function updateItems<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  current: Entity<S>,
  expectedVersion: number,
  data: z.infer<S>,
  now = new Date(),
): { entity: Entity<S>; items: TransactItem[]; derived: DerivedItem[] } {
  const id = current.id;
  const entity = { ...(data as object), id, version: expectedVersion + 1, createdAt: current.createdAt, updatedAt: now.toISOString() } as Entity<S>;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: toItem(config, tenant, entity),
        ConditionExpression: 'attribute_exists(pk) AND #v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': expectedVersion },
      },
    },
  ];
  if (config.history) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: { ...current, ...historyKey(tenant, config.type, id, current.version), entityType: historyEntityType(config.type) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  return { entity, items, derived: derivedItems(config, tenant, { before: current, after: entity }) };
}

/** The 409 description of a stale version. */
export function staleVersion(type: string, id: string, expectedVersion: number): string {
  return `${type.toLowerCase()} ${id} was changed by someone else (version ${expectedVersion} is stale); reload and try again`;
}

/**
 * Replaces the entity if it is still at `expectedVersion`; a stale version answers 409 VERSION_CONFLICT.
 * With history on, the previous version is kept as a history item in the same transaction.
 */
export async function update<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  id: string,
  expectedVersion: number,
  data: z.infer<S>,
  opts: WriteOptions<S> = {},
): Promise<Entity<S>> {
  const { also = [], now = new Date() } = opts;
  const current = opts.current?.id === id ? opts.current : await getOrThrow(config, tenant, id);
  const { entity, items: own, derived } = updateItems(config, tenant, current, expectedVersion, data, now);
  const items = [...own, ...derived.map((d) => d.item), ...also];
  const conflict = staleVersion(config.type, id, expectedVersion);
  const describe = (i: number) => {
    if (i === 0) return conflict;
    if (i < own.length) return 'history item exists';
    if (i < own.length + derived.length) return derived[i - own.length]?.conflict ?? 'a related item changed';
    return opts.describeAlso?.(i - own.length - derived.length) ?? 'a related item changed';
  };
  try {
    await transactWrite(items, describe);
  } catch (err) {
    if (err instanceof ConflictError && err.description === conflict) throw new ConflictError(conflict, 'VERSION_CONFLICT');
    throw err;
  } finally {
    config.afterWrite?.(tenant, { before: current, after: entity });
  }
  return entity;
}

/**
 * Deletes the entity; with `expectedVersion`, only if nobody changed it meanwhile. A repository with
 * derived items reads the entity first (unless the caller passes it as `before`) and deletes on its version.
 */
export async function remove<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  id: string,
  expectedVersion?: number,
  opts: DeleteOptions<S> = {},
): Promise<void> {
  let version = expectedVersion;
  let derived: DerivedItem[] = [];
  let before: Entity<S> | undefined;
  if (config.derived) {
    before = opts.before?.id === id ? opts.before : await getOrThrow(config, tenant, id);
    version ??= before.version;
    derived = derivedItems(config, tenant, { before });
  }
  const del = {
    TableName: tableName(),
    Key: masterDataKey(tenant, config.type, id),
    ConditionExpression: version === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #v = :v',
    ...(version === undefined ? {} : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': version } }),
  };
  const counter = counterUpdate(config, tenant, -1);
  const also = opts.also ?? [];
  const rest = [...counter, ...derived.map((d) => d.item), ...also];
  // Which item failed: the entity itself (stale or gone) or one written along with it.
  let failed = -1;
  const describe = (i: number) => {
    failed = i;
    if (i <= counter.length) return 'changed';
    const d = i - 1 - counter.length;
    return d < derived.length ? (derived[d]?.conflict ?? 'a related item changed') : (opts.describeAlso?.(d - derived.length) ?? 'a related item changed');
  };
  try {
    if (rest.length) await transactWrite([{ Delete: del }, ...rest], describe);
    else await db().send(new DeleteCommand(del));
  } catch (err) {
    if (failed > counter.length) throw err;
    if (isConditionalCheckFailed(err) || err instanceof ConflictError) {
      const exists = await getEntity(config, tenant, id);
      if (!exists) throw new NotFoundError(`${config.type.toLowerCase()} ${id} does not exist`);
      throw new ConflictError(`${config.type.toLowerCase()} ${id} was changed by someone else; reload and try again`, 'VERSION_CONFLICT');
    }
    throw err;
  } finally {
    config.afterWrite?.(tenant, before ? { before } : {});
  }
}
