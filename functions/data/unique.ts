import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { uniqueLookupKey as lookupKey, uniqueItem } from './entities/unique';
import type { DerivedItem } from './repository';

/**
 * Values that must be unique per tenant (a currency code, a translation key, a form field): each value
 * is held by a lookup item `T#<tenant>#UNIQUE#<TYPE>#<name>#<value>` naming its owner. The lookups are
 * derived items of the repository, so they are written in the same transaction as the entity and two
 * entities can never hold the same value: the second write fails its condition and answers 409.
 */
export interface UniqueRule<T> {
  /** Key part and wording of the 409: `code` → "currency code EUR is already in use". */
  name: string;
  label: string;
  /** The entity's values (compared case-insensitively); none for entities that hold no value (inactive ones). */
  values: (entity: T) => string[];
  /** The 409's description, when "<label> <value> is already in use" does not read well. */
  conflict?: (value: string) => string;
}

function valueSet<T>(rule: UniqueRule<T>, entity: T | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const v of entity ? rule.values(entity) : []) map.set(v.trim().toLowerCase(), v);
  return map;
}

/** The derived items of unique rules: lookups put for new values and deleted for dropped ones. */
export function uniqueValues<T extends { id: string }>(type: string, rules: Array<UniqueRule<T>>) {
  return (tenant: string, change: { before?: T; after?: T }): DerivedItem[] => {
    const items: DerivedItem[] = [];
    for (const rule of rules) {
      const before = valueSet(rule, change.before);
      const after = valueSet(rule, change.after);
      const ownerId = (change.after ?? change.before)!.id;
      for (const [key, original] of after) {
        if (before.has(key)) continue;
        items.push({
          item: {
            Put: {
              TableName: tableName(),
              Item: uniqueItem.toItem(lookupKey(tenant, type, rule.name, key), { ownerId, value: original }),
              // Ours already (a repaired import) is fine; anybody else's is a conflict.
              ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
              ExpressionAttributeValues: { ':owner': ownerId },
            },
          },
          conflict: rule.conflict?.(original) ?? `${rule.label} ${original} is already in use`,
        });
      }
      for (const [key, original] of before) {
        if (after.has(key)) continue;
        items.push({
          item: {
            Delete: {
              TableName: tableName(),
              Key: lookupKey(tenant, type, rule.name, key),
              ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
              ExpressionAttributeValues: { ':owner': ownerId },
            },
          },
          conflict: `${rule.label} ${original} belongs to another entry`,
        });
      }
    }
    return items;
  };
}

/** Who holds a unique value, or null. One GetItem. */
export async function uniqueOwner(tenant: string, type: string, name: string, value: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: lookupKey(tenant, type, name, value) }));
  return res.Item ? uniqueItem.fromItem(res.Item).ownerId : null;
}

/** The Update that hands a value from one owner to another (moving a form field between groups). */
export function uniqueHandOver(tenant: string, type: string, name: string, value: string, from: string, to: string): DerivedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: lookupKey(tenant, type, name, value),
        UpdateExpression: 'SET ownerId = :to, #v = :value, entityType = :t',
        ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :from',
        ExpressionAttributeNames: { '#v': 'value' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':value': value, ':t': uniqueItem.entityType },
      },
    },
    conflict: `${value} does not belong to ${from}`,
  };
}
