import type { CreateBooking } from '../../../../shared/api/bookings';
import type { Principal } from '../../../../shared/auth/principal';
import type { Line } from '../../../../shared/domain/booking/calculation-edit';
import { ValidationError } from '../../../../shared/errors';
import { newCustomersWrites, storeIndexItems } from '../../../data/customers';
import type { BookingItem } from '../../../data/entities/booking';
import { read } from '../../../data/readers';
import { createBookingFor, type OnlineCreate } from '../../bookings/service';
import { productLines } from '../products';
import type { ParsedCreate } from './choice';

/**
 * What a hold writes besides the staff create's booking (docs/decisions/online-holds.md): the products the guest chose
 * (their lines in the booking's calculation, priced as booking/price priced them) and the guests' customers, both in
 * the booking's one transaction — the booking's total is the price the guest saw, and a guest's customer exists
 * exactly when the hold does (a lost race or a crash leaves neither).
 */

/** The chosen products as calculation lines (the staff booking's product line: `addProduct`), in the booking's currency. */
export function productLinesOf(tenant: string, input: ParsedCreate): OnlineCreate['lines'] {
  if (input.products.length === 0) return undefined;
  const c = input.choice;
  return async (currency) => {
    const vessel = c.kind === 'trip' ? (await read.schedules.get(tenant, c.schedule))?.vessel : undefined;
    const asset = c.kind === 'stay' ? { type: 'resort' as const, ref: c.resort } : { type: 'vessel' as const, ref: vessel ?? '' };
    const lines = await productLines(tenant, input.products, asset, currency);
    return lines.map((l): Omit<Line, 'sort'> => ({
      type: 'product',
      customerType: 'Direct',
      text: l.text,
      amount: l.amount,
      price: l.price,
      total: l.total,
      ...(l.tax ? { tax: l.tax } : {}),
      editable: true,
      deletable: true,
      unique: false,
      source: { kind: 'product', product: l.product },
    }));
  };
}

const tooManyWrites = (err: unknown) => err instanceof ValidationError && /one change holds at most/.test(err.description);

/**
 * The staff create with the guests' customers in its transaction. A change holds at most 100 writes: when the
 * customers' search index items do not fit beside the claims, the create is tried once more with the customers and
 * their counters only, and the index items are written once the hold won (a crash then leaves customers a search
 * does not find yet, never bookings whose guests have no record).
 */
export async function createWithGuests(principal: Principal, body: CreateBooking, online: Omit<OnlineCreate, 'also'>, skip?: string): Promise<BookingItem> {
  const people = [...online.persons].filter(([id]) => id !== skip);
  const writes = newCustomersWrites(principal.tenant, people);
  try {
    return await createBookingFor(principal, body, { ...online, also: [...writes.core, ...writes.index] });
  } catch (err) {
    if (!tooManyWrites(err) || writes.index.length === 0) throw err;
  }
  const booking = await createBookingFor(principal, body, { ...online, also: writes.core });
  await storeIndexItems(writes.index);
  return booking;
}
