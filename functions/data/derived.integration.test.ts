import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Repository } from './repository';
import { uniqueOwner, uniqueValues } from './unique';

const ZThing = z.object({
  name: z.string(),
  code: z.string(),
  tags: z.array(z.string()).default([]),
  active: z.boolean().default(true),
  day: z.string().default(''),
});

const things = new Repository({
  type: 'UTHING',
  schema: ZThing,
  sortKey: (t) => t.name,
  extraSortKeys: [(t) => t.day],
  history: true,
  counted: true,
  derived: uniqueValues<{ id: string; code: string; active: boolean }>('UTHING', [
    { name: 'code', label: 'the code', values: (t) => (t.active ? [t.code] : []) },
  ]),
});

const make = (overrides: Partial<z.infer<typeof ZThing>> = {}) => ZThing.parse({ name: 'Manta', code: 'M1', ...overrides });

describe('derived items (unique values)', () => {
  it('claims a value on create, refuses it to another entity with a clear 409, and writes nothing then', async () => {
    await things.create('u', 'a', make({ code: 'AB' }));
    await expect(things.create('u', 'b', make({ code: 'ab' }))).rejects.toMatchObject({ statusCode: 409, description: 'the code ab is already in use' });
    expect(await things.get('u', 'b')).toBeNull();
    expect(await things.count('u')).toBe(1);
    expect(await uniqueOwner('u', 'UTHING', 'code', 'AB')).toBe('a');
  });

  it('moves the value on update and frees it on delete and on deactivation', async () => {
    await things.create('u2', 'a', make({ code: 'X1' }));
    await things.update('u2', 'a', 1, make({ code: 'X2' }));
    expect(await uniqueOwner('u2', 'UTHING', 'code', 'X1')).toBeNull();
    await things.create('u2', 'b', make({ code: 'X1' }));
    await things.update('u2', 'b', 1, make({ code: 'X1', active: false }));
    expect(await uniqueOwner('u2', 'UTHING', 'code', 'X1')).toBeNull();
    await things.delete('u2', 'a');
    expect(await uniqueOwner('u2', 'UTHING', 'code', 'X2')).toBeNull();
    await things.create('u2', 'c', make({ code: 'X2' }));
  });

  it('lets exactly one of two concurrent creates with the same value win', async () => {
    const results = await Promise.allSettled([things.create('u3', 'a', make({ code: 'RACE' })), things.create('u3', 'b', make({ code: 'RACE' }))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await things.count('u3')).toBe(1);
  });

  it('keeps a stale update a VERSION_CONFLICT even when its value is taken', async () => {
    await things.create('u4', 'a', make({ code: 'A' }));
    await things.create('u4', 'b', make({ code: 'B' }));
    await things.update('u4', 'a', 1, make({ code: 'A2' }));
    await expect(things.update('u4', 'a', 1, make({ code: 'B' }))).rejects.toMatchObject({ statusCode: 409, message: 'VERSION_CONFLICT' });
  });
});

describe('firstMatch, range and values', () => {
  it('finds the first entity matching a filter, reading only until it', async () => {
    await things.create('f', 'a', make({ name: 'Alpha', code: 'F1', tags: ['x'] }));
    await things.create('f', 'b', make({ name: 'Beta', code: 'F2', tags: ['y', 'z'] }));
    expect((await things.firstMatch('f', [{ field: 'tags', op: 'contains', value: 'z' }]))?.id).toBe('b');
    expect(await things.firstMatch('f', [{ field: 'tags', op: 'contains', value: 'nope' }])).toBeNull();
    expect(await things.firstMatch('other', [])).toBeNull();
  });

  it('reads a range of an indexed order, inclusive at both ends', async () => {
    for (const [id, day] of [
      ['a', '01-05'],
      ['b', '03-01'],
      ['c', '03-15'],
      ['d', '03-31'],
      ['e', '12-24'],
    ])
      await things.create('r', id!, make({ name: id!, code: `R${id}`, day }));
    expect((await things.range('r', { slot: 2, from: '03-01', to: '03-31', limit: 100 })).map((t) => t.id)).toEqual(['b', 'c', 'd']);
    expect((await things.range('r', { slot: 2, from: '03-01', to: '03-31', limit: 2 })).map((t) => t.id)).toEqual(['b', 'c']);
    expect((await things.values('r', 'code')).sort()).toEqual(['Ra', 'Rb', 'Rc', 'Rd', 'Re']);
  });
});
