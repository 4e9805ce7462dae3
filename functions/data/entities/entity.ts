import * as z from 'zod';
import { INDEX, type IndexName } from '../table-definition';
import type { EntityType } from './entity-type';

/** A key shape as a template: literal text with `<placeholders>`, e.g. `T#<tenant>#SESSION#<jti>`. */
export interface KeyShape {
  pk: string;
  sk: string;
}

/** What docs/data-model.md lists of an entity, and what the key-prefix test checks. */
export interface EntityModel {
  /** The module in functions/data/entities/ that owns the keys. */
  module: string;
  entityType: EntityType | string;
  description: string;
  /** The base table key and the secondary index keys the item carries, by physical index name. */
  keys: { table: KeyShape } & Partial<Record<IndexName, KeyShape>>;
  /** The reads and writes served by these keys. */
  access: string[];
}

/** Key and index attributes of the table; never part of what a read returns. */
export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'entityType'] as const;

/** The table key of a stored item (to delete or update exactly the item that was read). */
export function storedKey(item: Record<string, unknown>): { pk: string; sk: string } {
  return { pk: String(item.pk), sk: String(item.sk) };
}

/** The item without its key, index and entityType attributes. */
export function withoutKeys(item: Record<string, unknown>, also: readonly string[] = []): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...item };
  for (const k of [...KEY_ATTRIBUTES, ...also]) delete copy[k];
  return copy;
}

/**
 * toItem and fromItem of an entity: toItem puts the keys and the entityType beside the value; fromItem
 * takes them off and parses the rest with the item schema (a stored item that does not fit throws).
 */
export function itemCodec<S extends z.ZodType, T extends EntityType>(entityType: T, schema: S, strip: readonly string[] = []) {
  return {
    entityType,
    schema,
    toItem(key: Record<string, unknown>, value: z.input<S>): Record<string, unknown> {
      return { ...key, entityType, ...(value as object) };
    },
    fromItem(item: Record<string, unknown>): z.output<S> {
      return schema.parse(withoutKeys(item, strip));
    },
  };
}

export { INDEX };
