import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../errors';
import type { StockUpdate } from './product';
import { needsOpeningMovement, openingMovement, planMovement, requireLogPeriod, stockOnSave, type StockedProduct } from './stock-movement';

const stamp = { now: new Date('2026-03-01T10:00:00.000Z'), id: '01MOVEMENT' };
const product = (quantity: number, tracked = true): StockedProduct => ({ id: 'p1', name: 'Nitrox fill', version: 3, stock: { tracked, quantity } });
const req = (r: Partial<StockUpdate>): StockUpdate => ({ productId: 'p1', reason: 'receipt', ...r }) as StockUpdate;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ConflictError || err instanceof ValidationError ? `${err.statusCode} ${err.message}` : String(err);
  }
  return undefined;
}

describe('planMovement', () => {
  it('adds a receipt and records before, after, actor and note', () => {
    const m = planMovement(product(5), req({ change: 3, note: 'delivery' }), { userId: 'u1', userName: 'Ann' }, stamp);
    expect(m).toEqual({
      id: '01MOVEMENT',
      productId: 'p1',
      productName: 'Nitrox fill',
      change: 3,
      quantityBefore: 5,
      quantityAfter: 8,
      reason: 'receipt',
      note: 'delivery',
      userId: 'u1',
      userName: 'Ann',
      at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('leaves out an empty note and an unknown actor', () => {
    const m = planMovement(product(5), req({ change: 3 }), {}, stamp);
    expect(Object.keys(m)).not.toContain('note');
    expect(Object.keys(m)).not.toContain('userId');
    expect(Object.keys(m)).not.toContain('userName');
  });

  it('makes an inventory count the difference to the recorded quantity', () => {
    const m = planMovement(product(7), req({ reason: 'inventory', setTo: 4 }), {}, stamp);
    expect([m.change, m.quantityBefore, m.quantityAfter]).toEqual([-3, 7, 4]);
  });

  it('refuses a product whose stock is not tracked (409 STOCK_NOT_TRACKED)', () => {
    expect(codeOf(() => planMovement(product(5, false), req({ change: 1 }), {}, stamp))).toBe('409 STOCK_NOT_TRACKED');
  });

  it('refuses a stale version only when the request names one (409 VERSION_CONFLICT)', () => {
    expect(codeOf(() => planMovement(product(5), req({ change: 1, version: 2 }), {}, stamp))).toBe('409 VERSION_CONFLICT');
    expect(codeOf(() => planMovement(product(5), req({ change: 1, version: 3 }), {}, stamp))).toBeUndefined();
  });

  it('refuses a sale or a loss below zero (409 INSUFFICIENT_STOCK) with the quantities in words', () => {
    expect(codeOf(() => planMovement(product(2), req({ reason: 'sale', change: -3 }), {}, stamp))).toBe('409 INSUFFICIENT_STOCK');
    expect(codeOf(() => planMovement(product(2), req({ reason: 'loss', change: -3 }), {}, stamp))).toBe('409 INSUFFICIENT_STOCK');
    expect(() => planMovement(product(2), req({ reason: 'sale', change: -3 }), {}, stamp)).toThrow(
      expect.objectContaining({ description: 'Only 2 of Nitrox fill in stock; a sale of 3 would leave -1' }),
    );
  });

  it('lets a sale take the last unit, and a correction go below zero', () => {
    expect(planMovement(product(2), req({ reason: 'sale', change: -2 }), {}, stamp).quantityAfter).toBe(0);
    expect(planMovement(product(2), req({ reason: 'correction', change: -5 }), {}, stamp).quantityAfter).toBe(-3);
  });
});

describe('opening stock', () => {
  it('is an inventory movement from 0', () => {
    expect(openingMovement({ id: 'p1', name: 'Mask', quantity: 12 }, { userName: 'Ann' }, stamp)).toEqual({
      id: '01MOVEMENT',
      productId: 'p1',
      productName: 'Mask',
      change: 12,
      quantityBefore: 0,
      quantityAfter: 12,
      reason: 'inventory',
      userName: 'Ann',
      at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('is recorded for a new tracked product with a quantity only', () => {
    expect(needsOpeningMovement('create', { tracked: true, quantity: 3 })).toBe(true);
    expect(needsOpeningMovement('create', { tracked: true, quantity: 0 })).toBe(false);
    expect(needsOpeningMovement('create', { tracked: false, quantity: 3 })).toBe(false);
    expect(needsOpeningMovement('update', { tracked: true, quantity: 3 })).toBe(false);
    expect(needsOpeningMovement('copy', { tracked: true, quantity: 3 })).toBe(false);
  });
});

describe('stockOnSave', () => {
  const form = { tracked: true, quantity: 99, minQuantity: 1 };
  it('keeps the stored quantity on an update, starts a copy empty, keeps a new product as sent', () => {
    expect(stockOnSave('update', form, { quantity: 4 })).toEqual({ tracked: true, quantity: 4, minQuantity: 1 });
    expect(stockOnSave('copy', form, { quantity: 4 })).toEqual({ tracked: true, quantity: 0, minQuantity: 1 });
    expect(stockOnSave('create', form)).toEqual(form);
  });
});

describe('requireLogPeriod', () => {
  it('refuses from after to (400), dates and instants alike', () => {
    expect(codeOf(() => requireLogPeriod('2026-03-02', '2026-03-01'))).toBe('400 ValidationError');
    expect(codeOf(() => requireLogPeriod('2026-03-01T10:00:00Z', '2026-03-01'))).toBe('400 ValidationError');
    expect(codeOf(() => requireLogPeriod('2026-03-01', '2026-03-01'))).toBeUndefined();
    expect(codeOf(() => requireLogPeriod('2026-03-01'))).toBeUndefined();
  });
});
