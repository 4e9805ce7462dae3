import { describe, expect, it } from 'vitest';
import { appendVisit, type RouteHistoryEntry } from './route-history';
import { isExpired, isUsableToken, jwtExpiry, refreshDelayMs } from './token-timing';
import { compareVersions, isServerNewer } from './version';

describe('isUsableToken', () => {
  it.each([
    ['x'.repeat(50), false],
    ['x'.repeat(51), true],
    ['', false],
    [undefined, false],
  ])('a token of %j counts: %s', (token, expected) => {
    expect(isUsableToken(token)).toBe(expected);
  });
});

describe('refreshDelayMs', () => {
  const now = 1_000_000;
  it.each<[string, number | null, number | null, number | null]>([
    ['refreshes 120 s before expiry', 3600, now + 3600_000, 3600_000 - 120_000],
    ['does not refresh a lifetime of exactly 240 s', 240, now + 240_000, null],
    ['refreshes a lifetime of 241 s after 121 s', 241, now + 241_000, 121_000],
    ['refreshes at once when the moment has passed', 3600, now + 60_000, 0],
    ['does not refresh an expired token', 3600, now - 1, null],
    ['does not refresh without a lifetime', null, now + 3600_000, null],
  ])('%s', (_name, expiresIn, expiresAt, expected) => {
    expect(refreshDelayMs(expiresIn, expiresAt, now)).toBe(expected);
  });
});

describe('isExpired', () => {
  it('treats a stored expiry in the past, or none, as expired', () => {
    expect(isExpired(999, 1000)).toBe(true);
    expect(isExpired(null, 1000)).toBe(true);
    expect(isExpired(1001, 1000)).toBe(false);
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9.3', 1],
    ['0.1.0', '0.1.0', 0],
    ['0.1.0', '0.2.0', -1],
    ['v2.0', '1.99.99', 1],
    ['1.2.0-rc.1', '1.2.0', -1],
    ['1.2.0-rc.10', '1.2.0-rc.9', 1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it('calls only a higher server version newer', () => {
    expect(isServerNewer('0.2.0', '0.1.0')).toBe(true);
    expect(isServerNewer('0.1.0', '0.1.0')).toBe(false);
    expect(isServerNewer('0.0.9', '0.1.0')).toBe(false);
    expect(isServerNewer(undefined, '0.1.0')).toBe(false);
  });
});

describe('appendVisit', () => {
  const visit = (path: string, query: Record<string, string> = {}): RouteHistoryEntry => ({ path, query, params: {} });

  it('keeps the newest 11 entries', () => {
    let history: RouteHistoryEntry[] = [];
    for (let i = 0; i < 15; i++) history = appendVisit(history, visit(`/p/${i}`));
    expect(history).toHaveLength(11);
    expect(history[0]?.path).toBe('/p/4');
    expect(history[10]?.path).toBe('/p/14');
  });

  it('does not repeat the last visit', () => {
    expect(appendVisit([visit('/a', { x: '1' })], visit('/a', { x: '1' }))).toHaveLength(1);
    expect(appendVisit([visit('/a', { x: '1' })], visit('/a', { x: '2' }))).toHaveLength(2);
  });
});

describe('jwtExpiry', () => {
  const encode = (o: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  it('reads the exp claim', () => {
    expect(jwtExpiry(`${encode({ alg: 'HS256' })}.${encode({ exp: 1795344069, sub: 'u-ü' })}.sig`)).toBe(1795344069);
  });
  it.each(['not-a-jwt', 'a.b.c', `x.${btoa('{"exp":"soon"}')}.y`])('answers null for %s', (token) => {
    expect(jwtExpiry(token)).toBeNull();
  });
});
