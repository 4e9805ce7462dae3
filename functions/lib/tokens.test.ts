import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, base64url } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenExpiredError, UnauthorizedError } from '../../shared/errors';
import { resetConfig } from '../config';
import { resetSigningKey } from './signing-key';
import { issueToken, tokenTtlSeconds, verifyToken } from './tokens';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const principal = { userId: 'u1', tenant: 'demo', userType: 'employee' as const, scopes: ['bookings.read'], email: 'a@b.test' };

beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tok-')), 'key');
  writeFileSync(file, SECRET);
  process.env.JWT_SECRET_FILE = file;
  delete process.env.JWT_SECRET_ARN;
  resetSigningKey();
});

describe('issueToken and verifyToken', () => {
  it('round-trips the principal in a token longer than 50 characters', async () => {
    const { token, expiresIn } = await issueToken(principal, 600);
    expect(token.length).toBeGreaterThan(50);
    expect(expiresIn).toBe(600);
    const claims = await verifyToken(token);
    expect(claims).toMatchObject({ sub: 'u1', tenant: 'demo', userType: 'employee', scopes: ['bookings.read'] });
  });

  it('answers TokenExpiredError for an expired token', async () => {
    const { token } = await issueToken(principal, 60, Date.now() - 3600_000);
    await expect(verifyToken(token)).rejects.toBeInstanceOf(TokenExpiredError);
    await expect(verifyToken(token)).rejects.toMatchObject({ statusCode: 401, message: 'TOKEN_EXPIRED' });
  });

  it('rejects a tampered payload', async () => {
    const { token } = await issueToken(principal, 600);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p!))) as Record<string, unknown>;
    payload.scopes = ['admin'];
    const forged = [h, base64url.encode(JSON.stringify(payload)), s].join('.');
    await expect(verifyToken(forged)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects alg none', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const body = base64url.encode(
      JSON.stringify({
        sub: 'u1',
        jti: 'x',
        tenant: 'demo',
        userType: 'admin',
        scopes: ['admin'],
        iss: 'tidewise',
        aud: 'tidewise-api',
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    );
    await expect(verifyToken(`${header}.${body}.`)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects a token signed with another key', async () => {
    const other = await new SignJWT({ tenant: 'demo', userType: 'admin', scopes: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setJti('j')
      .setIssuer('tidewise')
      .setAudience('tidewise-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-of-sufficient-length-0123456789'));
    await expect(verifyToken(other)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects garbage', async () => {
    await expect(verifyToken('not.a.token')).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('token lifetime', () => {
  const withTtl = async <T>(value: string | undefined, run: () => Promise<T>): Promise<T> => {
    const before = process.env.TOKEN_TTL_MINUTES;
    if (value === undefined) delete process.env.TOKEN_TTL_MINUTES;
    else process.env.TOKEN_TTL_MINUTES = value;
    resetConfig();
    try {
      return await run();
    } finally {
      if (before === undefined) delete process.env.TOKEN_TTL_MINUTES;
      else process.env.TOKEN_TTL_MINUTES = before;
      resetConfig();
    }
  };

  it('is 60 minutes by default, in the answer and in the exp claim', async () => {
    const now = Date.now();
    const issued = await withTtl(undefined, () => issueToken(principal, undefined, now));
    expect(issued.expiresIn).toBe(3600);
    expect(issued.expiresAt).toBe(Math.floor(now / 1000) + 3600);
    expect((await verifyToken(issued.token)).exp).toBe(issued.expiresAt);
  });

  it('follows TOKEN_TTL_MINUTES', async () => {
    expect((await withTtl('15', () => issueToken(principal))).expiresIn).toBe(900);
    expect(await withTtl('480', async () => tokenTtlSeconds())).toBe(28_800);
  });

  it.each(['4', '1441', '30.5', 'an hour'])('refuses TOKEN_TTL_MINUTES=%s', async (value) => {
    await expect(withTtl(value, async () => tokenTtlSeconds())).rejects.toThrow(/TOKEN_TTL_MINUTES/);
  });
});
