import { describe, expect, it } from 'vitest';
import { cacheName, shellKeyOf, staleCaches, strategyFor } from './sw-routes';

const origin = 'https://demo.tidewise.app';
const req = (path: string, extra: { method?: string; mode?: string } = {}) => ({
  url: path.startsWith('http') ? path : `${origin}${path}`,
  method: extra.method ?? 'GET',
  mode: extra.mode ?? 'cors',
});

describe('strategyFor', () => {
  it.each([
    ['a page load of an app path', req('/customer/list', { mode: 'navigate' }), 'page'],
    ['the start page', req('/', { mode: 'navigate' }), 'page'],
    ['a hashed bundle', req('/assets/index-abc123.js'), 'asset'],
    ['an API read', req('/api/customers?page=1'), 'network'],
    ['the API docs opened as a page', req('/api/docs', { mode: 'navigate' }), 'network'],
    ['the version check', req('/version'), 'network'],
    ['a write', req('/assets/x.js', { method: 'POST' }), 'network'],
    ['another origin', req('https://cdn.example.com/assets/x.js'), 'network'],
    ['a file outside /assets/', req('/favicon.svg'), 'network'],
  ])('%s → %s', (_what, request, strategy) => {
    expect(strategyFor(request, origin)).toBe(strategy);
  });
});

describe('staleCaches', () => {
  it('names the caches of earlier builds and leaves the current one and foreign ones', () => {
    expect(staleCaches([cacheName('old1'), cacheName('new'), 'someone-else', cacheName('old2')], 'new')).toEqual([cacheName('old1'), cacheName('old2')]);
  });
});

describe('shellKeyOf', () => {
  it.each([
    ['/', '/'],
    ['/booking/list', '/'],
    ['/jumpto/a.b.c', '/'],
    ['/login', '/signin.html'],
    ['/club/password/reset', '/signin.html'],
    ['/user/u-1/verify', '/signin.html'],
    ['/guestform/b/t', '/guest.html'],
  ])('keeps the page of %s under %s, so a sign-in visit does not replace the staff shell', (path, key) => {
    expect(shellKeyOf(path)).toBe(key);
  });
});
