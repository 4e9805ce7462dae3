import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OnsiteItem } from '../pos/pos';
import type { BookingHeader } from './booking';
import { owedOf } from './owed';
import { paymentSummary, type BookingPayment } from './payment';
import { allocateMinor, dealColumns, splitMoney, type SplitPart } from './split-money';

type Line = NonNullable<BookingHeader['calculation']>[number];

const cents = (s: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s);
  if (!m) throw new Error(`not cents: ${s}`);
  const v = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -v : v;
};
const text = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const sumOf = (xs: readonly ({ total: string } | { amount: string })[]) =>
  xs.reduce((s, x) => s + cents('total' in x ? x.total : (x as { amount: string }).amount), 0);

const line = (sort: number, total: string, more: Partial<Line> = {}): Line => ({
  sort,
  type: 'room_cost',
  customerType: 'Direct',
  text: `line ${sort}`,
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: true,
  unique: false,
  ...more,
});
const paid = (id: string, amount: string, more: Partial<BookingPayment> = {}): BookingPayment => ({
  id,
  key: `manual:${id}`,
  amount,
  paidAmount: amount,
  paidCurrency: 'EUR',
  rate: '1',
  date: '2027-01-05',
  method: 'bank',
  source: { kind: 'manual', id },
  createdAt: '2027-01-05T10:00:00.000Z',
  ...more,
});

describe('allocateMinor', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [5, [0, 2, 3], [0, 2, 3]],
    [1, [0, 1, 1], [0, 1, 0]],
    [0, [1, 2], [0, 0]],
  ])('splits %i by %j into %j (the cents left to the first parts with a weight)', (whole, weights, parts) => {
    expect(allocateMinor(whole, weights)).toEqual(parts);
  });
});

describe('dealColumns', () => {
  it('deals each milestone by what the parts still lack, largest remainders first, the last what is left', () => {
    // 300.00 + 700.00 to parts owing 666.67 and 333.33: 300.00 × 66.667 % = 200.001 → 200.00, × 33.333 % = 99.999 →
    // 100.00 (the larger remainder); the rest 466.67 and 233.33.
    expect(dealColumns([30000, 70000], [66667, 33333])).toEqual([
      [20000, 46667],
      [10000, 23333],
    ]);
  });
});

