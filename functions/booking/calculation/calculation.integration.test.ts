import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerOf } from '../../../test/support/booking-fixtures';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { tokenFor } from '../../../test/support/tokens';
import { handler as bookings } from '../bookings/lambda';
import { getBooking } from '../../data/bookings';
import { handler as prices } from '../../pricing/prices/lambda';
import { handler as products } from '../../finance/products/lambda';
import { handler as specials } from '../../pricing/specials/lambda';
import { handler } from './lambda';

/**
 * Editing the calculation (docs/decisions.md, "Editing the calculation"): every call through applyBookingChange,
 * the engine's result for the same input, lines adding up to the total and milestones to the amount due to the
 * cent, refused edits answering the spec's error shape with nothing changed, agency users on their own bookings.
 */

type Line = { sort: number; text: string; total: string; price: string; amount: number; type: string; deletable: boolean; source?: { kind?: string } };
type Booking = {
  id: string;
  version: number;
  lastAction: string;
  currency: string;
  termsOfPayment?: string;
  calculation: Line[];
  payments: { text: string; amount: string; due: string; type: 'deposit' | 'rest' }[];
  rooms: { room: string; customers?: { customer: string; variant?: string }[] }[];
};
type Failure = { name: string; message: string; statusCode: number; description: string; timestamp: string; path: string; method: string };

const cents = (s: string) => Math.round(Number(s) * 100);
const linesSum = (b: Booking) => b.calculation.reduce((a, l) => a + cents(l.total), 0);
const dueSum = (b: Booking) => b.payments.reduce((a, p) => a + cents(p.amount), 0);
const engineLines = (b: Booking) => b.calculation.filter((l) => l.source?.kind !== 'manual' && l.source?.kind !== 'product').map((l) => [l.text, l.total]);

const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
};
const call = <T = Booking>(token: string, method: string, path: string, body?: unknown) =>
  invoke<T>(handler, method, path, { token, ...(body !== undefined ? { body } : {}) });

