import type { z } from 'zod';
import type { FilterTerm } from '../filter-expression';
import { adjustCount, readCount } from './counter';
import { importMany } from './import';
import { list, page } from './list';
import { firstMatch, getEntity, getOrThrow, history, range, values } from './reads';
import { getMany } from './search';
import type { DeleteOptions, Entity, EntityConfig, Page, Slot, WriteOptions } from './types';
import { create, createItems, remove, staleVersion, update, updateItems } from './writes';

/**
 * The repository base: get, create, update and delete with optimistic locking, and the list reads.
 * Invariants are held by conditions and transactions, never by read-then-write. Each concern lives in
 * its own module (writes, reads, list, import, counter); the class binds them to one entity config.
 */
export class Repository<S extends z.ZodType> {
  constructor(readonly config: EntityConfig<S>) {}

  /** How many entities the tenant has (counted repositories only). */
  count(tenant: string): Promise<number> {
    return readCount(this.config.type, tenant);
  }

  /** Adds to the count without a write of the entity (seeding, migrations). */
  adjustCount(tenant: string, delta: number): Promise<void> {
    return adjustCount(this.config, tenant, delta);
  }

  get(tenant: string, id: string): Promise<Entity<S> | null> {
    return getEntity(this.config, tenant, id);
  }

  /** Entities by id (BatchGet), in the order of `ids`; missing ones left out. */
  getMany(tenant: string, ids: readonly string[]): Promise<Entity<S>[]> {
    return getMany(this.config, tenant, ids);
  }

  getOrThrow(tenant: string, id: string): Promise<Entity<S>> {
    return getOrThrow(this.config, tenant, id);
  }

  /** The items of a new entity, for callers that create several aggregates in one transaction. */
  createItems(tenant: string, id: string, data: z.infer<S>, now = new Date()): ReturnType<typeof createItems<S>> {
    return createItems(this.config, tenant, id, data, now);
  }

  /** Creates the entity; fails with 409 if the id is taken. `also` joins the same transaction. */
  create(tenant: string, id: string, data: z.infer<S>, opts: WriteOptions<S> = {}): Promise<Entity<S>> {
    return create(this.config, tenant, id, data, opts);
  }

  /** The items of an update, for callers that change several entities in one transaction. */
  updateItems(tenant: string, current: Entity<S>, expectedVersion: number, data: z.infer<S>, now = new Date()): ReturnType<typeof updateItems<S>> {
    return updateItems(this.config, tenant, current, expectedVersion, data, now);
  }

  /** The 409 description of a stale version. */
  staleVersion(id: string, expectedVersion: number): string {
    return staleVersion(this.config.type, id, expectedVersion);
  }

  /** Replaces the entity if it is still at `expectedVersion`; a stale version answers 409 VERSION_CONFLICT. */
  update(tenant: string, id: string, expectedVersion: number, data: z.infer<S>, opts: WriteOptions<S> = {}): Promise<Entity<S>> {
    return update(this.config, tenant, id, expectedVersion, data, opts);
  }

  /** Deletes the entity; with `expectedVersion`, only if nobody changed it meanwhile. */
  delete(tenant: string, id: string, expectedVersion?: number, opts: DeleteOptions<S> = {}): Promise<void> {
    return remove(this.config, tenant, id, expectedVersion, opts);
  }

  /** One page of a list by offset, in one of the indexed orders, optionally searched and filtered. */
  page(
    tenant: string,
    opts: { slot: Slot; descending: boolean; offset: number; limit: number; search?: string; filter?: FilterTerm[] },
  ): Promise<{ data: Entity<S>[]; total?: number; more: boolean }> {
    return page(this.config, tenant, opts);
  }

  /** Bulk load for imports and seeding (no conditions, no history, no derived items). */
  importMany(tenant: string, entries: Array<{ id: string; data: z.infer<S> }>, now = new Date()): Promise<void> {
    return importMany(this.config, tenant, entries, now);
  }

  /** The first entity matching the filter, or null. */
  firstMatch(tenant: string, filter: FilterTerm[]): Promise<Entity<S> | null> {
    return firstMatch(this.config, tenant, filter);
  }

  /** Entities whose sort value in one of the indexed orders lies between `from` and `to`; at most `limit`. */
  range(tenant: string, opts: { slot: Slot; from: string; to: string; limit: number }): Promise<Entity<S>[]> {
    return range(this.config, tenant, opts);
  }

  /** One attribute of every entity of the tenant, in the default order; at most `limit`. */
  values(tenant: string, attribute: string, limit = 10_000): Promise<unknown[]> {
    return values(this.config, tenant, attribute, limit);
  }

  /** Every stored version before the current one, oldest first. */
  history(tenant: string, id: string): Promise<Entity<S>[]> {
    return history(this.config, tenant, id);
  }

  /** One page of the tenant's entities in the default order, by cursor; `search` filters on the normalised text. */
  list(tenant: string, opts: { limit: number; cursor?: string; descending?: boolean; search?: string }): Promise<Page<Entity<S>>> {
    return list(this.config, tenant, opts);
  }
}
