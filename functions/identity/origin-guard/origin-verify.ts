import { timingSafeEqual } from 'node:crypto';

/**
 * CloudFront adds this header, with a secret value, to every request it sends to the HTTP API; the
 * API's authorizer refuses requests without it, so nobody reaches the API around CloudFront (and its
 * web ACL) by calling the execute-api address directly.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Constant-time comparison of the header a request carries with the secret. */
export function isOriginVerified(given: string | undefined, secret: string): boolean {
  if (given === undefined || secret.length < 32) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
