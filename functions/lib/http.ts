import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ulid } from 'ulid';
import * as z from 'zod';
import { MAX_BODY_BYTES, pathMatcher, type Endpoint, type ResourceName } from '../../shared/api/endpoint';
import { ERROR_MESSAGES, type ApiError } from '../../shared/api/errors';
import { guestPrincipal, type Principal } from '../../shared/auth/principal';
import { passesAny } from '../../shared/auth/permissions';
import { readSession } from '../data/sessions';
import { tenantForHost } from '../data/tenants';
import { optionalEnv } from './env';
import { headerOf } from './headers';
import { AppError, ForbiddenError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../shared/errors';
import { idempotency } from './idempotency';
import { parseJsonBody } from './json-body';
import { createLogger, type Logger } from './logger';
import { principalFromClaims, verifyToken } from './tokens';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** A raw answer for actions that do not answer JSON 200 (HTML, CSV, 201, 204). */
export class HttpResult {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** What an action receives: who calls, for which tenant, and the validated input. */
export interface ActionContext<P = unknown, Q = unknown, B = unknown> {
  principal: Principal;
  tenant: string;
  /** The raw bearer token, when one was sent and verified. */
  token?: { value: string; jti: string; expiresAt: number };
  params: P;
  query: Q;
  body: B;
  event: HttpEvent;
  requestId: string;
  log: Logger;
}

type InferOr<T, D> = T extends z.ZodType ? z.infer<T> : D;
export type ActionFor<E> = E extends Endpoint<infer I, infer O>
  ? (ctx: ActionContext<InferOr<I['params'], Record<string, never>>, InferOr<I['query'], Record<string, never>>, InferOr<I['body'], undefined>>) => Promise<z.infer<O> | HttpResult>
  : never;

// The action map is checked per endpoint where it is declared (see `action`); here it is stored loosely.
type AnyAction = (ctx: ActionContext<any, any, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An endpoint with the action that answers it. */
export type BoundAction = [Endpoint, AnyAction];

/** Binds an action to its endpoint with full input/output typing. */
export function action<E extends Endpoint>(endpoint: E, fn: ActionFor<E>): BoundAction {
  return [endpoint, fn as unknown as AnyAction];
}

export interface RequestState {
  requestId: string;
  log: Logger;
  startedAt: number;
  endpoint?: Endpoint;
  pathParams: Record<string, string>;
  body: unknown;
  principal: Principal;
  tenant: string;
  token?: ActionContext['token'];
  /** The idempotency claim this request holds (idempotency.ts). */
  idempotency?: { scope: string; claimId: string };
}

export type AppContext = Context & { app: RequestState };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

const header = (event: HttpEvent, name: string) => headerOf(event.headers, name);

export function errorBody(err: AppError, event: HttpEvent): ApiError {
  return {
    name: err.name,
    message: err.message,
    statusCode: err.statusCode,
    description: err.description,
    timestamp: new Date().toISOString(),
    path: event.rawPath,
    method: event.requestContext?.http?.method ?? 'GET',
    ...(err instanceof ValidationError && err.fields.length > 0 ? { fields: err.fields } : {}),
    ...(err instanceof TooManyRequestsError ? { retryAfter: err.retryAfterSeconds } : {}),
  };
}

function zodFields(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

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

/** Request id and a structured access log line per request. */
const requestContext = (): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  before: (request) => {
    const requestId = request.event.requestContext?.requestId ?? ulid();
    const log = createLogger({ requestId, method: request.event.requestContext?.http?.method, path: request.event.rawPath });
    request.context.app = { requestId, log, startedAt: Date.now(), pathParams: {}, body: undefined, principal: guestPrincipal('unknown'), tenant: 'unknown' };
  },
  after: (request) => {
    const { log, startedAt } = request.context.app;
    log.info('request', { status: request.response?.statusCode, ms: Date.now() - startedAt });
  },
});

/** The one error mapper: every error becomes the spec's error shape; internals never leak. */
const errorMapper = (): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  onError: (request) => {
    const err = request.error;
    const state = request.context.app as RequestState | undefined;
    const log = state?.log ?? createLogger();
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
      log.info('request failed', { status: err.statusCode, error: err.message, description: err.description });
    } else if (err instanceof z.ZodError) {
      appError = new ValidationError('The request is not valid', zodFields(err, ''));
    } else {
      log.error('unexpected error', { error: err?.message, stack: err?.stack });
      appError = new AppError(500, ERROR_MESSAGES.internal, 'An unexpected error occurred; it has been logged', 'InternalServerError');
    }
    const headers: Record<string, string> = { ...JSON_HEADERS, 'x-request-id': state?.requestId ?? '' };
    if (appError instanceof TooManyRequestsError) headers['retry-after'] = String(appError.retryAfterSeconds);
    request.response = { statusCode: appError.statusCode, headers, body: JSON.stringify(errorBody(appError, request.event)) };
  },
});

