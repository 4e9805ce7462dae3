import { describe, expect, it } from 'vitest';
import { fromMinor, money, toString } from '../../money';
import { PRODUCT_PRICE_RULES } from '../../product/product';
import { convert, displayRate, priceRequest } from '.';
import { adults, data, def, scheme, stay, sup, terms } from './fixtures.test-helpers';

const e = (id: string, price: number, over: Record<string, unknown> = {}) => ({ id, roomType: 'DBL', noOfPax: 2, price, ...over });
const table = { base: 'EUR', currencies: data().currencies };

describe('taxes', () => {
  it.each([
    ['inclusive 19 %', { status: true, value: 19, name: 'VAT', inclusive: true }, 100, '300.00', '47.90', '600.00', '95.80'],
    ['exclusive 19 %', { status: true, value: 19, name: 'VAT', inclusive: false }, 100, '357.00', '57.00', '714.00', '114.00'],
    ['inclusive 7.5 % rounds per line', { status: true, value: 7.5, name: 'VAT', inclusive: true }, 33.33, '99.99', '6.98', '199.98', '13.96'],
    ['exclusive 7.5 % rounds per line', { status: true, value: 7.5, name: 'VAT', inclusive: false }, 33.33, '107.49', '7.50', '214.98', '15.00'],
    ['status off: no tax', { status: false, value: 19, name: 'VAT', inclusive: false }, 100, '300.00', undefined, '600.00', undefined],
  ])('%s', (_name, tax, price, lineTotal, lineTax, total, totalTax) => {
    const r = priceRequest(stay(), data({ definitions: [def('d', { tax, entries: [e('d2', price)] })] }));
    expect(toString(r.lines[0]!.total)).toBe(lineTotal);
    expect(r.lines[0]!.tax && toString(r.lines[0]!.tax.amount)).toBe(lineTax);
    expect(toString(r.total)).toBe(total);
    expect(r.taxes.map((t) => toString(t.amount))[0]).toBe(totalTax);
    if (totalTax) expect(r.taxes).toMatchObject([{ name: 'VAT', rate: tax.value, inclusive: tax.inclusive }]);
  });

  it('sums taxes by name and rate, supplements with their own rate', () => {
    const d = def('d', { tax: { status: true, value: 10, name: 'PB1', inclusive: true }, entries: [e('d2', 110)] });
    const s = sup('park', { price: 11.9, taxRate: 19, mandatory: true, priceRule: 'PerPerson' });
    const r = priceRequest(stay(), data({ definitions: [d], supplements: [s] }));
    expect(r.taxes.map((t) => `${t.name} ${t.rate} ${toString(t.amount)}`)).toEqual(['PB1 10 60.00', 'Tax 19 3.80']);
  });
});

