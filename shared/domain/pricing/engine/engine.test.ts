import { describe, expect, it } from 'vitest';
import { toString } from '../../money';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import type { PricingResult } from '../types';
import { priceRequest, renderExplanation } from '.';
import { adults, data, def, stay } from './fixtures.test-helpers';

const e = (id: string, price: number, over: Record<string, unknown> = {}) => ({ id, roomType: 'DBL', noOfPax: 2, price, ...over });
const summary = (r: PricingResult) =>
  r.lines.map((l) => `${l.type} ${l.customer ?? l.room} ${l.from}..${l.to} ${l.amount}×${toString(l.price)}=${toString(l.total)}`);

describe('seasons night by night', () => {
  const low = def('low', { name: 'Low 2027', validRange: { from: '2027-01-01', to: '2027-03-31' }, entries: [e('d2', 100)] });
  const high = def('high', { name: 'High 2027', validRange: { from: '2027-04-01', to: '2027-10-31' }, entries: [e('d2', 150)] });
  const year = def('year', { name: 'Year', validRange: { from: '2027-01-01', to: '2027-12-31' }, entries: [e('d2', 90)] });
  const easter = def('easter', {
    name: 'Easter',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    periods: [{ from: '2027-03-26', to: '2027-03-29' }],
    entries: [e('d2', 200)],
  });

  it.each([
    [
      'across two seasons',
      [low, high],
      '2027-03-30',
      '2027-04-02',
      [
        'room_cost a1 2027-03-30..2027-03-31 2×100.00=200.00',
        'room_cost a2 2027-03-30..2027-03-31 2×100.00=200.00',
        'room_cost a1 2027-04-01..2027-04-01 1×150.00=150.00',
        'room_cost a2 2027-04-01..2027-04-01 1×150.00=150.00',
      ],
      '700.00',
    ],
    [
      'the shorter valid range wins',
      [year, low],
      '2027-03-30',
      '2027-04-01',
      ['room_cost a1 2027-03-30..2027-03-31 2×100.00=200.00', 'room_cost a2 2027-03-30..2027-03-31 2×100.00=200.00'],
      '400.00',
    ],
    [
      'a period naming the night wins, outside it the plain season',
      [year, easter],
      '2027-03-25',
      '2027-03-28',
      [
        'room_cost a1 2027-03-25..2027-03-25 1×90.00=90.00',
        'room_cost a2 2027-03-25..2027-03-25 1×90.00=90.00',
        'room_cost a1 2027-03-26..2027-03-27 2×200.00=400.00',
        'room_cost a2 2027-03-26..2027-03-27 2×200.00=400.00',
      ],
      '980.00',
    ],
    [
      'period over a shorter range',
      [low, easter],
      '2027-03-29',
      '2027-03-31',
      [
        'room_cost a1 2027-03-29..2027-03-29 1×200.00=200.00',
        'room_cost a2 2027-03-29..2027-03-29 1×200.00=200.00',
        'room_cost a1 2027-03-30..2027-03-30 1×100.00=100.00',
        'room_cost a2 2027-03-30..2027-03-30 1×100.00=100.00',
      ],
      '600.00',
    ],
  ])('%s', (_name, definitions, from, to, lines, total) => {
    const r = priceRequest(stay({ from, to }), data({ definitions }));
    expect(summary(r)).toEqual(lines);
    expect(toString(r.total)).toBe(total);
    expect(r.problems).toEqual([]);
  });

  it('skips inactive definitions, other resorts and countries the guest is not from; the name breaks a tie', () => {
    const a = def('a', { name: 'B season', entries: [e('d2', 10)] });
    const b = def('b', { name: 'A season', entries: [e('d2', 20)] });
    const off = def('off', { name: '0', status: 'inactive', entries: [e('d2', 1)] });
    const other = def('other', { name: '0', resort: 'R2', entries: [e('d2', 1)] });
    const de_ = def('de', { name: '0', countries: ['DE'], entries: [e('d2', 5)] });
    const req = stay({ from: '2027-05-01', to: '2027-05-02' });
    expect(toString(priceRequest(req, data({ definitions: [a, b, off, other, de_] })).lines[0]!.price)).toBe('20.00');
    const german = stay({ from: '2027-05-01', to: '2027-05-02', persons: [{ key: 'a1', passportCountry: 'DE' }, { key: 'a2' }] });
    expect(toString(priceRequest(german, data({ definitions: [a, b, de_] })).lines[0]!.price)).toBe('5.00');
    const austrian = stay({ from: '2027-05-01', to: '2027-05-02', persons: [{ key: 'a1', addressCountry: 'AT', passportCountry: 'DE' }, { key: 'a2' }] });
    expect(toString(priceRequest(austrian, data({ definitions: [a, b, de_] })).lines[0]!.price)).toBe('20.00');
  });

  it('takes the room entry over the room type, the variant, and the longest minNights the stay reaches', () => {
    const d = def('d', {
      variants: ['HB'],
      entries: [e('plain', 100), e('hb', 130, { variant: 'HB' }), e('long', 80, { minNights: 3 }), e('suite', 300, { room: '101', roomType: undefined })],
    });
    const price = (over: Parameters<typeof stay>[0]) => toString(priceRequest(stay(over), data({ definitions: [d] })).lines[0]!.price);
    expect(price({ to: '2027-03-03' })).toBe('300.00');
    const room = (variant?: string) => [{ room: '102', roomType: 'DBL', persons: ['a1', 'a2'], ...(variant ? { variant } : {}) }];
    expect(price({ to: '2027-03-03', rooms: room() })).toBe('100.00');
    expect(price({ to: '2027-03-04', rooms: room() })).toBe('80.00');
    expect(price({ to: '2027-03-03', rooms: room('HB') })).toBe('130.00');
  });
});

