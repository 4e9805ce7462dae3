import { describe, expect, it, vi } from 'vitest';
import { toString } from '../../money';
import type { CalculationLine, SpecialContext } from '../types';
import { priceCharter, priceRequest } from '.';
import { adults, data, def, stay } from './fixtures.test-helpers';

const seen: { ctx?: SpecialContext; manual?: string[]; lines?: CalculationLine[] } = {};
const answer: { commissionPercent?: number; extra?: CalculationLine } = {};
vi.mock('../specials', () => ({
  applySpecials: (lines: CalculationLine[], ctx: SpecialContext, manual: string[]) => {
    Object.assign(seen, { ctx, manual, lines });
    return {
      lines: answer.extra ? [...lines, answer.extra] : lines,
      outcomes: ctx.data.specials.map((s) => ({ special: s.id, name: s.name, matched: true, explanation: { key: 'k', params: {}, text: 't' } })),
      ...(answer.commissionPercent !== undefined ? { commissionPercent: answer.commissionPercent } : {}),
    };
  },
}));

const e = (id: string, price: number, over: Record<string, unknown> = {}) => ({ id, roomType: 'C2', noOfPax: 2, price, ...over });
const trip = (over: Record<string, unknown> = {}) => ({
  ...stay({ persons: adults(2) }),
  kind: 'trip' as const,
  resort: undefined,
  vessel: 'V1',
  schedule: 'S1',
  from: '2027-05-01',
  to: '2027-05-08',
  rooms: [{ room: 'cab-1', roomType: 'C2', persons: ['a1', 'a2'] }],
  ...over,
});
const tripDef = (id: string, over: Record<string, unknown> = {}) => def(id, { type: 'trip', resort: undefined, vessel: 'V1', ...over });

describe('trips', () => {
  it.each([
    [
      'a unit price per person for the whole trip',
      [tripDef('t', { entries: [e('c2', 1500)] })],
      {},
      ['tour a1 1×1500.00 2027-05-01..2027-05-08', 'tour a2 1×1500.00 2027-05-01..2027-05-08'],
    ],
    [
      'a complete price per cabin',
      [tripDef('t', { calculationType: 'complete', entries: [e('c2', 2800)] })],
      {},
      ['tour cab-1 1×2800.00 2027-05-01..2027-05-08'],
    ],
    [
      'the departure day decides, not the nights after it',
      [
        tripDef('a', { validRange: { from: '2027-04-01', to: '2027-05-01' }, entries: [e('c2', 1)] }),
        tripDef('b', { validRange: { from: '2027-05-02', to: '2027-06-01' }, entries: [e('c2', 2)] }),
      ],
      {},
      ['tour a1 1×1.00 2027-05-01..2027-05-08', 'tour a2 1×1.00 2027-05-01..2027-05-08'],
    ],
    [
      'a definition for other schedules is skipped',
      [tripDef('s2', { name: 'A', schedules: ['S2'], entries: [e('c2', 9)] }), tripDef('all', { name: 'B', entries: [e('c2', 7)] })],
      {},
      ['tour a1 1×7.00 2027-05-01..2027-05-08', 'tour a2 1×7.00 2027-05-01..2027-05-08'],
    ],
    [
      'minNights counts the trip nights',
      [tripDef('t', { entries: [e('short', 10), e('long', 8, { minNights: 7 })] })],
      {},
      ['tour a1 1×8.00 2027-05-01..2027-05-08', 'tour a2 1×8.00 2027-05-01..2027-05-08'],
    ],
    ['room (resort) definitions never price a trip', [def('room', { entries: [e('c2', 5)] })], {}, []],
  ])('%s', (_name, definitions, over, lines) => {
    const r = priceRequest(trip(over), data({ definitions }));
    expect(r.lines.map((l) => `${l.type} ${l.customer ?? l.room} ${l.amount}×${toString(l.price)} ${l.from}..${l.to}`)).toEqual(lines);
  });

  it('explains a trip line', () => {
    const r = priceRequest(trip(), data({ definitions: [tripDef('t', { name: 'Komodo 2027', calculationType: 'complete', entries: [e('c2', 2800)] })] }));
    expect(r.lines[0]!.text).toBe('Komodo 2027, C2, cabin for 2 guests: trip 2027-05-01 to 2027-05-08 × 2800.00');
  });
});

