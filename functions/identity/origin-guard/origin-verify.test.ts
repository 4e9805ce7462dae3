import { describe, expect, it } from 'vitest';
import { isOriginVerified } from './origin-verify';

const SECRET = 'a'.repeat(20) + 'b'.repeat(28);

describe('isOriginVerified', () => {
  it('accepts the secret only', () => {
    expect(isOriginVerified(SECRET, SECRET)).toBe(true);
    expect(isOriginVerified(`${SECRET}x`, SECRET)).toBe(false);
    expect(isOriginVerified(SECRET.slice(1), SECRET)).toBe(false);
    expect(isOriginVerified('', SECRET)).toBe(false);
    expect(isOriginVerified(undefined, SECRET)).toBe(false);
  });

  it('never accepts anything against a short or empty secret', () => {
    expect(isOriginVerified('', '')).toBe(false);
    expect(isOriginVerified('short', 'short')).toBe(false);
  });
});
