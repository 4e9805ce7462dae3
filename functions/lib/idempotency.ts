import type { MiddlewareObj } from '@middy/core';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../shared/api/endpoint';
import { claimRequest, completeRequest, IDEMPOTENCY_MAX_ANSWER_BYTES, releaseRequest, sha256, type StoredAnswer } from '../data/request-idempotency';
import { ConflictError, UnprocessableError, ValidationError } from '../../shared/errors';
import { headerOf } from './headers';
import type { AppContext, HttpEvent, HttpResponse } from './http';

/** A key is 1 to 255 visible ASCII characters (a UUID in practice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What identifies the request beyond its key: method, path, query and body. */
function requestHash(event: HttpEvent): string {
  const body = event.body ?? '';
  return sha256([event.requestContext.http.method, event.rawPath, event.rawQueryString ?? '', event.isBase64Encoded ? 'b64' : 'text', body].join('\n'));
}

/**
 * Retried requests change nothing twice (see docs/decisions.md): for endpoints marked `idempotent`, a
 * request with an `Idempotency-Key` claims (tenant, principal, endpoint, key) before the action runs.
 * A repeat gets the first 2xx answer again (`idempotent-replayed: true`); the same key with another
 * request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first still runs is 409 IDEMPOTENCY_IN_PROGRESS.
 * Failed requests give the claim back: they changed nothing, so a retry may try again.
 */
export const idempotency = (): MiddlewareObj<HttpEvent, HttpResponse, Error, AppContext> => ({
  before: async (request) => {
    const state = request.context.app;
    if (!state.endpoint?.idempotent) return undefined;
    const key = headerOf(request.event.headers, IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return undefined;
    if (!KEY_PATTERN.test(key)) {
      throw new ValidationError('The Idempotency-Key header is 1 to 255 visible ASCII characters', [
        { path: `header.${IDEMPOTENCY_KEY_HEADER}`, message: 'invalid key' },
      ]);
    }
    const scope = [state.principal.userId ?? state.principal.userType, state.endpoint.id, key].join('\n');
    const claim = await claimRequest(state.tenant, scope, requestHash(request.event));
    switch (claim.kind) {
      case 'claimed':
        state.idempotency = { scope, claimId: claim.claimId };
        return undefined;
      case 'replay':
        state.log.info('idempotent replay', { endpoint: state.endpoint.id, status: claim.answer.statusCode });
        return {
          ...claim.answer,
          headers: { ...claim.answer.headers, 'x-request-id': state.requestId, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
        };
      case 'in-progress':
        throw new ConflictError('A request with this Idempotency-Key is still being carried out; repeat it in a moment', 'IDEMPOTENCY_IN_PROGRESS');
      case 'mismatch':
        throw new UnprocessableError('This Idempotency-Key was used for a different request; send a new key for a new request', 'IDEMPOTENCY_KEY_REUSED');
    }
  },
  after: async (request) => {
    const state = request.context.app;
    const claimed = state.idempotency;
    const response = request.response;
    if (!claimed || !response) return;
    state.idempotency = undefined;
    const status = response.statusCode ?? 200;
    const body = response.body ?? '';
    try {
      if (status < 200 || status >= 300) {
        await releaseRequest(state.tenant, claimed.scope, claimed.claimId);
        return;
      }
      if (Buffer.byteLength(body, 'utf8') > IDEMPOTENCY_MAX_ANSWER_BYTES) {
        state.log.warn('answer too large to keep for idempotent replay; the claim is given back', {
          endpoint: state.endpoint?.id,
          bytes: Buffer.byteLength(body, 'utf8'),
        });
        await releaseRequest(state.tenant, claimed.scope, claimed.claimId);
        return;
      }
      const { 'x-request-id': _id, ...headers } = (response.headers ?? {}) as Record<string, string>;
      const answer: StoredAnswer = { statusCode: status, headers, body, ...(response.isBase64Encoded ? { isBase64Encoded: true } : {}) };
      await completeRequest(state.tenant, claimed.scope, claimed.claimId, answer);
    } catch (err) {
      // The work is done and its answer goes out; only the record is missing (a repeat after the lock
      // expires would do the work again), which is logged rather than turned into a 500.
      state.log.error('idempotency record not stored', { endpoint: state.endpoint?.id, error: (err as Error).message });
    }
  },
  onError: async (request) => {
    const state = request.context.app;
    const claimed = state?.idempotency;
    if (!claimed) return;
    state.idempotency = undefined;
    try {
      await releaseRequest(state.tenant, claimed.scope, claimed.claimId);
    } catch (err) {
      state.log.error('idempotency claim not given back', { endpoint: state.endpoint?.id, error: (err as Error).message });
    }
  },
});
