import { ZApiError, type ApiError, ERROR_MESSAGES } from '../../../shared/api/errors';

/** A failed call, in the spec's error shape (spec 2 section 8). */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = error.name;
  }
}

let tokenProvider: () => string | undefined = () => undefined;
export function setTokenProvider(fn: () => string | undefined): void {
  tokenProvider = fn;
}

/** Calls the API with the bearer token; answers parsed JSON or throws ApiCallError. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = tokenProvider();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  const ok = (res.status >= 200 && res.status < 300) || res.status === 304;
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiCallError({ name: 'Error', message: ERROR_MESSAGES.invalidJsonResponse, statusCode: 0, description: text.slice(0, 200), timestamp: new Date().toISOString(), path, method: init.method ?? 'GET' });
  }
  if (ok) return json as T;
  const parsed = ZApiError.safeParse(json);
  throw new ApiCallError(
    parsed.success
      ? parsed.data
      : { name: 'Error', message: ERROR_MESSAGES.unknown, statusCode: res.status, description: res.statusText, timestamp: new Date().toISOString(), path, method: init.method ?? 'GET' },
  );
}
