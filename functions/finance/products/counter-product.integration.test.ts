import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler as pos } from '../pos/lambda';
import { handler } from './lambda';

const products = handler;

/** POST /api/pos/product on DynamoDB Local (docs/decisions.md "Bank entries, counter products and lookups"). */

type Product = { id: string; name: string; price: number | string; currency: string; taxId?: string; stock: { tracked: boolean; quantity: number } };

async function count(token: string) {
  return (await invoke<{ total: number }>(products, 'GET', '/api/product', { token })).body.total;
}

describe('a product created at the counter', () => {
  it('creates the product with its opening stock, answers it, and the counter finds it', async () => {
    const tenant = 'pos-new-product';
    const token = await adminOf(tenant);
    const category = (await invoke<{ id: string }>(products, 'POST', '/api/productcategory', { token, body: { name: 'Drinks' } })).body;
    const made = await invoke<Product>(handler, 'POST', '/api/pos/product', {
      token,
      body: { name: 'Coconut water', price: 2.5, categoryId: category.id, barcode: '4009876543210', stock: 24 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ name: 'Coconut water', currency: 'EUR', priceRule: 'PerBooking', stock: { tracked: true, quantity: 24 } });
    const stored = await invoke<Product>(products, 'GET', `/api/product/${made.body.id}`, { token });
    expect(stored.body).toMatchObject({ id: made.body.id, categoryId: category.id, stock: { quantity: 24 } });
    const log = await invoke<{ data: Array<{ productId: string; change: number; quantityAfter: number }> }>(products, 'GET', '/api/product/stock/log', {
      token,
      query: { productId: made.body.id },
    });
    expect(log.body.data.map((m) => [m.change, m.quantityAfter])).toEqual([[24, 24]]);
    const found = await invoke<{ data: Array<{ id: string }> }>(pos, 'GET', '/api/pos/product', { token, query: { q: '4009876543210' } });
    expect(found.body.data[0]?.id).toBe(made.body.id);

    // Without stock: not tracked.
    const plain = await invoke<Product>(handler, 'POST', '/api/pos/product', { token, body: { name: 'Sunscreen', price: '12.90' } });
    expect(plain.body.stock).toMatchObject({ tracked: false });
  });

  it('refuses bad input in the spec error shape and creates nothing; the scope is product.create or pos.create', async () => {
    const tenant = 'pos-new-product-refusals';
    const token = await adminOf(tenant);
    const before = await count(token);
    const bodies: Array<[unknown, number]> = [
      [{ price: 2 }, 400],
      [{ name: '', price: 2 }, 400],
      [{ name: 'Beer', price: -1 }, 400],
      [{ name: 'Beer', price: 2.555 }, 400],
      [{ name: 'Beer', price: 2, stock: -3 }, 400],
      [{ name: 'Beer', price: 2, stock: 1.5 }, 400],
      [{ name: 'Beer', price: 2, taxId: 'tax-nope' }, 400],
      [{ name: 'Beer', price: 2, categoryId: 'cat-nope' }, 400],
      [{ name: 'Beer', price: 2.5, currency: 'JPY' }, 400],
      [{ name: 'Beer', price: 2, colour: 'gold' }, 400],
    ];
    for (const [body, status] of bodies) {
      const res = await invoke(handler, 'POST', '/api/pos/product', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(ZApiError.parse(res.body)).toMatchObject({ statusCode: status });
    }
    expect(await count(token)).toBe(before);
    const reader = await userWith(tenant, ['pos.read']);
    expect((await invoke(handler, 'POST', '/api/pos/product', { token: reader, body: { name: 'Beer', price: 2 } })).status).toBe(403);
    const clerk = await userWith(tenant, ['pos.create']);
    expect((await invoke(handler, 'POST', '/api/pos/product', { token: clerk, body: { name: 'Beer', price: 2 } })).status).toBe(200);
    expect(await count(token)).toBe(before + 1);
  });
});
