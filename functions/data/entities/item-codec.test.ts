import { describe, expect, it } from 'vitest';
import { outboxItem, outboxKey } from './outbox';
import { sessionIndexKey, sessionItem, sessionKey } from './session';

describe('an entity module writes and parses its own items', () => {
  const stored = { userId: 'u1', expiresAt: 1_900_000_000, createdAt: '2026-11-24T00:00:00.000Z', scopes: ['customers.read'] };

  it('puts keys and entityType beside the value, and takes them off again on read', () => {
    const item = sessionItem.toItem({ ...sessionKey('demo', 'j1'), ...sessionIndexKey('demo', 'u1', 'j1') }, stored);
    expect(item).toMatchObject({ pk: 'T#demo#SESSION#j1', sk: 'ROOT', gsi1pk: 'T#demo#USERSESSION#u1', gsi1sk: 'j1', entityType: 'SESSION' });
    expect(sessionItem.fromItem(item)).toEqual(stored);
  });

  it('refuses a stored item that does not fit its schema instead of reading it leniently', () => {
    const item = sessionItem.toItem(sessionKey('demo', 'j2'), stored);
    expect(() => sessionItem.fromItem({ ...item, userId: undefined })).toThrow(/userId/);
    expect(() => sessionItem.fromItem({ ...item, expiresAt: 'soon' })).toThrow(/expiresAt/);
    expect(() => outboxItem.fromItem({ ...outboxKey('e1'), entityType: 'Outbox', detailType: 'mail.requested', detail: 'x', expiresAt: 1 })).toThrow(/detail/);
  });
});
