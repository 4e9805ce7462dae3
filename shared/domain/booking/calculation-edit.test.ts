import { describe, expect, it } from 'vitest';
import { money } from '../money';
import {
  checkLineEdit,
  checkLineType,
  checkPaymentPolicy,
  checkUnique,
  lineTotal,
  mergeReload,
  rebalance,
  totalOf,
  withLines,
  type Line,
  type Milestone,
} from './calculation-edit';

const line = (over: Partial<Line> = {}): Line => ({
  sort: 0,
  type: 'room_cost',
  customerType: 'Direct',
  text: 'Garden',
  amount: 7,
  price: '100.00',
  total: '700.00',
  editable: true,
  deletable: false,
  unique: false,
  ...over,
});
const ms = (deposit: string, rest: string): Milestone[] => [
  { text: 'Deposit', amount: deposit, due: '2027-01-01', type: 'deposit' },
  { text: 'Rest', amount: rest, due: '2027-05-01', type: 'rest' },
];

describe('the calculation-line type check (spec 2 §5)', () => {
  it.each([
    ['cost', 'cost'],
    ['product', 'product'],
    ['special', 'special'],
    ['room_cost', 'room_cost'],
    ['addon', 'addon'],
    ['discount', 'discount'],
    ['COST', 'cost'],
    ['Room_Cost', 'room_cost'],
    [' Discount ', 'discount'],
  ])('accepts %j as %s', (type, stored) => {
    expect(checkLineType(type)).toEqual({ ok: true, type: stored });
  });

  it.each(['text', 'tour', 'deposit', 'rest', 'payment', 'external', 'option', 'room cost', ''])('refuses %j with 400 naming the allowed types', (type) => {
    expect(checkLineType(type)).toEqual({
      ok: false,
      status: 400,
      reason: `line type ${type} may not be set by hand (allowed: cost, product, special, room_cost, addon, discount)`,
    });
  });

  it.each([
    [{ editable: false }, 'edit', 409],
    [{ editable: false }, 'rename', 409],
    [{ editable: true }, 'edit', undefined],
    [{ deletable: false }, 'delete', 409],
    [{ deletable: true }, 'delete', undefined],
    [{ source: { kind: 'manual' } }, 'refresh', 409],
    [{ source: { kind: 'product', product: 'p1' } }, 'refresh', undefined],
    [{ source: { kind: 'entry' } }, 'refresh', undefined],
  ] as const)('line %j: %s answers %s', (over, edit, status) => {
    expect(checkLineEdit(line(over as Partial<Line>), edit)?.status).toBe(status);
  });

  it('refuses a second line of a unique one (same type and text, or the same product)', () => {
    const lines = [line({ type: 'cost', text: 'Visa', unique: true }), line({ sort: 2, type: 'product', source: { kind: 'product', product: 'p1' } })];
    expect(checkUnique(lines, { type: 'cost', text: 'Visa', unique: false })?.status).toBe(409);
    expect(checkUnique(lines, { type: 'cost', text: 'Fee', unique: false })).toBeUndefined();
    expect(checkUnique(lines, { type: 'product', text: 'x', unique: true, source: { kind: 'product', product: 'p1' } })?.status).toBe(409);
    expect(checkUnique(lines, { type: 'product', text: 'x', unique: false, source: { kind: 'product', product: 'p1' } })).toBeUndefined();
  });
});

describe('exact totals and milestones', () => {
  it('prices a line in exact money; a discount is never positive', () => {
    expect(lineTotal('cost', 3, '33.33', 'EUR')).toBe('99.99');
    expect(lineTotal('discount', 1, '15.5', 'EUR')).toBe('-15.50');
    expect(lineTotal('cost', 2, '0.1', 'EUR')).toBe('0.20');
    expect(lineTotal('cost', 3, '1000', 'JPY')).toBe('3000');
  });

  it('moves the rest by the change of the total; a rest below zero takes from the deposits', () => {
    expect(rebalance(ms('30.00', '70.00'), money('0.01'), 'EUR').map((m) => m.amount)).toEqual(['30.00', '70.01']);
    expect(rebalance(ms('30.00', '70.00'), money('-80'), 'EUR').map((m) => m.amount)).toEqual(['20.00', '0.00']);
    const first = [
      { ...ms('0', '0')[1]!, amount: '70.00' },
      { ...ms('30.00', '0')[0]!, amount: '30.00' },
    ];
    expect(rebalance(first, money('5'), 'EUR').map((m) => m.amount)).toEqual(['75.00', '30.00']);
  });

  it('keeps hand-made lines on a reload, after the engine lines, and the milestones moved by them', () => {
    const manual = line({ sort: 1000, type: 'cost', text: 'Fee', amount: 1, price: '10.00', total: '10.00', source: { kind: 'manual' } });
    const merged = mergeReload([line(), manual], {
      calculation: [line({ total: '650.00', price: '92.86' })],
      payments: ms('195.00', '455.00'),
      currency: 'EUR',
    });
    expect(merged.calculation?.map((l) => [l.sort, l.total])).toEqual([
      [0, '650.00'],
      [1000, '10.00'],
    ]);
    expect(merged.payments?.map((p) => p.amount)).toEqual(['195.00', '465.00']);
  });

  it('answers lines and milestones that add up after an edit', () => {
    const b = { calculation: [line()], payments: ms('210.00', '490.00'), currency: 'EUR' };
    const next = withLines(b, [line(), line({ sort: 1000, type: 'cost', total: '-0.01' })]);
    expect(totalOf(next.calculation ?? [], 'EUR').minor).toBe(69999);
    expect(next.payments?.map((p) => p.amount)).toEqual(['210.00', '489.99']);
  });

  it('accepts milestones by hand only when they add up to the amount due, with one rest and none negative', () => {
    expect(checkPaymentPolicy(ms('30.00', '70.00'), ms('50.00', '50.00'), 'EUR')).toBeUndefined();
    expect(checkPaymentPolicy(ms('30.00', '70.00'), ms('50.00', '50.01'), 'EUR')?.reason).toBe('the milestones add up to 100.01, not to the amount due 100.00');
    expect(checkPaymentPolicy(ms('30.00', '70.00'), ms('110.00', '-10.00'), 'EUR')?.status).toBe(400);
    expect(checkPaymentPolicy(ms('30.00', '70.00'), ms('30.001', '70.00'), 'EUR')?.status).toBe(400);
    expect(checkPaymentPolicy(ms('30.00', '70.00'), [{ ...ms('30', '70')[0]!, amount: '100.00' }], 'EUR')?.reason).toBe('exactly one milestone is the rest');
  });
});
