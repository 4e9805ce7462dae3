import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { fromItem, toItem } from './items';

const config = {
  type: 'THING',
  schema: z.object({ name: z.string() }),
  sortKey: (t: { name: string }) => t.name,
  extraSortKeys: [(t: { updatedAt: string }) => t.updatedAt],
};
const entity = { id: 'th-1', version: 2, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', name: 'Émile' };

describe('repository item mapping', () => {
  it('writes the keys and list orders, and reads back exactly the entity', () => {
    const item = toItem(config, 'acme', entity);
    expect(item).toMatchObject({ pk: 'T#acme#THING#th-1', sk: 'ROOT', entityType: 'THING', gsi1pk: 'T#acme#THING', gsi1sk: 'emile#th-1' });
    expect(fromItem(item)).toEqual(entity);
  });

  it('refuses an item that lacks what the repository owns (not an entity)', () => {
    const { version: _v, ...broken } = toItem(config, 'acme', entity);
    expect(() => fromItem(broken)).toThrow();
  });
});
