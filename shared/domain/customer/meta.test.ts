import { describe, expect, it } from 'vitest';
import { metaKeysAfter } from './meta';

describe('metaKeysAfter', () => {
  it('adds set keys and drops keys set to null', () => {
    expect([...metaKeysAfter(['a', 'b'], { b: null, c: 1, d: { x: 1 } }, 10)].sort()).toEqual(['a', 'c', 'd']);
  });

  it('counts keys after the change: removing makes room for adding', () => {
    expect(metaKeysAfter(['a', 'b'], { a: null, c: 'x' }, 2).size).toBe(2);
    expect(metaKeysAfter(['a', 'b'], { a: 'again' }, 2).size).toBe(2);
  });

  it('refuses more than the maximum (400)', () => {
    expect(() => metaKeysAfter(['a', 'b'], { c: 1 }, 2)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        description: 'A customer has at most 2 meta values',
        fields: [{ path: 'body', message: 'at most 2 meta values' }],
      }),
    );
  });
});
