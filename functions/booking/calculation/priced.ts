import type { Principal } from '../../../shared/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { changeCalculation } from './change';
import { reprice } from './reprice';

/**
 * The calls that change what the engine prices (a special, a supplement, a person's variant, the price definition,
 * terms, commission, currency) or just re-price: the header's choice is changed, then the booking is re-priced by
 * THE engine (reprice.ts), so its lines are the engine's for the same input; hand-made lines are kept.
 */

/** Plans `choose` (the changed choices) and re-prices the header with them. */
function repriced(
  principal: Principal,
  id: string,
  lastAction: string,
  choose: (b: BookingItem, tenant: string) => Promise<Partial<BookingItem>> | Partial<BookingItem>,
) {
  return changeCalculation(principal, id, lastAction, async (b, ctx) => {
    const chosen = await choose(b, ctx.tenant);
    const next = { ...b, ...chosen } as BookingItem;
    return { ...chosen, ...(await reprice(ctx.tenant, next, b)) };
  });
}

const invalid = (path: string, reason: string) => new ValidationError(reason, [{ path, message: reason }]);

export const reloadPrice = (principal: Principal, id: string) => repriced(principal, id, 'reloadPrice', () => ({}));

export function addSpecial(principal: Principal, id: string, special: string) {
  return repriced(principal, id, 'addSpecial', async (b, tenant) => {
    if (!(await read.specials.get(tenant, special))) throw new NotFoundError(`special ${special} does not exist`);
    if (b.specials?.includes(special)) throw new ConflictError(`special ${special} is already on the booking`, 'CALCULATION_LINE_REFUSED');
    return { specials: [...(b.specials ?? []), special] };
  });
}

export function addAddon(principal: Principal, id: string, addon: string, quantity: number) {
  return repriced(principal, id, 'addAddon', async (b, tenant) => {
    const found = await read.supplements.get(tenant, addon);
    if (!found || !found.active) throw new NotFoundError(`supplement ${addon} does not exist or is inactive`);
    const others = (b.supplements ?? []).filter((s) => s.id !== addon);
    return { supplements: [...others, { id: addon, quantity }] };
  });
}

export function changePrice(principal: Principal, id: string, price: string) {
  return repriced(principal, id, 'changePrice', async (b, tenant) => {
    const def = await read.priceDefinitions.get(tenant, price);
    if (!def) throw new NotFoundError(`price definition ${price} does not exist`);
    return { priceDefinition: price };
  });
}

export function changeTerms(principal: Principal, id: string, terms: string) {
  return repriced(principal, id, 'changeTerms', async (_b, tenant) => {
    const found = await read.termsOfPayment.get(tenant, terms);
    if (!found || !found.active) throw invalid('params.terms', `terms of payment ${terms} do not exist or are inactive`);
    return { termsOfPayment: terms };
  });
}

export function changeCommission(principal: Principal, id: string, commission: number) {
  return repriced(principal, id, 'changeCommission', (b) => {
    if (b.agency === undefined) throw new ConflictError(`booking ${b.bookingNo} has no agency: there is no commission to set`, 'CALCULATION_LINE_REFUSED');
    return { commission, commissionFixed: true };
  });
}

export function changeCurrency(principal: Principal, id: string, currency: string) {
  return repriced(principal, id, 'changeCurrency', () => ({ currency }));
}

export function changeVariant(principal: Principal, id: string, room: string, customer: string, variant: string | null) {
  return repriced(principal, id, 'changeVariant', async (b, tenant) => {
    const r = b.rooms.find((x) => x.room === room);
    if (!r) throw invalid('params.room', `room ${room} is not a room of this booking`);
    if (!r.customers?.some((c) => c.customer === customer)) throw invalid('params.customer', `customer ${customer} is not in room ${room}`);
    if (variant !== null && !(await read.priceVariants.get(tenant, variant))) throw invalid('body.variant', `price variant ${variant} does not exist`);
    const rooms = b.rooms.map((x) =>
      x.room !== room
        ? x
        : {
            ...x,
            customers: (x.customers ?? []).map((c) => {
              if (c.customer !== customer) return c;
              const { variant: _old, ...rest } = c;
              return variant === null ? rest : { ...rest, variant };
            }),
          },
    );
    return { rooms };
  });
}
