import { ValidationError } from '../../errors';
import { decimalPlaces } from '../money';

/** A price has at most the decimals of its currency (400 on body.price); JPY has 0, most have 2. */
export function requirePriceDecimals(price: number, currency: string, decimals: number): void {
  if (decimalPlaces(price) > decimals) {
    const message = `A price in ${currency} has at most ${decimals} decimals`;
    throw new ValidationError(message, [{ path: 'body.price', message }]);
  }
}
