import { describe, expect, it } from 'vitest';
import { guestToday, languageOf } from './guest';

/** The spec 2 headers of a booking call: `locale` picks the language, `timezone-offset` the guest's today. */
describe('a guest call', () => {
  it('takes the language from the locale header (de, en; anything else the default de)', () => {
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('en_GB')).toBe('en');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('fr-FR')).toBe('de');
    expect(languageOf(undefined)).toBe('de');
  });

  it('takes today from the offset header in JavaScript getTimezoneOffset minutes; an odd header counts as UTC', () => {
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(guestToday(undefined, now)).toBe('2026-11-29');
    expect(guestToday('-60', now)).toBe('2026-11-30'); // Berlin in winter: 00:30 on the 30th
    expect(guestToday('300', Date.parse('2026-11-30T02:00:00Z'))).toBe('2026-11-29'); // New York: 21:00 on the 29th
    expect(guestToday('-840', Date.parse('2026-11-29T10:30:00Z'))).toBe('2026-11-30'); // Kiribati
    expect(guestToday('-900', now)).toBe('2026-11-29');
    expect(guestToday('abc', now)).toBe('2026-11-29');
  });
});
