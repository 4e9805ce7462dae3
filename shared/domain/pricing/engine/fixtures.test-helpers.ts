import { ZPriceDefinition, type PriceDefinition } from '../price-definition';
import { ZSupplement, type Supplement } from '../supplement';
import { ZCommission, ZTermsOfPayment, type Commission, type TermsOfPayment } from '../terms';
import type { PricingData, PricingPerson, PricingRequest } from '../types';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
type In<T> = Record<string, unknown>;

/** Test fixtures: schema-parsed definitions (defaults filled in), a resort R1 with room type DBL. */
export function def(id: string, over: In<PriceDefinition> = {}): PriceDefinition & { id: string } {
  return {
    id,
    ...ZPriceDefinition.parse({ name: id, resort: 'R1', validRange: { from: '2027-01-01', to: '2027-12-31' }, currencies: ['EUR'], ...over }),
  };
}
export const sup = (id: string, over: In<Supplement>): Supplement & { id: string } => ({ id, ...ZSupplement.parse({ name: id, ...over }) });
export const terms = (id: string, over: In<TermsOfPayment>): TermsOfPayment & { id: string } => ({ id, ...ZTermsOfPayment.parse({ name: id, ...over }) });
export const scheme = (id: string, over: In<Commission>): Commission & { id: string } => ({ id, ...ZCommission.parse({ name: id, ...over }) });

export function data(over: Partial<PricingData> = {}): PricingData {
  return {
    definitions: [],
    supplements: [],
    specials: [],
    terms: [],
    commissions: [],
    currencies: [
      { code: 'EUR', decimals: 2, rate: 1 },
      { code: 'USD', decimals: 2, rate: 1.0856 },
      { code: 'IDR', decimals: 0, rate: 17234.5 },
      { code: 'GBP', decimals: 2, rate: 0.8412 },
    ],
    baseCurrency: 'EUR',
    onsiteCurrency: 'IDR',
    ...over,
  };
}

export const adults = (n: number): PricingPerson[] => Array.from({ length: n }, (_, i) => ({ key: `a${i + 1}` }));

export function stay(over: Partial<PricingRequest> & { persons?: PricingPerson[] } = {}): PricingRequest {
  const persons = over.persons ?? adults(2);
  return {
    kind: 'stay',
    resort: 'R1',
    from: '2027-03-01',
    to: '2027-03-04',
    rooms: [{ room: '101', roomType: 'DBL', persons: persons.map((p) => p.key) }],
    persons,
    channel: 'Booking',
    bookingDate: '2027-01-10',
    ...over,
  };
}