describe('currencies', () => {
  it.each([
    ['EUR to USD', money('100.00'), 'USD', '108.56'],
    ['USD to EUR', money('108.56', 'USD'), 'EUR', '100.00'],
    ['EUR to IDR (no decimals)', money('19.99'), 'IDR', '344518'],
    ['USD to GBP through the base', money('10.00', 'USD'), 'GBP', '7.75'],
    ['half a cent rounds up', fromMinor(1, 'EUR'), 'USD', '0.01'],
  ])('%s', (_name, amount, to, expected) => {
    expect(toString(convert(amount, to, table))).toBe(expected);
  });

  it('the inverted rate is the exact fraction turned over, not 1 ÷ the rounded rate', () => {
    expect(displayRate(table, 'EUR', 'USD')).toBe('1.085600');
    expect(displayRate(table, 'EUR', 'USD', { inverted: true })).toBe('0.921150'); // 1/1.0856 = 0.92114959..., half-up
    expect(displayRate(table, 'USD', 'GBP')).toBe('0.774871'); // 0.8412/1.0856 = 0.77487103...
    expect(displayRate(table, 'USD', 'GBP', { inverted: true })).toBe('1.290537'); // 1.0856/0.8412 = 1.29053732...
    expect(displayRate(table, 'EUR', 'IDR', { inverted: true, decimals: 8 })).toBe('0.00005802');
  });

  it('prices a definition stated in USD in the requested EUR, and an onsite definition in IDR as OnSite lines', () => {
    const usd = def('usd', { currencies: ['USD'], entries: [e('d2', 108.56)] });
    const r = priceRequest(stay({ currency: 'EUR' }), data({ definitions: [usd] }));
    expect([r.currency, toString(r.lines[0]!.price), toString(r.total)]).toEqual(['EUR', '100.00', '600.00']);
    expect(priceRequest(stay(), data({ definitions: [usd] })).currency).toBe('USD');
    const onsite = def('on', { useOnsiteCurrency: true, entries: [e('d2', 10)] });
    const o = priceRequest(stay(), data({ definitions: [onsite] }));
    expect([o.currency, toString(o.lines[0]!.price), o.lines[0]!.customerType]).toEqual(['IDR', '172345', 'OnSite']);
    const x = priceRequest(stay({ currency: 'XYZ' }), data({ definitions: [usd] }));
    expect(x.problems.map((p) => p.key)).toEqual(['pricing.problem.currency']);
  });

  it('applies surcharge and discount of the definition to its amounts before converting', () => {
    const price = (over: Record<string, unknown>) =>
      toString(priceRequest(stay(), data({ definitions: [def('d', { entries: [e('d2', 100)], ...over })] })).lines[0]!.price);
    expect(price({ surcharge: 10 })).toBe('110.00');
    expect(price({ surcharge: 12.5, surchargeType: 'absolute' })).toBe('112.50');
    expect(price({ discount: 15 })).toBe('85.00');
    expect(price({ surcharge: 10, discount: 5, discountType: 'absolute' })).toBe('105.00');
    expect(price({ discount: 150, discountType: 'absolute' })).toBe('0.00');
    const line = (over: Record<string, unknown>) =>
      priceRequest(stay({ currency: 'USD' }), data({ definitions: [def('d', { entries: [e('d2', 100)], ...over })] })).lines[0]!;
    expect(line({ surcharge: 10 }).customData).toEqual({ statedPrice: 100, statedCurrency: 'EUR', surcharge: 10, surchargeType: 'percent' });
    expect(priceRequest(stay(), data({ definitions: [def('d', { entries: [e('d2', 100)] })] })).lines[0]!.customData).toBeUndefined();
  });
});

describe('supplements by price rule', () => {
  // 2 adults + 1 child (5), 10 nights, stay 2027-03-01 .. 2027-03-11; one of them a known customer.
  const persons = [{ key: 'a1', customerId: 'c-1' }, { key: 'a2' }, { key: 'c1', permanentAge: 5 }];
  const d = def('d', { entries: [e('d3', 10, { noOfPax: 3 })] });
  it.each([
    ['PerPerson', 'complete', {}, [3]],
    ['PerBooking', 'unit', {}, [1]],
    ['PerBookingAndCustomer', 'unit', {}, [1]],
    ['PerDay', 'complete', {}, [11]],
    ['PerDay', 'unit', {}, [33]],
    ['PerDiveDay', 'complete', {}, [10]],
    ['PerDiveDay', 'complete', { diveDays: 4 }, [4]],
    ['PerDive', 'complete', { diveDays: 4 }, [12]],
    ['PerDive', 'unit', { dives: 7 }, [21]],
    ['PerNight', 'complete', {}, [10]],
    ['PerNight', 'unit', {}, [30]],
    ['PerWeekFloor', 'complete', {}, [1]],
    ['PerWeekCeil', 'complete', {}, [2]],
    ['PerWeekCeil', 'unit', {}, [6]],
  ] as const)('%s (%s) %j', (priceRule, calculationType, extra, amounts) => {
    const s = sup('s', { priceRule, calculationType, price: 2, mandatory: true });
    const r = priceRequest(stay({ persons, to: '2027-03-11', ...extra }), data({ definitions: [d], supplements: [s] }));
    expect(r.lines.filter((l) => l.type === 'addon').map((l) => l.amount)).toEqual(amounts);
  });

  it('covers every price rule', () => {
    expect(new Set(PRODUCT_PRICE_RULES)).toEqual(
      new Set(['PerPerson', 'PerBooking', 'PerBookingAndCustomer', 'PerDay', 'PerDiveDay', 'PerDive', 'PerNight', 'PerWeekFloor', 'PerWeekCeil']),
    );
  });

  it('children pay childPrice on their own line; chosen and mandatory, onSite, commissionable, not offered', () => {
    const park = sup('park', { priceRule: 'PerNight', calculationType: 'unit', price: 5, childPrice: 2, mandatory: true, onSite: true });
    const nitrox = sup('nitrox', {
      priceRule: 'PerDive',
      calculationType: 'complete',
      price: 8,
      commissionable: true,
      assets: [{ type: 'resort', ref: 'R1' }],
    });
    const elsewhere = sup('elsewhere', { price: 1, assets: [{ type: 'resort', ref: 'R2' }] });
    const expired = sup('expired', { price: 1, mandatory: true, validRange: { from: '2026-01-01', to: '2026-12-31' } });
    const r = priceRequest(
      stay({ persons, to: '2027-03-04', supplements: [{ id: 'nitrox', quantity: 5 }, { id: 'elsewhere' }] }),
      data({ definitions: [d], supplements: [park, nitrox, elsewhere, expired] }),
    );
    const addons = r.lines.filter((l) => l.type === 'addon');
    expect(addons.map((l) => [l.text, l.customerType, l.commissionable, toString(l.total)])).toEqual([
      ['nitrox, quantity chosen: 5 × 8.00', 'Direct', true, '40.00'],
      ['park (PerNight): 6 × 5.00', 'OnSite', false, '30.00'],
      ['park (PerNight), children: 3 × 2.00', 'OnSite', false, '6.00'],
    ]);
    expect(r.problems.map((p) => p.text)).toEqual(['The supplement elsewhere is not offered with this booking']);
  });
});

