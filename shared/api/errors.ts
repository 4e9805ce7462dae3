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

/** Stable messages and descriptions the web translates as errors.{message}. */
export const ERROR_MESSAGES = {
  validation: 'ValidationError',
  invalidJson: 'INVALID_JSON',
  jsonTooDeep: 'JSON_TOO_DEEP',
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN_RESSOURCE',
  routeNotFound: 'ROUTE_NOT_FOUND',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  versionConflict: 'VERSION_CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_SERVER_ERROR',
  resortNotFound: 'RESORT_NOT_FOUND',
  roomNotAvailable: 'ROOM_NOT_AVAILABLE',
  bookingStateConflict: 'BOOKING_STATE_CONFLICT',
  calculationLineRefused: 'CALCULATION_LINE_REFUSED',
  paymentNotManual: 'PAYMENT_NOT_MANUAL',
  nothingOpen: 'NOTHING_OPEN',
  scheduleOverlap: 'SCHEDULE_OVERLAP',
  invoiceEmpty: 'INVOICE_EMPTY',
  invoiceCancelled: 'INVOICE_CANCELLED',
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  paymentProviderMissing: 'PAYMENT_PROVIDER_MISSING',
  nothingToPay: 'NOTHING_TO_PAY',
  bankEntryAssigned: 'BANK_ENTRY_ASSIGNED',
  bankEntryOverAssigned: 'BANK_ENTRY_OVER_ASSIGNED',
  creditRefused: 'CREDIT_REFUSED',
  creditNotOpen: 'CREDIT_NOT_OPEN',
  creditExceeded: 'CREDIT_EXCEEDED',
  nothingToCredit: 'NOTHING_TO_CREDIT',
  refundExceedsReceived: 'REFUND_EXCEEDS_RECEIVED',
  qrCurrencyNotEur: 'QR_CURRENCY_NOT_EUR',
  noIban: 'NO_IBAN',
  unknown: 'Unknown Error',
  invalidJsonResponse: 'INVALID_JSON_RESPONSE',
  forbiddenGeneric: 'FORBIDDEN',
  networkError: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  tenantNotFound: 'TENANT_NOT_FOUND',
  alreadyLoggedIn: 'ALREADY_LOGGED_IN',
  accountInactive: 'ACCOUNT_INACTIVE',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  verifyTokenInvalid: 'VERIFY_TOKEN_INVALID',
  wrongPassword: 'WRONG_PASSWORD',
  emailMismatch: 'EMAIL_MISMATCH',
  cannotManageUser: 'CANNOT_MANAGE_USER',
  cannotManageRole: 'CANNOT_MANAGE_ROLE',
  cannotGrantScope: 'CANNOT_GRANT_SCOPE',
  cannotChangeOwnRights: 'CANNOT_CHANGE_OWN_RIGHTS',
  cannotDeleteSelf: 'CANNOT_DELETE_SELF',
  inUse: 'IN_USE',
  linkInvalid: 'LINK_INVALID',
  uploadMissing: 'UPLOAD_MISSING',
  uploadDone: 'UPLOAD_DONE',
  fileTooLarge: 'FILE_TOO_LARGE',
  fileTypeMismatch: 'FILE_TYPE_MISMATCH',
  onsiteItemNotOpen: 'ONSITE_ITEM_NOT_OPEN',
  stockNotTracked: 'STOCK_NOT_TRACKED',
  insufficientStock: 'INSUFFICIENT_STOCK',
  fieldNotInGroup: 'FIELD_NOT_IN_GROUP',
  groupFull: 'GROUP_FULL',
} as const;

/**
 * Every code a failing call may answer as `message`, and the web's own (`Unknown Error`, `INVALID_JSON_RESPONSE`):
 * the one vocabulary. `AppError` takes only an `ErrorCode`, so a code outside this list fails typecheck, and the
 * dictionaries must hold `errors.<code>` in German and English for each (test/unit/error-texts.test.ts).
 */
export type ErrorCode = (typeof ERROR_MESSAGES)[keyof typeof ERROR_MESSAGES];
export const ERROR_CODES = Object.values(ERROR_MESSAGES) as readonly ErrorCode[];
