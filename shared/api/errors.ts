import * as z from 'zod';

/** The error shape of spec 2 section 8, answered by every failing call. */
export const ZApiError = z.object({
  name: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  description: z.string(),
  timestamp: z.string(),
  path: z.string(),
  method: z.string(),
  /** For validation errors: which fields failed and why. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Seconds to wait, for throttled calls. */
  retryAfter: z.number().optional(),
});
export type ApiError = z.infer<typeof ZApiError>;

export { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './error-codes';