describe('commission', () => {
  const d = (over: Record<string, unknown> = {}) =>
    def('d', { tax: { status: true, value: 10, name: 'VAT', inclusive: false }, entries: [e('d2', 100)], ...over });
  const agency = { id: 'ag', commission: 10 };
  const tip = sup('tip', { price: 50, mandatory: true });
  it.each([
    ['none without an agency', {}, undefined, [], null],
    ['the agency percent, gross, with tax', {}, agency, [], ['10', 'gross', '660.00', '66.00']],
    [
      'the scheme, net, without tax',
      { commission: 'net15' },
      agency,
      [scheme('net15', { percent: 15, mode: 'net', includeTax: false })],
      ['15', 'net', '600.00', '90.00'],
    ],
    [
      'an inactive scheme falls back to the agency',
      { commission: 'off' },
      agency,
      [scheme('off', { percent: 50, active: false })],
      ['10', 'gross', '660.00', '66.00'],
    ],
  ] as const)('%s', (_name, over, ag, commissions, expected) => {
    const r = priceRequest(stay(ag ? { agency: ag } : {}), data({ definitions: [d(over)], supplements: [tip], commissions: [...commissions] }));
    expect(toString(r.total)).toBe('710.00');
    expect(r.commission && [String(r.commission.percent), r.commission.mode, toString(r.commission.base), toString(r.commission.amount)]).toEqual(expected);
  });

  it('net mode: the milestones ask for the total less the commission', () => {
    const r = priceRequest(stay({ agency }), data({ definitions: [d({ commission: 'n' })], commissions: [scheme('n', { percent: 20, mode: 'net' })] }));
    expect(r.milestones.map((m) => toString(m.amount))).toEqual(['528.00']);
  });
});

