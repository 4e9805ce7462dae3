import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { Principal } from '../../../shared/auth/principal';
import type { Logger } from '../logger';

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
export type ActionFor<E> =
  E extends Endpoint<infer I, infer O>
    ? (
        ctx: ActionContext<InferOr<I['params'], Record<string, never>>, InferOr<I['query'], Record<string, never>>, InferOr<I['body'], undefined>>,
      ) => Promise<z.infer<O> | HttpResult>
    : never;

// The action map is checked per endpoint where it is declared (see `action`); here it is stored loosely.
export type AnyAction = (ctx: ActionContext<any, any, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An endpoint with the action that answers it. */
export type BoundAction = [Endpoint, AnyAction];

/** Binds an action to its endpoint with full input/output typing. */
export function action<E extends Endpoint>(endpoint: E, fn: ActionFor<E>): BoundAction {
  return [endpoint, fn as unknown as AnyAction];
}

/** The actions bound with `readAction`. */
export const readOnlyActions = new WeakSet<AnyAction>();

/**
 * `action` for a GET that only reads (no write, no call out): the chain runs it while it confirms the token's session,
 * so its reads share that round (issue 23); its answer is given only once the session is confirmed, and the session's
 * scopes decide as they always do (functions/lib/http/handler.ts).
 */
export function readAction<E extends Endpoint>(endpoint: E, fn: ActionFor<E>): BoundAction {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.id} is a ${endpoint.method}: only a GET may be a read action`);
  const bound = action(endpoint, fn);
  readOnlyActions.add(bound[1]);
  return bound;
}

/** The actions bound with `besideSession`. */
export const besideSessionActions = new WeakSet<AnyAction>();

/**
 * A write action whose reads may run while its token's session is confirmed (booking create, issue 23: one round of
 * reads before its transaction): its DynamoDB writes wait for the session (functions/aws/read-guard.ts `writeGate`)
 * and fail when it has ended or its scopes changed; its answer waits too. Only for actions whose every side effect is
 * a DynamoDB write (no mail, no call out, no S3 before the transaction).
 */
export function besideSession(bound: BoundAction): BoundAction {
  besideSessionActions.add(bound[1]);
  return bound;
}

/** What one request carries through the middy chain. */
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
  /** Params, query and body as the endpoint's schemas parsed them (validation.ts). */
  input?: { params: unknown; query: unknown; body: unknown };
  /** The session check still under way while a read action runs (principal.ts, handler.ts). */
  session?: Promise<void>;
  /** The scopes the last authorization decided with (principal.ts `authorized`). */
  authorizedWith?: string;
  /** The idempotency claim this request holds (idempotency.ts). */
  idempotency?: { scope: string; claimId: string };
}

export type AppContext = Context & { app: RequestState };

/** What Lambda (and the local server) invokes. */
export type ApiHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;

/** A resource's handler knows the endpoints it answers (a test compares them with the contract). */
export type ResourceHandler = ApiHandler & { readonly endpoints: readonly Endpoint[] };

/** A middleware of the resource chain. */
export type HttpMiddleware = MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext>;

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
