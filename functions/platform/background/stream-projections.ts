import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { storedKey } from '../../data/entities/entity';

/**
 * Projections over the table's stream (docs/recipes-background.md, "A projection"): a read model that may lag behind
 * the request (reports, channel sync) is written after the commit, from the stream, by the stream projection consumer
 * (events/stream-projector.ts). Each projection names the entity it follows by its codec (functions/data/entities/),
 * and gets every change of such an item as typed before/after, at most once per stream record.
 */

/** The part of an entity codec a projection needs (`itemCodec` of functions/data/entities/entity.ts). */
export interface StreamCodec<T> {
  entityType: string;
  fromItem(item: Record<string, unknown>): T;
}

export interface StreamChange<T> {
  /** The stream record's id: the same for a redelivery. */
  eventId: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The item's table key. */
  key: { pk: string; sk: string };
  /** The tenant of a `T#<tenant>#...` key. */
  tenant?: string;
  /** The item before the change (none: inserted) and after it (none: removed), decoded by the codec. */
  before?: T;
  after?: T;
}

export interface StreamProjection<T = unknown> {
  /** Names the projection: its idempotency records are kept under it, so renaming it replays the stream it reads. */
  name: string;
  codec: StreamCodec<T>;
  /** Writes the read model; a throw makes the record (and the ones after it) be delivered again. */
  apply(change: StreamChange<T>): Promise<void>;
}

const image = (raw: Record<string, unknown> | undefined) => (raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined);

/**
 * The change of `record` as `codec`'s items, or undefined when the record is no such item (neither image has the
 * codec's entityType). An image that does not fit the item schema throws: the projection would be wrong.
 */
export function decodeChange<T>(record: DynamoDBRecord, codec: StreamCodec<T>): StreamChange<T> | undefined {
  const oldItem = image(record.dynamodb?.OldImage);
  const newItem = image(record.dynamodb?.NewImage);
  const ofEntity = (item: Record<string, unknown> | undefined) => (item?.entityType === codec.entityType ? item : undefined);
  const was = ofEntity(oldItem);
  const is = ofEntity(newItem);
  if (!was && !is) return undefined;
  const keyed = (is ?? was)!;
  const key = storedKey(keyed);
  const tenant = /^T#([^#]+)#/.exec(key.pk)?.[1];
  return {
    eventId: record.eventID ?? `${record.dynamodb?.SequenceNumber ?? ''}`,
    eventName: record.eventName ?? (is ? (was ? 'MODIFY' : 'INSERT') : 'REMOVE'),
    key,
    ...(tenant !== undefined ? { tenant } : {}),
    ...(was ? { before: codec.fromItem(was) } : {}),
    ...(is ? { after: codec.fromItem(is) } : {}),
  };
}

/** The entity types the projections follow: the stream consumer's filter criteria (CDK) are made from them. */
export const followedEntityTypes = (projections: readonly StreamProjection[]): string[] => [...new Set(projections.map((p) => p.codec.entityType))].sort();
