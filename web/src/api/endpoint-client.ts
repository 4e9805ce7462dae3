import { IDEMPOTENCY_KEY_HEADER, type Endpoint, type EndpointBody, type EndpointOutput, type EndpointParams } from '../../../shared/api/endpoint';
import { ERROR_MESSAGES } from '../../../shared/api/error-codes';
import { ApiCallError, apiFetch, CLIENT_ERRORS, type FetchOptions } from './client';
import { idempotencyKeyFor, idempotentRequestDone } from './idempotency';

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: EndpointBody<E>;
}

/** The endpoint's path with its {params} filled in and the query appended. */
export function endpointUrl(endpoint: Pick<Endpoint, 'id' | 'path'>, params?: object, query?: CallInput<Endpoint>['query']): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.id}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Waits before the client's own retries of an idempotent request (network failure, or the first still running). */
const RETRY_DELAYS_MS = [400, 1500];

export interface CallOptions extends FetchOptions {
  /** Delays of the retries of idempotent requests; tests pass zeros. */
  retryDelaysMs?: readonly number[];
}

const retryable = (err: unknown) =>
  err instanceof ApiCallError && (err.error.message === CLIENT_ERRORS.network || err.error.message === ERROR_MESSAGES.idempotencyInProgress);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends an idempotent endpoint's request with its Idempotency-Key, retrying a network failure or a 409
 * IDEMPOTENCY_IN_PROGRESS with the same key: the server does the work once and answers the first answer.
 */
async function sendIdempotent(url: string, init: FetchOptions, delays: readonly number[]): Promise<unknown> {
  const request = `${init.method} ${url}\n${String(init.body ?? '')}`;
  const key = idempotencyKeyFor(request);
  const headers = new Headers(init.headers);
  headers.set(IDEMPOTENCY_KEY_HEADER, key);
  for (let attempt = 0; ; attempt++) {
    try {
      const json = await apiFetch<unknown>(url, { ...init, headers });
      idempotentRequestDone(request);
      return json;
    } catch (err) {
      if (!retryable(err) || attempt >= delays.length) throw err;
      await sleep(delays[attempt]!);
    }
  }
}

/**
 * An endpoint's id, method and path without its zod schemas (web/src/api/first-endpoints.ts): what the first screens
 * call, so that they load without zod (docs/decisions/web.md "First load"). Its answer is taken as sent: the server
 * checks every answer against the endpoint's output schema and sends the parsed value (functions/lib/http/response.ts).
 */
export type EndpointRoute<E extends Endpoint> = Pick<E, 'id' | 'method' | 'path' | 'idempotent'> & Partial<Pick<E, 'scopes'>> & { readonly contract?: E };

/** One endpoint's route, typed by the contract's endpoint `E` (a type import, which loads nothing). */
export const endpointRoute = <E extends Endpoint>(route: Pick<E, 'id' | 'method' | 'path' | 'idempotent'> & Partial<Pick<E, 'scopes'>>): EndpointRoute<E> =>
  route;

/** Calls an endpoint by its route: typed like callEndpoint, the answer as the server sent it. */
export function callRoute<E extends Endpoint>(route: EndpointRoute<E>, input: CallInput<E> = {}, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  return send(route, input, options) as Promise<EndpointOutput<E>>;
}

function send(endpoint: Pick<Endpoint, 'method' | 'path' | 'idempotent' | 'id'>, input: CallInput<Endpoint>, options: CallOptions): Promise<unknown> {
  const url = endpointUrl(endpoint, input.params ?? undefined, input.query);
  const { retryDelaysMs = RETRY_DELAYS_MS, ...fetchOptions } = options;
  const init: FetchOptions = { ...fetchOptions, method: endpoint.method, body: input.body === undefined ? undefined : JSON.stringify(input.body) };
  return endpoint.idempotent ? sendIdempotent(url, init, retryDelaysMs) : apiFetch<unknown>(url, init);
}

/**
 * Calls one endpoint of the shared contract and parses the answer with the endpoint's own schema, so
 * the web notices at once when an answer drifts from the contract. Endpoints marked `idempotent` (creates,
 * stock movements, payments) carry an Idempotency-Key per submitted request.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  const json = await send(endpoint, input as CallInput<Endpoint>, options);
  // A route without schemas in a resource's place (first-endpoints.ts): the answer as the server sent it.
  if (!('output' in endpoint)) return json as EndpointOutput<E>;
  const parsed = endpoint.output.safeParse(json);
  if (!parsed.success) {
    throw new ApiCallError({
      name: 'Error',
      message: CLIENT_ERRORS.invalidResponse,
      statusCode: 0,
      description: `${endpoint.id}: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')} ${i.message}`)
        .join('; ')}`,
      timestamp: new Date().toISOString(),
      path: endpointUrl(endpoint, input.params ?? undefined, input.query),
      method: endpoint.method,
    });
  }
  return parsed.data as EndpointOutput<E>;
}
