import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Repository } from './repository';
import { db, tableName } from './client';
import { globalKey } from './keys';

const ZThing = z.object({ name: z.string(), city: z.string().default('') });
const things = new Repository({ type: 'THING', schema: ZThing, sortKey: (t) => t.name, searchText: (t) => `${t.name} ${t.city}`, history: true });

function makeThing(overrides: Partial<z.infer<typeof ZThing>> = {}) {
  return { name: 'Manta', city: 'Berlin', ...overrides };
}

describe('Repository', () => {
  it('creates, reads, and refuses a second create with the same id', async () => {
    await things.create('demo', 'x1', makeThing());
    expect(await things.get('demo', 'x1')).toMatchObject({ id: 'x1', name: 'Manta', version: 1 });
    await expect(things.create('demo', 'x1', makeThing({ name: 'Other' }))).rejects.toMatchObject({ statusCode: 409 });
    expect((await things.get('demo', 'x1'))?.name).toBe('Manta');
  });

  it('updates with optimistic locking: a stale version answers 409 VERSION_CONFLICT and changes nothing', async () => {
    await things.create('demo', 'x2', makeThing());
    const v2 = await things.update('demo', 'x2', 1, makeThing({ name: 'Manta II' }));
    expect(v2.version).toBe(2);
    await expect(things.update('demo', 'x2', 1, makeThing({ name: 'Stale' }))).rejects.toMatchObject({ statusCode: 409, message: 'VERSION_CONFLICT' });
    expect((await things.get('demo', 'x2'))?.name).toBe('Manta II');
  });

  it('lets exactly one of two concurrent updates of the same version win', async () => {
    await things.create('demo', 'x3', makeThing());
    const results = await Promise.allSettled([
      things.update('demo', 'x3', 1, makeThing({ name: 'A' })),
      things.update('demo', 'x3', 1, makeThing({ name: 'B' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect((await things.get('demo', 'x3'))?.version).toBe(2);
  });

  it('keeps every previous version as history', async () => {
    await things.create('demo', 'x4', makeThing({ name: 'v1' }));
    await things.update('demo', 'x4', 1, makeThing({ name: 'v2' }));
    await things.update('demo', 'x4', 2, makeThing({ name: 'v3' }));
    expect((await things.history('demo', 'x4')).map((h) => h.name)).toEqual(['v1', 'v2']);
  });

  it('deletes with a version check', async () => {
    await things.create('demo', 'x5', makeThing());
    await expect(things.delete('demo', 'x5', 7)).rejects.toMatchObject({ statusCode: 409 });
    await things.delete('demo', 'x5', 1);
    expect(await things.get('demo', 'x5')).toBeNull();
    await expect(things.delete('demo', 'x5')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('writes nothing when a joined item fails its condition', async () => {
    await things.create('demo', 'x6', makeThing());
    const taken = { Put: { TableName: tableName(), Item: { ...globalKey('TAKEN', 'k'), entityType: 'T' } } };
    await db().send(new (await import('@aws-sdk/lib-dynamodb')).PutCommand(taken.Put));
    const conflicting = { Put: { ...taken.Put, ConditionExpression: 'attribute_not_exists(pk)' } };
    await expect(things.create('demo', 'x7', makeThing(), { also: [conflicting], describeAlso: () => 'key k is taken' })).rejects.toMatchObject({
      statusCode: 409,
      description: 'key k is taken',
    });
    expect(await things.get('demo', 'x7')).toBeNull();
  });

  it('lists one tenant in order, pages with a cursor and searches accent-free', async () => {
    for (const [i, name] of ['Zander', 'Äsche', 'Barsch', 'Hecht', 'Forelle'].entries()) {
      await things.create('pager', `p${i}`, makeThing({ name, city: i === 3 ? 'München' : 'Köln' }));
    }
    await things.create('elsewhere', 'p9', makeThing({ name: 'Aal' }));
    const first = await things.list('pager', { limit: 2 });
    expect(first.data.map((t) => t.name)).toEqual(['Äsche', 'Barsch']);
    const second = await things.list('pager', { limit: 2, cursor: first.cursor });
    expect(second.data.map((t) => t.name)).toEqual(['Forelle', 'Hecht']);
    const third = await things.list('pager', { limit: 2, cursor: second.cursor });
    expect(third.data.map((t) => t.name)).toEqual(['Zander']);
    expect((await things.list('pager', { limit: 10, search: 'munchen' })).data.map((t) => t.name)).toEqual(['Hecht']);
    expect((await things.list('pager', { limit: 10, descending: true })).data[0]?.name).toBe('Zander');
  });

  it('never reads another tenant, by id, by list or by a forged cursor', async () => {
    await things.create('tenant-a', 'secret', makeThing({ name: 'Secret' }));
    expect(await things.get('tenant-b', 'secret')).toBeNull();
    expect((await things.list('tenant-b', { limit: 10 })).data).toEqual([]);
    const forged = Buffer.from(JSON.stringify({ gsi1pk: 'T#tenant-a#THING', gsi1sk: '', pk: 'x', sk: 'ROOT' })).toString('base64url');
    expect((await things.list('tenant-b', { limit: 10, cursor: forged })).data).toEqual([]);
  });

  it('imports in bulk and keeps the count of a counted repository', async () => {
    const counted = new Repository({ type: 'COUNTED', schema: ZThing, sortKey: (t) => t.name, searchText: (t) => t.name, counted: true });
    await counted.importMany(
      'bulk',
      Array.from({ length: 60 }, (_, i) => ({ id: `b${i}`, data: makeThing({ name: `n${String(i).padStart(2, '0')}` }) })),
    );
    expect(await counted.count('bulk')).toBe(60);
    await counted.create('bulk', 'extra', makeThing({ name: 'zz' }));
    await counted.delete('bulk', 'b0');
    const page = await counted.page('bulk', { slot: 1, descending: false, offset: 10, limit: 5 });
    expect(page.total).toBe(60);
    expect(page.data.map((t) => t.name)).toEqual(['n11', 'n12', 'n13', 'n14', 'n15']);
  });

  it('refuses keys that could escape the tenant prefix', async () => {
    await expect(things.get('demo#x', 'a')).rejects.toThrow(/Invalid tenant/);
  });
});
