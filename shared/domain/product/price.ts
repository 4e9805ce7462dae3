import { ValidationError } from '../../errors';
import { decimalPlaces } from '../money';

/** A price has at most the decimals of its currency (400 on body.price); JPY has 0, most have 2. */
export function requirePriceDecimals(price: number, currency: string, decimals: number): void {
  if (decimalPlaces(price) > decimals) {
    const message = `A price in ${currency} has at most ${decimals} decimals`;
    throw new ValidationError(message, [{ path: 'body.price', message }]);
  }
}

/**
 * The quantity a product's price rule suggests for a sale onto a booking room (the counter and the onsite "add"
 * without a quantity): per person the room's persons (one when a person is named), per night the stay's nights, per
 * day its days (nights + 1), per week the weeks (floor or ceil, at least one); everything else once.
 */
export function ruleQuantity(rule: string, ctx: { persons: number; nights: number; personNamed?: boolean }): number {
  const persons = ctx.personNamed ? 1 : Math.max(1, ctx.persons);
  const nights = Math.max(0, ctx.nights);
  switch (rule) {
    case 'PerPerson':
    case 'PerBookingAndCustomer':
      return persons;
    case 'PerNight':
      return Math.max(1, nights);
    case 'PerDay':
    case 'PerDiveDay':
      return nights + 1;
    case 'PerWeekFloor':
      return Math.max(1, Math.floor(nights / 7));
    case 'PerWeekCeil':
      return Math.max(1, Math.ceil(nights / 7));
    default:
      return 1;
  }
}
