import middy from '@middy/core';
import { ulid } from 'ulid';
import { requestScope, withWriteGate } from '../../aws/read-guard';
import { ForbiddenError } from '../../../shared/errors';
import { asReadAction } from '../../data/recently-confirmed';
import type { ResourceName, Endpoint } from '../../../shared/api/endpoint';
import { guestPrincipal } from '../../../shared/auth/principal';
import { idempotency } from '../idempotency';
import { createLogger } from '../logger';
import {
  besideSessionActions,
  readOnlyActions,
  type ApiHandler,
  type AppContext,
  type BoundAction,
  type HttpEvent,
  type HttpMiddleware,
  type HttpResponse,
  type RequestState,
  type ResourceHandler,
} from './action';
import { passesAny } from '../../../shared/auth/permissions';
import { errorMapper } from './errors-to-response';
import { authenticate, authorize, authorized, confirmSession } from './principal';
import { toResponse } from './response';
import { routeAndParse } from './route';
import { parseAll, validateInput } from './validation';

/** Request id and a structured access log line per request. */
const requestContext = (): HttpMiddleware => ({
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

/**
 * The Lambda handler of one resource: the middy chain, then the action of the matched endpoint.
 * Middlewares run in order: request context, error mapper, route and body, the token's signature, the input's
 * schemas, the token's session, authorization, idempotency (endpoints marked `idempotent` that got an Idempotency-Key).
 * The endpoints come from the bound actions, not from the whole contract, so each Lambda bundles
 * only its own endpoints' schemas (docs/decisions.md, "Lambda bundles").
 */
export function resourceHandler(resource: ResourceName, actions: BoundAction[]): ResourceHandler {
  const endpoints: Endpoint[] = actions.map(([e]) => e);
  const byId = new Map(actions.map(([e, fn]) => [e.id, fn]));
  const early = new Set(actions.filter(([, fn]) => readOnlyActions.has(fn)).map(([e]) => e.id));
  const beside = new Set(actions.filter(([, fn]) => besideSessionActions.has(fn)).map(([e]) => e.id));
  const passes = (state: RequestState, ids: Set<string>) =>
    ids.has(state.endpoint!.id) && (state.endpoint!.public || passesAny(state.principal, state.endpoint!.scopes));
  for (const e of endpoints) {
    if (e.resource !== resource) throw new Error(`Endpoint ${e.id} belongs to ${e.resource}, not to resource ${resource}`);
  }
  if (byId.size !== endpoints.length) throw new Error(`Resource ${resource} binds an endpoint twice`);
  const chain = middy<HttpEvent, HttpResponse, Error, AppContext>({ timeoutEarlyInMillis: 0 })
    .use(requestContext())
    .use(errorMapper())
    .use(routeAndParse(endpoints))
    .use(authenticate())
    .use(validateInput())
    .use(
      confirmSession(
        (state) => passes(state, early),
        (state) => passes(state, beside),
      ),
    )
    .use(authorize())
    .use(idempotency())
    .handler(async (event, context) => {
      const state = context.app;
      if (!state.session) return answer(state, event);
      // A read action (or a `besideSession` write, its writes held until then) ran while the session was confirmed: its
      // answer waits for the session (401 first); a session whose scopes differ from those authorization decided with
      // (the token's, or the session's when it was confirmed first) decides again and answers with them.
      const scopes = state.authorizedWith ?? state.principal.scopes.join();
      const first = () => answer(state, event);
      // A write beside the session: this run's writes wait for the session with the scopes it ran with (a run of its own:
      // a second run, below, does not open the first one's gate).
      const gated = () => {
        const gate = state.session!.then(() => {
          if (state.principal.scopes.join() !== scopes) throw new ForbiddenError(); // the scopes changed meanwhile
        });
        return withWriteGate(gate, first);
      };
      const ahead = beside.has(state.endpoint!.id) ? gated() : first();
      ahead.catch(() => undefined);
      await state.session;
      if (scopes === state.principal.scopes.join()) return ahead;
      authorized(state);
      return withWriteGate(undefined, () => answer(state, event));
    });
  // The chain adds `app` to the context itself; callers pass a plain Lambda context. Each call runs as a request for
  // the read guard (functions/aws/read-guard.ts): what it sends to DynamoDB is a request path's read.
  const run = chain as unknown as ApiHandler;
  const handler: ApiHandler = (event, context) =>
    requestScope({ endpoint: `${resource} ${event.requestContext?.http?.method ?? ''} ${event.rawPath ?? ''}` }, () => run(event, context));
  return Object.assign(handler, { endpoints });

  async function answer(state: RequestState, event: HttpEvent): Promise<HttpResponse> {
    const endpoint = state.endpoint!;
    const input = state.input ?? parseAll(endpoint, state, event);
    const fn = byId.get(endpoint.id)!;
    // A read action may use references this container confirmed within the last seconds (recently-confirmed.ts).
    const run = (ctx: Parameters<typeof fn>[0]) => (early.has(endpoint.id) ? asReadAction(() => fn(ctx)) : fn(ctx));
    const result = await run({
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
  }
}