describe('children', () => {
  const d = def('d', { childMaxAge: 11, entries: [e('ad', 100, { noOfPax: 3 }), e('ch', 40, { noOfPax: 3, ageBand: 'child' })] });
  it.each([
    ['permanentAge 5', { permanentAge: 5 }, '40.00'],
    ['permanentAge 11 (at childMaxAge)', { permanentAge: 11 }, '40.00'],
    ['permanentAge 12', { permanentAge: 12 }, '100.00'],
    ['permanentAge -1 falls back to the birthday', { permanentAge: -1, birthday: '2020-01-01' }, '40.00'],
    ['eleventh birthday before travel', { birthday: '2016-03-01' }, '40.00'],
    ['twelfth birthday on the first day of travel', { birthday: '2015-03-01' }, '100.00'],
    ['twelfth birthday the day after the first day', { birthday: '2015-03-02' }, '40.00'],
    ['no age: an adult', {}, '100.00'],
  ])('%s', (_name, person, price) => {
    const r = priceRequest(stay({ persons: [...adults(2), { key: 'c1', ...person }], to: '2027-03-02' }), data({ definitions: [d] }));
    expect(toString(r.lines.find((l) => l.customer === 'c1')!.price)).toBe(price);
  });

  it('a child without a child entry pays the adult entry (unit), or nothing (complete)', () => {
    const unit = def('u', { entries: [e('ad', 100, { noOfPax: 3 })] });
    const persons = [...adults(2), { key: 'c1', permanentAge: 4 }];
    const r = priceRequest(stay({ persons, to: '2027-03-02' }), data({ definitions: [unit] }));
    expect(r.lines.map((l) => l.explanation.text)).toContain('u, DBL, 3 guests, child aged 4 at the adult price: 1 night × 100.00');
    const complete = def('c', { calculationType: 'complete', entries: [e('room2', 180, { noOfPax: 2 })] });
    expect(toString(priceRequest(stay({ persons, to: '2027-03-02' }), data({ definitions: [complete] })).total)).toBe('180.00');
  });
});

