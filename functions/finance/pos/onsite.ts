import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { transition } from '../../../shared/domain/booking/lifecycle';
import { combineLines, MAX_ONSITE_ITEMS, type OnsiteItem } from '../../../shared/domain/pos/pos';
import { itemMoney, ruleOf, withOnsiteLines } from '../../../shared/domain/pos/onsite-bill';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { changeBooking, refused, type ChangeContext, type PlannedChange } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { stockWritesFor } from '../../data/pos';
import type { TransactItem } from '../../data/transactions';
import { actorOf } from '../products/service';
import { asBookingWriter, newItem, openItems, productOf, requirePerson, roomOf, ruleQuantityFor, taxOf, todayOf, unitPriceIn } from './common';

/**
 * Onsite items of a booking room (docs/decisions.md "Point of sale"): every change is ONE `onsite` change of the
 * booking (applyBookingChange: state machine, version, history, outbox) whose transaction also moves the stock of
 * tracked products: taken when an item is added (or its quantity grows), given back when it is voided or deleted.
 * A retry plans again from the fresh header and fresh products, so the stock moves exactly once per item.
 */

export interface OnsitePlan {
  onsite: OnsiteItem[];
  /** Stock taken (+) or given back (-) per product by this change. */
  stock?: { product: string; quantity: number }[];
  next?: Partial<BookingItem>;
  extra?: TransactItem[];
  companions?: PlannedChange['companions'];
  lastAction?: string;
  unchanged?: boolean;
}

/** One onsite change of booking `id`. */
export function changeOnsite(principal: Principal, id: string, plan: (b: BookingItem, ctx: ChangeContext) => Promise<OnsitePlan> | OnsitePlan) {
  return changeBooking(staff(asBookingWriter(principal)), id, 'onsite', async (b, ctx) => {
    const p = await plan(b, ctx);
    if (p.unchanged) return { next: {}, unchanged: true };
    if (p.onsite.length > MAX_ONSITE_ITEMS)
      throw new ValidationError(`A booking holds at most ${MAX_ONSITE_ITEMS} onsite items`, [{ path: 'body', message: 'too many onsite items' }]);
    const stock = await stockWritesFor(ctx.tenant, p.stock ?? [], `booking ${b.bookingNo}`, actorOf(principal));
    // The bill follows the items (issue 22): each item not voided is a calculation line with its product's tax, so
    // the invoice bills what the counter sold (and what it was paid for); a moved item's line moves with it.
    const billed = (current: BookingItem, onsite: OnsiteItem[]) => withOnsiteLines(current.calculation, onsite);
    return {
      next: { ...p.next, onsite: p.onsite, calculation: billed(b, p.onsite) },
      lastAction: p.lastAction,
      extra: [...stock.writes, ...(p.extra ?? [])],
      ...(p.companions
        ? {
            companions: p.companions.map((c) => (c.next.onsite ? { ...c, next: { ...c.next, calculation: billed(c.current, c.next.onsite) } } : c)),
          }
        : {}),
    };
  });
}

const taken = (i: OnsiteItem, quantity = i.quantity) => (i.stockTaken ? [{ product: i.product, quantity }] : []);
const replace = (list: OnsiteItem[], changed: OnsiteItem[]) => list.map((i) => changed.find((c) => c.id === i.id) ?? i);

/** add: one open item of the product, priced in the booking's currency, quantity by the price rule unless given. */
export function addItem(principal: Principal, id: string, roomId: string, body: { product: string; quantity?: number; person?: string; day?: string }) {
  return changeOnsite(principal, id, async (b, ctx) => {
    roomOf(b, roomId);
    requirePerson(b, roomId, body.person);
    const product = await productOf(ctx.tenant, body.product);
    const unitPrice = await unitPriceIn(ctx.tenant, product, b.currency ?? 'EUR');
    const tax = await taxOf(ctx.tenant, product);
    const quantity = body.quantity ?? ruleQuantityFor(b, roomId, product, body.person);
    const day = body.day ?? (await todayOf(ctx.tenant, ctx.now));
    const item = newItem(b, roomId, { product, unitPrice, quantity, person: body.person, day, tax }, ctx.now, principal.userId);
    return { onsite: [...(b.onsite ?? []), item], stock: taken(item), lastAction: 'onsiteAdd' };
  });
}

/** dives: `count` dives of a dive product as one item (the product's price per dive). */
export function addDives(principal: Principal, id: string, roomId: string, body: { product: string; count: number; person?: string; day?: string }) {
  return changeOnsite(principal, id, async (b, ctx) => {
    roomOf(b, roomId);
    requirePerson(b, roomId, body.person);
    const product = await productOf(ctx.tenant, body.product);
    const unitPrice = await unitPriceIn(ctx.tenant, product, b.currency ?? 'EUR');
    const tax = await taxOf(ctx.tenant, product);
    const day = body.day ?? (await todayOf(ctx.tenant, ctx.now));
    const item = newItem(b, roomId, { product, unitPrice, quantity: body.count, person: body.person, day, tax }, ctx.now, principal.userId);
    return { onsite: [...(b.onsite ?? []), item], stock: taken(item), lastAction: 'onsiteDives' };
  });
}

