import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from './storage';

/** A stored sign-in as the app kept it before the user carried permissions.scope. */
const before = {
  token: 'x'.repeat(60),
  user: { id: 'u1', version: 1, name: 'Tina', email: 'tina@example.com', userType: 'employee', scopes: ['bookings.read'] },
  version: '1.0.0',
  tokenExpiresAt: Date.now() + 3600_000,
  expiresIn: 3600,
};

function fakeStorage(items: Record<string, string>): Storage {
  return {
    getItem: (k) => items[k] ?? null,
    setItem: (k, v) => void (items[k] = v),
    removeItem: (k) => void delete items[k],
    clear: () => undefined,
    key: () => null,
    length: 0,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the stored sign-in', () => {
  it('keeps a user stored without permissions.scope signed in, with the same scopes there', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ [storageKey('auth')]: JSON.stringify(before) }));
    const { authStore, principalOf } = await import('./auth-store');
    const state = authStore.get();
    expect(state.isLoggedIn).toBe(true);
    expect(state.user?.permissions.scope).toEqual(['bookings.read']);
    expect(principalOf(state, 't').scopes).toEqual(['bookings.read']);
  });
});
