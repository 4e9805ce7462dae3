import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { StockMovement } from '../../../shared/domain/product/product';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler } from './lambda';

type Product = { id: string; version: number; stock: { quantity: number } };
type Recorded = { product: Product; movement: StockMovement };

async function tracked(token: string, quantity: number): Promise<Product> {
  const res = await invoke<Product>(handler, 'POST', '/api/product', { token, body: { name: 'Tank', price: 2, stock: { tracked: true, quantity } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const record = (token: string, body: Record<string, unknown>, key?: string) =>
  invoke<Recorded>(handler, 'POST', '/api/product/stock/update', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const quantityOf = async (token: string, id: string) => (await invoke<Product>(handler, 'GET', `/api/product/${id}`, { token })).body.stock.quantity;
const movements = async (token: string, productId: string) =>
  (await invoke<{ data: unknown[] }>(handler, 'GET', '/api/product/stock/log', { token, query: { productId } })).body.data.length;

describe('Idempotency-Key on the stock movement', () => {
  it('answers a repeat with the first answer, marked replayed, and records once', async () => {
    const token = await adminOf('idem-repeat');
    const tank = await tracked(token, 10);
    const key = randomUUID();
    const first = await record(token, { productId: tank.id, change: 5, reason: 'receipt' }, key);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await record(token, { productId: tank.id, change: 5, reason: 'receipt' }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.body).toEqual(first.body);
    expect(await quantityOf(token, tank.id)).toBe(15);
    expect(await movements(token, tank.id)).toBe(2); // the opening stock and one receipt
    // Without a key, each request is its own.
    await record(token, { productId: tank.id, change: 1, reason: 'receipt' });
    await record(token, { productId: tank.id, change: 1, reason: 'receipt' });
    expect(await quantityOf(token, tank.id)).toBe(17);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body, changing nothing', async () => {
    const token = await adminOf('idem-reuse');
    const tank = await tracked(token, 10);
    const key = randomUUID();
    expect((await record(token, { productId: tank.id, change: 5, reason: 'receipt' }, key)).status).toBe(200);
    const other = await record(token, { productId: tank.id, change: 6, reason: 'receipt' }, key);
    expect(other.status).toBe(422);
    expect(ZApiError.parse(other.body)).toMatchObject({ statusCode: 422, message: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await quantityOf(token, tank.id)).toBe(15);
  });

  it('keeps keys apart per user: the same key from someone else is their own request', async () => {
    const tenant = 'idem-users';
    const ann = await tokenFor({ userId: 'u-ann', tenant, userType: 'admin', scopes: ['admin'] });
    const bob = await tokenFor({ userId: 'u-bob', tenant, userType: 'admin', scopes: ['admin'] });
    const tank = await tracked(ann, 10);
    const key = randomUUID();
    expect((await record(ann, { productId: tank.id, change: 1, reason: 'receipt' }, key)).status).toBe(200);
    const bobs = await record(bob, { productId: tank.id, change: 1, reason: 'receipt' }, key);
    expect(bobs.status).toBe(200);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(ann, tank.id)).toBe(12);
  });

  it('gives the key back when the request fails, so the retry may do the work', async () => {
    const token = await adminOf('idem-fail');
    const tank = await tracked(token, 2);
    const key = randomUUID();
    const short = await record(token, { productId: tank.id, change: -5, reason: 'sale' }, key);
    expect(short.status).toBe(409);
    await record(token, { productId: tank.id, change: 10, reason: 'receipt' });
    const retry = await record(token, { productId: tank.id, change: -5, reason: 'sale' }, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(token, tank.id)).toBe(7);
  });

  it('refuses a malformed key with 400', async () => {
    const token = await adminOf('idem-bad');
    const tank = await tracked(token, 2);
    for (const key of ['', 'x'.repeat(256), 'ä-key', 'two words']) {
      const res = await record(token, { productId: tank.id, change: 1, reason: 'receipt' }, key || undefined);
      if (!key) continue; // an empty header is no header
      expect(res.status, key).toBe(400);
    }
    expect(await quantityOf(token, tank.id)).toBe(3);
  });

  it('moves the stock once for 20 parallel identical requests: the rest answer replayed or 409 IDEMPOTENCY_IN_PROGRESS', async () => {
    const token = await adminOf('idem-race');
    const tank = await tracked(token, 100);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(token, { productId: tank.id, change: -3, reason: 'sale' }, key)));
    const fresh = answers.filter((a) => a.status === 200 && !a.headers['idempotent-replayed']);
    const replayed = answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] === 'true');
    const busy = answers.filter((a) => a.status === 409);
    expect(fresh).toHaveLength(1);
    expect(replayed.length + busy.length).toBe(19);
    for (const b of busy) expect(ZApiError.parse(b.body).message).toBe('IDEMPOTENCY_IN_PROGRESS');
    for (const r of replayed) expect(r.body).toEqual(fresh[0]!.body);
    expect(await quantityOf(token, tank.id)).toBe(97);
    expect(await movements(token, tank.id)).toBe(2);
    const later = await record(token, { productId: tank.id, change: -3, reason: 'sale' }, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toEqual(fresh[0]!.body);
  });
});
