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

/** The entityType of outbox items; the stream forwarder (and its event-source filter) picks exactly these. */
export const OUTBOX_ENTITY = 'Outbox';
