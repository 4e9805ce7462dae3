import * as z from 'zod';
import { ZBookingHeader as ZBooking } from '../domain/booking/booking';
import { ZIsoDate } from '../domain/inventory/stay';
import { MAX_LINES, MAX_QUANTITY, POS_METHODS, ZPosSale } from '../domain/pos/pos';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * Point of sale and onsite items (ISSUE-15, Lambda `pos`, docs/decisions.md "Point of sale"): the onsite items of a
 * booking room (`/api/bookings/{id}/onsite/{roomId}/*`) and the counter (`/api/pos/*`). pos.read views, pos.create
 * sells (a sale, onsite items added, paid or imported), pos.update corrects (void, update, move, merge, delete).
 */
const tags = ['pos'];
const resource = 'pos' as const;
const READ = ['pos.read'] as const;
const SELL = ['pos.create', 'bookings.update'] as const;
const CORRECT = ['pos.update', 'bookings.update'] as const;

/** The client's idempotency key of a sale or payment: a double click or a retry with the same key lands once. */
export const ZSaleKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _, 8 to 64 characters');
const ZQuantity = z.number().int().min(1).max(MAX_QUANTITY);
const ZReason = z.string().trim().min(1).max(200);
const room = z.object({ id: ZId, roomId: ZId });

export const ZOnsiteAdd = z.strictObject({
  product: ZId,
  /** Default: what the product's price rule counts for the room (persons, nights, days). */
  quantity: ZQuantity.optional(),
  person: ZId.optional(),
  day: ZIsoDate.optional(),
});
export const ZOnsiteUpdate = z.strictObject({ item: ZId, quantity: ZQuantity.optional(), person: ZId.optional(), day: ZIsoDate.optional() });
export const ZOnsiteVoid = z.strictObject({ item: ZId, reason: ZReason });
export const ZOnsiteDives = z.strictObject({ product: ZId, count: ZQuantity, person: ZId.optional(), day: ZIsoDate.optional() });
export const ZOnsitePay = z.strictObject({
  key: ZSaleKey,
  method: z.enum(['cash', 'card']),
  items: z
    .array(ZId)
    .max(MAX_LINES * 6)
    .optional(),
});
export const ZOnsiteMove = z
  .strictObject({ items: z.array(ZId).min(1).max(100), toRoom: ZId.optional(), toPerson: ZId.optional(), toBooking: ZId.optional() })
  .refine((v) => v.toRoom !== undefined || v.toPerson !== undefined || v.toBooking !== undefined, {
    message: 'name toRoom, toPerson or toBooking',
    path: ['toRoom'],
  });

export const ZSaleLine = z.strictObject({ product: ZId, quantity: ZQuantity });
export const ZSaleInput = z
  .strictObject({
    key: ZSaleKey,
    method: z.enum(POS_METHODS),
    /** A booking room (and person) the sale goes onto; none: walk-in. */
    booking: ZId.optional(),
    room: ZId.optional(),
    person: ZId.optional(),
    lines: z.array(ZSaleLine).max(MAX_LINES).default([]),
    /** Open onsite items of the room taken over into this sale (takeover), paid with it. */
    items: z
      .array(ZId)
      .max(MAX_LINES * 6)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if ((v.booking === undefined) !== (v.room === undefined)) ctx.addIssue({ code: 'custom', path: ['room'], message: 'booking and room go together' });
    if (v.method === 'booking' && v.booking === undefined) ctx.addIssue({ code: 'custom', path: ['method'], message: 'onto the booking needs a booking room' });
    if (v.booking === undefined && v.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'taken-over items need their booking room' });
    if (v.method === 'booking' && v.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'taken-over items are paid cash or card' });
    if (!v.lines.length && !v.items.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'a sale has at least one line' });
  });
export type SaleInput = z.infer<typeof ZSaleInput>;

export const ZCounterProduct = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().optional(),
  barcode: z.string().optional(),
  unit: z.string(),
  priceRule: z.string(),
  /** The unit price in `currency` (the booking's when a booking is named). */
  price: z.string(),
  currency: z.string(),
  /** What the price rule counts for the booking room (1 without one). */
  quantity: z.number(),
  stock: z.object({ tracked: z.boolean(), quantity: z.number() }),
});
export const ZExternalItem = z.strictObject({
  externalId: z.string().trim().min(1).max(100),
  booking: ZId,
  room: ZId,
  product: ZId,
  quantity: ZQuantity,
  day: ZIsoDate.optional(),
});
export const ZStatsRow = z.object({ key: z.string(), quantity: z.number(), total: z.string() });
export const ZSaleStats = z.object({
  currency: z.string(),
  count: z.number(),
  total: z.string(),
  byDay: z.array(ZStatsRow),
  byMethod: z.array(ZStatsRow),
  byProduct: z.array(ZStatsRow),
});
const ZPeriod = z
  .strictObject({ from: ZIsoDate, to: ZIsoDate, method: z.enum(POS_METHODS).optional(), q: z.string().trim().max(100).optional() })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] });

const onsite = (name: string, path: string, summary: string, scopes: readonly string[], method: 'POST' | 'DELETE' = 'POST') => ({
  id: `pos.onsite${name}`,
  method,
  path: `/api/bookings/{id}/onsite/{roomId}/${path}`,
  resource,
  scopes,
  tags,
  summary,
});
const pos = (name: string, method: 'GET' | 'POST', summary: string, scopes: readonly string[], path = name) => ({
  id: `pos.${name}`,
  method,
  path: `/api/pos/${path}`,
  resource,
  scopes,
  tags,
  summary,
});

