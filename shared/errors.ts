import type { ErrorCode } from './api/errors';

/**
 * Small coded errors, thrown where the problem is known and mapped to the spec's error shape once,
 * in the error middleware (http.ts). `message` is the stable code the web translates as errors.{message};
 * `description` says what went wrong in words.
 */
export class AppError extends Error {
  /** One of the contract's codes (shared/api/errors.ts): a code outside the list fails typecheck. */
  declare readonly message: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: ErrorCode,
    readonly description: string,
    override readonly name: string = 'AppError',
  ) {
    super(message);
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(
    description: string,
    readonly fields: FieldError[] = [],
    message: ErrorCode = 'ValidationError',
  ) {
    super(400, message, description, 'ValidationError');
  }
}

export class UnauthorizedError extends AppError {
  constructor(description = 'Sign-in required') {
    super(401, 'UNAUTHORIZED', description, 'UnauthorizedError');
  }
}

export class TokenExpiredError extends AppError {
  constructor() {
    super(401, 'TOKEN_EXPIRED', 'UNAUTHORIZED', 'TokenExpiredError');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: ErrorCode = 'FORBIDDEN') {
    super(403, message, 'FORBIDDEN_RESSOURCE', 'ForbiddenError');
  }
}

export class NotFoundError extends AppError {
  constructor(description: string, message: ErrorCode = 'NOT_FOUND') {
    super(404, message, description, 'NotFoundError');
  }
}

export class ConflictError extends AppError {
  constructor(description: string, message: ErrorCode = 'CONFLICT') {
    super(409, message, description, 'ConflictError');
  }
}

export class UnprocessableError extends AppError {
  constructor(description: string, message: ErrorCode) {
    super(422, message, description, 'UnprocessableEntityError');
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes`, 'PayloadTooLargeError');
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', description, 'TooManyRequestsError');
  }
}
