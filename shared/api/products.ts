import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource } from './resource';
import {
  GOOD_TYPES,
  PRICE_CALCULATION_TYPES,
  PRODUCT_PRICE_RULES,
  PRODUCT_UNITS,
  ZProduct,
  ZProductCategory,
  ZStockMovement,
  ZStockUpdate,
} from '../domain/product/product';
import { listAnswerSchema } from './list-query';
import { round, zMoneyAmount } from '../domain/money';
import { ZCurrencyCode } from '../domain/common';
import { ZId, ZStored } from './resource';

const pad = (n: number, width = 6) => String(Math.max(0, Math.round(n))).padStart(width, '0');
// Spec 1: /product product.read, /product/create product.create, /product/:id product.update.
const scopes = { read: ['product.read'], create: ['product.create'], update: ['product.update'], delete: ['product.update'] } as const;

export const productsResource = defineResource({
  name: 'product',
  owner: 'products',
  entityType: 'PRODUCT',
  schema: ZProduct,
  scopes,
  // Prices in cents (exact, not price * 100 in floats), padded, so the text order of the index is the numeric order.
  sorts: { name: (p) => p.name, price: (p) => pad(round(p.price).minor, 12), sort: (p) => `${pad(p.sort)} ${p.name}` },
  searchText: (p) => `${p.name} ${p.sku ?? ''} ${p.barcode ?? ''} ${Object.values(p.description).join(' ')}`,
  filters: {
    categoryId: { type: 'string', label: 'category' },
    unit: { type: 'string', values: PRODUCT_UNITS, label: 'unit' },
    priceRule: { type: 'string', values: PRODUCT_PRICE_RULES, label: 'priceRule' },
    good: { type: 'string', values: GOOD_TYPES, label: 'good' },
    calculationType: { type: 'string', values: PRICE_CALCULATION_TYPES, label: 'calculationType' },
    taxId: { type: 'string', label: 'tax' },
    currency: { type: 'string', label: 'currency' },
    price: { type: 'number', label: 'price' },
    active: { type: 'boolean', label: 'active' },
    availableOnline: { type: 'boolean', label: 'availableOnline' },
    'stock.tracked': { type: 'boolean', label: 'stockTracked' },
    images: { type: 'string', label: 'image' },
  },
  csv: [
    { key: 'id', header: 'id', value: (p) => p.id },
    { key: 'name', header: 'name', value: (p) => p.name },
    { key: 'sku', header: 'sku', value: (p) => p.sku },
    { key: 'categoryId', header: 'categoryId', value: (p) => p.categoryId },
    { key: 'unit', header: 'unit', value: (p) => p.unit },
    { key: 'priceRule', header: 'priceRule', value: (p) => p.priceRule },
    { key: 'good', header: 'good', value: (p) => p.good },
    { key: 'price', header: 'price', value: (p) => p.price },
    { key: 'currency', header: 'currency', value: (p) => p.currency },
    { key: 'taxId', header: 'taxId', value: (p) => p.taxId },
    { key: 'stock', header: 'stock', value: (p) => (p.stock.tracked ? p.stock.quantity : '') },
    { key: 'active', header: 'active', value: (p) => p.active },
  ],
  copy: (p) => ({ ...p, name: `${p.name} (copy)`, sku: undefined, barcode: undefined }),
  title: (p) => p.name,
  sample: (n) => ({
    name: `Nitrox fill ${n}`,
    sku: `NX-${n}`,
    unit: 'Piece' as const,
    priceRule: 'PerDive' as const,
    good: 'ConsumptionGood' as const,
    price: 8.5 + n,
  }),
});

export const productCategoriesResource = defineResource({
  name: 'productcategory',
  owner: 'products',
  entityType: 'PRODUCTCATEGORY',
  schema: ZProductCategory,
  scopes,
  sorts: { sort: (c) => `${pad(c.sort)} ${c.name}`, name: (c) => c.name, updatedAt: (c) => c.updatedAt },
  searchText: (c) => `${c.name} ${c.description ?? ''}`,
  filters: { parentId: { type: 'string', label: 'parent' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (c) => c.id },
    { key: 'name', header: 'name', value: (c) => c.name },
    { key: 'parentId', header: 'parentId', value: (c) => c.parentId },
    { key: 'sort', header: 'sort', value: (c) => c.sort },
    { key: 'active', header: 'active', value: (c) => c.active },
  ],
  copy: (c) => ({ ...c, name: `${c.name} (copy)` }),
  title: (c) => c.name,
  sample: (n) => ({ name: `Rental gear ${n}`, sort: n }),
});

