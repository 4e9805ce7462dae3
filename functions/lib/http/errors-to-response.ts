import * as z from 'zod';
import type { ApiError } from '../../../shared/api/errors';
import { AppError, TooManyRequestsError, ValidationError } from '../../../shared/errors';
import { createLogger } from '../logger';
import { JSON_HEADERS, type HttpEvent, type HttpMiddleware, type RequestState } from './action';
import { zodFields } from './validation';

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

/** The one error mapper: every error becomes the spec's error shape; internals never leak. */
export const errorMapper = (): HttpMiddleware => ({
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
      appError = new AppError(500, 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred; it has been logged', 'InternalServerError');
    }
    const headers: Record<string, string> = { ...JSON_HEADERS, 'x-request-id': state?.requestId ?? '' };
    if (appError instanceof TooManyRequestsError) headers['retry-after'] = String(appError.retryAfterSeconds);
    request.response = { statusCode: appError.statusCode, headers, body: JSON.stringify(errorBody(appError, request.event)) };
  },
});
