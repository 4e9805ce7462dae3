import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './spa-fallback';

describe('isSpaRoute', () => {
  it.each([
    ['/', true],
    ['/booking/list', true],
    ['/jumpto/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln', true],
    ['/customer/c-01J.2', true],
    ['/assets/index-1a2b.js', false],
    ['/favicon.svg', false],
    ['/sw.js', false],
    ['/assets/app.CSS', false],
  ])('%s → %s', (p, expected) => {
    expect(isSpaRoute(p)).toBe(expected);
  });
});