describe('splitMoney', () => {
  it('splits a paid 2-room stay: each room its lines, the booking fee by the room totals, the milestones by share, the payment to the lead', () => {
    // Rooms A (c-1, the lead) and B (c-2): A 600.00, B 300.00, a booking fee 100.00 on the whole booking → 1,000.00;
    // milestones 300.00 (deposit) + 700.00 (rest); 300.00 received.
    const parts: SplitPart[] = [
      { customer: 'c-1', rooms: [{ room: 'A', noOfPax: 2, customers: [{ customer: 'c-1' }, { customer: 'c-3' }] }] },
      { customer: 'c-2', rooms: [{ room: 'B', noOfPax: 1, customers: [{ customer: 'c-2' }] }] },
    ];
    const b = {
      currency: 'EUR',
      customer: 'c-1',
      calculation: [
        line(0, '600.00', { room: 'A', amount: 3, price: '200.00', from: '2027-03-01', to: '2027-03-03' }),
        line(1, '300.00', { room: 'B', customer: 'c-2', amount: 3, price: '100.00' }),
        line(2, '100.00', { type: 'cost', text: 'Booking fee', tax: { name: 'VAT', rate: 19, amount: '15.97', inclusive: true } }),
      ],
      payments: [
        { text: 'Deposit', type: 'deposit' as const, amount: '300.00', due: '2027-01-10' },
        { text: 'Rest', type: 'rest' as const, amount: '700.00', due: '2027-02-01' },
      ],
      received: [paid('p1', '300.00')],
    };
    const [one, two] = splitMoney(b, parts);
    // The fee by the rooms' totals 600 : 300: 66.67 (the cent left over to the first part) and 33.33; its VAT 15.97 →
    // 10.65 and 5.32. So 666.67 and 333.33: 1,000.00.
    expect(one?.calculation.map((l) => [l.sort, l.amount, l.price, l.total, l.tax?.amount])).toEqual([
      [0, 3, '200.00', '600.00', undefined],
      [2, 1, '66.67', '66.67', '10.65'],
    ]);
    expect(two?.calculation.map((l) => [l.sort, l.amount, l.price, l.total, l.tax?.amount])).toEqual([
      [1, 3, '100.00', '300.00', undefined],
      [2, 1, '33.33', '33.33', '5.32'],
    ]);
    expect(two?.calculation[1]?.customData).toEqual({ splitOf: '100.00' });
    // Milestones: deposit 200.00 + 100.00 = 300.00, rest 466.67 + 233.33 = 700.00; due days kept.
    expect(one?.payments.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '200.00', '2027-01-10'],
      ['rest', '466.67', '2027-02-01'],
    ]);
    expect(two?.payments.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '100.00', '2027-01-10'],
      ['rest', '233.33', '2027-02-01'],
    ]);
    // The 300.00 stays whole with the lead's part: its deposit 200.00 paid, 100.00 towards the rest.
    expect(one?.received.map((p) => p.id)).toEqual(['p1']);
    expect(two?.received).toEqual([]);
    const today = '2027-01-20';
    const s1 = paymentSummary({ ...b, ...one }, today);
    const s2 = paymentSummary({ ...b, ...two }, today);
    expect([s1.total, s1.paid, s1.open, s1.status]).toEqual(['666.67', '300.00', '366.67', 'part-paid']);
    expect([s2.total, s2.paid, s2.open, s2.status]).toEqual(['333.33', '0.00', '333.33', 'overdue']);
    // The original, split: owes and counts nothing (its lines stay).
    const original = paymentSummary({ ...b, state: 'splitted', payments: undefined, received: undefined }, today);
    expect([original.total, original.owed, original.paid, original.open, original.dueNow, original.status]).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      'none',
    ]);
  });

  it('splits a shared trip cabin: each person their line, the cabin line by beds, the port fee by totals', () => {
    // Cabin K, 3 beds: c-1 holds 2 (bed 2 and the unnamed 3), c-2 bed 1. Tour 1,200.00 each for c-1 and c-2, 1,200.00
    // for the unnamed third guest (g-3, the request's key) on the cabin → by beds 800.00 : 400.00; port fee 90.00 by
    // totals 2,000.00 : 1,600.00 → 50.00 and 40.00. Parts 2,050.00 + 1,640.00 = 3,690.00.
    const parts: SplitPart[] = [
      { customer: 'c-1', rooms: [{ room: 'K', noOfPax: 2, customers: [{ customer: 'c-1' }] }] },
      { customer: 'c-2', rooms: [{ room: 'K', noOfPax: 1, customers: [{ customer: 'c-2' }] }] },
    ];
    const b = {
      customer: 'c-1',
      calculation: [
        line(0, '1200.00', { type: 'tour', customer: 'c-1', room: 'K' }),
        line(1, '1200.00', { type: 'tour', customer: 'c-2', room: 'K' }),
        line(2, '1200.00', { type: 'tour', customer: 'g-3', room: 'K', amount: 3, price: '400.00' }),
        line(3, '90.00', { type: 'cost', customerType: 'OnSite' }),
      ],
    };
    const [one, two] = splitMoney(b, parts);
    expect(one?.calculation.map((l) => [l.sort, l.amount, l.price, l.total])).toEqual([
      [0, 1, '1200.00', '1200.00'],
      [2, 1, '800.00', '800.00'],
      [3, 1, '50.00', '50.00'],
    ]);
    expect(two?.calculation.map((l) => [l.sort, l.amount, l.price, l.total])).toEqual([
      [1, 1, '1200.00', '1200.00'],
      [2, 1, '400.00', '400.00'],
      [3, 1, '40.00', '40.00'],
    ]);
  });

  it('keeps quantity and unit price when the share divides by the quantity', () => {
    const parts: SplitPart[] = [
      { customer: 'a', rooms: [{ room: 'A', noOfPax: 1 }] },
      { customer: 'b', rooms: [{ room: 'B', noOfPax: 1 }] },
    ];
    const [one] = splitMoney(
      { calculation: [line(0, '100.00', { room: 'A' }), line(1, '100.00', { room: 'B' }), line(2, '40.00', { amount: 4, price: '10.00' })] },
      parts,
    );
    expect(one?.calculation[1]).toMatchObject({ amount: 4, price: '5.00', total: '20.00' });
  });

  it('sends onsite items and their lines to their person, and the payment that paid them along', () => {
    const parts: SplitPart[] = [
      { customer: 'a', rooms: [{ room: 'A', noOfPax: 1, customers: [{ customer: 'a' }] }] },
      { customer: 'b', rooms: [{ room: 'B', noOfPax: 1, customers: [{ customer: 'b' }] }] },
    ];
    const item = {
      id: 'i1',
      room: 'B',
      person: 'b',
      product: 'beer',
      name: 'Beer',
      quantity: 2,
      unitPrice: '4.00',
      total: '8.00',
      day: '2027-03-02',
      state: 'paid',
      paymentId: 'pos1',
      createdAt: 'x',
    } as OnsiteItem;
    const [one, two] = splitMoney(
      {
        customer: 'a',
        calculation: [
          line(0, '100.00', { room: 'A' }),
          line(1, '100.00', { room: 'B' }),
          line(1000, '8.00', { customerType: 'OnSite', source: { kind: 'onsite', item: 'i1' } }),
        ],
        received: [paid('m1', '50.00'), paid('pos1', '8.00', { method: 'pos', source: { kind: 'pos', id: 's1' } })],
        onsite: [item],
      },
      parts,
    );
    expect(two?.onsite).toEqual([item]);
    expect(two?.calculation.map((l) => l.sort)).toEqual([1, 1000]);
    expect(two?.received.map((p) => p.id)).toEqual(['pos1']);
    expect(one?.received.map((p) => p.id)).toEqual(['m1']);
    expect(one?.onsite).toEqual([]);
  });
});

