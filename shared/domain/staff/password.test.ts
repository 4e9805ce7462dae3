import { describe, expect, it } from 'vitest';
import { requireEmailOfUser, requirePasswordsMatch } from './password';

describe('requirePasswordsMatch', () => {
  it('refuses a repetition that differs (400 on body.passwordRepeat)', () => {
    expect(() => requirePasswordsMatch({ password: 'Secret-123', passwordRepeat: 'Secret-124' })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        description: 'The passwords differ',
        fields: [{ path: 'body.passwordRepeat', message: 'Passwords must match' }],
      }),
    );
  });

  it('accepts an equal repetition and no repetition', () => {
    expect(() => requirePasswordsMatch({ password: 'Secret-123', passwordRepeat: 'Secret-123' })).not.toThrow();
    expect(() => requirePasswordsMatch({ password: 'Secret-123' })).not.toThrow();
  });
});

describe('requireEmailOfUser', () => {
  it('compares without case and refuses another address (400, EMAIL_MISMATCH on body.email)', () => {
    expect(() => requireEmailOfUser('Ann@Example.org', 'ann@example.ORG')).not.toThrow();
    expect(() => requireEmailOfUser('ann@example.org', 'bob@example.org')).toThrow(
      expect.objectContaining({ statusCode: 400, fields: [{ path: 'body.email', message: 'EMAIL_MISMATCH' }] }),
    );
  });
});