describe('full charter', () => {
  const charter = (over: Record<string, unknown> = {}) => tripDef('ch', { name: 'Charter 2027', type: 'charter', ...over });
  const up = (id: string, noOfPax: number, price: number, over: Record<string, unknown> = {}) => ({ id, noOfPax, price, ...over });
  it.each([
    [
      'the smallest "up to" occupancy that holds the party',
      { entries: [up('u8', 8, 20000), up('u4', 4, 15000), up('u1', 1, 9000)] },
      3,
      ['Charter 2027, full charter for 3 guests: trip 2027-05-01 to 2027-05-08 × 15000.00'],
    ],
    [
      'the base price when no entry holds the party',
      { basePrice: 30000, entries: [up('u4', 4, 15000)] },
      6,
      ['Charter 2027, base price, full charter for 6 guests: trip 2027-05-01 to 2027-05-08 × 30000.00'],
    ],
    ['nothing and a problem without either', { entries: [up('u4', 4, 15000)] }, 6, []],
  ])('%s', (_name, over, guests, texts) => {
    const persons = adults(guests);
    const r = priceCharter(
      trip({ persons, rooms: [{ room: 'cab-1', roomType: 'C2', persons: ['a1'] }] }),
      data({ definitions: [charter(over), tripDef('t', { entries: [e('c2', 1)] })] }),
    );
    expect(r.lines.map((l) => l.text)).toEqual(texts);
    expect(r.problems.map((p) => p.key)).toEqual(texts.length ? [] : ['pricing.problem.noCharterPrice']);
  });

  it('a charter definition never prices places on a trip', () => {
    const r = priceRequest(trip(), data({ definitions: [charter({ entries: [up('u8', 8, 20000)] })] }));
    expect(r.problems.map((p) => p.key)).toEqual(['pricing.problem.noTripPrice']);
  });
});

describe('the specials step', () => {
  it('gets the lines, a context with ages, rooms, nights, currency and definitions, and the manual specials', () => {
    const d = def('d', { entries: [e('d2', 100, { roomType: 'DBL' })] });
    const special = { id: 'sp1', name: 'Early bird', type: 'special' } as never;
    const persons = [
      { key: 'a1', birthday: '1990-03-02' },
      { key: 'a2', permanentAge: 40 },
    ];
    priceRequest(stay({ persons, specials: ['sp1'], currency: 'USD' }), data({ definitions: [d], specials: [special] }));
    expect(seen.manual).toEqual(['sp1']);
    expect(seen.lines).toHaveLength(2);
    expect(seen.ctx).toMatchObject({
      nights: 3,
      currency: 'USD',
      definitions: ['d'],
      persons: [
        { key: 'a1', age: 36, room: '101' },
        { key: 'a2', age: 40, room: '101' },
      ],
      data: { specials: [special] },
    });
  });

  it('keeps the lines the specials answer in the total, and an AgencyCommission percent beats the agency', () => {
    const d = def('d', { entries: [e('d2', 100, { roomType: 'DBL' })] });
    const discount: CalculationLine = {
      ...priceRequest(stay(), data({ definitions: [d] })).lines[0]!,
      type: 'discount',
      amount: 1,
      price: { minor: -5000, currency: 'EUR', decimals: 2 },
      total: { minor: -5000, currency: 'EUR', decimals: 2 },
      commissionable: true,
    };
    Object.assign(answer, { extra: discount, commissionPercent: 20 });
    const agencySpecial = { id: 'ac', name: 'Partner 20', type: 'AgencyCommission' } as never;
    const r = priceRequest(stay({ agency: { id: 'ag', commission: 10 } }), data({ definitions: [d], specials: [agencySpecial] }));
    expect([toString(r.total), r.lines.at(-1)!.sort, r.commission?.percent, toString(r.commission!.base), toString(r.commission!.amount)]).toEqual([
      '550.00',
      2,
      20,
      '550.00',
      '110.00',
    ]);
    expect(r.commission!.explanation.text).toBe('Commission 20 percent (gross) from the special Partner 20, of 550.00: 110.00');
    expect(r.milestones.map((m) => toString(m.amount))).toEqual(['550.00']);
  });
});
