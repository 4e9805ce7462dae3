import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * Signed links for what a browser fetches without a bearer token (an <img src>, an upload PUT): the
 * link carries its tenant, an expiry and an HMAC over both with the server's key, like a presigned S3
 * URL. A link cannot be changed to another tenant, item or method without breaking its signature.
 */
export interface LinkGrant {
  method: 'GET' | 'PUT';
  tenant: string;
  id: string;
  /** Epoch seconds. */
  expires: number;
}

async function mac(grant: LinkGrant): Promise<string> {
  const key = await signingKey();
  return createHmac('sha256', key).update(`media-link|${grant.method}|${grant.tenant}|${grant.id}|${grant.expires}`).digest('base64url');
}

export async function signLink(grant: LinkGrant): Promise<string> {
  const signature = await mac(grant);
  return new URLSearchParams({ t: grant.tenant, expires: String(grant.expires), signature }).toString();
}

export async function verifyLink(grant: LinkGrant, signature: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (grant.expires < nowSeconds) return false;
  const expected = Buffer.from(await mac(grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Expiry at least `seconds` ahead, rounded up to a six-hour step, so the same link is answered for hours
 * and the browser can cache what it points at.
 */
export function roundedExpiry(seconds: number, nowSeconds = Math.floor(Date.now() / 1000)): number {
  const step = 6 * 3600;
  return Math.ceil((nowSeconds + seconds) / step) * step;
}