describe('explanations', () => {
  it('explain every line in English and render in German by key and values', () => {
    const d = def('d', { name: 'High season 2027', entries: [e('d2', 120)] });
    const r = priceRequest(stay(), data({ definitions: [d] }));
    expect(r.lines[0]!.explanation).toEqual({
      key: 'pricing.line.nightAdult',
      params: { definition: 'High season 2027', roomType: 'DBL', variant: '', pax: 2, count: 3, price: '120.00' },
      text: 'High season 2027, DBL, 2 guests, adult: 3 nights × 120.00',
    });
    expect(renderExplanation(r.lines[0]!.explanation, de)).toBe('High season 2027, DBL, 2 Gäste, Erwachsene(r): 3 Nächte × 120.00');
    expect(renderExplanation(r.lines[0]!.explanation, en)).toBe(r.lines[0]!.text);
    expect(renderExplanation({ key: 'pricing.unknown', params: {}, text: 'as is' }, de)).toBe('as is');
  });

  it.each([
    ['one guest, one night (unit)', 'unit', 1, '2027-03-02', 'S, DBL, 1 guest, adult: 1 night × 150.00', 'S, DBL, 1 Gast, Erwachsene(r): 1 Nacht × 150.00'],
    [
      'two guests, two nights (unit)',
      'unit',
      2,
      '2027-03-03',
      'S, DBL, 2 guests, adult: 2 nights × 100.00',
      'S, DBL, 2 Gäste, Erwachsene(r): 2 Nächte × 100.00',
    ],
    [
      'a room for one guest, one night (complete)',
      'complete',
      1,
      '2027-03-02',
      'S, DBL, room for 1 guest: 1 night × 150.00',
      'S, DBL, Zimmer für 1 Gast: 1 Nacht × 150.00',
    ],
    [
      'a room for two guests, two nights (complete)',
      'complete',
      2,
      '2027-03-03',
      'S, DBL, room for 2 guests: 2 nights × 100.00',
      'S, DBL, Zimmer für 2 Gäste: 2 Nächte × 100.00',
    ],
  ] as const)('names guests and nights in the singular and the plural: %s', (_name, calculationType, guests, to, english, german) => {
    const d = def('d', { name: 'S', calculationType, entries: [e('d1', 150, { noOfPax: 1 }), e('d2', 100)] });
    const r = priceRequest(stay({ persons: adults(guests), to }), data({ definitions: [d] }));
    expect(r.lines[0]!.text).toBe(english);
    expect(renderExplanation(r.lines[0]!.explanation, de)).toBe(german);
  });
});

describe('unit and complete', () => {
  const entries = [e('ad2', 100), e('ad1', 150, { noOfPax: 1 }), e('ch2', 30, { ageBand: 'child' }), e('ch1', 70, { noOfPax: 1, ageBand: 'child' })];
  it.each([
    ['unit, 2 adults', 'unit', adults(2), '600.00', 2],
    ['complete, 2 adults', 'complete', adults(2), '300.00', 1],
    ['unit, adult + child', 'unit', [{ key: 'a1' }, { key: 'c1', permanentAge: 3 }], '390.00', 2],
    ['complete, adult + child: the room for 1 adult, the child entry for 1', 'complete', [{ key: 'a1' }, { key: 'c1', permanentAge: 3 }], '660.00', 2],
    ['complete, a child alone: the adult entry for 1 person', 'complete', [{ key: 'c1', permanentAge: 3 }], '450.00', 1],
  ] as const)('%s', (_name, calculationType, persons, total, lineCount) => {
    const d = def('d', { calculationType, entries });
    const r = priceRequest(stay({ persons: [...persons] }), data({ definitions: [d] }));
    expect(toString(r.total)).toBe(total);
    expect(r.lines).toHaveLength(lineCount);
  });
});
