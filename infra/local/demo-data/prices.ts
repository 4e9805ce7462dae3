import { ZPriceDefinition, ZPriceVariant, type PriceEntry } from '../../../shared/domain/pricing/price-definition';
import { ZSpecial } from '../../../shared/domain/pricing/special';
import { ZSupplement } from '../../../shared/domain/pricing/supplement';
import { ZCommission, ZTermsOfPayment } from '../../../shared/domain/pricing/terms';
import { commissions, priceDefinitions, priceVariants, supplements, termsOfPayment } from '../../../functions/data/prices';
import { specials } from '../../../functions/data/specials';
import { put, type AddSeed } from './bulk-put';
import { DEMO_RESORT } from './inventory';
import { DEMO_VESSEL } from './tours';

/**
 * The demo prices (docs/decisions.md, "Prices"): Coral Bay Resort's low and high season 2026–2027 per person and
 * night with half and full board, single use and child prices, tax 10 % inclusive; MV Manta Queen's trip prices per
 * cabin type; supplements, two terms of payment, a commission scheme and three pricing specials. Bulk-written.
 */
const YEARS = { from: '2026-01-01', to: '2027-12-31' };

/** The resort's 10 % tax, named as the demo operator prints it for German and English guests alike. */
export const GOVERNMENT_TAX = 'Staatssteuer / Government tax';
/** High season: the European summer holidays and Christmas to Epiphany. */
const HIGH_PERIODS = [
  { from: '2026-07-01', to: '2026-08-31' },
  { from: '2026-12-20', to: '2027-01-06' },
  { from: '2027-07-01', to: '2027-08-31' },
  { from: '2027-12-20', to: '2027-12-31' },
];
/** Low-season half board per adult and night, sharing a double; the largest occupancy a type sells at that price. */
const RESORT_PRICES: Array<[string, number, number]> = [
  ['rt-budget', 45, 2],
  ['rt-garden', 70, 3],
  ['rt-ocean', 95, 3],
  ['rt-family', 80, 5],
];
const VARIANTS: Array<[string, string, string, number]> = [
  ['pv-hb', 'Half board', 'HB', 0],
  ['pv-fb', 'Full board', 'FB', 20],
];
const cents = (n: number) => Math.round(n * 100) / 100;

/** Per person and night (unit): single use × 1.5, two or more sharing the base price, a child half of it. */
function resortEntries(factor: number): PriceEntry[] {
  return RESORT_PRICES.flatMap(([type, base, maxPax]) =>
    VARIANTS.flatMap(([variant, , key, extra]) => {
      const adult = cents((base + extra) * factor);
      const id = (s: string) => `${type.slice(3)}-${key}-${s}`;
      return [
        { id: id('1'), roomType: type, variant, noOfPax: 1, ageBand: 'adult' as const, price: cents(adult * 1.5), minNights: 0 },
        ...Array.from({ length: maxPax - 1 }, (_, i) => ({
          id: id(String(i + 2)),
          roomType: type,
          variant,
          noOfPax: i + 2,
          ageBand: 'adult' as const,
          price: adult,
          minNights: 0,
        })),
        { id: id('c'), roomType: type, variant, noOfPax: 2, ageBand: 'child' as const, price: cents(adult / 2), minNights: 0 },
      ];
    }),
  );
}

/** Per person and trip (unit), by cabin type and occupancy. */
const TRIP_PRICES: Array<[string, number, number]> = [
  ['rt-mq-quad', 1, 1450],
  ['rt-mq-twin', 1, 2600],
  ['rt-mq-twin', 2, 1850],
  ['rt-mq-double', 1, 2800],
  ['rt-mq-double', 2, 1990],
  ['rt-mq-suite', 1, 3400],
  ['rt-mq-suite', 2, 2450],
  ['rt-mq-suite', 3, 2100],
];

const resortSeason = (name: string, internalId: string, factor: number, periods: typeof HIGH_PERIODS) =>
  ZPriceDefinition.parse({
    name,
    internalId,
    type: 'room',
    calculationType: 'unit',
    resort: DEMO_RESORT,
    validRange: YEARS,
    periods,
    variants: VARIANTS.map(([id]) => id),
    entries: resortEntries(factor),
    supplements: ['su-transfer', 'su-parkfee'],
    termsOfPayment: 'tp-deposit',
    commission: 'cm-standard',
    tax: { status: true, value: 10, name: GOVERNMENT_TAX, inclusive: true },
    currencies: ['EUR', 'USD'],
    includedServices: [{ en: 'Breakfast and dinner (half board)', de: 'Frühstück und Abendessen (Halbpension)' }],
    excludedServices: [{ en: 'Marine park fee', de: 'Meeresparkgebühr' }],
  });

