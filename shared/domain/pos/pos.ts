import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';
import { add, fromMinor, money, multiply, toString } from '../money';
import { multiplyDecimal } from '../booking/payment';

/**
 * Point of sale and onsite items (ISSUE-15, docs/decisions.md "Point of sale"). An onsite item is a product sold
 * to a guest during the stay, kept on the booking header (`onsite`) per booking room; a POS sale is one ticket at the
 * counter (walk-in or onto a booking room), numbered gap-free per tenant. Amounts are decimal text in the currency
 * named beside them (the booking's for onsite items).
 */

export const ONSITE_STATES = ['open', 'paid', 'voided'] as const;
export type OnsiteState = (typeof ONSITE_STATES)[number];
/** How a sale is settled: cash or card now, or onto the booking's bill (open onsite items). */
export const POS_METHODS = ['cash', 'card', 'booking'] as const;
export type PosMethod = (typeof POS_METHODS)[number];
/** At most this many open or settled items per booking (the header stays small). */
export const MAX_ONSITE_ITEMS = 300;
export const MAX_LINES = 50;
export const MAX_QUANTITY = 1000;

/**
 * The product's tax on an item or sale line (its `taxId` → /tax, as a booking's product line carries it: issue 22):
 * name, rate, included or added, and the amount of the line's total (docs/decisions.md "Point of sale").
 */
export const ZItemTax = z.object({ name: z.string(), rate: z.number(), amount: z.string(), inclusive: z.boolean() });
export type ItemTax = z.output<typeof ZItemTax>;

export const ZOnsiteItem = z.object({
  id: z.string().min(1),
  /** The booking room (its `room` id) the item is billed to. */
  room: z.string().min(1),
  product: z.string().min(1),
  /** The product's name when sold (the item outlives a renamed product). */
  name: z.string(),
  quantity: z.number().int().min(1),
  /** In the booking's currency. */
  unitPrice: z.string(),
  total: z.string(),
  /** The product's tax (none: the product names none, or at 0 %); the total includes it. */
  tax: ZItemTax.optional(),
  /** The person (customer id) it was sold to, and the day (ISO date). */
  person: z.string().optional(),
  day: ZIsoDate,
  state: z.enum(ONSITE_STATES),
  createdAt: z.string(),
  createdBy: z.string().optional(),
  updatedAt: z.string().optional(),
  /** The sale that sold or paid it, and the payment that paid it (received). */
  saleId: z.string().optional(),
  paymentId: z.string().optional(),
  paidAt: z.string().optional(),
  voidReason: z.string().optional(),
  voidedAt: z.string().optional(),
  voidedBy: z.string().optional(),
  /** True when the product's stock was taken for it (given back on void). */
  stockTaken: z.boolean().optional(),
  /** An item sold by an external system: its id there (imported once). */
  externalId: z.string().optional(),
});
export type OnsiteItem = z.output<typeof ZOnsiteItem>;

/** One line of a sale (what the receipt prints). */
export const ZPosLine = z.object({
  product: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  total: z.string(),
  tax: ZItemTax.optional(),
  /** The onsite item this line is (sold onto or taken over from a booking). */
  item: z.string().optional(),
  /** An open item of the booking taken over and paid by the sale (a void opens it again). */
  takeover: z.boolean().optional(),
});
export type PosLine = z.output<typeof ZPosLine>;

export const ZPosSale = z.object({
  id: z.string(),
  /** Gap-free per tenant: the receipt number. */
  no: z.number().int().min(1),
  method: z.enum(POS_METHODS),
  currency: z.string(),
  total: z.string(),
  lines: z.array(ZPosLine),
  /** A sale onto a booking room; none: walk-in. */
  booking: z.string().optional(),
  bookingNo: z.number().optional(),
  room: z.string().optional(),
  customerName: z.string().optional(),
  /** The payment on the booking (cash or card onto a booking). */
  paymentId: z.string().optional(),
  day: ZIsoDate,
  createdAt: z.string(),
  createdBy: z.string().optional(),
  state: z.enum(['done', 'voided']),
  voidReason: z.string().optional(),
  voidedAt: z.string().optional(),
});
export type PosSale = z.output<typeof ZPosSale>;

/** quantity × unit price in `currency`'s decimals. */
export function lineTotal(unitPrice: string, quantity: number, currency: string): string {
  return toString(multiply(money(unitPrice, currency), quantity));
}

/** The sum of amounts (decimal text) in `currency`. */
export function sumOf(amounts: readonly string[], currency: string): string {
  return toString(amounts.reduce((s, a) => add(s, money(a, currency)), fromMinor(0, currency)));
}

/** A price in another currency at `rate` (target units per source unit), rounded to the target's decimals. */
export function priceIn(price: string, rate: string, decimals: number): string {
  return rate === '1' ? price : multiplyDecimal(price, rate, decimals);
}

/** What a room owes on site: the open items' total; voided items count nothing. */
export function onsiteTotals(items: readonly OnsiteItem[], currency: string): { open: string; paid: string; count: number } {
  const of = (state: OnsiteState) =>
    sumOf(
      items.filter((i) => i.state === state).map((i) => i.total),
      currency,
    );
  return { open: of('open'), paid: of('paid'), count: items.filter((i) => i.state !== 'voided').length };
}

/** Equal lines merged: the same product, unit price, person and day become one line with the quantities summed. */
export function combineLines<T extends { product: string; unitPrice: string; quantity: number; person?: string; day?: string }>(lines: readonly T[]): T[] {
  const out = new Map<string, T>();
  for (const l of lines) {
    const key = JSON.stringify([l.product, l.unitPrice, l.person ?? '', l.day ?? '']);
    const seen = out.get(key);
    out.set(key, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...out.values()];
}

/** Sales per day, per product and per method (stats): counts and totals, voided sales left out. */
export function saleStats(sales: readonly PosSale[], currency: string) {
  const done = sales.filter((s) => s.state === 'done');
  const group = <K extends string>(keys: (s: PosSale) => { key: K; amount: string; quantity: number }[]) => {
    const m = new Map<K, { quantity: number; amounts: string[] }>();
    for (const s of done)
      for (const k of keys(s)) {
        const g = m.get(k.key) ?? { quantity: 0, amounts: [] };
        g.quantity += k.quantity;
        g.amounts.push(k.amount);
        m.set(k.key, g);
      }
    return [...m].map(([key, g]) => ({ key, quantity: g.quantity, total: sumOf(g.amounts, currency) })).sort((a, b) => a.key.localeCompare(b.key));
  };
  return {
    currency,
    count: done.length,
    total: sumOf(
      done.map((s) => s.total),
      currency,
    ),
    byDay: group((s) => [{ key: s.day, amount: s.total, quantity: 1 }]),
    byMethod: group((s) => [{ key: s.method, amount: s.total, quantity: 1 }]),
    byProduct: group((s) => s.lines.map((l) => ({ key: l.name, amount: l.total, quantity: l.quantity }))),
  };
}
