import type * as z from 'zod';
import type { Endpoint } from '../../../shared/api/endpoint';
import { passesAny } from '../../../shared/auth/permissions';
import { ValidationError } from '../../../shared/errors';
import type { HttpEvent, HttpMiddleware, RequestState } from './action';

/** A zod error's issues as the error shape's `fields`, each path prefixed with where it was found. */
export function zodFields(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** Validates params, query or body against the endpoint's schema; no schema means no input. */
export function parseInput(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(`The request ${where} is not valid`, zodFields(result.error, where));
  return result.data;
}

/** The endpoint's params, query and body, each checked against its schema. */
export function parseAll(endpoint: Endpoint, state: RequestState, event: HttpEvent): NonNullable<RequestState['input']> {
  return {
    params: parseInput(endpoint.input.params, state.pathParams, 'params'),
    query: parseInput(endpoint.input.query, event.queryStringParameters ?? {}, 'query'),
    body: parseInput(endpoint.input.body, state.body, 'body'),
  };
}

/**
 * Checks the input as soon as the caller is known from the token's signature and before anything is read, when the
 * token's scopes already pass the endpoint: a request that can never succeed then costs no session read, no
 * idempotency claim and no database call (the JSON syntax is checked even earlier, in route.ts). Anyone else is not
 * examined here: the session's scopes (a role edit may have changed them) decide 401/403 first, and the handler checks
 * the input afterwards.
 */
export const validateInput = (): HttpMiddleware => ({
  before: (request) => {
    const { endpoint, token, principal } = request.context.app;
    if (!endpoint) return;
    if (!endpoint.public && !(token && passesAny(principal, endpoint.scopes))) return;
    request.context.app.input = parseAll(endpoint, request.context.app, request.event);
  },
});
