import { MAX_BODY_BYTES, pathMatcher, type Endpoint } from '../../../shared/api/endpoint';
import { NotFoundError, PayloadTooLargeError } from '../../../shared/errors';
import { headerOf } from '../headers';
import { parseJsonBody } from '../json-body';
import type { HttpEvent, HttpMiddleware } from './action';

/** Finds the endpoint: by the API Gateway route key, else by method and path. */
function findEndpoint(endpoints: readonly Endpoint[], event: HttpEvent): { endpoint: Endpoint; params: Record<string, string> } | null {
  const method = event.requestContext.http.method.toUpperCase();
  const byRoute = endpoints.find((e) => `${e.method} ${e.path}` === event.routeKey);
  if (byRoute) return { endpoint: byRoute, params: { ...(event.pathParameters ?? {}) } as Record<string, string> };
  for (const e of endpoints) {
    if (e.method !== method) continue;
    const params = pathMatcher(e.path)(event.rawPath);
    if (params) return { endpoint: e, params };
  }
  return null;
}

/** Routes to the endpoint and parses the JSON body, refusing oversized, malformed and too deeply nested bodies. */
export const routeAndParse = (endpoints: readonly Endpoint[]): HttpMiddleware => ({
  before: (request) => {
    const { event } = request;
    const found = findEndpoint(endpoints, event);
    if (!found) throw new NotFoundError(`No endpoint answers ${event.requestContext.http.method} ${event.rawPath}`, 'ROUTE_NOT_FOUND');
    const state = request.context.app;
    state.endpoint = found.endpoint;
    state.pathParams = found.params;
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    const limit = found.endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
    if (Buffer.byteLength(raw, 'utf8') > limit) throw new PayloadTooLargeError(limit);
    const type = headerOf(event.headers, 'content-type') ?? 'application/json';
    if (!type.includes('json')) {
      state.body = raw;
      return;
    }
    state.body = parseJsonBody(raw);
  },
});
