import { tableName } from './client';
import { getItem } from './read-round';

/**
 * A version item that writes bump in their own transaction, so a reader may keep what it read in the Lambda's
 * memory while the version is unchanged (the rooms of an asset: asset-rooms.ts; the pricing data of a tenant:
 * pricing-version.ts). docs/decisions.md, "Availability" and "Prices".
 */
type Key = { pk: string; sk: string };

/** The transaction item that adds 1 to the version (and creates the item at 1). */
export const versionBump = (key: Key, entityType: string) => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #v :one SET entityType = :type',
    ExpressionAttributeNames: { '#v': 'version' },
    ExpressionAttributeValues: { ':one': 1, ':type': entityType },
  },
});

/** The version (a strongly consistent Get); 0 when nothing bumped it yet. */
export async function readVersion(key: Key, codec: { fromItem(item: Record<string, unknown>): { version: number } }): Promise<number> {
  // One version per request: a request that checks several caches under it reads it once (read-round.ts).
  const Item = await getItem(key, true, { memo: true });
  return Item ? codec.fromItem(Item).version : 0;
}

/**
 * Values kept per key with the version they were read at: a value is used while the version is unchanged and it is
 * younger than `maxAgeMs` (lists are read from an index, which may lag a write by a moment: a list read right after
 * a bump could still miss the change). Version 0 (never bumped) is cached only when `unversioned` says so (data only
 * bulk loads wrote, and every load bumps once after it). At most `maxEntries`, oldest out.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: number; at: number; value: T }>();
  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly unversioned = false,
  ) {}

  /** The value kept at `version` when it is younger than `maxAgeMs`, else undefined (no load). */
  peek(key: string, version: number): T | undefined {
    const hit = this.entries.get(key);
    return hit?.version === version && Date.now() - hit.at < this.maxAgeMs ? hit.value : undefined;
  }

  async get(key: string, version: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const keep = version > 0 || this.unversioned;
    if (keep && hit?.version === version && Date.now() - hit.at < this.maxAgeMs) return hit.value;
    const value = await load();
    if (keep) {
      this.entries.delete(key);
      this.entries.set(key, { version, at: Date.now(), value });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
