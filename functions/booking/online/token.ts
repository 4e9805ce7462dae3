import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '../../../shared/errors';
import { signingKey } from '../../lib/signing-key';

/**
 * The guest token of a booking made online (shared/api/book.ts ZBookToken): the HMAC-SHA256 of (tenant, booking)
 * with the server's signing key, base64url (43 characters). Nothing is stored: the same token is made again to check
 * one. A wrong token answers the same 404 as an unknown booking, so a caller learns nothing.
 */
export async function bookToken(tenant: string, bookingId: string): Promise<string> {
  return createHmac('sha256', await signingKey())
    .update(`book|${tenant}|${bookingId}`)
    .digest('base64url');
}

/** 404 unless `token` is the booking's guest token. */
export async function requireBookToken(tenant: string, bookingId: string, token: string): Promise<void> {
  const expected = Buffer.from(await bookToken(tenant, bookingId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError('No such booking');
}
