import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be (seconds), as Stripe's `constructEvent` default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'stripe-signature';

/** Stripe's v1 signature: hex HMAC-SHA256 of `${t}.${body}` with the endpoint's signing secret. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The `Stripe-Signature` header for a body, as Stripe sends it: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

export type SignatureFailure = 'missing' | 'malformed' | 'mismatch' | 'stale';

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
  constructor(readonly reason: SignatureFailure) {
    super(`The webhook signature is ${reason === 'missing' ? 'missing' : reason === 'stale' ? 'too old' : reason === 'malformed' ? 'malformed' : 'not valid'}`);
  }
}

/**
 * Checks a `Stripe-Signature` header against the raw body with Stripe's `constructEvent` semantics: any of the
 * header's `v1` signatures must equal the HMAC of `t.body` (compared in constant time) and `t` must be within the
 * tolerance of now. Throws WebhookSignatureError; answers the timestamp.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): number {
  if (!header) throw new WebhookSignatureError('missing');
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.split('=', 2).map((s) => s.trim());
    if (k === 't') timestamp = Number(v);
    else if (k === 'v1' && v) signatures.push(v);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('malformed');
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const matches = signatures.some((s) => {
    const got = Buffer.from(s, 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!matches) throw new WebhookSignatureError('mismatch');
  if (toleranceSeconds > 0 && Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) throw new WebhookSignatureError('stale');
  return timestamp;
}
