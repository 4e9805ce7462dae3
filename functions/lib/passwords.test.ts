import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo-pass-1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('demo-pass-1', hash)).toBe(true);
    expect(await verifyPassword('demo-pass-2', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('x1234')).not.toBe(await hashPassword('x1234'));
  });
  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
