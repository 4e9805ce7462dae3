import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../finance/products/lambda';
import { db } from '../../aws/dynamodb';
import { revokeSession } from '../../data/sessions';
import { verifyToken } from '../tokens';
import { RESOURCE_DEFINITIONS } from '../../../shared/api/resources';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';

/**
 * The order of the request chain's checks: JSON syntax, the token's signature, the input's schemas (when the token's
 * scopes already pass), the session, the scopes. A request that cannot succeed costs no database call; a caller without
 * the scope learns nothing about the input (403 first); a revoked session is refused whatever it sends.
 */
afterEach(() => vi.restoreAllMocks());

describe('the order of the checks', () => {
  it('answers an invalid body of a permitted caller 400 without a single database request', async () => {
    const token = await adminOf('order-1');
    const send = vi.spyOn(db(), 'send');
    const res = await invoke(handler, 'POST', '/api/product', { token, body: { name: 42, price: 'free' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationError' });
    expect(send).not.toHaveBeenCalled();
  });

  it('still reads the session for a valid body, and refuses a revoked one', async () => {
    const token = await adminOf('order-2');
    const send = vi.spyOn(db(), 'send');
    const list = await invoke(handler, 'GET', '/api/product');
    expect(list.status).toBe(401);
    const ok = await invoke(handler, 'GET', '/api/product', { token });
    expect(ok.status).toBe(200);
    expect(send.mock.calls.length).toBeGreaterThan(0);
    const { tenant, jti } = await verifyToken(token);
    await revokeSession(tenant, jti);
    expect((await invoke(handler, 'GET', '/api/product', { token })).status).toBe(401);
    expect((await invoke(handler, 'POST', '/api/product', { token, body: RESOURCE_DEFINITIONS.find((d) => d.name === 'product')!.sample(1) })).status).toBe(
      401,
    );
  });

  it('answers a caller without the scope 403 before looking at its input', async () => {
    const token = await userWith('order-3', ['customers.read']);
    const res = await invoke(handler, 'POST', '/api/product', { token, body: { name: 42 } });
    expect(res.status).toBe(403);
  });
});