export const posEndpoints = {
  onsiteAdd: endpoint({
    ...onsite('Add', 'add', "Adds an open onsite item to the booking room: the product's price in the booking's currency, quantity by its price rule", SELL),
    input: { params: room, body: ZOnsiteAdd },
    output: ZBooking,
  }),
  onsiteUpdate: endpoint({
    ...onsite('Update', 'update', 'Changes quantity, person or day of an open item (stock follows the quantity)', CORRECT),
    input: { params: room, body: ZOnsiteUpdate },
    output: ZBooking,
  }),
  onsiteVoid: endpoint({
    ...onsite('Void', 'void', 'Voids an open item with a reason: the line stays, counts nothing, its stock goes back', CORRECT),
    input: { params: room, body: ZOnsiteVoid },
    output: ZBooking,
  }),
  onsiteDives: endpoint({
    ...onsite('Dives', 'dives', 'Adds `count` dives of a dive product as one open item', SELL),
    input: { params: room, body: ZOnsiteDives },
    output: ZBooking,
  }),
  onsitePayment: endpoint({
    ...onsite('Payment', 'payment', "Pays the room's open items (or the named ones) cash or card: one sale, one payment, once per key", SELL),
    input: { params: room, body: ZOnsitePay },
    output: z.object({ booking: ZBooking, sale: ZPosSale }),
  }),
  onsiteMove: endpoint({
    ...onsite('Move', 'move', 'Moves open items to another room, person or booking', CORRECT),
    input: { params: room, body: ZOnsiteMove },
    output: ZBooking,
  }),
  onsiteDelete: endpoint({
    ...onsite('Delete', '{item}', 'Deletes an open item entered by mistake (its stock goes back)', CORRECT, 'DELETE'),
    input: { params: z.object({ id: ZId, roomId: ZId, item: ZId }) },
    output: ZBooking,
  }),
  onsiteDeletePayment: endpoint({
    ...onsite('DeletePayment', 'payment/{paymentId}', 'Takes back a POS payment of the room: its items are open again, its sale voided', CORRECT, 'DELETE'),
    input: { params: z.object({ id: ZId, roomId: ZId, paymentId: ZId }) },
    output: ZBooking,
  }),
  payment: endpoint({
    ...pos('payment', 'POST', 'A sale: walk-in or onto a booking room, paid cash or card or put on the bill; once per key', SELL),
    input: { body: ZSaleInput },
    output: z.object({ sale: ZPosSale, replayed: z.boolean() }),
  }),
  product: endpoint({
    ...pos('product', 'GET', 'Products for the counter by name, SKU or barcode (exact barcode first), priced for a booking room', [...READ, ...SELL]),
    input: {
      query: z.strictObject({ q: z.string().trim().max(100).optional(), booking: ZId.optional(), room: ZId.optional(), person: ZId.optional() }),
    },
    output: z.object({ data: z.array(ZCounterProduct) }),
  }),
  print: endpoint({
    ...pos('print', 'GET', 'The receipt of a sale: HTML for an 80 mm receipt printer and the printable page (format=text: plain text, 42 columns)', READ),
    input: { query: z.strictObject({ sale: ZId, format: z.enum(['html', 'text']).default('html'), lang: z.enum(['de', 'en']).optional() }) },
    output: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
  takeover: endpoint({
    ...pos('takeover', 'POST', "A booking room's open onsite items as lines for a sale (pay them with payment and items)", SELL),
    input: { body: z.strictObject({ booking: ZId, room: ZId }) },
    output: z.object({
      currency: z.string(),
      lines: z.array(z.object({ item: z.string(), product: z.string(), name: z.string(), quantity: z.number(), unitPrice: z.string(), total: z.string() })),
    }),
  }),
  stats: endpoint({
    ...pos('stats', 'GET', 'Sales per day, product and payment method in a period (voided sales left out)', READ),
    input: { query: ZPeriod },
    output: ZSaleStats,
  }),
  sales: endpoint({
    ...pos('sales', 'GET', 'The sales of a period, newest first (at most 1000), by method or receipt number / booking / product text', READ),
    input: { query: ZPeriod },
    output: z.object({ data: z.array(ZPosSale) }),
  }),
  voidSale: endpoint({
    ...pos(
      'voidSale',
      'POST',
      'Voids a sale with a reason: stock back; onto a booking its items voided and its payment taken back',
      CORRECT,
      'sales/{sale}/void',
    ),
    input: { params: z.object({ sale: ZId }), body: z.strictObject({ reason: ZReason }) },
    output: ZPosSale,
  }),
  combineItems: endpoint({
    ...pos('combineItems', 'POST', "Merges a booking room's equal open items (same product, price, person and day) into one", CORRECT),
    input: { body: z.strictObject({ booking: ZId, room: ZId }) },
    output: ZBooking,
  }),
  external: endpoint({
    ...pos('external', 'POST', 'Imports items sold by an external system onto booking rooms, once per external id', SELL),
    input: { body: z.strictObject({ system: z.string().trim().min(1).max(50), items: z.array(ZExternalItem).min(1).max(100) }) },
    output: z.object({ imported: z.number(), skipped: z.array(z.object({ externalId: z.string(), reason: z.string() })) }),
  }),
};
