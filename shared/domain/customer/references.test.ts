import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { existingOrRoomForReference } from './references';

const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ system: 'shop', external: `e${i}`, createdAt: '2026-01-01T00:00:00.000Z' }));

describe('existingOrRoomForReference', () => {
  it('answers the link there is when the same one is added again, even at the limit', () => {
    const existing = refs(3);
    expect(existingOrRoomForReference(existing, { system: 'shop', external: 'e1' }, 3)).toBe(existing[1]);
  });

  it('lets a new link in while there is room', () => {
    expect(existingOrRoomForReference(refs(2), { system: 'shop', external: 'new' }, 3)).toBeNull();
    expect(existingOrRoomForReference(refs(2), { system: 'crm', external: 'e1' }, 3)).toBeNull();
  });

  it('refuses a new link at the limit (400) and names the limit', () => {
    const add = () => existingOrRoomForReference(refs(3), { system: 'shop', external: 'new' }, 3);
    expect(add).toThrow(ValidationError);
    expect(add).toThrow(
      expect.objectContaining({
        statusCode: 400,
        description: 'A customer has at most 3 references',
        fields: [{ path: 'params.external', message: 'at most 3 references' }],
      }),
    );
  });
});
