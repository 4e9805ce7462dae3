import { describe, expect, it } from 'vitest';
import { bookCheckoutEndpoints } from './book';

/**
 * The checkout's `returnTo` (docs/decisions/online-holds.md, club.md): a guest booking page on the operator's own site,
 * and the signed-in member's /book (the same engine in the club's shell), with its query; nothing else.
 */
const body = bookCheckoutEndpoints.checkout.input.body;
const accepts = (returnTo: string) => body.safeParse({ token: 'a'.repeat(43), returnTo }).success;

describe('checkout returnTo', () => {
  it.each(['/book', '/book?resort=rs-1&hold=b-1&token=t&step=pay', '/book/online', '/book/resort-v2?lang=de', '/widget/reef-1?x=1'])('accepts %s', (page) => {
    expect(accepts(page)).toBe(true);
  });

  it.each(['/book/preview', '/bookx', '/book/', '/booking/list', '/book/online/../../x', 'https://evil.example/book', '//evil.example/book', '/book#x'])(
    'refuses %s',
    (page) => {
      expect(accepts(page)).toBe(false);
    },
  );
});
