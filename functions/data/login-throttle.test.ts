import { describe, expect, it } from 'vitest';
import { BACKOFF, clientKey, delayAfter } from './login-throttle';

describe('sign-in backoff', () => {
  it('waits nothing within the free failures, then doubles up to the cap', () => {
    const waits = Array.from({ length: 16 }, (_, i) => delayAfter(i + 1, BACKOFF.pair));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits.slice(3, 7)).toEqual([2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(BACKOFF.pair.capSeconds);
    expect(delayAfter(10_000, BACKOFF.account)).toBe(60);
  });

  it('keys a client by its IPv4 address and by the /64 of an IPv6 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1::5')).toBe(clientKey('2001:0db8:0000:0001:ffff:1:2:3'));
    expect(clientKey('2001:db8:0:1::5')).not.toBe(clientKey('2001:db8:0:2::5'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
