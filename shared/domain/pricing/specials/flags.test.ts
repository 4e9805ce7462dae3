import { describe, expect, it } from 'vitest';
import { applySpecials } from './index';
import { context, eur, line, roomLine, special, sumOf } from './test-support';

const ctxWith = (...specials: ReturnType<typeof special>[]) => context({ specials });
const room = () => [roomLine({ price: 100, nights: 7 })];

describe('flags', () => {
  it.each([
    [false, 2, 63000],
    [true, 1, 63000],
  ])('replaceMatchingRoomPrice %s: %s lines, the stay costs %s cents', (replaceMatchingRoomPrice, count, cents) => {
    const s = special({ name: 'Long stay', discountValue: 10, reduce: 'ChangeRoomPrice', replaceMatchingRoomPrice });
    const { lines, outcomes } = applySpecials(room(), ctxWith(s), []);
    expect(lines).toHaveLength(count);
    expect(sumOf(lines)).toBe(cents);
    expect(outcomes[0]!.effect).toEqual(eur(-70));
    if (replaceMatchingRoomPrice) {
      expect(lines[0]).toMatchObject({ total: eur(630), price: eur(90) });
      expect(lines[0]!.explanation.text).toBe('room_cost line; Long stay: -70.00 EUR');
    }
  });

  it.each([
    [false, { name: 'VAT', rate: 7, inclusive: true, amount: eur(-4.58) }, undefined],
    [true, undefined, true],
  ])('excludeFromTax %s: the special line’s tax is %j', (excludeFromTax, tax, marker) => {
    const taxed = [roomLine({ tax: { name: 'VAT', rate: 7, inclusive: true, amount: eur(45.79) } })];
    const { lines } = applySpecials(taxed, ctxWith(special({ discountValue: 10, excludeFromTax })), []);
    expect(lines.at(-1)!.tax).toEqual(tax);
    expect(lines.at(-1)!.customData?.excludeFromTax).toBe(marker);
  });

  it('replaceMatchingRoomPrice moves the tax with the price', () => {
    const taxed = [roomLine({ tax: { name: 'VAT', rate: 7, inclusive: true, amount: eur(45.79) } })];
    const { lines } = applySpecials(taxed, ctxWith(special({ discountValue: 10, replaceMatchingRoomPrice: true })), []);
    expect(lines[0]!.tax!.amount).toEqual(eur(41.21));
  });

  it.each([
    [[], 7000],
    [['addon'], 1000],
    [['addon', 'room_cost'], 8000],
    [['deposit', 'special'], 0],
  ] as const)('includeIn %j overrides the price effect’s lines: %s cents off', (includeIn, cents) => {
    const lines = [...room(), line({ type: 'addon', price: eur(100) })];
    const s = special({ discountValue: 10, reduce: 'ChangeRoomPrice', includeIn: [...includeIn] });
    const result = applySpecials(lines, ctxWith(s), []);
    expect(sumOf(lines) - sumOf(result.lines)).toBe(cents);
  });

  it.each([
    [false, 'ChangeRoomPrice', true],
    [true, 'ChangeRoomPrice', false],
    [true, 'ChangeRoomPriceBeforeCommission', false],
  ] as const)('excludeFromCommission %s with %s: the special line is commissionable %s', (excludeFromCommission, reduce, commissionable) => {
    const { lines } = applySpecials(room(), ctxWith(special({ discountValue: 10, reduce, excludeFromCommission })), []);
    expect(lines.at(-1)!.commissionable).toBe(commissionable);
  });

  it.each([
    [true, [], 'special', true],
    [false, [], undefined, true],
    [false, ['MANUAL'], 'discount', true],
  ] as const)('autoAdd %s, added by hand %j: line type %s', (autoAdd, manual, type, matched) => {
    const s = special({ id: 'MANUAL', name: 'Goodwill', discountValue: 10, autoAdd });
    const { lines, outcomes } = applySpecials(room(), ctxWith(s), [...manual]);
    expect(lines.length === 2 ? lines[1]!.type : undefined).toBe(type);
    expect(outcomes[0]!.matched).toBe(matched);
    if (!type) expect(outcomes[0]!.explanation.text).toBe('Goodwill: matches, not added (an operator adds it by hand)');
  });

  it('unique: the best unique special is the only one applied; the others say which one applies', () => {
    const a = special({
      name: 'A unique 10',
      discountValue: 10,
      unique: true,
      rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThan', value: 1 }] },
    });
    const b = special({ name: 'B unique 20', discountValue: 20, unique: true });
    const c = special({ name: 'C plain 5', discountValue: 5, rule: { conditions: [{ condition: 'NoOfPax', operator: 'GreaterThan', value: 0 }] } });
    const { lines, outcomes } = applySpecials(room(), ctxWith(a, b, c), []);
    expect(lines.slice(1).map((l) => l.total)).toEqual([eur(-140)]);
    expect(outcomes.map((o) => [o.name, o.matched, o.failed?.condition])).toEqual([
      ['A unique 10', false, 'unique'],
      ['B unique 20', true, undefined],
      ['C plain 5', false, 'unique'],
    ]);
    expect(outcomes[2]!.explanation.text).toBe('C plain 5: matches, not applied: the unique special B unique 20 applies');
  });

  it('without a unique special every matching special applies', () => {
    const a = special({ name: 'A', discountValue: 10 });
    const c = special({ name: 'C', discountValue: 5, rule: { conditions: [{ condition: 'NoOfPax', operator: 'GreaterThan', value: 0 }] } });
    expect(applySpecials(room(), ctxWith(a, c), []).lines).toHaveLength(3);
  });

  it.each([
    [false, [-10500]],
    [true, [-7000, -9450]],
  ])('includeSpecialsWithSameRule %s: same-rule specials applied %j', (includeSpecialsWithSameRule, totals) => {
    const rule = { scope: 'Booking' as const, conditions: [{ condition: 'Nights' as const, operator: 'GreaterThanEquals' as const, value: 7 }] };
    const a = special({ name: 'Week 10', discountValue: 10, rule, includeSpecialsWithSameRule });
    const b = special({ name: 'Week 15', discountValue: 15, rule, includeSpecialsWithSameRule });
    const { lines, outcomes } = applySpecials(room(), ctxWith(a, b), []);
    expect(lines.slice(1).map((l) => l.total.minor)).toEqual(totals);
    if (!includeSpecialsWithSameRule) {
      expect(outcomes[0]).toMatchObject({ matched: false, failed: { condition: 'sameRule' } });
      expect(outcomes[0]!.explanation.text).toBe('Week 10: matches, not applied: Week 15 has the same rule and is better for the guest');
    }
  });

  it('AgencyCommission sets the commission percent instead of a line; the first one in order wins', () => {
    const a = special({ name: 'Partner 12', type: 'AgencyCommission', discountValue: 12, sort: 1 });
    const b = special({ name: 'Partner 15', type: 'AgencyCommission', discountValue: 15, sort: 2 });
    const result = applySpecials(room(), ctxWith(b, a), []);
    expect(result.commissionPercent).toBe(12);
    expect(result.lines).toHaveLength(1);
    expect(result.outcomes.map((o) => o.explanation.text)).toEqual([
      'Partner 12: agency commission 12 %',
      'Partner 15: matches, not applied: the agency commission of Partner 12 applies',
    ]);
  });

  it.each([
    [1, 2, 17000],
    [2, 1, 16000],
  ])('order by sort: percent at %s, absolute at %s takes off %s cents (each on what is left)', (percentSort, absoluteSort, cents) => {
    const p = special({ name: 'P', discountValue: 10, sort: percentSort });
    const a = special({ name: 'A', discount: 'Absolute', discountValue: 100, sort: absoluteSort });
    // Different rules (or includeSpecialsWithSameRule): two specials with the same rule would compete instead.
    const both = applySpecials(room(), ctxWith(p, { ...a, includeSpecialsWithSameRule: true }), []);
    expect(sumOf(room()) - sumOf(both.lines)).toBe(cents);
  });

  it('orders equal sorts by name, and never takes a line below zero', () => {
    const b = special({ name: 'B', discountValue: 60, includeSpecialsWithSameRule: true });
    const a = special({ name: 'A', discount: 'Absolute', discountValue: 650, includeSpecialsWithSameRule: true });
    const { lines, outcomes } = applySpecials(room(), ctxWith(b, a), []);
    expect(outcomes.map((o) => o.name)).toEqual(['A', 'B']);
    expect(lines.slice(1).map((l) => l.total.minor)).toEqual([-65000, -3000]);
    expect(sumOf(lines)).toBe(2000);
  });
});
