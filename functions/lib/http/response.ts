import type { Endpoint } from '../../../shared/api/endpoint';
import { config } from '../../config';
import type { Logger } from '../logger';
import { HttpResult, JSON_HEADERS, type HttpEvent, type HttpResponse } from './action';

/** Shapes an action's result: raw results as they are, JSON checked against the endpoint's output schema. */
export function toResponse(result: unknown, endpoint: Endpoint, event: HttpEvent, log: Logger): HttpResponse {
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
    if (config('STRICT_CONTRACT') === '1') throw new Error(`Answer of ${endpoint.id} does not match the contract`);
  }
  return { statusCode: 200, headers: JSON_HEADERS, body: isHead ? '' : JSON.stringify(checked.success ? checked.data : result) };
}
