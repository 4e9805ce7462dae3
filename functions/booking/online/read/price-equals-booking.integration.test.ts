import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookPrice } from '../../../../shared/api/book';
import { ZCustomer } from '../../../../shared/domain/customer/customer';
import { invoke } from '../../../../test/support/invoke';
import { onlineWorld } from '../../../../test/support/online-world';
import { customers } from '../../../data/customers';
import { handler as specials } from '../../../pricing/specials/lambda';
import { handler as bookings } from '../../bookings/lambda';
import { handler as calculation } from '../../calculation/lambda';

/**
 * The price a guest sees is the price the booking gets (issue 25 acceptance; docs/decisions/online-booking.md "What a
 * guest sees"): POST /api/book/booking/price answers, to the cent, the total and the milestones a staff booking of the
 * same stay or trip, guests, add-ons and specials is stored with, for random choices with random specials (30 runs).
 */

type Stored = { calculation: { total: string }[]; payments: { amount: string; due: string; type: string }[]; currency: string };
type Guest = { key: string; gender: 'm' | 'f'; birthday: string; country: string };

const cents = (n: number | string) => Math.round(Number(n) * 100);
const DAY = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const guestArb = fc.record({
  gender: fc.constantFrom('m' as const, 'f' as const),
  birthday: fc.constantFrom('1958-04-02', '1985-11-30', '2001-06-15', '2015-02-01', '2021-09-09'),
  country: fc.constantFrom('DE', 'AT', 'PH'),
});

const stayArb = fc.record({
  kind: fc.constant('stay' as const),
  room: fc.constantFrom({ room: 'ro1', type: 'rt1' }, { room: 'ro2', type: 'rt1' }, { room: 'ro3', type: 'rt2' }),
  chooseRoom: fc.boolean(),
  day: fc.integer({ min: 0, max: 300 }),
  nights: fc.integer({ min: 1, max: 10 }),
  guests: fc.array(guestArb, { minLength: 1, maxLength: 2 }),
});
const tripArb = fc.oneof(
  fc.record({ kind: fc.constant('trip' as const), cabin: fc.constantFrom('cb1', 'cb2'), guests: fc.array(guestArb, { minLength: 1, maxLength: 2 }) }),
  fc.record({ kind: fc.constant('trip' as const), cabin: fc.constant('cb3'), guests: fc.array(guestArb, { minLength: 1, maxLength: 4 }) }),
);

const conditionArb = fc.constantFrom(
  [],
  [{ condition: 'NoOfPax', operator: 'GreaterThanEquals', value: 2 }],
  [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 5 }],
  [{ condition: 'AddressCountry', operator: 'IsIn', value: ['DE'] }],
  [{ condition: 'Age', operator: 'LessThan', value: 18 }],
);
const specialArb = fc.record({
  conditions: conditionArb,
  scope: fc.constantFrom('Booking', 'Person'),
  // Every channel, or the staff's and the guest's own: a special for one of them only would (rightly) price them apart.
  channels: fc.constantFrom([], ['Booking', 'CustomerDirectBooking']),
  discount: fc.oneof(
    fc.record({ discount: fc.constant('PerCent'), discountValue: fc.integer({ min: 3, max: 30 }) }),
    fc.record({ discount: fc.constant('Absolute'), discountValue: fc.integer({ min: 5, max: 90 }) }),
  ),
});