/** Routes to the endpoint and parses the JSON body, refusing oversized, malformed and too deeply nested bodies. */
const routeAndParse = (endpoints: readonly Endpoint[]): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  before: (request) => {
    const { event } = request;
    const found = findEndpoint(endpoints, event);
    if (!found) throw new NotFoundError(`No endpoint answers ${event.requestContext.http.method} ${event.rawPath}`, ERROR_MESSAGES.routeNotFound);
    const state = request.context.app;
    state.endpoint = found.endpoint;
    state.pathParams = found.params;
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    const limit = found.endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
    if (Buffer.byteLength(raw, 'utf8') > limit) throw new PayloadTooLargeError(limit);
    const type = header(event, 'content-type') ?? 'application/json';
    if (!type.includes('json')) {
      state.body = raw;
      return;
    }
    state.body = parseJsonBody(raw);
  },
});

/** Verifies the bearer token (jose) and builds the principal; no token means the tenant's guest. */
const authenticate = (): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  before: async (request) => {
    const state = request.context.app;
    const auth = header(request.event, 'authorization');
    const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (bearer) {
      const claims = await verifyToken(bearer);
      const session = await readSession(claims.tenant, claims.jti);
      if (!session) throw new UnauthorizedError('The session has ended; sign in again');
      // The session's scopes are the current ones (a role edit updates them); the token's are as issued.
      state.principal = { ...principalFromClaims(claims), ...(session.scopes ? { scopes: session.scopes } : {}) };
      state.tenant = claims.tenant;
      state.token = { value: bearer, jti: claims.jti, expiresAt: claims.exp };
      state.log = state.log.child({ tenant: claims.tenant, userId: claims.sub });
      return;
    }
    if (state.endpoint?.tenantless) return; // the answer is the same for every operator
    state.tenant = await publicTenant(request.event);
    state.principal = guestPrincipal(state.tenant);
  },
});

const hostCache = new Map<string, { tenant: string; until: number }>();

/** A public call's tenant comes from the host name its guests use; locally it falls back to the demo tenant. */
async function publicTenant(event: HttpEvent): Promise<string> {
  const host = (header(event, 'x-forwarded-host') ?? header(event, 'host') ?? '').split(':')[0]?.toLowerCase() ?? '';
  const cached = hostCache.get(host);
  if (cached && cached.until > Date.now()) return cached.tenant;
  const tenant = (host ? await tenantForHost(host) : null) ?? optionalEnv('DEFAULT_TENANT');
  if (!tenant) throw new NotFoundError(`No operator is configured for host ${host}`, 'TENANT_NOT_FOUND');
  hostCache.set(host, { tenant, until: Date.now() + 60_000 });
  return tenant;
}

/** The endpoint's scopes (spec 1 section 6); missing ones answer 401 for guests, 403 otherwise. */
const authorize = (): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  before: (request) => {
    const { endpoint, principal } = request.context.app;
    if (!endpoint || endpoint.public) return;
    if (passesAny(principal, endpoint.scopes)) return;
    if (principal.userType === 'guest') throw new UnauthorizedError();
    throw new ForbiddenError();
  },
});

function parseInput(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(`The request ${where} is not valid`, zodFields(result.error, where));
  return result.data;
}

