import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../infra/local/demo-data/random';
import { ZPriceDefinition } from '../price-definition';
import { ZSpecial } from '../special';
import { ZSupplement } from '../supplement';
import { ZCommission, ZTermsOfPayment } from '../terms';
import type { PricingData, PricingRequest } from '../types';
import { priceRequest } from '.';
import { reference } from './engine.reference.test-helpers';

/**
 * ISSUE-13 acceptance: random stays and trips priced by the engine and by an independent exact reference
 * (./engine.reference.test-helpers.ts: BigInt minor units, no engine code) agree to the cent; the lines add up to
 * the total and the milestones to the amount due. 2,000 runs in `npm test`, 10,000 with FULL_SIZE=1;
 * PRICING_PROPERTY_RUNS sets the count.
 */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number(env.PRICING_PROPERTY_RUNS ?? (env.FULL_SIZE === '1' ? 10_000 : 2_000));
const DAY = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

function scenario(seed: number): { request: PricingRequest; data: PricingData } {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  const chance = (p: number) => rnd() < p;
  const amount = (code: string, max: number) => (code === 'IDR' ? int(0, max * 5_000) : int(0, max * 100) / 100);
  const kind = chance(0.7) ? 'stay' : 'trip';
  const from = addDays('2027-01-01', int(0, 330));
  const nights = int(1, kind === 'stay' ? 21 : 14);
  const roomTypes = ['DBL', 'SGL'];
  const definitions = Array.from({ length: int(1, 3) }, (_, i) => {
    const currency = pick(['EUR', 'EUR', 'USD', 'IDR']);
    const start = addDays(from, int(-40, nights));
    const validRange = { from: start, to: addDays(start, int(0, 60)) };
    const periods = chance(0.3) ? [{ from: addDays(start, int(0, 5)), to: addDays(start, int(5, 20)) }].filter((p) => p.to <= validRange.to) : [];
    const entries = [];
    for (const roomType of roomTypes)
      for (const noOfPax of [1, 2, 3])
        for (const ageBand of ['adult', 'child'] as const)
          for (const variant of [undefined, 'HB'])
            if (chance(0.55))
              entries.push({
                id: `e${entries.length}`,
                roomType,
                noOfPax,
                ageBand,
                price: amount(currency, 400),
                minNights: chance(0.2) ? int(1, 10) : 0,
                ...(variant ? { variant } : {}),
              });
    if (chance(0.2)) entries.push({ id: 'suite', room: 'R-2', noOfPax: int(1, 3), price: amount(currency, 900) });
    const percentOrAbsolute = () => (chance(0.5) ? 'percent' : 'absolute');
    const surchargeType = percentOrAbsolute();
    const discountType = percentOrAbsolute();
    return {
      id: `d${i}`,
      ...ZPriceDefinition.parse({
        name: `Season ${i}`,
        type: kind === 'stay' ? 'room' : 'trip',
        ...(kind === 'stay' ? { resort: 'R1' } : { vessel: 'V1', schedules: chance(0.2) ? [pick(['S1', 'S2'])] : [] }),
        calculationType: pick(['unit', 'complete']),
        status: chance(0.9) ? 'active' : 'inactive',
        validRange,
        periods,
        variants: ['HB'],
        entries,
        basePrice: chance(0.3) ? amount(currency, 200) : 0,
        childMaxAge: int(2, 17),
        supplements: chance(0.3) ? ['s0'] : [],
        termsOfPayment: chance(0.5) ? 't0' : undefined,
        commission: chance(0.5) ? pick(['c0', 'c1']) : undefined,
        surcharge: chance(0.3) ? (surchargeType === 'percent' ? int(-20, 50) + pick([0, 0.5, 0.25]) : amount(currency, 20)) : 0,
        surchargeType,
        discount: chance(0.3) ? (discountType === 'percent' ? int(0, 40) + pick([0, 0.5]) : amount(currency, 30)) : 0,
        discountType,
        tax: { status: chance(0.6), value: pick([0, 7, 10, 19, 7.5, 12.5, 21]), name: pick(['VAT', 'PB1']), inclusive: chance(0.5) },
        currencies: [currency],
        useOnsiteCurrency: chance(0.15),
      }),
    };
  });
  const persons = Array.from({ length: int(1, 5) }, (_, i) => {
    const age = chance(0.6) ? {} : chance(0.5) ? { permanentAge: int(-1, 20), birthday: '2015-06-15' } : { birthday: addDays('2005-01-01', int(0, 8000)) };
    return { key: `p${i}`, ...age, ...(chance(0.5) ? { customerId: `c${i}` } : {}) };
  });
  const rooms = [{ room: 'R-1', roomType: pick(roomTypes), persons: [] as string[], ...(chance(0.3) ? { variant: 'HB' } : {}) }];
  if (persons.length > 1 && chance(0.5)) rooms.push({ room: 'R-2', roomType: pick(roomTypes), persons: [] });
  persons.forEach((p, i) => rooms[i === 0 ? 0 : int(0, rooms.length - 1)]!.persons.push(p.key));
  const supplements = Array.from({ length: int(0, 3) }, (_, i) => {
    const currency = pick(['EUR', 'USD', 'IDR']);
    return {
      id: `s${i}`,
      ...ZSupplement.parse({
        name: `Supplement ${i}`,
        priceRule: pick(['PerPerson', 'PerBooking', 'PerBookingAndCustomer', 'PerDay', 'PerDiveDay', 'PerDive', 'PerNight', 'PerWeekFloor', 'PerWeekCeil']),
        calculationType: pick(['unit', 'complete']),
        price: amount(currency, 60),
        ...(chance(0.4) ? { childPrice: amount(currency, 30) } : {}),
        currency,
        taxRate: pick([0, 0, 19, 7.5]),
        mandatory: chance(0.5),
        onSite: chance(0.3),
        commissionable: chance(0.5),
        active: chance(0.9),
        sort: int(0, 3),
        ...(chance(0.2) ? { validRange: ((start) => ({ from: start, to: addDays(start, int(0, 35)) }))(addDays(from, int(-30, 5))) } : {}),
        assets: chance(0.3) ? [{ type: pick(['resort', 'vessel']), ref: pick(['R1', 'V1', 'X']) }] : [],
      }),
    };
  });
  const entry = () => ({
    reason: pick(['Deposit', 'Instalment', 'Balance']),
    percent: chance(0.7) ? int(0, 24) + pick([0, 0.5]) : 0,
    value: chance(0.2) ? int(0, 300) : 0,
    date: { days: int(0, 90), from: pick(['booking', 'travel']) },
    includeCommission: chance(0.2),
  });
  // Specials: conditions that hold for some requests and not others, on the booking or the guests.
  const condition = () =>
    pick([
      { condition: 'NoOfPax', operator: pick(['GreaterThanEquals', 'LessThan']), value: int(1, 4) },
      { condition: 'Nights', operator: pick(['GreaterThan', 'LessThanEquals']), value: int(2, 10) },
      { condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: pick([30, 60, 90]) },
      { condition: 'Age', operator: pick(['LessThanEquals', 'GreaterThan']), value: pick([11, 17, 30]) },
    ]);
  const specials = Array.from({ length: pick([0, 0, 1, 2, 3, 4]) }, (_, i) => {
    const discount = pick(['PerCent', 'PerCent', 'Absolute', 'Absolute', 'AbsoluteNights', 'Fix'] as const);
    return {
      id: `x${i}`,
      ...ZSpecial.parse({
        name: `Special ${int(0, 3)}`,
        status: chance(0.9) ? 'active' : 'inactive',
        autoAdd: chance(0.9),
        discount,
        discountValue: discount === 'PerCent' ? int(1, 60) + pick([0, 0.5, 0.25]) : discount === 'Fix' ? amount('EUR', 900) : amount('EUR', 120),
        reduce: pick([
          'ChangeRoomPrice',
          'ChangeFullBookingPrice',
          'ChangeFullBookingPrice',
          'ChangeRoomPriceDiscountable',
          'ChangeCommissionablePrice',
          'ChangeAddonPrice',
        ]),
        rule: {
          scope: pick(['Booking', 'Person']),
          channels: pick([[], [], ['Booking'], ['OTABooking']]),
          conditions: Array.from({ length: pick([0, 0, 1, 1, 2]) }, condition),
        },
        includeSpecialsWithSameRule: chance(0.5),
        replaceMatchingRoomPrice: chance(0.2),
        excludeFromTax: chance(0.15),
        excludeFromCommission: chance(0.15),
        sort: int(0, 2),
      }),
    };
  });
  const termEntries = Array.from({ length: int(1, 4) }, entry);
  if (chance(0.5)) Object.assign(termEntries[int(0, termEntries.length - 1)]!, { useTerms: true });
  return {
    request: {
      kind,
      ...(kind === 'stay' ? { resort: 'R1' } : { vessel: 'V1', schedule: pick(['S1', 'S2']) }),
      from,
      to: addDays(from, nights),
      rooms,
      persons,
      supplements: supplements.filter(() => chance(0.4)).map((s) => ({ id: s.id })),
      ...(chance(0.4) ? { agency: { id: 'a', commission: int(0, 25) } } : {}),
      channel: 'Booking',
      bookingDate: addDays(from, -int(0, 200)),
      ...(chance(0.4) ? { currency: pick(['EUR', 'USD', 'GBP', 'IDR']) } : {}),
      ...(chance(0.3) ? { diveDays: int(0, nights) } : {}),
      ...(chance(0.2) ? { dives: int(0, 30) } : {}),
    },
    data: {
      definitions,
      supplements,
      specials,
      terms: chance(0.8) ? [{ id: 't0', ...ZTermsOfPayment.parse({ name: 'Terms', isDefault: chance(0.5), entries: termEntries }) }] : [],
      commissions: [
        { id: 'c0', ...ZCommission.parse({ name: 'Net', percent: int(0, 30), mode: 'net', includeTax: chance(0.5) }) },
        { id: 'c1', ...ZCommission.parse({ name: 'Gross', percent: int(0, 30) + 0.5, mode: 'gross', includeTax: chance(0.5), active: chance(0.8) }) },
      ],
      currencies: [
        { code: 'EUR', decimals: 2, rate: 1 },
        { code: 'USD', decimals: 2, rate: 1.0856 },
        { code: 'GBP', decimals: 2, rate: 0.8412 },
        { code: 'IDR', decimals: 0, rate: 17234.5 },
      ],
      baseCurrency: 'EUR',
      onsiteCurrency: 'IDR',
    },
  };
}