export function seedPrices(add: AddSeed): void {
  add(
    'priceVariants',
    put(
      priceVariants,
      'demo',
      VARIANTS.map(([id, name, key], sort) => [id, ZPriceVariant.parse({ name, key, sort })]),
    ),
  );
  add(
    'supplements',
    put(supplements, 'demo', [
      [
        'su-transfer',
        ZSupplement.parse({ name: 'Airport transfer', priceRule: 'PerPerson', price: 25, childPrice: 15, assets: [{ type: 'resort', ref: DEMO_RESORT }] }),
      ],
      ['su-parkfee', ZSupplement.parse({ name: 'Marine park fee', priceRule: 'PerDay', price: 15, mandatory: true, onSite: true })],
      ['su-nitrox', ZSupplement.parse({ name: 'Nitrox', priceRule: 'PerDive', price: 8, assets: [{ type: 'vessel', ref: DEMO_VESSEL }] })],
    ]),
  );
  add(
    'termsOfPayment',
    put(termsOfPayment, 'demo', [
      [
        'tp-deposit',
        ZTermsOfPayment.parse({
          name: '30 % deposit, rest 30 days before travel',
          isDefault: true,
          entries: [
            { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
            { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' } },
          ],
        }),
      ],
      [
        'tp-instalments',
        ZTermsOfPayment.parse({
          name: 'Three instalments',
          entries: [
            { reason: 'First instalment', percent: 34, date: { days: 7, from: 'booking' } },
            { reason: 'Second instalment', percent: 33, date: { days: 90, from: 'travel' } },
            { reason: 'Final instalment', useTerms: true, date: { days: 30, from: 'travel' } },
          ],
        }),
      ],
    ]),
  );
  add(
    'commissions',
    put(commissions, 'demo', [['cm-standard', ZCommission.parse({ name: 'Agency standard 15 %', percent: 15, mode: 'gross', isDefault: true })]]),
  );
  add(
    'priceDefinitions',
    put(priceDefinitions, 'demo', [
      ['pd-coral-low', resortSeason('Coral Bay low season 2026–2027', 'CBR-LOW', 1, [])],
      ['pd-coral-high', resortSeason('Coral Bay high season 2026–2027', 'CBR-HIGH', 1.3, HIGH_PERIODS)],
      [
        'pd-manta-trips',
        ZPriceDefinition.parse({
          name: 'MV Manta Queen trips 2026–2027',
          internalId: 'MQ-TRIP',
          type: 'trip',
          calculationType: 'unit',
          vessel: DEMO_VESSEL,
          validRange: YEARS,
          entries: TRIP_PRICES.map(([roomType, noOfPax, price]) => ({ id: `${roomType.slice(6)}-${noOfPax}`, roomType, noOfPax, price })),
          supplements: ['su-nitrox', 'su-parkfee'],
          termsOfPayment: 'tp-instalments',
          commission: 'cm-standard',
          currencies: ['EUR', 'USD'],
        }),
      ],
    ]),
  );
  // The pricing specials the price simulator shows (beside the catalogue's older demo specials).
  add(
    'priceSpecials',
    put(specials, 'demo', [
      [
        'sp-early-booking',
        ZSpecial.parse({
          name: 'Early booking 10 %',
          groupId: 'sg-season',
          autoAdd: true,
          discount: 'PerCent',
          discountValue: 10,
          rule: { conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
        }),
      ],
      [
        'sp-group-foc',
        ZSpecial.parse({
          name: 'Groups of 10: one guest free',
          autoAdd: true,
          discount: 'FOC',
          discountValue: 10,
          rule: { scope: 'Person', conditions: [{ condition: 'NoOfPax', operator: 'GreaterThanEquals', value: 10 }] },
        }),
      ],
      [
        'sp-stay7pay6',
        ZSpecial.parse({
          name: 'Stay 7 nights, pay 6',
          groupId: 'sg-season',
          autoAdd: true,
          discount: 'FOCUnit',
          discountValue: 1,
          reduce: 'ChangeRoomPrice',
          rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
        }),
      ],
    ]),
  );
}

/** The demo prices, written at once (they refer to the inventory's and the catalogue's ids, which need not exist yet). */
export async function seedDemoPrices(log: (line: string) => void): Promise<void> {
  const counts: Record<string, number> = {};
  const pending: Array<Promise<unknown>> = [];
  seedPrices((name, done) => pending.push(done.then((n) => (counts[name] = n))));
  await Promise.all(pending);
  log(
    `prices: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}
