import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ParsedFilter } from '../../shared/api/list-query';
import { filterExpression } from './filter-expression';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/api/errors';
import { db, tableName } from './client';
import { entityKey, historySk, listPk, normalizeText } from './keys';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transactions';

/** Attributes the repository owns on every entity. */
export interface Stored {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface EntityConfig<S extends z.ZodType> {
  /** Upper-case type name used in keys: CUSTOMER, AGENCY, USER. */
  type: string;
  /** Zod schema of the entity as stored and returned (without the Stored attributes). */
  schema: S;
  /** The list's default order (gsi1sk); the id is appended so equal values stay distinct. */
  sortKey: (item: Entity<S>) => string;
  /** Further orders the list can be read in, on gsi2 and gsi3 (same partition as gsi1). */
  extraSortKeys?: Array<(item: Entity<S>) => string>;
  /** Keep a count per tenant, so a list's total is one read instead of a count over the partition. */
  counted?: boolean;
  /** Text searched by list queries; normalised to lower case. */
  searchText?: (item: z.infer<S>) => string;
  /** Keep a history item for every version (spec: history endpoints and diffs read them). */
  history?: boolean;
  /**
   * Items kept in step with the entity (unique-value lookups, statistics counters): written in the same
   * transaction as every create, update and delete of the repository, so they can never drift from it.
   * `importMany` is the exception (bulk loads rebuild them afterwards).
   */
  derived?: (tenant: string, change: { before?: Entity<S>; after?: Entity<S> }) => DerivedItem[];
}

/** One item written along with an entity; `conflict` says what a failed condition means, for the 409. */
export interface DerivedItem {
  item: TransactItem;
  conflict?: string;
}

export interface WriteOptions<S extends z.ZodType = z.ZodType> {
  /** Items written in the same transaction (lookups, inventory, outbox events). */
  also?: TransactItem[];
  /** Says which of `also` failed its condition, for the 409's description. */
  describeAlso?: (index: number) => string;
  now?: Date;
  /** The stored entity the caller has just read (update), so it is not read twice. */
  current?: Entity<S>;
}

export type Entity<S extends z.ZodType> = z.infer<S> & Stored;

export interface Page<T> {
  data: T[];
  cursor?: string;
}

const META_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'entityType', 'search', 'tenant', 'expiresAt'];

function strip<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of META_ATTRIBUTES) delete copy[k];
  return copy as T;
}

function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The repository base: get, create, update and delete with optimistic locking, and the default list.
 * Invariants are held by conditions and transactions, never by read-then-write.
 */
export class Repository<S extends z.ZodType> {
  constructor(readonly config: EntityConfig<S>) {}

  private toItem(tenant: string, entity: Entity<S>): Record<string, unknown> {
    const { type, sortKey, searchText, extraSortKeys = [] } = this.config;
    const item: Record<string, unknown> = {
      ...entity,
      ...entityKey(tenant, type, entity.id),
      entityType: type,
      tenant,
      gsi1pk: listPk(tenant, type),
      gsi1sk: `${normalizeText(sortKey(entity))}#${entity.id}`,
      ...(searchText ? { search: normalizeText(searchText(entity)) } : {}),
    };
    extraSortKeys.forEach((key, i) => {
      item[`gsi${i + 2}pk`] = listPk(tenant, type);
      item[`gsi${i + 2}sk`] = `${normalizeText(key(entity))}#${entity.id}`;
    });
    return item;
  }

  private counterUpdate(tenant: string, delta: number): TransactItem[] {
    if (!this.config.counted) return [];
    return [
      {
        Update: {
          TableName: tableName(),
          Key: { pk: `${listPk(tenant, 'COUNTER')}`, sk: this.config.type },
          UpdateExpression: 'ADD #n :d',
          ExpressionAttributeNames: { '#n': 'count' },
          ExpressionAttributeValues: { ':d': delta },
        },
      },
    ];
  }

