import { describe, expect, it } from 'vitest';
import { interpolate } from './core';

describe('plural placeholders', () => {
  const nights = '{n, plural, =0 {no night} one {# night} other {# nights}} free, {name}';

  it.each([
    [0, 'no night free, Deal'],
    [1, '1 night free, Deal'],
    [2, '2 nights free, Deal'],
    [1.5, '1.5 nights free, Deal'],
  ])('picks the option for %s', (n, text) => {
    expect(interpolate(nights, { n, name: 'Deal' })).toBe(text);
  });

  it('reads a count given as text, and follows the language given', () => {
    expect(interpolate('{n, plural, one {# Nacht} other {# Nächte}}', { n: '1' }, 'de')).toBe('1 Nacht');
    // Polish has a "few" form English lacks: the language's rules choose it.
    expect(interpolate('{n, plural, one {# noc} few {# noce} other {# nocy}}', { n: 3 }, 'pl')).toBe('3 noce');
  });

  it('leaves the placeholder when the count is missing or no number, as a missing simple one is left', () => {
    expect(interpolate('{n, plural, one {# night} other {# nights}}', { m: 1 })).toBe('{n, plural, one {# night} other {# nights}}');
    expect(interpolate('{n, plural, one {# night} other {# nights}}', { n: 'x' })).toBe('{n, plural, one {# night} other {# nights}}');
  });
});
