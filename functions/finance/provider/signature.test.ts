import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { parseStripeStyleEvent } from './adapter';
import { signatureHeader, verifySignature, WebhookSignatureError } from './signature';

const secret = 'whsec_test_signing_secret';
const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
const now = Date.parse('2027-03-01T10:00:00Z');
const t = Math.floor(now / 1000);
const stripe = new Stripe('sk_test_unused');

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof WebhookSignatureError ? err.reason : `other: ${(err as Error).message}`;
  }
  return 'accepted';
};

describe('webhook signature (Stripe-Signature: t=..., v1=HMAC-SHA256(secret, t.body))', () => {
  it('accepts a valid signature, also among several v1 values (a secret being rolled)', () => {
    expect(reason(() => verifySignature(signatureHeader(secret, body, t), body, secret, now))).toBe('accepted');
    const other = signatureHeader('whsec_old', body, t).split(',')[1];
    expect(reason(() => verifySignature(`${signatureHeader(secret, body, t)},${other}`, body, secret, now))).toBe('accepted');
  });

  it('refuses a wrong secret, a tampered body, a stale or future timestamp, a missing or malformed header', () => {
    expect(reason(() => verifySignature(signatureHeader('whsec_wrong', body, t), body, secret, now))).toBe('mismatch');
    expect(reason(() => verifySignature(signatureHeader(secret, body, t), body.replace('evt_1', 'evt_2'), secret, now))).toBe('mismatch');
    expect(reason(() => verifySignature(signatureHeader(secret, body, t - 301), body, secret, now))).toBe('stale');
    expect(reason(() => verifySignature(signatureHeader(secret, body, t + 301), body, secret, now))).toBe('stale');
    expect(reason(() => verifySignature(signatureHeader(secret, body, t - 300), body, secret, now))).toBe('accepted');
    // A re-signed timestamp without the secret: the signature covers t.
    const forged = signatureHeader(secret, body, t - 1000).replace(`t=${t - 1000}`, `t=${t}`);
    expect(reason(() => verifySignature(forged, body, secret, now))).toBe('mismatch');
    expect(reason(() => verifySignature(undefined, body, secret, now))).toBe('missing');
    expect(reason(() => verifySignature('v1=abc', body, secret, now))).toBe('malformed');
    expect(reason(() => verifySignature(`t=${t}`, body, secret, now))).toBe('malformed');
    expect(reason(() => parseStripeStyleEvent(body, signatureHeader('', body, t), '', now))).toBe('mismatch');
  });

  it('agrees with the stripe package both ways (constructEvent semantics)', () => {
    const real = Math.floor(Date.now() / 1000);
    // Stripe's test header passes our check …
    const theirs = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: real });
    expect(reason(() => verifySignature(theirs, body, secret))).toBe('accepted');
    // … and what the stand-in signs passes Stripe's constructEvent; a wrong secret fails both.
    expect(stripe.webhooks.constructEvent(body, signatureHeader(secret, body, real), secret)).toMatchObject({ id: 'evt_1' });
    expect(() => stripe.webhooks.constructEvent(body, signatureHeader('whsec_wrong', body, real), secret)).toThrow();
    expect(() => stripe.webhooks.constructEvent(body, signatureHeader(secret, body, real - 301), secret)).toThrow(/tolerance/i);
  });
});
