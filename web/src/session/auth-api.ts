import type { LoginAnswer } from '../../../shared/api/auth';
import { ApiCallError, apiFetch } from '../api/client';
import { callRoute } from '../api/endpoint-client';
import { firstEndpoints } from '../api/first-endpoints';
import { browserFingerprint } from './fingerprint';

/** The auth calls of spec 1 section 7, typed by the shared contract. */

export function login(input: { email: string; password: string; isCRMUser: boolean }): Promise<LoginAnswer> {
  return callRoute(firstEndpoints.login, { body: { ...input, email: input.email.trim(), ts: browserFingerprint() } });
}

/** PUT /api/auth/token: a fresh token for the current (or the given) one; the old one is revoked. */
export function refreshToken(token?: string): Promise<LoginAnswer> {
  return callRoute(firstEndpoints.refresh, {}, { token, endsSessionOn401: false });
}

export function logout(): Promise<unknown> {
  return callRoute(firstEndpoints.logout, {}, { endsSessionOn401: false });
}

/** HEAD /api/auth/token: true when the server still accepts the token; a network failure counts as accepted. */
export async function checkToken(token?: string): Promise<boolean> {
  try {
    await apiFetch(firstEndpoints.check.path, { method: 'HEAD', token, endsSessionOn401: false });
    return true;
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 0) return true;
    return false;
  }
}

export function requestPasswordReset(input: { email: string; isCRMUser: boolean }) {
  return callRoute(firstEndpoints.requestReset, { body: { email: input.email.trim(), isCRMUser: input.isCRMUser, ts: browserFingerprint() } });
}

export function resetPassword(input: { email: string; password: string; passwordRepeat: string; token: string; isCRMUser: boolean }): Promise<LoginAnswer> {
  return callRoute(firstEndpoints.resetPassword, { body: { ...input, email: input.email.trim(), ts: browserFingerprint() } });
}

export function register(input: {
  userType: 'customer' | 'agency';
  name: string;
  email: string;
  password: string;
  phone?: string;
  company?: string;
  language?: 'de' | 'en';
}) {
  return callRoute(firstEndpoints.register, { body: { ...input, email: input.email.trim(), ts: browserFingerprint() } });
}

export function verifyUser(input: { id: string; token: string; isCRMUser: boolean }) {
  return callRoute(firstEndpoints.verify, { params: { id: input.id }, body: { token: input.token, isCRMUser: input.isCRMUser } });
}

export function resendVerification(input: { email: string; isCRMUser: boolean }) {
  return callRoute(firstEndpoints.resendVerification, { body: { email: input.email.trim(), isCRMUser: input.isCRMUser } });
}

/** The user a token belongs to (GET /api/users/self with that token). */
export function userOfToken(token: string) {
  return callRoute(firstEndpoints.self, {}, { token, endsSessionOn401: false });
}

export function serverVersion() {
  return callRoute(firstEndpoints.version);
}
