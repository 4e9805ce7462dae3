import { ERROR_MESSAGES } from '../../../shared/api/error-codes';
import type { ApiError } from '../../../shared/api/errors';

/** A failed call, in the spec's error shape (spec 2 section 8). */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = error.name;
  }

  get status(): number {
    return this.error.statusCode;
  }
}

/** The client's own messages, next to the server's (translated as errors.{message}). */
export const CLIENT_ERRORS = { network: ERROR_MESSAGES.networkError, invalidResponse: ERROR_MESSAGES.invalidResponse } as const;

export interface FetchOptions extends RequestInit {
  /** Send this bearer token instead of the session's (the jump-to link checks its own token). */
  token?: string;
  /**
   * false: a 401 on this call does not end the session. The session's own token check and refresh
   * decide for themselves what a 401 means.
   */
  endsSessionOn401?: boolean;
}

let tokenProvider: () => string | undefined = () => undefined;
export function setTokenProvider(fn: () => string | undefined): void {
  tokenProvider = fn;
}

let sessionRejected: (error: ApiCallError) => void = () => undefined;
/** Called when a call made with the session's token comes back 401: the session is over. */
export function onSessionRejected(fn: (error: ApiCallError) => void): void {
  sessionRejected = fn;
}

function failure(path: string, method: string, fields: Pick<ApiError, 'message' | 'statusCode' | 'description'>): ApiCallError {
  return new ApiCallError({ name: 'Error', timestamp: new Date().toISOString(), path, method, ...fields });
}

/** Calls the API with the bearer token; answers parsed JSON or throws ApiCallError. */
export async function apiFetch<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const { token: explicitToken, endsSessionOn401 = true, ...init } = options;
  const method = init.method ?? 'GET';
  const sessionToken = explicitToken === undefined ? tokenProvider() : undefined;
  const token = explicitToken ?? sessionToken;
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');

  let res: Response;
  try {
    res = await fetch(path, { ...init, headers });
  } catch (err) {
    throw failure(path, method, { message: CLIENT_ERRORS.network, statusCode: 0, description: (err as Error).message });
  }
  // Success is 200-299 or 304 (spec 1 section 8).
  const ok = (res.status >= 200 && res.status < 300) || res.status === 304;
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw failure(path, method, { message: ERROR_MESSAGES.invalidJsonResponse, statusCode: 0, description: text.slice(0, 200) });
  }
  if (ok) return json as T;

  const error = isApiError(json)
    ? new ApiCallError(described(json))
    : failure(path, method, { message: ERROR_MESSAGES.unknown, statusCode: res.status, description: res.statusText });
  if (res.status === 401 && sessionToken && endsSessionOn401) sessionRejected(error);
  throw error;
}

const STRING_FIELDS = ['name', 'message', 'description', 'timestamp', 'path', 'method'] as const;

/**
 * The error shape of spec 2 section 8 (shared/api/errors.ts ZApiError), checked without zod so the client loads
 * without the schema library (docs/decisions/web.md "First load"); client.test.ts holds it to ZApiError.
 */
export function isApiError(json: unknown): json is ApiError {
  if (typeof json !== 'object' || json === null) return false;
  const e = json as Record<string, unknown>;
  if (!STRING_FIELDS.every((f) => typeof e[f] === 'string')) return false;
  if (typeof e.statusCode !== 'number' || !Number.isInteger(e.statusCode)) return false;
  if (e.retryAfter !== undefined && typeof e.retryAfter !== 'number') return false;
  if (e.fields === undefined) return true;
  return (
    Array.isArray(e.fields) &&
    e.fields.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as Record<string, unknown>).path === 'string' &&
        typeof (f as Record<string, unknown>).message === 'string',
    )
  );
}

/** Spec 1 section 8: these mark an expired token, described as UNAUTHORIZED. */
export function isTokenExpired(error: ApiError): boolean {
  return error.name === 'TokenExpiredError' || error.message === ERROR_MESSAGES.tokenExpired || error.message === 'token expired';
}

/**
 * The descriptions of spec 1 section 8, whatever the server wrote: an expired token is UNAUTHORIZED,
 * a 403 is FORBIDDEN_RESSOURCE (449 and the rest keep the server's words); no message is 'Unknown Error'.
 */
export function described(error: ApiError): ApiError {
  const message = error.message || ERROR_MESSAGES.unknown;
  if (isTokenExpired(error)) return { ...error, message, description: ERROR_MESSAGES.unauthorized };
  if (error.statusCode === 403) return { ...error, message, description: ERROR_MESSAGES.forbidden };
  return { ...error, message };
}