describe('the online price', () => {
  it('equals a staff booking of the same choice to the cent, for random stays and trips with specials', async () => {
    const tenant = 'bkr-price';
    const w = await onlineWorld(tenant);
    let n = 0;
    let withSpecials = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(stayArb, tripArb), fc.boolean(), fc.array(specialArb, { minLength: 0, maxLength: 2 }), async (choice, transfer, wanted) => {
        const run = ++n;
        const made: string[] = [];
        for (const [i, s] of wanted.entries()) {
          const res = await invoke<{ id: string }>(specials, 'POST', '/api/specials', {
            token: w.token,
            body: { name: `Run ${run} special ${i}`, autoAdd: true, ...s.discount, rule: { conditions: s.conditions, scope: s.scope, channels: s.channels } },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          made.push(res.body.id);
        }
        try {
          const guests: Guest[] = choice.guests.map((g, i) => ({ key: `g${i + 1}`, ...g }));
          const ids = guests.map((g) => `cu-${run}-${g.key}`);
          for (const [i, g] of guests.entries()) {
            await customers.create(
              tenant,
              ids[i]!,
              ZCustomer.parse({ masterData: { lastName: `Guest ${g.key}`, gender: g.gender, birthday: g.birthday }, address: { country: g.country } }),
            );
          }
          const addons = transfer ? [{ id: w.transfer }] : [];
          const from = choice.kind === 'stay' ? plus('2027-01-10', choice.day) : '2027-03-06';
          const to = choice.kind === 'stay' ? plus(from, choice.nights) : '2027-03-13';
          const room = choice.kind === 'stay' ? choice.room.room : choice.cabin;
          const online =
            choice.kind === 'stay'
              ? {
                  kind: 'stay',
                  resort: 'r1',
                  from,
                  to,
                  rooms: [{ roomType: choice.room.type, ...(choice.chooseRoom ? { room } : {}), guests: guests.map((g) => g.key) }],
                }
              : { kind: 'trip', schedule: 'sc1', cabins: [{ cabin: room, guests: guests.map((g) => g.key) }] };
          const priced = await w.call<BookPrice>('POST', '/api/book/booking/price', {
            body: { choice: online, guests: guests.map(({ key, gender, birthday, country }) => ({ key, gender, birthday, country })), addons },
          });
          expect(priced.status, priced.raw).toBe(200);
          const staff = await invoke<Stored>(bookings, 'POST', '/api/bookings', {
            token: w.token,
            body: {
              ...(choice.kind === 'stay' ? { resort: 'r1', checkIn: from, checkOut: to } : { schedule: 'sc1' }),
              // Waiting: priced as any booking, holding no inventory, so the runs never take each other's rooms.
              state: 'waiting',
              rooms: [{ room, noOfPax: guests.length, customers: ids.map((customer) => ({ customer })) }],
              supplements: addons,
              source: 'online',
              language: 'en',
            },
          });
          expect(staff.status, JSON.stringify(staff.body)).toBe(201);
          const p = priced.body;
          expect(p.problems).toEqual([]);
          if (p.specials.length > 0) withSpecials++;
          expect(p.currency).toBe(staff.body.currency);
          expect(cents(p.total)).toBe(staff.body.calculation.reduce((s, l) => s + cents(l.total), 0));
          expect(p.lines.map((l) => cents(l.total))).toEqual(staff.body.calculation.map((l) => cents(l.total)));
          expect(p.milestones.map((m) => [m.type, m.due, cents(m.amount)])).toEqual(staff.body.payments.map((m) => [m.type, m.due, cents(m.amount)]));
          expect(cents(p.deposit)).toBe(staff.body.payments.filter((m) => m.type === 'deposit').reduce((s, m) => s + cents(m.amount), 0));
        } finally {
          for (const id of made) await invoke(specials, 'DELETE', `/api/specials/${id}`, { token: w.token });
        }
      }),
      { numRuns: 30 },
    );
    // The runs did price specials (not only plain stays and trips).
    expect(withSpecials).toBeGreaterThan(5);
  }, 120_000);

  it('applies a special of the guest’s own channel (CustomerDirectBooking) online only, with its explanation, and answers approximate amounts in the guest’s currency', async () => {
    const tenant = 'bkr-price-channel';
    const w = await onlineWorld(tenant);
    const body = {
      choice: { kind: 'stay', resort: 'r1', from: '2027-06-01', to: '2027-06-04', rooms: [{ roomType: 'rt1', guests: ['g1', 'g2'] }] },
      guests: [
        { key: 'g1', gender: 'f' },
        { key: 'g2', gender: 'm' },
      ],
    };
    const plain = await w.call<BookPrice>('POST', '/api/book/booking/price', { body });
    expect(plain.body).toMatchObject({ currency: 'EUR', total: 600, deposit: 180, payNow: 180, specials: [] });
    const sp = await invoke<{ id: string }>(specials, 'POST', '/api/specials', {
      token: w.token,
      body: { name: 'Book online', autoAdd: true, discount: 'PerCent', discountValue: 10, rule: { conditions: [], channels: ['CustomerDirectBooking'] } },
    });
    expect(sp.status).toBe(200);
    const usd = await w.call<BookPrice>('POST', '/api/book/booking/price', { body: { ...body, currency: 'USD' }, headers: { locale: 'de' } });
    expect(usd.status, usd.raw).toBe(200);
    expect(usd.body).toMatchObject({ total: 540, deposit: 162, specials: [expect.objectContaining({ id: sp.body.id, name: 'Book online', effect: -60 })] });
    expect(usd.body.specials[0]!.explanation.length).toBeGreaterThan(0);
    // 540 EUR at 1.0825 USD per EUR.
    expect(usd.body.approx).toEqual({ currency: 'USD', rate: 1.0825, total: 584.55, payNow: 175.37 });
    expect((await w.call('POST', '/api/book/booking/price', { body: { ...body, currency: 'XXX' } })).status).toBe(400);
  });

  it('adds the products chosen as a staff booking adds them (product lines, the rest milestone moved), and refuses one not sold online', async () => {
    const tenant = 'bkr-price-products';
    const w = await onlineWorld(tenant);
    const choice = { kind: 'trip', schedule: 'sc1', cabins: [{ cabin: 'cb1', guests: ['g1', 'g2'] }] };
    const guests = [
      { key: 'g1', gender: 'f' },
      { key: 'g2', gender: 'm' },
    ];
    const priced = await w.call<BookPrice>('POST', '/api/book/booking/price', { body: { choice, guests, products: [{ id: 'pr-mask', quantity: 2 }] } });
    expect(priced.status, priced.raw).toBe(200);
    expect(priced.body.lines.at(-1)).toMatchObject({ type: 'product', text: 'Mask rental', amount: 2, price: 5, total: 10 });
    expect(priced.body.total).toBe(2 * 1200.5 + 10);
    const staff = await invoke<Stored & { id: string }>(bookings, 'POST', '/api/bookings', {
      token: w.token,
      body: { schedule: 'sc1', state: 'waiting', rooms: [{ room: 'cb1', noOfPax: 2 }], source: 'online', language: 'en' },
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    const added = await invoke<Stored>(calculation, 'POST', `/api/bookings/${staff.body.id}/product/pr-mask`, { token: w.token, body: { quantity: 2 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(cents(priced.body.total)).toBe(added.body.calculation.reduce((s, l) => s + cents(l.total), 0));
    expect(priced.body.milestones.map((m) => [m.type, m.due, cents(m.amount)])).toEqual(added.body.payments.map((m) => [m.type, m.due, cents(m.amount)]));
    const refused = await w.call('POST', '/api/book/booking/price', { body: { choice, guests, products: [{ id: 'pr-staff', quantity: 1 }] } });
    expect(refused.status).toBe(400);
    expect((await w.call('POST', '/api/book/booking/price', { body: { choice, guests, products: [{ id: 'pr-mask', quantity: 8 }] } })).status).toBe(400);
  });
});
