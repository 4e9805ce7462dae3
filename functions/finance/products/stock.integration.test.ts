import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { StockMovement } from '../../../shared/domain/product/product';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

type Product = { id: string; version: number; name: string; stock: { tracked: boolean; quantity: number; minQuantity: number } };
type Recorded = { product: Product; movement: StockMovement };
type Log = { data: StockMovement[]; more: boolean; page: number; size: number };

async function newProduct(token: string, name: string, stock: Partial<Product['stock']> = { tracked: true }): Promise<Product> {
  const res = await invoke<Product>(handler, 'POST', '/api/product', { token, body: { name, price: 2, stock } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const record = (token: string, body: Record<string, unknown>) => invoke<Recorded>(handler, 'POST', '/api/product/stock/update', { token, body });
const log = (token: string, query: Record<string, string> = {}) => invoke<Log>(handler, 'GET', '/api/product/stock/log', { token, query });
const quantityOf = async (token: string, id: string) => (await invoke<Product>(handler, 'GET', `/api/product/${id}`, { token })).body.stock.quantity;

describe('stock movements', () => {
  it('records a receipt: the quantity and one log entry, with who recorded it', async () => {
    const token = await tokenFor({ userId: 'u-kim', name: 'Kim Keeper', tenant: 'stk-receipt', userType: 'admin', scopes: ['admin'] });
    const water = await newProduct(token, 'Water', { tracked: true, quantity: 0, minQuantity: 10 });
    const res = await record(token, { productId: water.id, change: 24, reason: 'receipt', note: 'Delivery 4711' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({ id: water.id, version: water.version + 1, stock: { tracked: true, quantity: 24, minQuantity: 10 } });
    expect(res.body.movement).toMatchObject({
      productId: water.id,
      productName: 'Water',
      change: 24,
      quantityBefore: 0,
      quantityAfter: 24,
      reason: 'receipt',
      note: 'Delivery 4711',
      userId: 'u-kim',
      userName: 'Kim Keeper',
    });
    expect(await quantityOf(token, water.id)).toBe(24);
    const entries = (await log(token)).body;
    expect(entries.data.length).toBe(1);
    expect(entries.data[0]).toEqual(res.body.movement);
  });

  it('records a withdrawal and an inventory count, newest first in the log', async () => {
    const token = await adminOf('stk-out');
    const beer = await newProduct(token, 'Beer', { tracked: true, quantity: 50 });
    const sale = await record(token, { productId: beer.id, change: -12, reason: 'sale' });
    expect(sale.status).toBe(200);
    expect(sale.body.movement).toMatchObject({ change: -12, quantityBefore: 50, quantityAfter: 38 });
    const count = await record(token, { productId: beer.id, setTo: 35, reason: 'inventory', note: 'Monthly count' });
    expect(count.status).toBe(200);
    expect(count.body.movement).toMatchObject({ change: -3, quantityBefore: 38, quantityAfter: 35, reason: 'inventory' });
    expect(await quantityOf(token, beer.id)).toBe(35);
    const entries = (await log(token, { productId: beer.id })).body;
    // The opening stock of the new product is logged as well.
    expect(entries.data.map((m) => [m.reason, m.change, m.quantityAfter])).toEqual([
      ['inventory', -3, 35],
      ['sale', -12, 38],
      ['inventory', 50, 50],
    ]);
  });

  it('refuses products whose stock is not tracked, and unknown products', async () => {
    const token = await adminOf('stk-untracked');
    const course = await newProduct(token, 'Course', { tracked: false });
    const res = await record(token, { productId: course.id, change: 5, reason: 'receipt' });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'STOCK_NOT_TRACKED', description: expect.stringContaining('not tracked') });
    expect((await record(token, { productId: 'p-nope', change: 5, reason: 'receipt' })).status).toBe(404);
    expect((await log(token)).body.data.length).toBe(0);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const token = await adminOf('stk-bad');
    const tank = await newProduct(token, 'Tank', { tracked: true, quantity: 10 });
    const bad: Array<Record<string, unknown>> = [
      { productId: tank.id, change: 0, reason: 'receipt' },
      { productId: tank.id, change: 1.5, reason: 'receipt' },
      { productId: tank.id, change: -3, reason: 'receipt' },
      { productId: tank.id, change: 3, reason: 'sale' },
      { productId: tank.id, change: 3, setTo: 4, reason: 'inventory' },
      { productId: tank.id, reason: 'receipt' },
      { productId: tank.id, setTo: 4, reason: 'receipt' },
      { productId: tank.id, change: 4, reason: 'inventory' },
      { productId: tank.id, setTo: -1, reason: 'inventory' },
      { productId: tank.id, change: 3, reason: 'gift' },
      { productId: tank.id, change: 3, reason: 'receipt', extra: true },
      { productId: tank.id, change: 3, reason: 'receipt', note: 'x'.repeat(501) },
      { change: 3, reason: 'receipt' },
    ];
    for (const body of bad) {
      const res = await record(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ZApiError.parse(res.body).fields?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const malformed = await invoke(handler, 'POST', '/api/product/stock/update', { token, rawBody: '{"productId":' });
    expect(malformed.status).toBe(400);
    expect(await quantityOf(token, tank.id)).toBe(10);
    expect((await log(token, { productId: tank.id })).body.data.length).toBe(1);
    expect((await log(token, { from: '2026-03-02', to: '2026-03-01' })).status).toBe(400);
    expect((await log(token, { from: 'yesterday' })).status).toBe(400);
    expect((await log(token, { size: '0' })).status).toBe(400);
  });

  it('refuses a sale or loss beyond the stock (409 INSUFFICIENT_STOCK) but lets a correction go below zero', async () => {
    const token = await adminOf('stk-short');
    const fins = await newProduct(token, 'Fins', { tracked: true, quantity: 3 });
    for (const reason of ['sale', 'loss']) {
      const res = await record(token, { productId: fins.id, change: -4, reason });
      expect(res.status).toBe(409);
      expect(ZApiError.parse(res.body)).toMatchObject({ message: 'INSUFFICIENT_STOCK', description: expect.stringContaining('Only 3 of Fins in stock') });
    }
    expect(await quantityOf(token, fins.id)).toBe(3);
    expect((await record(token, { productId: fins.id, change: -3, reason: 'sale' })).body.product.stock.quantity).toBe(0);
    const correction = await record(token, { productId: fins.id, change: -2, reason: 'correction', note: 'two were handed out unrecorded' });
    expect(correction.status).toBe(200);
    expect(correction.body.product.stock.quantity).toBe(-2);
    expect((await record(token, { productId: fins.id, setTo: 0, reason: 'inventory' })).body.movement).toMatchObject({ change: 2, quantityAfter: 0 });
  });

  it('counts every one of 20 concurrent updates exactly once', async () => {
    const token = await adminOf('stk-race');
    const mask = await newProduct(token, 'Mask', { tracked: true, quantity: 100 });
    const changes = Array.from({ length: 20 }, (_v, i) => (i % 4 === 3 ? -(i + 1) : i + 1));
    const results = await Promise.all(changes.map((change) => record(token, { productId: mask.id, change, reason: change > 0 ? 'receipt' : 'sale' })));
    expect(results.map((r) => r.status)).toEqual(changes.map(() => 200));
    const expected = 100 + changes.reduce((a, b) => a + b, 0);
    expect(await quantityOf(token, mask.id)).toBe(expected);
    const entries = (await log(token, { productId: mask.id, size: '100' })).body;
    expect(entries.data.length).toBe(21);
    const moves = entries.data.filter((m) => m.reason !== 'inventory');
    expect(moves).toHaveLength(20);
    expect(moves.map((m) => m.change).sort((a, b) => a - b)).toEqual([...changes].sort((a, b) => a - b));
    // Each movement started where the one before it ended: the log is a gapless chain.
    const chain = [...entries.data].reverse();
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.quantityBefore).toBe(chain[i - 1]!.quantityAfter);
    expect(chain[chain.length - 1]!.quantityAfter).toBe(expected);
    expect(new Set(results.map((r) => r.body.product.version)).size).toBe(20);
  });

  it('pages the log newest first and narrows it to one product and a period', async () => {
    const token = await adminOf('stk-page');
    const a = await newProduct(token, 'Alpha');
    const b = await newProduct(token, 'Bravo');
    for (let i = 1; i <= 7; i++) await record(token, { productId: i % 2 ? a.id : b.id, change: i, reason: 'receipt' });
    const first = (await log(token, { page: '1', size: '3' })).body;
    expect(first).toMatchObject({ more: true, page: 1, size: 3 });
    expect(first.data.map((m) => m.change)).toEqual([7, 6, 5]);
    const last = (await log(token, { page: '3', size: '3' })).body;
    expect(last.more).toBe(false);
    expect((await log(token, { page: '2', size: '3' })).body.more).toBe(true);
    expect(last.data.map((m) => m.change)).toEqual([1]);
    const onlyA = (await log(token, { productId: a.id, size: '10' })).body;
    expect(onlyA).toMatchObject({ more: false });
    expect(onlyA.data.map((m) => m.change)).toEqual([7, 5, 3, 1]);
    expect(onlyA.data.every((m) => m.productName === 'Alpha')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(token, { from: today, to: today })).body.data.length).toBe(7);
    expect((await log(token, { to: '2000-01-01' })).body.data.length).toBe(0);
    expect((await log(token, { from: new Date(Date.now() + 60_000).toISOString() })).body.data.length).toBe(0);
    expect((await log(token, { productId: 'p-none' })).body).toMatchObject({ data: [], more: false });
  });

  it('keeps tenants apart', async () => {
    const token = await adminOf('stk-mine');
    const reg = await newProduct(token, 'Regulator', { tracked: true, quantity: 5 });
    await record(token, { productId: reg.id, change: 1, reason: 'return' });
    const other = await adminOf('other');
    expect((await log(other)).body).toMatchObject({ data: [], more: false });
    expect((await log(other, { productId: reg.id })).body.data.length).toBe(0);
    expect((await record(other, { productId: reg.id, change: 1, reason: 'receipt' })).status).toBe(404);
    expect(await quantityOf(token, reg.id)).toBe(6);
  });

  it('needs product.read for the log and product.update for recording a movement (403 before the input is looked at)', async () => {
    const admin = await adminOf('stk-scope');
    const suit = await newProduct(admin, 'Suit', { tracked: true, quantity: 5 });
    const none = await userWith('stk-scope', ['customers.read']);
    const reader = await userWith('stk-scope', ['product.read']);
    const writer = await userWith('stk-scope', ['product.update']);
    expect((await log(none)).status).toBe(403);
    expect((await record(none, { productId: suit.id, change: 1, reason: 'receipt' })).status).toBe(403);
    expect((await record(reader, { productId: suit.id, change: 1, reason: 'receipt' })).status).toBe(403);
    expect((await record(reader, { nonsense: true })).status).toBe(403);
    expect((await log(reader)).status).toBe(200);
    expect((await record(writer, { productId: suit.id, change: 1, reason: 'receipt' })).status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/product/stock/log')).status).toBe(401);
    expect(await quantityOf(admin, suit.id)).toBe(6);
  });

  it('answers 409 VERSION_CONFLICT for a stale version and keeps the quantity out of product edits', async () => {
    const token = await adminOf('stk-version');
    const bcd = await newProduct(token, 'BCD', { tracked: true, quantity: 4 });
    const stale = await record(token, { productId: bcd.id, change: 1, reason: 'receipt', version: bcd.version + 5 });
    expect(stale.status).toBe(409);
    expect(ZApiError.parse(stale.body).message).toBe('VERSION_CONFLICT');
    const fresh = await record(token, { productId: bcd.id, change: 1, reason: 'receipt', version: bcd.version });
    expect(fresh.body.product.stock.quantity).toBe(5);
    // A product form saved from before the movement is stale; a fresh one cannot set the quantity.
    const { id: _i, createdAt: _c, updatedAt: _u, version: _v, ...fields } = fresh.body.product as Product & Record<string, unknown>;
    expect((await invoke(handler, 'POST', `/api/product/${bcd.id}`, { token, body: { ...fields, version: bcd.version } })).status).toBe(409);
    const edited = await invoke<Product>(handler, 'POST', `/api/product/${bcd.id}`, {
      token,
      body: { ...fields, name: 'BCD Pro', stock: { tracked: true, quantity: 999, minQuantity: 2 }, version: fresh.body.product.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.stock).toEqual({ tracked: true, quantity: 5, minQuantity: 2 });
    const copy = await invoke<Product>(handler, 'POST', `/api/product/${bcd.id}/copy`, { token });
    expect(copy.body.stock.quantity).toBe(0);
  });
});