async function world(tenant: string) {
  const w = await priceWorld(tenant);
  const hb = await post(w.token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
  await post(w.token, '/api/price', {
    name: 'Season 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    variants: [hb],
    entries: [
      { id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 },
      { id: 'g2hb', roomType: 'rt1', variant: hb, noOfPax: 2, price: 130 },
    ],
    currencies: ['EUR'],
  });
  const transfer = await post(w.token, '/api/supplements', { name: 'Airport transfer', priceRule: 'PerPerson', price: 25 });
  const terms = await post(w.token, '/api/terms', {
    name: '30 % deposit',
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  const once = await post(w.token, '/api/terms', { name: 'All at once', entries: [{ reason: 'Total', useTerms: true, date: { days: 3, from: 'booking' } }] });
  const [ana, ben] = [await customerOf(tenant, 'cu-ana', 'f'), await customerOf(tenant, 'cu-ben', 'm')];
  const create = async (extra: Record<string, unknown> = {}, token = w.token) => {
    const res = await invoke<Booking>(bookings, 'POST', '/api/bookings', {
      token,
      body: {
        resort: 'r1',
        checkIn: '2027-06-01',
        checkOut: '2027-06-08',
        rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: ana }, { customer: ben }] }],
        termsOfPayment: terms,
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // A booking per test on the same room: cancel it again so the next one finds the nights free.
    return res.body;
  };
  return { ...w, hb, transfer, terms, once, ana, ben, create };
}

const cancel = (token: string, id: string) => invoke(bookings, 'POST', `/api/bookings/${id}/cancell`, { token });

/** The booking adds up: lines to the total, milestones to it (no agency booked net here), one rest. */
function expectBalanced(b: Booking) {
  expect(dueSum(b)).toBe(linesSum(b));
  expect(b.payments.filter((p) => p.type === 'rest')).toHaveLength(1);
}

/** A refusal in the spec's error shape, and the stored booking unchanged. */
async function expectRefused(tenant: string, res: { status: number; body: unknown }, status: number, before: Booking, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as Failure;
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
  if (message) expect(body.message).toBe(message);
  const after = await getBooking(tenant, before.id);
  expect(after?.version).toBe(before.version);
  expect(after?.calculation).toEqual(before.calculation);
  expect(after?.payments).toEqual(before.payments);
}

describe('editing the calculation by hand', () => {
  it('adds, edits, renames and deletes lines; the milestones follow the total to the cent; each is a version', async () => {
    const tenant = 'bcalc-lines';
    const w = await world(tenant);
    const made = await w.create();
    expectBalanced(made);
    const added = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation`, { type: 'COST', text: 'Boat trip', amount: 3, price: '33.33' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const line = added.body.calculation.find((l) => l.text === 'Boat trip') as Line;
    expect(line).toMatchObject({ type: 'cost', amount: 3, price: '33.33', total: '99.99', editable: true, deletable: true });
    expect(linesSum(added.body)).toBe(linesSum(made) + 9999);
    expect(added.body).toMatchObject({ version: made.version + 1, lastAction: 'addCalculationLine' });
    expectBalanced(added.body);

    const discount = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation`, { type: 'discount', text: 'Loyalty', price: 15.5 });
    expect(discount.body.calculation.find((l) => l.text === 'Loyalty')?.total).toBe('-15.50');
    expectBalanced(discount.body);

    const edited = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation/${line.sort}`, { amount: 2, price: '40' });
    expect(edited.body.calculation.find((l) => l.sort === line.sort)).toMatchObject({ amount: 2, price: '40.00', total: '80.00' });
    expect(edited.body.lastAction).toBe('editCalculationLine');
    expectBalanced(edited.body);

    const renamed = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation/${line.sort}/rename`, { text: 'Sunset cruise' });
    expect(renamed.body.calculation.find((l) => l.sort === line.sort)?.text).toBe('Sunset cruise');
    expect(linesSum(renamed.body)).toBe(linesSum(edited.body));

    const deleted = await call(w.token, 'DELETE', `/api/bookings/${made.id}/calculation/${line.sort}`);
    expect(deleted.body.calculation.some((l) => l.sort === line.sort)).toBe(false);
    expect(deleted.body).toMatchObject({ lastAction: 'deleteCalculationLine', version: made.version + 5 });
    expectBalanced(deleted.body);
  });

  it('refuses what the line-type check and the line flags forbid, in the spec error shape, changing nothing', async () => {
    const tenant = 'bcalc-refused';
    const w = await world(tenant);
    const made = await w.create();
    const id = made.id;
    await expectRefused(
      tenant,
      await call(w.token, 'POST', `/api/bookings/${id}/calculation`, { type: 'text', text: 'Note', price: 1 }),
      400,
      made,
      'ValidationError',
    );
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${id}/calculation`, { type: 'cost', text: 'x', price: '1.005' }), 400, made);
    const room = made.calculation.find((l) => l.type === 'room_cost') as Line;
    expect(room.deletable).toBe(false);
    await expectRefused(tenant, await call(w.token, 'DELETE', `/api/bookings/${id}/calculation/${room.sort}`), 409, made, 'CALCULATION_LINE_REFUSED');
    await expectRefused(tenant, await call(w.token, 'DELETE', `/api/bookings/${id}/calculation/4711`), 404, made);
    const unique = await call(w.token, 'POST', `/api/bookings/${id}/calculation`, { type: 'cost', text: 'Visa', price: 35, unique: true });
    expect(unique.status).toBe(200);
    await expectRefused(
      tenant,
      await call(w.token, 'POST', `/api/bookings/${id}/calculation`, { type: 'cost', text: 'Visa', price: 35 }),
      409,
      unique.body,
      'CALCULATION_LINE_REFUSED',
    );
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${id}/commission/10`), 409, unique.body, 'CALCULATION_LINE_REFUSED');
    const policy = { payments: unique.body.payments.map((p) => ({ ...p, amount: p.type === 'rest' ? '1.00' : p.amount })) };
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${id}/updatePaymentPolicy`, policy), 400, unique.body, 'ValidationError');
    await cancel(w.token, id);
    await expectRefused(
      tenant,
      await call(w.token, 'POST', `/api/bookings/${id}/reloadPrice`),
      409,
      (await getBooking(tenant, id)) as unknown as Booking,
      'BOOKING_STATE_CONFLICT',
    );
  });
});

describe('re-pricing with the engine', () => {
  it('reloadPrice, variant and addon answer what the create answers for the same input; hand-made lines survive', async () => {
    const tenant = 'bcalc-engine';
    const w = await world(tenant);
    const made = await w.create();
    const manual = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation`, { type: 'addon', text: 'Nitrox', amount: 2, price: '12.50' });
    const reloaded = await call(w.token, 'POST', `/api/bookings/${made.id}/reloadPrice`);
    expect(reloaded.status, JSON.stringify(reloaded.body)).toBe(200);
    expect(engineLines(reloaded.body)).toEqual(engineLines(made));
    expect(reloaded.body.calculation.find((l) => l.text === 'Nitrox')).toEqual(manual.body.calculation.find((l) => l.text === 'Nitrox'));
    expect(reloaded.body.lastAction).toBe('reloadPrice');
    expectBalanced(reloaded.body);

    // An engine line edited by hand is re-priced from its definition by refresh (only that line).
    const room = reloaded.body.calculation.find((l) => l.type === 'room_cost') as Line;
    const cut = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation/${room.sort}`, { price: '1' });
    expect(cut.body.calculation.find((l) => l.sort === room.sort)?.total).toBe('7.00');
    expectBalanced(cut.body);
    const refreshed = await call(w.token, 'POST', `/api/bookings/${made.id}/calculation/${room.sort}/refresh`);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.calculation).toEqual(reloaded.body.calculation);
    expect(refreshed.body.lastAction).toBe('refreshCalculationLine');
    expectBalanced(refreshed.body);
    const manualSort = (manual.body.calculation.find((l) => l.text === 'Nitrox') as Line).sort;
    await expectRefused(
      tenant,
      await call(w.token, 'POST', `/api/bookings/${made.id}/calculation/${manualSort}/refresh`),
      409,
      refreshed.body,
      'CALCULATION_LINE_REFUSED',
    );

    // One person on half board: the room is still priced for two, her line at the half-board price, his not.
    const one = await call(w.token, 'POST', `/api/bookings/${made.id}/variant/ro1/${w.ana}`, { variant: w.hb });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    type Priced = Line & { customer?: string };
    const rooms = (b: Booking) => (b.calculation as Priced[]).filter((l) => l.type === 'room_cost').map((l) => [l.customer, l.price, l.total]);
    expect(rooms(one.body)).toEqual([
      [w.ana, '130.00', '910.00'],
      [w.ben, '100.00', '700.00'],
    ]);
    expectBalanced(one.body);
    const both = await call(w.token, 'POST', `/api/bookings/${made.id}/variant/ro1/${w.ben}`, { variant: w.hb });
    const withAddon = await call(w.token, 'POST', `/api/bookings/${made.id}/addon/${w.transfer}`, { quantity: 1 });
    expect(both.body.lastAction).toBe('changeVariant');
    expectBalanced(withAddon.body);
    await cancel(w.token, made.id);
    const same = await w.create({ variant: w.hb, supplements: [{ id: w.transfer, quantity: 1 }] });
    expect(engineLines(both.body)).not.toEqual(engineLines(made));
    expect(engineLines(withAddon.body)).toEqual(engineLines(same));
    expect(withAddon.body.payments.map((p) => p.due)).toEqual(same.payments.map((p) => p.due));
    expect(dueSum(withAddon.body)).toBe(dueSum(same) + 2500);
  });

  it('changes terms (milestones recomputed), currency (hand-made lines converted) and the milestones by hand', async () => {
    const tenant = 'bcalc-terms';
    const w = await world(tenant);
    const made = await w.create();
    await call(w.token, 'POST', `/api/bookings/${made.id}/calculation`, { type: 'cost', text: 'Fee', price: '10' });
    const terms = await call(w.token, 'POST', `/api/bookings/${made.id}/changeTerms/${w.once}`);
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(terms.body.termsOfPayment).toBe(w.once);
    expect(terms.body.payments).toHaveLength(1);
    expectBalanced(terms.body);
    const usd = await call(w.token, 'POST', `/api/bookings/${made.id}/currency/USD`);
    expect(usd.status, JSON.stringify(usd.body)).toBe(200);
    expect(usd.body.currency).toBe('USD');
    expect(usd.body.calculation.find((l) => l.text === 'Fee')?.total).toBe('10.83');
    expectBalanced(usd.body);
    const unknown = await call(w.token, 'POST', `/api/bookings/${made.id}/currency/XYZ`);
    await expectRefused(tenant, unknown, 400, usd.body);
    const policy = [
      { text: 'Now', amount: '100.00', due: '2027-01-10', type: 'deposit' as const },
      { text: 'Rest', amount: ((dueSum(usd.body) - 10000) / 100).toFixed(2), due: '2027-05-01', type: 'rest' as const },
    ];
    const edited = await call(w.token, 'POST', `/api/bookings/${made.id}/updatePaymentPolicy`, { payments: policy });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.payments).toEqual(policy);
    expectBalanced(edited.body);
  });

  it('adds a special by hand and prices with another definition, as the engine does for the same input', async () => {
    const tenant = 'bcalc-special';
    const w = await world(tenant);
    const sp = await invoke<{ id: string }>(specials, 'POST', '/api/specials', {
      token: w.token,
      body: { name: 'Hand discount', discount: 'PerCent', discountValue: 10, rule: { conditions: [] } },
    });
    expect(sp.status, JSON.stringify(sp.body)).toBe(200);
    const made = await w.create();
    const special = await call(w.token, 'POST', `/api/bookings/${made.id}/special/${sp.body.id}`);
    expect(special.status, JSON.stringify(special.body)).toBe(200);
    expect(special.body.calculation.find((l) => l.source?.kind === 'special')).toMatchObject({ type: 'discount', total: '-140.00' });
    expectBalanced(special.body);
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${made.id}/special/${sp.body.id}`), 409, special.body, 'CALCULATION_LINE_REFUSED');
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${made.id}/special/sp-nope`), 404, special.body);
    await cancel(w.token, made.id);
    const same = await w.create({ specials: [sp.body.id] });
    expect(engineLines(special.body)).toEqual(engineLines(same));
    const cheap = await post(w.token, '/api/price', {
      name: 'Friends 2027',
      resort: 'r1',
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      entries: [{ id: 'f2', roomType: 'rt1', noOfPax: 2, price: 80 }],
      currencies: ['EUR'],
    });
    const changed = await call(w.token, 'POST', `/api/bookings/${same.id}/changePrice/${cheap}`);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.calculation.find((l) => l.type === 'room_cost')?.price).toBe('80.00');
    expectBalanced(changed.body);
    await expectRefused(tenant, await call(w.token, 'POST', `/api/bookings/${same.id}/changePrice/pd-nope`), 404, changed.body);
    // Deleting the special's line gives the special up: a reload does not bring it back.
    const line = same.calculation.find((l) => l.source?.kind === 'special') as Line;
    await call(w.token, 'DELETE', `/api/bookings/${same.id}/calculation/${line.sort}`);
    const reloaded = await call(w.token, 'POST', `/api/bookings/${same.id}/reloadPrice`);
    expect(reloaded.body.calculation.some((l) => l.source?.kind === 'special')).toBe(false);
    expectBalanced(reloaded.body);
  });
});

describe('agency users and catalogue products', () => {
  it('lets an agency re-price its own bookings only, and not add lines by hand; staff add products from the catalogue', async () => {
    const tenant = 'bcalc-agency';
    const w = await world(tenant);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    const other = await tokenFor({ userId: 'agent-2', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag2' });
    const own = await w.create({ agency: 'ag1' });
    expect((await call(agent, 'POST', `/api/bookings/${own.id}/reloadPrice`)).status).toBe(200);
    await expectRefused(
      tenant,
      await call(other, 'POST', `/api/bookings/${own.id}/reloadPrice`),
      403,
      (await getBooking(tenant, own.id)) as unknown as Booking,
    );
    await expectRefused(
      tenant,
      await call(agent, 'POST', `/api/bookings/${own.id}/calculation`, { type: 'cost', text: 'x', price: 1 }),
      403,
      (await getBooking(tenant, own.id)) as unknown as Booking,
    );
    const commission = await call(w.token, 'POST', `/api/bookings/${own.id}/commission/10`);
    expect(commission.body).toMatchObject({ commission: 10 });
    const product = await invoke<{ id: string }>(products, 'POST', '/api/product', { token: w.token, body: { name: 'Dive computer rental', price: 7.25 } });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const added = await call(agent, 'POST', `/api/bookings/${own.id}/product/${product.body.id}`, { quantity: 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const line = added.body.calculation.find((l) => l.type === 'product') as Line;
    expect(line).toMatchObject({ text: 'Dive computer rental', amount: 3, price: '7.25', total: '21.75' });
    const refreshed = await call(w.token, 'POST', `/api/bookings/${own.id}/calculation/${line.sort}/refresh`);
    expect(refreshed.body.calculation.find((l) => l.sort === line.sort)?.total).toBe('21.75');
    const kept = await call(w.token, 'POST', `/api/bookings/${own.id}/reloadPrice`);
    expect(kept.body.calculation.find((l) => l.sort === line.sort)?.total).toBe('21.75');
  });
});

describe('random sequences of edits', () => {
  it('keep the lines adding up to the total and the milestones to it, to the cent', async () => {
    const tenant = 'bcalc-property';
    const w = await world(tenant);
    const made = await w.create();
    const edit = fc.oneof(
      fc.record({
        op: fc.constant('add' as const),
        type: fc.constantFrom('cost', 'discount', 'addon'),
        amount: fc.integer({ min: 0, max: 20 }),
        cents: fc.integer({ min: 0, max: 9_999_99 }),
      }),
      fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), amount: fc.integer({ min: 0, max: 9 }), cents: fc.integer({ min: 0, max: 500_00 }) }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ op: fc.constantFrom('reload' as const, 'addon' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 3, maxLength: 6 }), async (edits) => {
        for (const e of edits) {
          const b = (await getBooking(tenant, made.id)) as unknown as Booking;
          const manual = b.calculation.filter((l) => l.source?.kind === 'manual');
          const target = manual.length && 'pick' in e ? manual[(e.pick as number) % manual.length] : undefined;
          const path = `/api/bookings/${made.id}`;
          const price = 'cents' in e ? ((e.cents as number) / 100).toFixed(2) : '0';
          const res =
            e.op === 'add'
              ? await call(w.token, 'POST', `${path}/calculation`, { type: e.type, text: `t${e.cents}`, amount: e.amount, price })
              : e.op === 'edit' && target
                ? await call(w.token, 'POST', `${path}/calculation/${target.sort}`, { amount: e.amount, price })
                : e.op === 'delete' && target
                  ? await call(w.token, 'DELETE', `${path}/calculation/${target.sort}`)
                  : e.op === 'addon'
                    ? await call(w.token, 'POST', `${path}/addon/${w.transfer}`, { quantity: 1 })
                    : await call(w.token, 'POST', `${path}/reloadPrice`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expectBalanced(res.body);
        }
      }),
      { numRuns: 8, seed: 1414 },
    );
  });
});
