import type { LoginAnswer, PublicUser } from '../../../shared/api/auth';
import { guestPrincipal } from '../../../shared/auth/principal-kinds';
import type { Principal } from '../../../shared/auth/principal';
import { readJson, removeKey, storageKey, writeJson } from './storage';
import { storedSession } from './stored-session';
import { isUsableToken } from './token-timing';

/** Auth state of spec 1 section 3, plus the token's lifetime (the refresh rule needs it after a reload). */
export interface AuthState {
  token: string | null;
  isLoggedIn: boolean;
  user: PublicUser | null;
  /** The server version the last sign-in answered. */
  version: string | null;
  /** Epoch milliseconds. */
  tokenExpiresAt: number | null;
  /** Seconds the token was issued for. */
  expiresIn: number | null;
}

const KEY = 'auth';

export const GUEST_STATE: AuthState = { token: null, isLoggedIn: false, user: null, version: null, tokenExpiresAt: null, expiresIn: null };

function load(): AuthState {
  const stored = storedSession(readJson(KEY));
  if (!stored || !isUsableToken(stored.token)) return GUEST_STATE;
  return { ...stored, isLoggedIn: true };
}

let state: AuthState = load();
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  state = next;
  if (next.isLoggedIn)
    writeJson(KEY, { token: next.token, user: next.user, version: next.version, tokenExpiresAt: next.tokenExpiresAt, expiresIn: next.expiresIn });
  else removeKey(KEY);
  listeners.forEach((l) => l());
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A guest becomes signed in only with a token longer than 50 characters. */
  signIn(answer: LoginAnswer, now = Date.now()): boolean {
    if (!isUsableToken(answer.token)) return false;
    set({
      token: answer.token,
      isLoggedIn: true,
      user: answer.user,
      version: answer.version,
      tokenExpiresAt: now + answer.expiresIn * 1000,
      expiresIn: answer.expiresIn,
    });
    return true;
  },
  /** Back to guest: token, expiry and user are cleared. */
  clear(): void {
    if (state !== GUEST_STATE) set(GUEST_STATE);
  },
  updateUser(user: PublicUser): void {
    if (state.isLoggedIn && state.user?.id === user.id) set({ ...state, user });
  },
};

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== storageKey(KEY)) return;
    state = load();
    listeners.forEach((l) => l());
  });
}

/** Who the guard and the menu reason about: the signed-in user, or the tenant's guest. */
export function principalOf(auth: AuthState, tenant: string): Principal {
  const user = auth.isLoggedIn ? auth.user : null;
  if (!user) return guestPrincipal(tenant);
  return {
    userId: user.id,
    tenant,
    userType: user.userType,
    scopes: user.scopes,
    email: user.email,
    name: user.name,
    agencyId: user.agencyId,
    customerId: user.customerId,
    assets: user.assets,
  };
}
