import { ulid } from 'ulid';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { rateBetween } from '../../../shared/domain/booking/payment';
import { priceIn, type OnsiteItem } from '../../../shared/domain/pos/pos';
import { itemMoney } from '../../../shared/domain/pos/onsite-bill';
import type { TaxRule } from '../../../shared/domain/pricing/engine/tax';
import type { ZTax } from '../../../shared/domain/settings/tax';
import { decimalsOf, money, toString } from '../../../shared/domain/money';
import { ruleQuantity } from '../../../shared/domain/product/price';
import { daysBetween } from '../../../shared/domain/inventory/stay';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read, readerOf } from '../../data/readers';
import { getTenant } from '../../data/tenants';
import { currencyBook } from '../../pricing/index';

/** What every POS use case needs: the counter user acting on bookings, the booking room, prices and days. */

/**
 * The counter user acts on a booking's onsite items with the right the endpoint checked (pos.create / pos.update):
 * applyBookingChange asks for bookings.update, so it is added here; asset limits still apply (requireAccess).
 */
export const asBookingWriter = (principal: Principal): Principal => ({ ...principal, scopes: [...principal.scopes, 'bookings.update'] });

export type CounterProduct = NonNullable<Awaited<ReturnType<typeof read.products.get>>>;

/** The product (404 naming it; 400 when inactive). */
export async function productOf(tenant: string, id: string, path = 'body.product'): Promise<CounterProduct> {
  const p = await read.products.get(tenant, id);
  if (!p) throw new NotFoundError(`product ${id} does not exist`);
  if (!p.active) throw new ValidationError(`product ${p.name} is not active`, [{ path, message: 'inactive product' }]);
  return p;
}

const taxes = readerOf<typeof ZTax>('TAX');

/**
 * The tax the product names (`taxId` → /tax, at a rate above 0), as a booking's product line takes it
 * (functions/booking/calculation/lines.ts); none: the item carries no tax.
 */
export async function taxOf(tenant: string, product: CounterProduct): Promise<TaxRule | undefined> {
  if (!product.taxId) return undefined;
  const tax = await taxes.get(tenant, product.taxId);
  return tax && tax.rate > 0 ? { name: tax.name, rate: tax.rate, inclusive: tax.inclusive } : undefined;
}

/** The booking room `roomId` of the booking, or 404. */
export function roomOf(b: BookingItem, roomId: string) {
  const r = b.rooms.find((x) => x.room === roomId);
  if (!r) throw new NotFoundError(`booking ${b.bookingNo} has no room ${roomId}`);
  return r;
}

/** A person must be in the room (400). */
export function requirePerson(b: BookingItem, roomId: string, person: string | undefined, path = 'body.person'): void {
  if (person === undefined) return;
  const r = roomOf(b, roomId);
  if (!(r.customers ?? []).some((c) => c.customer === person) && b.customer !== person)
    throw new ValidationError(`${person} is no guest of room ${roomId}`, [{ path, message: 'not a guest of this room' }]);
}

/** Today in the tenant's time zone. */
export async function todayOf(tenant: string, now: string): Promise<string> {
  return dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', new Date(now));
}

/** The product's unit price in `currency` (converted at the tenant's stored rate; 400 without one). */
export async function unitPriceIn(tenant: string, product: CounterProduct, currency: string): Promise<string> {
  const price = toString(money(String(product.price), product.currency));
  if (product.currency === currency) return price;
  const book = await currencyBook(tenant);
  const rate = rateBetween(product.currency, currency, new Map(book.currencies.map((c) => [c.code, c.rate])));
  if (rate === undefined) throw new ValidationError(`${product.currency} is not an active currency`, [{ path: 'body.product', message: 'no rate' }]);
  return priceIn(price, rate, decimalsOf(currency));
}

/** The quantity the product's price rule counts for the room (persons, nights, days). */
export function ruleQuantityFor(b: BookingItem, roomId: string, product: CounterProduct, person?: string): number {
  const r = roomOf(b, roomId);
  const nights = b.checkIn && b.checkOut ? daysBetween(b.checkIn, b.checkOut) : 0;
  return ruleQuantity(product.priceRule, { persons: r.customers?.length || r.noOfPax, nights, personNamed: person !== undefined });
}

/** A new open item of the room. */
export function newItem(
  b: BookingItem,
  roomId: string,
  p: { product: CounterProduct; unitPrice: string; quantity: number; person?: string; day: string; name?: string; tax?: TaxRule },
  now: string,
  userId?: string,
): OnsiteItem {
  const currency = b.currency ?? 'EUR';
  return {
    id: `os-${ulid()}`,
    room: roomId,
    product: p.product.id,
    name: p.name ?? p.product.name,
    quantity: p.quantity,
    unitPrice: p.unitPrice,
    ...itemMoney(p.unitPrice, p.quantity, currency, p.tax),
    ...(p.person ? { person: p.person } : {}),
    day: p.day,
    state: 'open',
    createdAt: now,
    ...(userId ? { createdBy: userId } : {}),
    ...(p.product.stock.tracked ? { stockTaken: true } : {}),
  };
}

/** The open items `ids` of the room (404 for one not there, 409 for one not open). */
export function openItems(b: BookingItem, roomId: string, ids: readonly string[]): OnsiteItem[] {
  const items = b.onsite ?? [];
  return ids.map((id) => {
    const it = items.find((i) => i.id === id && i.room === roomId);
    if (!it) throw new NotFoundError(`booking ${b.bookingNo} has no onsite item ${id} in room ${roomId}`);
    if (it.state !== 'open') throw new ConflictError(`onsite item ${it.name} (${id}) is ${it.state}`, 'ONSITE_ITEM_NOT_OPEN');
    return it;
  });
}