/**
 * The split counts every cent once, over random bookings: 2–4 parts (stays, and trips whose cabins several parts
 * share), lines of a person, of a room, of a cabin and of the whole booking (fees, and discounts of at most half the
 * tied lines), milestones that ask the advance total (or less, a net agency), payments and refunds. For each: the
 * parts' totals, advance totals, taxes, milestone sums (per milestone and per part) and money received add up to the
 * original's to the cent; no part's total, line, milestone or payment sum is negative where the original's is not;
 * each part's milestones ask exactly its advance total when the original's ask theirs.
 */
describe('splitMoney, as a property', () => {
  const arb = fc
    .record({
      parts: fc.integer({ min: 2, max: 4 }),
      trip: fc.boolean(),
      lines: fc.array(
        fc.record({
          kind: fc.constantFrom('person', 'room', 'shared', 'cabin', 'unknown'),
          who: fc.nat(),
          minor: fc.integer({ min: 0, max: 500_000 }),
          amount: fc.integer({ min: 1, max: 7 }),
          onSite: fc.boolean(),
          tax: fc.boolean(),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      discounts: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 3 }),
      milestones: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 0, maxLength: 4 }),
      keptPercent: fc.constantFrom(0, 0, 10, 15),
      received: fc.array(fc.integer({ min: -20_000, max: 300_000 }), { maxLength: 4 }),
    })
    .map((r) => {
      const parts: SplitPart[] = Array.from({ length: r.parts }, (_, i) => ({
        customer: `c-${i}`,
        rooms: r.trip
          ? [{ room: 'K', noOfPax: 1 + (i % 2), customers: [{ customer: `c-${i}` }] }]
          : [{ room: `R${i}`, noOfPax: 1 + (i % 3), customers: [{ customer: `c-${i}` }] }],
      }));
      const lines: Line[] = r.lines.map((l, k) => {
        const i = l.who % r.parts;
        const refs =
          l.kind === 'person'
            ? { customer: `c-${i}`, room: r.trip ? 'K' : `R${i}` }
            : l.kind === 'room'
              ? { room: r.trip ? 'K' : `R${i}` }
              : l.kind === 'cabin'
                ? { customer: `g-${k}`, room: r.trip ? 'K' : `R${i}` }
                : l.kind === 'unknown'
                  ? { customer: `g-${k}` }
                  : {};
        return line(k, text(l.minor), {
          ...refs,
          amount: l.amount,
          customerType: l.onSite ? 'OnSite' : 'Direct',
          ...(l.tax ? { tax: { name: 'VAT', rate: 19, amount: text(Math.round((l.minor * 19) / 119)), inclusive: true } } : {}),
        });
      });
      // Discounts on the whole booking: each at most half of what the lines so far add up to, all together below it.
      const tied = lines.filter((l) => l.customerType !== 'OnSite').reduce((s, l) => s + cents(l.total), 0);
      let left = Math.floor(tied / 2);
      r.discounts.forEach((pct, d) => {
        const minor = Math.min(left, Math.floor((tied * pct) / 200));
        left -= minor;
        if (minor > 0) lines.push(line(100 + d, text(-minor), { type: 'discount', price: text(minor) }));
      });
      const advance = lines.filter((l) => l.customerType !== 'OnSite').reduce((s, l) => s + cents(l.total), 0);
      const asked = advance - Math.floor((advance * r.keptPercent) / 100);
      const split = r.milestones.length && asked > 0 ? allocateMinor(asked, r.milestones) : [];
      const payments = split.map((m, j) => ({
        text: `m${j}`,
        amount: text(m),
        due: `2027-0${1 + j}-10`,
        type: j === split.length - 1 ? ('rest' as const) : ('deposit' as const),
      }));
      let running = 0;
      const received = r.received.flatMap((minor, j) => {
        if (minor === 0 || running + minor < 0) return [];
        running += minor;
        return [paid(`p${j}`, text(minor))];
      });
      return { parts, b: { currency: 'EUR', customer: 'c-0', calculation: lines, payments, received } };
    });

  it('adds up to the original to the cent, nothing negative where the original is not', () => {
    fc.assert(
      fc.property(arb, ({ parts, b }) => {
        const out = splitMoney(b, parts);
        const advanceOf = (ls: readonly Line[]) => sumOf(ls.filter((l) => l.customerType !== 'OnSite'));
        const taxOf = (ls: readonly Line[]) => ls.reduce((s, l) => s + (l.tax ? cents(l.tax.amount) : 0), 0);
        const sum = (f: (p: (typeof out)[number]) => number) => out.reduce((s, p) => s + f(p), 0);
        expect(sum((p) => sumOf(p.calculation))).toBe(sumOf(b.calculation));
        expect(sum((p) => advanceOf(p.calculation))).toBe(advanceOf(b.calculation));
        expect(sum((p) => taxOf(p.calculation))).toBe(taxOf(b.calculation));
        expect(sum((p) => sumOf(p.payments))).toBe(sumOf(b.payments));
        expect(sum((p) => sumOf(p.received))).toBe(sumOf(b.received));
        expect(sum((p) => p.received.length)).toBe(b.received.length);
        // Each line's shares add up to it; each milestone's parts to it.
        for (const l of b.calculation) expect(sum((p) => sumOf(p.calculation.filter((x) => x.sort === l.sort)))).toBe(cents(l.total));
        b.payments.forEach((m) => expect(sum((p) => sumOf(p.payments.filter((x) => x.text === m.text && x.due === m.due)))).toBe(cents(m.amount)));
        const fair = sumOf(b.payments) === advanceOf(b.calculation);
        for (const p of out) {
          expect(sumOf(p.calculation)).toBeGreaterThanOrEqual(0);
          for (const x of p.calculation) {
            const of = b.calculation.find((l) => l.sort === x.sort) as Line;
            expect(Math.sign(cents(x.total)) * Math.sign(cents(of.total))).toBeGreaterThanOrEqual(0);
          }
          for (const m of p.payments) expect(cents(m.amount)).toBeGreaterThanOrEqual(0);
          if (fair && b.payments.length) expect(sumOf(p.payments)).toBe(advanceOf(p.calculation));
        }
        // The parts owe (before arrival) what the original owed.
        const owed = (v: { calculation: Line[]; payments: typeof b.payments }) => owedOf({ ...v, currency: 'EUR' }, '2027-01-01').owed.minor;
        if (fair) expect(sum((p) => owed(p))).toBe(owed(b));
      }),
      { numRuns: 1000, seed: 2211 },
    );
  });
});
