import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../config';
import { hashPassword, verifyPassword } from './passwords';

/** The cost is read through the config, which caches a value: each stub resets it. */
const stubCost = (value: string | undefined) => {
  vi.stubEnv('PASSWORD_SCRYPT_LOG2N', value);
  resetConfig();
};

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it('verifies the right password and refuses a wrong one, at the full cost unless the tests lower it', async () => {
    stubCost(undefined);
    const hash = await hashPassword('demo-pass-1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('demo-pass-1', hash)).toBe(true);
    expect(await verifyPassword('demo-pass-2', hash)).toBe(false);
  });
  it('takes a lower cost from PASSWORD_SCRYPT_LOG2N (10 to 16 only), and verifies by the cost in the hash', async () => {
    stubCost('12');
    const low = await hashPassword('demo-pass-1');
    expect(low).toMatch(/^scrypt\$4096\$8\$1\$/);
    for (const ignored of ['9', '17', '20', 'x']) {
      stubCost(ignored);
      expect(await hashPassword('demo-pass-1')).toMatch(/^scrypt\$131072\$/);
    }
    expect(await verifyPassword('demo-pass-1', low)).toBe(true);
    expect(await verifyPassword('demo-pass-2', low)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('x1234')).not.toBe(await hashPassword('x1234'));
  });
  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
