import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginAnswer } from '../../../shared/api/auth';
import { TOKEN_REFRESH_BEFORE_S, TOKEN_TTL_MINUTES } from '../../../shared/constants';

/** The session's timers with the server calls replaced: when does the app refresh a token? */
const refreshToken = vi.fn<() => Promise<LoginAnswer>>();
vi.mock('./auth-api', () => ({ refreshToken, checkToken: vi.fn(), logout: vi.fn(), serverVersion: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('../api/bootstrap', () => ({ reloadBootstrap: vi.fn(() => Promise.resolve()) }));
vi.mock('../router/navigation', () => ({ currentLocation: vi.fn(() => '/bookings'), navigateTo: vi.fn() }));
vi.mock('../notices/notice-bus', () => ({ clearNotices: vi.fn(), notify: vi.fn() }));
vi.mock('../i18n/language', () => ({ languageStore: { applyUserSetting: vi.fn() } }));
vi.stubGlobal('__APP_VERSION__', '0.0.0');

const { signIn, signOut } = await import('./session');
const { authStore } = await import('./auth-store');

const TTL_S = TOKEN_TTL_MINUTES.default * 60;
const answer = (n: number): LoginAnswer => ({
  token: `token-${n}-`.padEnd(60, 'x'),
  expiresIn: TTL_S,
  user: { id: 'u1', version: 1, settings: { language: 'en' } } as LoginAnswer['user'],
  version: '0.0.0',
});

describe('the automatic refresh of a 60-minute token', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refreshToken.mockReset();
  });
  afterEach(async () => {
    await signOut({ redirect: false });
    vi.useRealTimers();
  });

  it('refreshes 120 s before expiry, and again before the new token expires', async () => {
    refreshToken.mockResolvedValueOnce(answer(2)).mockResolvedValueOnce(answer(3));
    expect(signIn(answer(1))).toBe(true);

    await vi.advanceTimersByTimeAsync((TTL_S - TOKEN_REFRESH_BEFORE_S) * 1000 - 1);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(authStore.get().token).toBe(answer(2).token);

    await vi.advanceTimersByTimeAsync((TTL_S - TOKEN_REFRESH_BEFORE_S) * 1000);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(authStore.get()).toMatchObject({ isLoggedIn: true, token: answer(3).token });
  });

  it('ends the session at expiry when the refresh is refused', async () => {
    refreshToken.mockRejectedValueOnce(new Error('refused'));
    signIn(answer(1));
    await vi.advanceTimersByTimeAsync((TTL_S - TOKEN_REFRESH_BEFORE_S) * 1000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(authStore.get().isLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_BEFORE_S * 1000);
    expect(authStore.get().isLoggedIn).toBe(false);
  });
});