/** update: quantity, person or day of an open item; the stock follows the quantity's difference. */
export function updateItem(principal: Principal, id: string, roomId: string, body: { item: string; quantity?: number; person?: string; day?: string }) {
  return changeOnsite(principal, id, (b, ctx) => {
    const [it] = openItems(b, roomId, [body.item]) as [OnsiteItem];
    requirePerson(b, roomId, body.person);
    const quantity = body.quantity ?? it.quantity;
    const changed: OnsiteItem = {
      ...it,
      quantity,
      ...itemMoney(it.unitPrice, quantity, b.currency ?? 'EUR', ruleOf(it.tax)),
      ...(body.person ? { person: body.person } : {}),
      ...(body.day ? { day: body.day } : {}),
      updatedAt: ctx.now,
    };
    return { onsite: replace(b.onsite ?? [], [changed]), stock: taken(it, quantity - it.quantity), lastAction: 'onsiteUpdate' };
  });
}

/** void: the item stays with its reason, counts nothing, and gives its stock back. */
export function voidItem(principal: Principal, id: string, roomId: string, body: { item: string; reason: string }) {
  return changeOnsite(principal, id, (b, ctx) => {
    const [it] = openItems(b, roomId, [body.item]) as [OnsiteItem];
    const voided: OnsiteItem = {
      ...it,
      state: 'voided',
      voidReason: body.reason,
      voidedAt: ctx.now,
      ...(principal.userId ? { voidedBy: principal.userId } : {}),
    };
    return { onsite: replace(b.onsite ?? [], [voided]), stock: taken(it, -it.quantity), lastAction: 'onsiteVoid' };
  });
}

/** DELETE {item}: an open item entered by mistake goes (its stock back). */
export function deleteItem(principal: Principal, id: string, roomId: string, item: string) {
  return changeOnsite(principal, id, (b) => {
    const [it] = openItems(b, roomId, [item]) as [OnsiteItem];
    return { onsite: (b.onsite ?? []).filter((i) => i.id !== item), stock: taken(it, -it.quantity), lastAction: 'onsiteDelete' };
  });
}

/** move: open items to another room or person of this booking, or to a room of another booking (same currency). */
export function moveItems(principal: Principal, id: string, roomId: string, body: { items: string[]; toRoom?: string; toPerson?: string; toBooking?: string }) {
  return changeOnsite(principal, id, async (b, ctx) => {
    const items = openItems(b, roomId, body.items);
    const target = body.toBooking && body.toBooking !== b.id ? await getBooking(ctx.tenant, body.toBooking) : b;
    if (!target) throw new NotFoundError(`booking ${body.toBooking} does not exist`);
    const toRoom = body.toRoom ?? (target === b ? roomId : target.rooms[0]?.room);
    if (!toRoom) throw new ValidationError(`booking ${target.bookingNo} has no room`, [{ path: 'body.toBooking', message: 'no room' }]);
    roomOf(target, toRoom);
    requirePerson(target, toRoom, body.toPerson, 'body.toPerson');
    const moved = items.map((i) => {
      const { person: _old, ...rest } = i;
      const person = body.toPerson ?? (target === b && toRoom === roomId ? i.person : undefined);
      return { ...rest, room: toRoom, ...(person ? { person } : {}), updatedAt: ctx.now };
    });
    if (target === b) return { onsite: replace(b.onsite ?? [], moved), lastAction: 'onsiteMove' };
    const step = transition(target.state, 'onsite');
    if (!step.ok) throw refused(target, 'onsite', step.reason);
    if ((target.currency ?? 'EUR') !== (b.currency ?? 'EUR'))
      throw new ConflictError(`booking ${target.bookingNo} is billed in ${target.currency ?? 'EUR'}, not ${b.currency ?? 'EUR'}`);
    const ids = new Set(body.items);
    return {
      onsite: (b.onsite ?? []).filter((i) => !ids.has(i.id)),
      companions: [{ current: target, next: { state: target.state, onsite: [...(target.onsite ?? []), ...moved] } }],
      lastAction: 'onsiteMove',
    };
  });
}

/** combineItems: equal open items of a room (product, price, person, day, stock taken) become one. */
export function combineItems(principal: Principal, id: string, roomId: string) {
  return changeOnsite(principal, id, (b, ctx) => {
    roomOf(b, roomId);
    const all = b.onsite ?? [];
    const open = all.filter((i) => i.room === roomId && i.state === 'open');
    const merged = combineLines(open.map((i) => ({ ...i, unitPrice: `${i.unitPrice}|${i.stockTaken ? 1 : 0}` }))).map((i) => ({
      ...i,
      unitPrice: i.unitPrice.split('|')[0] as string,
      ...itemMoney(i.unitPrice.split('|')[0] as string, i.quantity, b.currency ?? 'EUR', ruleOf(i.tax)),
      updatedAt: ctx.now,
    }));
    if (merged.length === open.length) return { onsite: all, unchanged: true };
    const kept = new Set(merged.map((m) => m.id));
    const onsite = all.flatMap((i) =>
      i.room === roomId && i.state === 'open' ? (kept.has(i.id) ? [merged.find((m) => m.id === i.id) as OnsiteItem] : []) : [i],
    );
    return { onsite, lastAction: 'onsiteCombine' };
  });
}
