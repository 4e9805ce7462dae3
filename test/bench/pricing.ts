import { performance } from 'node:perf_hooks';
import { priceRequest } from '../../shared/domain/pricing/engine';
import { ZPriceDefinition } from '../../shared/domain/pricing/price-definition';
import { ZSpecial } from '../../shared/domain/pricing/special';
import { ZSupplement } from '../../shared/domain/pricing/supplement';
import { ZCommission, ZTermsOfPayment } from '../../shared/domain/pricing/terms';
import type { PricingData, PricingRequest } from '../../shared/domain/pricing/types';

/**
 * Issue 13's figure: pricing a 14-night stay for 4 persons (two rooms, one child) across two seasons with a
 * variant, three supplements, an agency, terms with three milestones and 10 active specials; the median per call
 * of the pure function (goal under 1 ms). No I/O: `BENCH_ONLY=pricing npm run bench` runs it without DynamoDB.
 */
export function pricingCase(): { request: PricingRequest; data: PricingData } {
  const entries = (base: number) =>
    ['DBL', 'FAM'].flatMap((roomType) =>
      [1, 2, 3].flatMap((noOfPax) =>
        (['adult', 'child'] as const).flatMap((ageBand) =>
          [undefined, 'HB'].map((variant) => ({
            id: `${roomType}-${noOfPax}-${ageBand}-${variant ?? 'RO'}`,
            roomType,
            noOfPax,
            ageBand,
            price: base + noOfPax * 10 + (ageBand === 'child' ? -40 : 0) + (variant ? 25 : 0),
            ...(variant ? { variant } : {}),
          })),
        ),
      ),
    );
  const season = (id: string, name: string, from: string, to: string, base: number) => ({
    id,
    ...ZPriceDefinition.parse({
      name,
      resort: 'R1',
      validRange: { from, to },
      variants: ['HB'],
      entries: entries(base),
      tax: { status: true, value: 10, name: 'PB1', inclusive: true },
      supplements: ['park', 'transfer', 'nitrox'],
      termsOfPayment: 't',
      commission: 'c',
      currencies: ['EUR', 'USD'],
    }),
  });
  const special = (i: number) => ({
    id: `sp${i}`,
    ...ZSpecial.parse({
      name: `Special ${i}`,
      autoAdd: true,
      discount: i % 2 ? 'PerCent' : 'Absolute',
      discountValue: i % 2 ? 5 : 10,
      reduce: i % 3 ? 'ChangeRoomPrice' : 'ChangeFullBookingPrice',
      rule: {
        conditions: [
          { condition: 'NoOfPax', operator: 'GreaterThanEquals', value: 2 + (i % 3) },
          { condition: 'DaysBeforeTravelDate', operator: 'GreaterThan', value: 10 * i },
          { condition: 'Nights', operator: 'GreaterThanEquals', value: 7 },
        ],
      },
      sort: i,
    }),
  });
  const persons = [{ key: 'a1', addressCountry: 'DE' }, { key: 'a2' }, { key: 'a3', birthday: '1980-05-01' }, { key: 'c1', birthday: '2019-08-20' }];
  return {
    request: {
      kind: 'stay',
      resort: 'R1',
      from: '2027-03-25',
      to: '2027-04-08',
      rooms: [
        { room: '101', roomType: 'DBL', persons: ['a1', 'a2'], variant: 'HB' },
        { room: '102', roomType: 'FAM', persons: ['a3', 'c1'] },
      ],
      persons,
      supplements: [{ id: 'nitrox' }],
      agency: { id: 'ag', commission: 12 },
      channel: 'AgentDirectBooking',
      bookingDate: '2027-01-05',
      currency: 'USD',
    },
    data: {
      definitions: [season('low', 'Low 2027', '2027-01-01', '2027-03-31', 90), season('high', 'High 2027', '2027-04-01', '2027-10-31', 140)],
      supplements: [
        { id: 'park', ...ZSupplement.parse({ name: 'Marine park', priceRule: 'PerNight', price: 5, childPrice: 2.5, mandatory: true, onSite: true }) },
        { id: 'transfer', ...ZSupplement.parse({ name: 'Transfer', priceRule: 'PerBooking', price: 40, mandatory: true, taxRate: 10 }) },
        { id: 'nitrox', ...ZSupplement.parse({ name: 'Nitrox', priceRule: 'PerDive', calculationType: 'complete', price: 8, commissionable: true }) },
      ],
      specials: Array.from({ length: 10 }, (_, i) => special(i + 1)),
      terms: [
        {
          id: 't',
          ...ZTermsOfPayment.parse({
            name: 'Three',
            entries: [
              { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
              { reason: 'Second', percent: 30, date: { days: 60, from: 'travel' } },
              { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' } },
            ],
          }),
        },
      ],
      commissions: [{ id: 'c', ...ZCommission.parse({ name: 'Agencies', percent: 15, mode: 'net' }) }],
      currencies: [
        { code: 'EUR', decimals: 2, rate: 1 },
        { code: 'USD', decimals: 2, rate: 1.0856 },
      ],
      baseCurrency: 'EUR',
      onsiteCurrency: 'EUR',
    },
  };
}

export function benchPricing(runs = 2_000): void {
  const { request, data } = pricingCase();
  for (let i = 0; i < 200; i++) priceRequest(request, data);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    priceRequest(request, data);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const result = priceRequest(request, data);
  console.log(`\nPricing a 14-night stay for 4 persons, 2 seasons, 3 supplements, 10 active specials (${runs} calls after 200 warm-up; ms)\n`);
  console.log(`${'what'.padEnd(58)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
  console.log(`${'priceRequest (pure)'.padEnd(58)} ${at(0.5).toFixed(3).padStart(8)} ${at(0.95).toFixed(3).padStart(8)}`);
  console.log(
    `\n${result.lines.length} lines, ${result.specials.length} specials checked, ${result.milestones.length} milestones, ${result.problems.length} problems`,
  );
}