describe('the pricing engine against an exact reference', () => {
  it(`agrees to the cent on ${RUNS} random stays and trips; lines and milestones add up`, () => {
    let priced = 0;
    let special = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { request, data } = scenario(seed);
        const got = priceRequest(request, data);
        const want = reference(request, data);
        expect(got.currency).toBe(want.currency);
        expect(got.lines.map((l) => [l.type, l.amount, l.price.minor, l.total.minor, l.tax?.amount.minor ?? 0])).toEqual(want.lines);
        expect(got.total.minor).toBe(want.total);
        expect(got.lines.reduce((a, l) => a + BigInt(l.total.minor), 0n)).toBe(BigInt(got.total.minor));
        expect(got.taxes.map((t) => [t.name, t.rate, t.inclusive, t.amount.minor]).sort()).toEqual(want.taxes.sort());
        expect(got.commission?.amount.minor ?? null).toBe(want.commission);
        expect(got.milestones.map((m) => [m.type, m.due, m.amount.minor])).toEqual(want.milestones);
        expect(got.milestones.reduce((a, m) => a + BigInt(m.amount.minor), 0n)).toBe(BigInt(want.due));
        if (got.lines.length > 0) priced++;
        if (got.lines.some((l) => l.type === 'special')) special++;
      }),
      { numRuns: RUNS, seed: 20271301 },
    );
    expect(priced).toBeGreaterThan(RUNS / 3);
    expect(special).toBeGreaterThan(RUNS / 10);
  });
});
