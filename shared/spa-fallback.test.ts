import { describe, expect, it } from 'vitest';
import { isSpaRoute, spaDocumentOf } from './spa-fallback';

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

describe('spaDocumentOf', () => {
  it.each([
    ['/', '/index.html'],
    ['/booking/list', '/index.html'],
    ['/login', '/signin.html'],
    ['/club/login', '/signin.html'],
    ['/register/customer', '/signin.html'],
    ['/register/agency', '/signin.html'],
    ['/register/other', '/index.html'],
    ['/password/reset', '/signin.html'],
    ['/club/password/reset', '/signin.html'],
    ['/user/u-1/verify', '/signin.html'],
    ['/club/user/u-1/verify', '/signin.html'],
    ['/users/profile', '/index.html'],
    ['/jumpto/a.b.c', '/index.html'],
    ['/guestform/b/t', '/guest.html'],
  ])('%s → %s', (p, expected) => {
    expect(spaDocumentOf(p)).toBe(expected);
  });
});
