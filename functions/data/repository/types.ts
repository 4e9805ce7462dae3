import type { z } from 'zod';
import type { SearchKind } from '../entities/search-index';
import type { SearchSource } from '../search-index';
import type { TransactItem } from '../transactions';

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
  /**
   * Keep a search index (functions/data/search-index.ts): a search of the list is then a Query of the index instead
   * of a filter over the list. Its items are written like the derived items, and by `importMany` too. `carriesRow`:
   * each index item holds the entity, so a search page is one Query (each change then rewrites all its index items).
   */
  searchIndex?: { kind: SearchKind; source: (item: Entity<S>) => SearchSource; carriesRow?: boolean };
  /** Keep a history item for every version (spec: history endpoints and diffs read them). */
  history?: boolean;
  /**
   * Items kept in step with the entity (unique-value lookups, statistics counters): written in the same
   * transaction as every create, update and delete of the repository, so they can never drift from it.
   * `importMany` is the exception (bulk loads rebuild them afterwards).
   */
  derived?: (tenant: string, change: { before?: Entity<S>; after?: Entity<S> }) => DerivedItem[];
  /**
   * Runs in this container once a create, update or delete of the repository was sent (also when it failed: its
   * outcome may be unknown): what the container keeps of it must be forgotten (a recently confirmed version).
   */
  afterWrite?: (tenant: string, change: { before?: Entity<S>; after?: Entity<S> }) => void;
  /** Runs after `importMany` stored its entities: what a bulk load must still bring in step (a version to bump). */
  afterImport?: (tenant: string, entities: Entity<S>[]) => Promise<void>;
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

export interface DeleteOptions<S extends z.ZodType = z.ZodType> {
  before?: Entity<S>;
  also?: TransactItem[];
  describeAlso?: (index: number) => string;
}

export type Entity<S extends z.ZodType> = z.infer<S> & Stored;

export interface Page<T> {
  data: T[];
  cursor?: string;
}

/** The slots of the list orders: gsi1 is the default order, gsi2 and gsi3 the extra sort keys. */
export type Slot = 1 | 2 | 3;