function toResponse(result: unknown, endpoint: Endpoint, event: HttpEvent, log: Logger): HttpResponse {
  const isHead = event.requestContext.http.method === 'HEAD';
  if (result instanceof HttpResult) {
    // Bytes (a media file) travel base64-encoded, as API Gateway expects binary answers.
    if (Buffer.isBuffer(result.body)) {
      const headers = { 'content-type': endpoint.produces ?? 'application/octet-stream', ...result.headers };
      return { statusCode: result.statusCode, headers, body: isHead ? '' : result.body.toString('base64'), isBase64Encoded: !isHead };
    }
    const isText = typeof result.body === 'string';
    const headers = { ...(isText ? { 'content-type': endpoint.produces ?? 'text/plain; charset=utf-8' } : JSON_HEADERS), ...result.headers };
    const body = result.body === undefined || isHead ? '' : isText ? (result.body as string) : JSON.stringify(result.body);
    return { statusCode: result.statusCode, headers, body };
  }
  if (endpoint.produces && typeof result === 'string') {
    return { statusCode: 200, headers: { 'content-type': endpoint.produces }, body: isHead ? '' : result };
  }
  const checked = endpoint.output.safeParse(result);
  if (!checked.success) {
    // The answer drifted from the contract: a defect. Tests run strict; production logs and answers.
    log.error('answer does not match the contract', { endpoint: endpoint.id, issues: checked.error.issues.slice(0, 5) });
    if (process.env.STRICT_CONTRACT === '1') throw new Error(`Answer of ${endpoint.id} does not match the contract`);
  }
  return { statusCode: 200, headers: JSON_HEADERS, body: isHead ? '' : JSON.stringify(checked.success ? checked.data : result) };
}

/**
 * The Lambda handler of one resource: the middy chain, then the action of the matched endpoint.
 * Middlewares run in order: request context, error mapper, route and body, authentication, authorization,
 * idempotency (endpoints marked `idempotent` that got an Idempotency-Key).
 */
/** What Lambda (and the local server) invokes. */
export type ApiHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;

/** A resource's handler knows the endpoints it answers (a test compares them with the contract). */
export type ResourceHandler = ApiHandler & { readonly endpoints: readonly Endpoint[] };

/**
 * The endpoints come from the bound actions, not from the whole contract, so each Lambda bundles
 * only its own endpoints' schemas (docs/decisions.md, "Lambda bundles").
 */
export function resourceHandler(resource: ResourceName, actions: BoundAction[]): ResourceHandler {
  const endpoints = actions.map(([e]) => e);
  const byId = new Map(actions.map(([e, fn]) => [e.id, fn]));
  for (const e of endpoints) {
    if (e.resource !== resource) throw new Error(`Endpoint ${e.id} belongs to ${e.resource}, not to resource ${resource}`);
  }
  if (byId.size !== endpoints.length) throw new Error(`Resource ${resource} binds an endpoint twice`);
  const chain = middy<HttpEvent, HttpResponse, Error, AppContext>({ timeoutEarlyInMillis: 0 })
    .use(requestContext())
    .use(errorMapper())
    .use(routeAndParse(endpoints))
    .use(authenticate())
    .use(authorize())
    .use(idempotency())
    .handler(async (event, context) => {
      const state = context.app;
      const endpoint = state.endpoint!;
      const input = {
        params: parseInput(endpoint.input.params, state.pathParams, 'params'),
        query: parseInput(endpoint.input.query, event.queryStringParameters ?? {}, 'query'),
        body: parseInput(endpoint.input.body, state.body, 'body'),
      };
      const result = await byId.get(endpoint.id)!({
        ...input,
        principal: state.principal,
        tenant: state.tenant,
        token: state.token,
        event,
        requestId: state.requestId,
        log: state.log,
      });
      const response = toResponse(result, endpoint, event, state.log);
      response.headers = { ...response.headers, 'x-request-id': state.requestId };
      return response;
    });
  // The chain adds `app` to the context itself; callers pass a plain Lambda context.
  return Object.assign(chain as unknown as ApiHandler, { endpoints });
}
