import type { Endpoint, EndpointBody, EndpointOutput, EndpointParams } from '../../../shared/api/endpoint';
import { ApiCallError, apiFetch, CLIENT_ERRORS, type FetchOptions } from './client';

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: EndpointBody<E>;
}

/** The endpoint's path with its {params} filled in and the query appended. */
export function endpointUrl(endpoint: Endpoint, params?: object, query?: CallInput<Endpoint>['query']): string {
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

/**
 * Calls one endpoint of the shared contract and parses the answer with the endpoint's own schema, so
 * the web notices at once when an answer drifts from the contract.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, options: FetchOptions = {}): Promise<EndpointOutput<E>> {
  const url = endpointUrl(endpoint, input.params ?? undefined, input.query);
  const json = await apiFetch<unknown>(url, {
    ...options,
    method: endpoint.method,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const parsed = endpoint.output.safeParse(json);
  if (!parsed.success) {
    throw new ApiCallError({
      name: 'Error', message: CLIENT_ERRORS.invalidResponse, statusCode: 0,
      description: `${endpoint.id}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      timestamp: new Date().toISOString(), path: url, method: endpoint.method,
    });
  }
  return parsed.data as EndpointOutput<E>;
}
