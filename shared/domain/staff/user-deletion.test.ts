import { describe, expect, it } from 'vitest';
import { requireNotSelf } from './user-deletion';

describe('requireNotSelf', () => {
  it('refuses deleting oneself (403 CANNOT_DELETE_SELF) and lets others and system deletes through', () => {
    expect(() => requireNotSelf('u1', 'u1')).toThrow(expect.objectContaining({ statusCode: 403, message: 'CANNOT_DELETE_SELF' }));
    expect(() => requireNotSelf('u1', 'u2')).not.toThrow();
    expect(() => requireNotSelf(undefined, 'u2')).not.toThrow();
  });
});
