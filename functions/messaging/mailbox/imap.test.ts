import { describe, expect, it } from 'vitest';
import { ImapFetchError, toFetchError } from './imap';

describe('toFetchError: what an IMAP failure means for the account', () => {
  it('a refused login is `auth` (the account becomes unhealthy)', () => {
    expect(toFetchError(Object.assign(new Error('Command failed'), { authenticationFailed: true, responseText: 'Invalid credentials' }))).toMatchObject({
      code: 'auth',
      message: 'login refused: Invalid credentials',
    });
    expect(toFetchError({ serverResponseCode: 'AUTHENTICATIONFAILED' }).code).toBe('auth');
  });

  it('an unreachable server is `connection`, a missing folder `folder`, anything else `imap`', () => {
    expect(toFetchError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).code).toBe('connection');
    expect(toFetchError({ code: 'ETIMEDOUT' }).code).toBe('connection');
    expect(toFetchError({ serverResponseCode: 'NONEXISTENT', responseText: 'Unknown Mailbox' }).code).toBe('folder');
    expect(toFetchError(new Error('BAD command')).code).toBe('imap');
    const own = new ImapFetchError('no server', 'imap');
    expect(toFetchError(own)).toBe(own);
  });
});
