import { describe, expect, it } from 'vitest';
import { asReadAction, inReadAction, RecentlyConfirmed } from './recently-confirmed';

describe('RecentlyConfirmed', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, tick: (ms: number) => (now += ms) };
  };

  it('trusts a value for the trust window only', () => {
    const c = clock();
    const cache = new RecentlyConfirmed<string>(10, 10_000, c.now);
    cache.confirm('a', 'A', c.now());
    c.tick(9_999);
    expect(cache.recent('a')).toBe('A');
    c.tick(1);
    expect(cache.recent('a')).toBeUndefined();
  });

  it('is bounded: the least recently used entry goes first', () => {
    const c = clock();
    const cache = new RecentlyConfirmed<number>(3, 10_000, c.now);
    for (const k of ['a', 'b', 'c']) cache.confirm(k, 1, c.now());
    expect(cache.recent('a')).toBe(1); // a used: b is now the oldest
    cache.confirm('d', 1, c.now());
    expect(cache.size).toBe(3);
    expect(cache.recent('b')).toBeUndefined();
    expect(cache.recent('a')).toBe(1);
    for (let i = 0; i < 1000; i++) cache.confirm(`k${i}`, i, c.now());
    expect(cache.size).toBe(3);
  });

  it('forgets a key or a group, and refuses a read sent before the change', () => {
    const c = clock();
    const cache = new RecentlyConfirmed<string>(10, 10_000, c.now);
    const sent = c.now();
    cache.confirm('s1', 'u1', sent, 'user1');
    cache.confirm('s2', 'u1', sent, 'user1');
    cache.confirm('s3', 'u2', sent, 'user2');
    cache.forgetGroup('user1');
    expect([cache.recent('s1'), cache.recent('s2'), cache.recent('s3')]).toEqual([undefined, undefined, 'u2']);
    cache.confirm('s1', 'u1', sent, 'user1'); // a read in flight during the change
    expect(cache.recent('s1')).toBeUndefined();
    cache.forget('s3');
    cache.confirm('s3', 'u2', sent);
    expect(cache.recent('s3')).toBeUndefined();
    c.tick(1);
    cache.confirm('s3', 'u2', c.now()); // a read sent after the change
    expect(cache.recent('s3')).toBe('u2');
  });

  it('knows a read action', async () => {
    expect(inReadAction()).toBe(false);
    expect(await asReadAction(async () => inReadAction())).toBe(true);
  });
});
