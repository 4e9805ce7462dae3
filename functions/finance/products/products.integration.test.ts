import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { PRODUCT_PRICE_RULES, PRODUCT_UNITS } from '../../../shared/domain/product/product';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler as settingsHandler } from '../../platform/settings/lambda';
import { handler } from './lambda';

type Stored = { id: string; version: number };

describe('products', () => {
  it('answers the constants of spec 2 section 3 to product readers', async () => {
    const reader = await userWith('prod', ['product.read']);
    const res = await invoke<{ units: string[]; priceRules: string[]; goods: string[] }>(handler, 'GET', '/api/product/constants', { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.units).toEqual([...PRODUCT_UNITS]);
    expect(res.body.priceRules).toEqual([...PRODUCT_PRICE_RULES]);
    expect(res.body.goods).toEqual(['ConsumptionGood', 'ReusableGood']);
    expect((await invoke(handler, 'GET', '/api/product/constants', { token: await userWith('prod', ['customers.read']) })).status).toBe(403);
  });

  it('refuses references to a missing category, tax or picture, naming each field, and stores nothing', async () => {
    const token = await adminOf('prod-refs');
    const res = await invoke(handler, 'POST', '/api/product', {
      token,
      body: { name: 'Fins', price: 5, categoryId: 'pc-nope', taxId: 'tax-nope', images: ['m-nope'] },
    });
    expect(res.status).toBe(400);
    expect(
      ZApiError.parse(res.body)
        .fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['body.categoryId', 'body.images.0', 'body.taxId']);
    expect((await invoke(handler, 'POST', '/api/product', { token, body: { name: 'Fins', price: -1 } })).status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/product', { token, body: { name: 'Fins', price: 1, unit: 'Litre' } })).status).toBe(400);
    expect((await invoke<{ total: number }>(handler, 'GET', '/api/product', { token })).body.total).toBe(0);
  });

  it('sorts by price numerically', async () => {
    const token = await adminOf('prod-sort');
    for (const [name, price] of [
      ['Tank', 12],
      ['Torch', 9.5],
      ['Boat', 120],
    ] as const)
      await invoke(handler, 'POST', '/api/product', { token, body: { name, price } });
    const res = await invoke<{ data: Array<{ name: string }> }>(handler, 'GET', '/api/product', { token, query: { sort: 'price' } });
    expect(res.body.data.map((p) => p.name)).toEqual(['Torch', 'Tank', 'Boat']);
  });

  it('takes a price with at most the decimals of its currency (spec 2 section 9), refuses more and stores nothing', async () => {
    const token = await adminOf('prod-money');
    const create = (body: Record<string, unknown>) =>
      invoke<Stored & { price: number }>(handler, 'POST', '/api/product', { token, body: { name: 'Nitrox', ...body } });
    for (const price of [12.345, 0.1 + 0.2, 1e-7, '12.345']) {
      const res = await create({ price });
      expect(res.status, String(price)).toBe(400);
      expect(ZApiError.parse(res.body).fields?.map((f) => f.path)).toEqual(['body.price']);
    }
    const yen = await create({ price: 1200.5, currency: 'JPY' });
    expect(yen.status).toBe(400);
    expect(ZApiError.parse(yen.body).fields).toEqual([{ path: 'body.price', message: 'A price in JPY has at most 0 decimals' }]);
    expect((await invoke<{ total: number }>(handler, 'GET', '/api/product', { token })).body.total).toBe(0);
    // The wire format stays a decimal number: 12.5 is 12.50; decimal text is read as the number.
    expect((await create({ price: '12.50' })).body.price).toBe(12.5);
    expect((await create({ price: 1200, currency: 'JPY' })).status).toBe(200);
    expect((await create({ price: 1.15 })).body.price).toBe(1.15);
  });

  it("takes the decimals of the operator's own active currency over ISO 4217", async () => {
    const token = await adminOf('prod-money-own');
    const currency = { code: 'XTS', name: 'Test points', symbol: 'P', decimals: 0 };
    expect((await invoke(settingsHandler, 'POST', '/api/currency', { token, body: currency })).status).toBe(200);
    const res = await invoke(handler, 'POST', '/api/product', { token, body: { name: 'Voucher', price: 2.5, currency: 'XTS' } });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).fields).toEqual([{ path: 'body.price', message: 'A price in XTS has at most 0 decimals' }]);
    expect((await invoke(handler, 'POST', '/api/product', { token, body: { name: 'Voucher', price: 3, currency: 'XTS' } })).status).toBe(200);
  });
});

describe('product categories', () => {
  it('refuses to delete a category with products or subcategories, and cycles of parents', async () => {
    const token = await adminOf('pcat');
    const gear = (await invoke<Stored>(handler, 'POST', '/api/productcategory', { token, body: { name: 'Gear' } })).body;
    const fins = (await invoke<Stored>(handler, 'POST', '/api/productcategory', { token, body: { name: 'Fins', parentId: gear.id } })).body;
    const withChild = await invoke(handler, 'DELETE', `/api/productcategory/${gear.id}`, { token });
    expect(withChild.status).toBe(409);
    expect(ZApiError.parse(withChild.body).description).toContain('still has the subcategory Fins');
    const cycle = await invoke(handler, 'POST', `/api/productcategory/${gear.id}`, { token, body: { name: 'Gear', parentId: fins.id, version: 1 } });
    expect(cycle.status).toBe(400);
    const self = await invoke(handler, 'POST', `/api/productcategory/${fins.id}`, { token, body: { name: 'Fins', parentId: fins.id, version: 1 } });
    expect(self.status).toBe(400);
    await invoke(handler, 'POST', '/api/product', { token, body: { name: 'Jet fins', price: 80, categoryId: fins.id } });
    const withProduct = await invoke(handler, 'DELETE', `/api/productcategory/${fins.id}`, { token });
    expect(withProduct.status).toBe(409);
    expect(ZApiError.parse(withProduct.body)).toMatchObject({
      message: 'IN_USE',
      description: expect.stringContaining('Fins still has products (for example Jet fins)'),
    });
    const other = await adminOf('pcat-other');
    expect((await invoke(handler, 'GET', `/api/productcategory/${fins.id}`, { token: other })).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/product', { token: other, body: { name: 'x', price: 1, categoryId: fins.id } })).status).toBe(400);
  });
});
