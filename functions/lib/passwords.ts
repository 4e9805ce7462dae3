import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { config } from '../config';

/**
 * Passwords are hashed with scrypt (memory-hard) at OWASP's recommended cost: N=2^17, r=8, p=1,
 * which takes 128 MiB per hash. The parameters travel with the hash so they can be raised later.
 * The test suite lowers N through PASSWORD_SCRYPT_LOG2N (10 to 16; vitest.config.ts), as Django's and Rails'
 * test settings do, because a few hundred sign-ins at full cost cost minutes; nothing deployed sets it.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };

function costN(): number {
  const log2 = Number(config('PASSWORD_SCRYPT_LOG2N'));
  return Number.isInteger(log2) && log2 >= 10 && log2 < 17 ? 2 ** log2 : PARAMS.N;
}
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = costN();
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options(N, PARAMS.r, PARAMS.p));
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options(Number(n), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
