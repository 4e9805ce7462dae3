/**
 * The single table, defined once: the CDK data stack and the local runtime both build the table from this.
 * Every key starts with the tenant (see keys.ts), so one tenant can never read another's items.
 */
export const TABLE = {
  /** Logical name; the deployed table name comes from the TABLE_NAME environment variable. */
  logicalName: 'Main',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic indexes named by slot; each entity documents which access pattern it puts in which slot. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds after which DynamoDB deletes the item (sessions, reset tokens, idempotency items). */
  ttlAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
} as const;

export type GlobalIndexName = (typeof TABLE.globalIndexes)[number]['name'];
export type IndexName = GlobalIndexName;

/**
 * The secondary indexes by the access pattern they serve. The physical names stay gsi1..gsi3 (renaming
 * a GSI replaces it: see docs/decisions.md); code names the pattern, docs/data-model.md lists the users.
 */
export const INDEX = {
  /** The members of a collection in order: a master-data list (default order), a user's sessions and tokens, a product's stock log. */
  collection: 'gsi1',
  /** A master-data list in its second order (e.g. users by e-mail); an asset's bookings by check-out day (calendars). */
  secondOrder: 'gsi2',
  /** A master-data list in its third order (e.g. users by last change). */
  thirdOrder: 'gsi3',
} as const satisfies Record<string, GlobalIndexName>;

/** The index of each list order slot (1: default order, 2 and 3: the extra sort keys). */
export const LIST_ORDER_INDEX = { 1: INDEX.collection, 2: INDEX.secondOrder, 3: INDEX.thirdOrder } as const;

/** The entityType of outbox items; the stream forwarder (and its event-source filter) picks exactly these. */
export const OUTBOX_ENTITY = 'Outbox';
