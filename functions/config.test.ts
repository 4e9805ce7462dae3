import { afterEach, describe, expect, it } from 'vitest';
import { config, requireConfig, resetConfig, runtimeEnvironment } from './config';

const saved = { ...process.env };

afterEach(() => {
  for (const name of ['TOKEN_TTL_MINUTES', 'MAIL_FROM', 'LOG_LEVEL', 'ORIGIN_SECRET_ARN']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfig();
});

describe('runtime configuration', () => {
  it('names a missing required variable', () => {
    delete process.env.ORIGIN_SECRET_ARN;
    expect(() => requireConfig('ORIGIN_SECRET_ARN')).toThrow('Missing environment variable ORIGIN_SECRET_ARN');
  });

  it('counts an empty variable as missing', () => {
    process.env.MAIL_FROM = '';
    expect(config('MAIL_FROM')).toBeUndefined();
  });

  it('names an invalid variable and its value', () => {
    process.env.TOKEN_TTL_MINUTES = 'an hour';
    expect(() => config('TOKEN_TTL_MINUTES')).toThrow(
      /Invalid environment variable TOKEN_TTL_MINUTES: must be a whole number of minutes from 5 to 1440, got "an hour"/,
    );
  });

  it('reads once and keeps the value until reset', () => {
    process.env.MAIL_FROM = 'first@demo.test';
    expect(config('MAIL_FROM')).toBe('first@demo.test');
    process.env.MAIL_FROM = 'second@demo.test';
    expect(config('MAIL_FROM')).toBe('first@demo.test');
    resetConfig();
    expect(config('MAIL_FROM')).toBe('second@demo.test');
  });

  it('logs at info when LOG_LEVEL is unknown', () => {
    process.env.LOG_LEVEL = 'loud';
    expect(config('LOG_LEVEL')).toBe('info');
  });

  it('builds a function environment without absent values, and refuses unknown names at compile time', () => {
    expect(runtimeEnvironment({ TABLE_NAME: 't', DEFAULT_TENANT: undefined })).toEqual({ TABLE_NAME: 't' });
    // @ts-expect-error a misspelt variable does not compile
    runtimeEnvironment({ TABLE_NAM: 't' });
  });
});
