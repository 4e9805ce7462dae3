import { TOKEN_MIN_LENGTH, TOKEN_REFRESH_BEFORE_S, TOKEN_REFRESH_MIN_LIFETIME_S } from '../../../shared/constants';

/** A token counts only when it is longer than 50 characters (spec 1 section 4). */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > TOKEN_MIN_LENGTH;
}

export function isExpired(tokenExpiresAt: number | null | undefined, now: number): boolean {
  return typeof tokenExpiresAt !== 'number' || tokenExpiresAt <= now;
}

/**
 * When to refresh: 120 s before expiry, and only for tokens that lived longer than 240 s (a short
 * token is meant to end). null means no refresh; 0 means now (the moment has passed while the
 * machine slept).
 */
export function refreshDelayMs(expiresIn: number | null | undefined, tokenExpiresAt: number | null | undefined, now: number): number | null {
  if (typeof expiresIn !== 'number' || expiresIn <= TOKEN_REFRESH_MIN_LIFETIME_S) return null;
  if (isExpired(tokenExpiresAt, now)) return null;
  return Math.max(0, tokenExpiresAt! - TOKEN_REFRESH_BEFORE_S * 1000 - now);
}

/**
 * The expiry (epoch seconds) a JWT carries, read without verifying it: only to plan the refresh of a
 * token the server has just accepted. null when the token is not a readable JWT.
 */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}