/** The largest page of the stock log. */
export const MAX_STOCK_LOG_PAGE = 200;
/** 2026-03-01 or 2026-03-01T10:00:00Z (an instant needs its offset). */
const ZDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * A product created at the counter, POST /api/pos/product (ISSUE-29; docs/decisions.md "Bank entries, counter products
 * and lookups"): the few fields a clerk knows; the rest takes the product's defaults (sold everywhere, per booking, not
 * online). Answered by the products Lambda, whose writer checks and stores products (the POS Lambda stays in budget).
 */
export const ZCounterProductInput = z.strictObject({
  name: z.string().trim().min(1).max(200),
  price: zMoneyAmount(),
  /** Default: the product default (EUR). */
  currency: ZCurrencyCode.optional(),
  taxId: ZId.optional(),
  categoryId: ZId.optional(),
  unit: z.enum(PRODUCT_UNITS).optional(),
  sku: z.string().trim().max(50).optional(),
  barcode: z.string().trim().max(50).optional(),
  /** Given: the stock is tracked, starting at this quantity (the opening movement of the stock log). */
  stock: z.number().int().min(0).max(1_000_000).optional(),
});

export const productExtraEndpoints = {
  counterCreate: endpoint({
    id: 'pos.productCreate',
    method: 'POST',
    path: '/api/pos/product',
    resource: 'products',
    // The clerk at the counter (pos.create) or whoever creates products.
    scopes: ['product.create', 'pos.create'],
    tags: ['pos'],
    summary: 'Creates a product from the counter (name, price, tax, category, optional opening stock) and answers it',
    input: { body: ZCounterProductInput },
    output: productsResource.endpoints.get.output,
    idempotent: true,
  }),
  constants: endpoint({
    id: 'product.constants',
    method: 'GET',
    path: '/api/product/constants',
    resource: 'products',
    scopes: ['product.read'],
    tags: ['product'],
    summary: 'Product units, price rules, goods and calculation types (spec 2 section 3)',
    input: {},
    output: z.object({
      units: z.array(z.enum(PRODUCT_UNITS)),
      priceRules: z.array(z.enum(PRODUCT_PRICE_RULES)),
      goods: z.array(z.enum(GOOD_TYPES)),
      calculationTypes: z.array(z.enum(PRICE_CALCULATION_TYPES)),
    }),
  }),
  stockUpdate: endpoint({
    id: 'product.stockUpdate',
    method: 'POST',
    path: '/api/product/stock/update',
    resource: 'products',
    scopes: scopes.update,
    tags: ['product'],
    summary:
      'Records a stock movement of a product whose stock is tracked: a change (+ receipt, - withdrawal) or an inventory count (setTo). ' +
      'The quantity and the log entry are written in one transaction; a sale or loss below zero answers 409 INSUFFICIENT_STOCK, ' +
      'an untracked product 409 STOCK_NOT_TRACKED',
    input: { body: ZStockUpdate },
    idempotent: true,
    output: z.object({ product: ZProduct.extend(ZStored.shape), movement: ZStockMovement }),
  }),
  stockLog: endpoint({
    id: 'product.stockLog',
    method: 'GET',
    path: '/api/product/stock/log',
    resource: 'products',
    scopes: scopes.read,
    tags: ['product'],
    summary: 'Stock movements, newest first; productId narrows to one product, from and to (ISO dates or instants, inclusive) to a period',
    input: {
      query: z.strictObject({
        productId: ZId.optional(),
        page: z.coerce.number().int().min(1).default(1),
        size: z.coerce.number().int().min(1).max(MAX_STOCK_LOG_PAGE).default(25),
        from: ZDateOrInstant.optional(),
        to: ZDateOrInstant.optional(),
      }),
    },
    output: listAnswerSchema(ZStockMovement),
  }),
};