describe('milestones', () => {
  const d = (t?: string) => def('d', { entries: [e('d2', 100)], ...(t ? { termsOfPayment: t } : {}) });
  const three = terms('three', {
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Second', value: 100, date: { days: 60, from: 'travel' } },
      { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  const lastTakesRest = terms('last', {
    isDefault: true,
    entries: [
      { reason: 'A', percent: 33.3 },
      { reason: 'B', percent: 33.3, date: { days: 1, from: 'travel' } },
    ],
  });
  it.each([
    [
      'several instalments and the rest',
      three,
      'three',
      '2027-01-10',
      [
        ['deposit', 'Deposit', '2027-01-17', '180.00'],
        // 60 days before travel is 2026-12-31, before the booking: due with the deposit before it, not earlier.
        ['deposit', 'Second', '2027-01-17', '100.00'],
        ['rest', 'Balance', '2027-01-30', '320.00'],
      ],
    ],
    [
      'the default terms; the last takes the rest',
      lastTakesRest,
      undefined,
      '2027-01-10',
      [
        ['deposit', 'A', '2027-01-10', '199.80'],
        ['rest', 'B', '2027-02-28', '400.20'],
      ],
    ],
    [
      'booked after the balance was due: one milestone of the whole amount, due now',
      three,
      'three',
      '2027-02-20',
      [['rest', 'Balance', '2027-02-20', '600.00']],
    ],
  ])('%s', (_name, t, named, bookingDate, expected) => {
    const r = priceRequest(stay({ bookingDate }), data({ definitions: [d(named)], terms: [t] }));
    expect(r.milestones.map((m) => [m.type, m.reason, m.due, toString(m.amount)])).toEqual(expected);
  });

  it('no terms: the whole total on the booking date; a value above the total is capped', () => {
    const r = priceRequest(stay(), data({ definitions: [d()] }));
    expect(r.milestones.map((m) => [m.type, m.due, toString(m.amount), m.explanation.text])).toEqual([
      ['rest', '2027-01-10', '600.00', 'The full amount, 600.00, due on the booking date 2027-01-10'],
    ]);
    const big = terms('big', {
      entries: [
        { reason: 'Deposit', value: 1000 },
        { reason: 'Rest', useTerms: true, date: { days: 0, from: 'travel' } },
      ],
    });
    expect(priceRequest(stay(), data({ definitions: [d('big')], terms: [big] })).milestones.map((m) => toString(m.amount))).toEqual(['600.00', '0.00']);
  });
});

describe('problems', () => {
  it('a night no season covers, and a room no entry prices, are problems, never a silent 0', () => {
    const d = def('d', { validRange: { from: '2027-03-01', to: '2027-03-02' }, entries: [e('d2', 100)] });
    const rooms = [
      { room: '101', roomType: 'DBL', persons: ['a1', 'a2'] },
      { room: '102', roomType: 'SGL', persons: ['a3'] },
    ];
    const r = priceRequest(stay({ from: '2027-03-01', to: '2027-03-04', persons: adults(3), rooms }), data({ definitions: [d] }));
    expect(r.problems.map((p) => p.text)).toEqual([
      'Night 2027-03-03: no active season of the resort covers it',
      'Night 2027-03-01: no price for room 102 (SGL, 1 guest)',
      'Night 2027-03-02: no price for room 102 (SGL, 1 guest)',
    ]);
    expect(toString(r.total)).toBe('400.00');
    const base = def('b', { basePrice: 70, entries: [e('d2', 100)] });
    const single = priceRequest(stay({ persons: adults(1) }), data({ definitions: [base] }));
    expect([single.problems, single.lines[0]!.text]).toEqual([[], 'b, base price, DBL: 3 nights × 70.00']);
  });

  it('a guest in no room', () => {
    const r = priceRequest(
      stay({ persons: adults(3), rooms: [{ room: '101', roomType: 'DBL', persons: ['a1', 'a2'] }] }),
      data({ definitions: [def('d', { entries: [e('d2', 1)] })] }),
    );
    expect([r.problems.map((p) => p.text), r.lines.length]).toEqual([['Guest a3 is in no room or cabin and is not priced'], 2]);
  });

  it('a stay without a night', () => {
    const r = priceRequest(stay({ to: '2027-03-01' }), data({ definitions: [def('d', { entries: [e('d2', 1)] })] }));
    expect([r.problems.map((p) => p.key), r.lines, r.total.minor]).toEqual([['pricing.problem.noNights'], [], 0]);
  });

  it('a trip no trip price covers', () => {
    const r = priceRequest({ ...stay(), kind: 'trip', resort: undefined, vessel: 'V1' }, data({ definitions: [def('d', { entries: [e('d2', 1)] })] }));
    expect(r.problems.map((p) => p.key)).toEqual(['pricing.problem.noTripPrice']);
    expect(r.lines).toEqual([]);
  });
});