  /** How many entities the tenant has (counted repositories only). */
  async count(tenant: string): Promise<number> {
    const res = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: listPk(tenant, 'COUNTER'), sk: this.config.type } }));
    return Number(res.Item?.count ?? 0);
  }

  /** Adds to the count without a write of the entity (seeding, migrations). */
  async adjustCount(tenant: string, delta: number): Promise<void> {
    const update = this.counterUpdate(tenant, delta)[0];
    if (update?.Update) await db().send(new UpdateCommand(update.Update));
  }

  async get(tenant: string, id: string): Promise<Entity<S> | null> {
    const res = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(tenant, this.config.type, id) }));
    return res.Item ? strip<Entity<S>>(res.Item) : null;
  }

  async getOrThrow(tenant: string, id: string): Promise<Entity<S>> {
    const found = await this.get(tenant, id);
    if (!found) throw new NotFoundError(`${this.config.type.toLowerCase()} ${id} does not exist`);
    return found;
  }

  private derivedItems(tenant: string, change: { before?: Entity<S>; after?: Entity<S> }): DerivedItem[] {
    return this.config.derived?.(tenant, change) ?? [];
  }

  /**
   * The items of a new entity (its Put, the count and the derived items), for callers that create several
   * aggregates in one transaction. `describe` names a failed condition among them.
   */
  createItems(tenant: string, id: string, data: z.infer<S>, now = new Date()): { entity: Entity<S>; items: TransactItem[]; describe: (index: number) => string } {
    const stamp = now.toISOString();
    const entity = { ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp } as Entity<S>;
    const put: TransactItem = { Put: { TableName: tableName(), Item: this.toItem(tenant, entity), ConditionExpression: 'attribute_not_exists(pk)' } };
    const counter = this.counterUpdate(tenant, 1);
    const derived = this.derivedItems(tenant, { after: entity });
    const describe = (i: number) =>
      i === 0 ? `${this.config.type.toLowerCase()} ${id} already exists` : (derived[i - 1 - counter.length]?.conflict ?? 'a related item changed');
    return { entity, items: [put, ...counter, ...derived.map((d) => d.item)], describe };
  }

  /** Creates the entity; fails with 409 if the id is taken. `also` joins the same transaction. */
  async create(tenant: string, id: string, data: z.infer<S>, opts: WriteOptions<S> = {}): Promise<Entity<S>> {
    const { now = new Date() } = opts;
    const { entity, items, describe } = this.createItems(tenant, id, data, now);
    const [put, ...own] = items as [TransactItem, ...TransactItem[]];
    const also = [...own, ...(opts.also ?? [])];
    if (also.length === 0) {
      try {
        await db().send(new PutCommand(put.Put!));
      } catch (err) {
        if (isConditionalCheckFailed(err)) throw new ConflictError(describe(0));
        throw err;
      }
    } else {
      await transactWrite([put, ...also], (i) => (i <= own.length ? describe(i) : (opts.describeAlso?.(i - 1 - own.length) ?? 'a related item changed')));
    }
    return entity;
  }

  /**
   * The items of an update (the Put with its version condition, the history item and the derived items),
   * for callers that change several entities in one transaction.
   */
  updateItems(tenant: string, current: Entity<S>, expectedVersion: number, data: z.infer<S>, now = new Date()): { entity: Entity<S>; items: TransactItem[]; derived: DerivedItem[] } {
    const id = current.id;
    const entity = {
      ...(data as object),
      id,
      version: expectedVersion + 1,
      createdAt: current.createdAt,
      updatedAt: now.toISOString(),
    } as Entity<S>;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: this.toItem(tenant, entity),
          ConditionExpression: 'attribute_exists(pk) AND #v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': expectedVersion },
        },
      },
    ];
    if (this.config.history) {
      items.push({
        Put: {
          TableName: tableName(),
          Item: { ...current, pk: entityKey(tenant, this.config.type, id).pk, sk: historySk(current.version), entityType: `${this.config.type}_HISTORY` },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
    return { entity, items, derived: this.derivedItems(tenant, { before: current, after: entity }) };
  }

  /** The 409 description of a stale version. */
  staleVersion(id: string, expectedVersion: number): string {
    return `${this.config.type.toLowerCase()} ${id} was changed by someone else (version ${expectedVersion} is stale); reload and try again`;
  }

  /**
   * Replaces the entity if it is still at `expectedVersion`; a stale version answers 409 VERSION_CONFLICT.
   * With history on, the previous version is kept as a history item in the same transaction.
   */
  async update(
    tenant: string,
    id: string,
    expectedVersion: number,
    data: z.infer<S>,
    opts: WriteOptions<S> = {},
  ): Promise<Entity<S>> {
    const { also = [], now = new Date() } = opts;
    const current = opts.current?.id === id ? opts.current : await this.getOrThrow(tenant, id);
    const { entity, items: own, derived } = this.updateItems(tenant, current, expectedVersion, data, now);
    const items = [...own, ...derived.map((d) => d.item), ...also];
    const conflict = this.staleVersion(id, expectedVersion);
    const describe = (i: number) => {
      if (i === 0) return conflict;
      if (i < own.length) return 'history item exists';
      if (i < own.length + derived.length) return derived[i - own.length]?.conflict ?? 'a related item changed';
      return opts.describeAlso?.(i - own.length - derived.length) ?? 'a related item changed';
    };
    try {
      await transactWrite(items, describe);
    } catch (err) {
      if (err instanceof ConflictError && err.description === conflict) throw new ConflictError(conflict, ERROR_MESSAGES.versionConflict);
      throw err;
    }
    return entity;
  }

  /**
   * Deletes the entity; with `expectedVersion`, only if nobody changed it meanwhile. A repository with
   * derived items reads the entity first (unless the caller passes it as `before`) and deletes on its version.
   */
  async delete(
    tenant: string,
    id: string,
    expectedVersion?: number,
    opts: { before?: Entity<S>; also?: TransactItem[]; describeAlso?: (index: number) => string } = {},
  ): Promise<void> {
    let version = expectedVersion;
    let derived: DerivedItem[] = [];
    if (this.config.derived) {
      const before = opts.before?.id === id ? opts.before : await this.getOrThrow(tenant, id);
      version ??= before.version;
      derived = this.derivedItems(tenant, { before });
    }
    const del = {
      TableName: tableName(),
      Key: entityKey(tenant, this.config.type, id),
      ConditionExpression: version === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #v = :v',
      ...(version === undefined ? {} : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': version } }),
    };
    const counter = this.counterUpdate(tenant, -1);
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
        const exists = await this.get(tenant, id);
        if (!exists) throw new NotFoundError(`${this.config.type.toLowerCase()} ${id} does not exist`);
        throw new ConflictError(`${this.config.type.toLowerCase()} ${id} was changed by someone else; reload and try again`, ERROR_MESSAGES.versionConflict);
      }
      throw err;
    }
  }

  /**
   * One page of a list by offset (the spec's page and size), in one of the indexed orders, optionally
   * searched and filtered. The total is the tenant's count when nothing narrows the list; otherwise the
   * matches are counted while reading (keys only).
   */
  async page(
    tenant: string,
    opts: { slot: 1 | 2 | 3; descending: boolean; offset: number; limit: number; search?: string; filter?: ParsedFilter },
  ): Promise<{ data: Entity<S>[]; total: number }> {
    const term = opts.search ? normalizeText(opts.search) : '';
    const narrowed = Boolean(term) || (opts.filter?.length ?? 0) > 0;
    const expr = filterExpression(opts.filter ?? [], term || undefined);
    const index = `gsi${opts.slot}`;
    const base: QueryCommandInput = {
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#gpk = :gpk',
      ExpressionAttributeNames: { '#gpk': `${index}pk`, ...(expr?.names ?? {}) },
      ExpressionAttributeValues: { ':gpk': listPk(tenant, this.config.type), ...(expr?.values ?? {}) },
      ...(expr ? { FilterExpression: expr.expression } : {}),
      ScanIndexForward: !opts.descending,
    };
    const data: Entity<S>[] = [];
    let skipped = 0;
    let matched = 0;
    let start: Record<string, unknown> | undefined;
    const want = opts.offset + opts.limit;
    // Read full items until the page is complete.
    do {
      const res = await db().send(new QueryCommand({ ...base, ExclusiveStartKey: start, Limit: narrowed ? 500 : Math.min(1000, want - matched) }));
      for (const item of res.Items ?? []) {
        matched++;
        if (skipped < opts.offset) skipped++;
        else if (data.length < opts.limit) data.push(strip<Entity<S>>(item));
      }
      start = res.LastEvaluatedKey;
    } while (start && matched < want);
    if (!narrowed && this.config.counted) return { data, total: await this.count(tenant) };
    // Count the rest without transferring items.
    while (start) {
      const res = await db().send(new QueryCommand({ ...base, ExclusiveStartKey: start, Select: 'COUNT' }));
      matched += res.Count ?? 0;
      start = res.LastEvaluatedKey;
    }
    return { data, total: matched };
  }

  /**
   * Bulk load for imports and seeding: batch writes without conditions or history, 25 items a request.
   * Existing items with the same id are overwritten. The count is adjusted once at the end.
   */
  async importMany(tenant: string, entries: Array<{ id: string; data: z.infer<S> }>, now = new Date()): Promise<void> {
    const stamp = now.toISOString();
    const items = entries.map(({ id, data }) => this.toItem(tenant, { ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp } as Entity<S>));
    const batches: Array<Record<string, unknown>[]> = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    // A few batches in flight at once; unprocessed items are retried.
    for (let i = 0; i < batches.length; i += 8) {
      await Promise.all(
        batches.slice(i, i + 8).map(async (batch) => {
          let request: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>> | undefined = { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) };
          for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
            if (attempt > 8) throw new Error('import: DynamoDB kept items unprocessed');
            const res = await db().send(new BatchWriteCommand({ RequestItems: request }));
            request = res.UnprocessedItems as typeof request;
            if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
          }
        }),
      );
    }
    await this.adjustCount(tenant, entries.length);
  }

  /**
   * The first entity matching the filter, or null: reads the list partition only until the first match.
   * For delete protection ("does any customer still use this group?") without counting everything.
   */
  async firstMatch(tenant: string, filter: ParsedFilter): Promise<Entity<S> | null> {
    const expr = filterExpression(filter);
    let start: Record<string, unknown> | undefined;
    do {
      const res = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: '#gpk = :gpk',
          ExpressionAttributeNames: { '#gpk': 'gsi1pk', ...(expr?.names ?? {}) },
          ExpressionAttributeValues: { ':gpk': listPk(tenant, this.config.type), ...(expr?.values ?? {}) },
          ...(expr ? { FilterExpression: expr.expression } : {}),
          ExclusiveStartKey: start,
          Limit: 500,
        }),
      );
      const first = res.Items?.[0];
      if (first) return strip<Entity<S>>(first);
      start = res.LastEvaluatedKey;
    } while (start);
    return null;
  }

  /**
   * Entities whose sort key in one of the indexed orders lies between `from` and `to` (both inclusive
   * prefixes of the normalised sort value), in that order; at most `limit`.
   */
  async range(tenant: string, opts: { slot: 1 | 2 | 3; from: string; to: string; limit: number }): Promise<Entity<S>[]> {
    const index = `gsi${opts.slot}`;
    const data: Entity<S>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const res = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
          // '#' separates the sort value from the id; '~' sorts after every id character.
          ExpressionAttributeValues: { ':pk': listPk(tenant, this.config.type), ':from': `${normalizeText(opts.from)}#`, ':to': `${normalizeText(opts.to)}#~` },
          ExclusiveStartKey: start,
          Limit: Math.min(1000, opts.limit - data.length),
        }),
      );
      for (const item of res.Items ?? []) data.push(strip<Entity<S>>(item));
      start = res.LastEvaluatedKey;
    } while (start && data.length < opts.limit);
    return data;
  }

  /** One attribute of every entity of the tenant, in the default order (key lists, pickers); at most `limit`. */
  async values(tenant: string, attribute: string, limit = 10_000): Promise<unknown[]> {
    const values: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const res = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: '#gpk = :gpk',
          ProjectionExpression: '#a',
          ExpressionAttributeNames: { '#gpk': 'gsi1pk', '#a': attribute },
          ExpressionAttributeValues: { ':gpk': listPk(tenant, this.config.type) },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of res.Items ?? []) if (item[attribute] !== undefined) values.push(item[attribute]);
      start = res.LastEvaluatedKey;
    } while (start && values.length < limit);
    return values.slice(0, limit);
  }

  /** Every stored version before the current one, oldest first. */
  async history(tenant: string, id: string): Promise<Entity<S>[]> {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
        ExpressionAttributeValues: { ':pk': entityKey(tenant, this.config.type, id).pk, ':h': 'HISTORY#' },
      }),
    );
    return (res.Items ?? []).map((i) => strip<Entity<S>>(i));
  }

  /** One page of the tenant's entities in the default order; `search` filters on the normalised text. */
  async list(tenant: string, opts: { limit: number; cursor?: string; descending?: boolean; search?: string }): Promise<Page<Entity<S>>> {
    const term = opts.search ? normalizeText(opts.search) : '';
    const data: Entity<S>[] = [];
    let startKey = decodeCursor(opts.cursor);
    // A cursor is client input: it must point into this tenant's list, or it is ignored.
    if (startKey && startKey.gsi1pk !== listPk(tenant, this.config.type)) startKey = undefined;
    // With a search filter DynamoDB may return fewer matches than the limit per call; keep reading.
    do {
      const input: QueryCommandInput = {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': listPk(tenant, this.config.type), ...(term ? { ':term': term } : {}) },
        ...(term ? { FilterExpression: 'contains(#search, :term)', ExpressionAttributeNames: { '#search': 'search' } } : {}),
        ScanIndexForward: !opts.descending,
        Limit: term ? Math.max(opts.limit * 4, 100) : opts.limit - data.length,
        ExclusiveStartKey: startKey,
      };
      const res = await db().send(new QueryCommand(input));
      for (const item of res.Items ?? []) {
        if (data.length < opts.limit) data.push(strip<Entity<S>>(item));
      }
      startKey = res.LastEvaluatedKey;
      if (data.length >= opts.limit && res.Items && res.Items.length > 0) {
        // Resume after the last item returned, not after what DynamoDB read.
        const last = (res.Items ?? []).find((i) => i.id === data[data.length - 1]?.id);
        if (last) startKey = { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk };
        break;
      }
    } while (startKey);
    return { data, cursor: encodeCursor(startKey) };
  }
}
