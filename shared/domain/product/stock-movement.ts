import { ConflictError, ValidationError } from '../../errors';
import { STOCK_NEGATIVE_ALLOWED, type StockMovement, type StockUpdate } from './product';

/**
 * The rules of a stock movement, over plain data: the data layer reads the product, asks `planMovement`
 * what to write, and writes it in one transaction conditioned on the product's version.
 */

/** Who records a movement: kept on the log item. */
export interface StockActor {
  userId?: string;
  userName?: string;
}

/** What a movement needs to know of the product, as read just before. */
export interface StockedProduct {
  id: string;
  name: string;
  version: number;
  stock: { tracked: boolean; quantity: number };
}

/** When and under which id a movement is recorded (the caller makes the id, e.g. a ulid of `now`). */
export interface MovementStamp {
  now: Date;
  id: string;
}

const actorFields = (actor: StockActor) => ({ ...(actor.userId ? { userId: actor.userId } : {}), ...(actor.userName ? { userName: actor.userName } : {}) });

/**
 * The movement a request makes of the product's stock. Throws 409 STOCK_NOT_TRACKED (stock not tracked),
 * 409 VERSION_CONFLICT (only when the request names a version and it is not the product's), and
 * 409 INSUFFICIENT_STOCK (the quantity would go below zero for a reason not in STOCK_NEGATIVE_ALLOWED).
 * `setTo` (an inventory count) makes the change the difference to the recorded quantity.
 */
export function planMovement(product: StockedProduct, request: StockUpdate, actor: StockActor, stamp: MovementStamp): StockMovement {
  if (!product.stock.tracked) {
    throw new ConflictError(`The stock of product ${product.name} is not tracked; switch on "track stock" on the product first`, 'STOCK_NOT_TRACKED');
  }
  if (request.version !== undefined && request.version !== product.version) {
    throw new ConflictError(
      `product ${product.id} was changed by someone else (version ${request.version} is stale); reload and try again`,
      'VERSION_CONFLICT',
    );
  }
  const before = product.stock.quantity;
  const change = request.setTo !== undefined ? request.setTo - before : request.change!;
  const after = before + change;
  if (after < 0 && !STOCK_NEGATIVE_ALLOWED.includes(request.reason)) {
    throw new ConflictError(`Only ${before} of ${product.name} in stock; a ${request.reason} of ${-change} would leave ${after}`, 'INSUFFICIENT_STOCK');
  }
  return {
    id: stamp.id,
    productId: product.id,
    productName: product.name,
    change,
    quantityBefore: before,
    quantityAfter: after,
    reason: request.reason,
    ...(request.note ? { note: request.note } : {}),
    ...actorFields(actor),
    at: stamp.now.toISOString(),
  };
}

/** The opening stock of a new tracked product, as an inventory movement from 0. */
export function openingMovement(product: { id: string; name: string; quantity: number }, actor: StockActor, stamp: MovementStamp): StockMovement {
  return {
    id: stamp.id,
    productId: product.id,
    productName: product.name,
    change: product.quantity,
    quantityBefore: 0,
    quantityAfter: product.quantity,
    reason: 'inventory',
    ...actorFields(actor),
    at: stamp.now.toISOString(),
  };
}

/**
 * The stock a product form saves: the quantity changes only through stock movements, so that the log
 * explains every unit. An update keeps the stored quantity, a copy starts empty; a new tracked product
 * keeps its quantity, which `needsOpeningMovement` then records as its opening stock.
 */
export function stockOnSave<S extends { tracked: boolean; quantity: number }>(kind: 'create' | 'update' | 'copy', stock: S, stored?: { quantity: number }): S {
  if (kind === 'update' && stored) return { ...stock, quantity: stored.quantity };
  if (kind === 'copy') return { ...stock, quantity: 0 };
  return stock;
}

/** Whether a new product's stock is recorded as an opening movement (tracked and not zero). */
export function needsOpeningMovement(kind: 'create' | 'update' | 'copy', stock: { tracked: boolean; quantity: number }): boolean {
  return kind === 'create' && stock.tracked && stock.quantity !== 0;
}

/** A date or an instant as comparable ISO text (a date is its first instant, UTC). */
const startOf = (value: string) => (value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString());

/** A log period's `from` must not be after its `to` (400). */
export function requireLogPeriod(from?: string, to?: string): void {
  if (from && to && startOf(from) > startOf(to)) {
    throw new ValidationError('from must not be after to', [{ path: 'query.from', message: 'after to' }]);
  }
}
