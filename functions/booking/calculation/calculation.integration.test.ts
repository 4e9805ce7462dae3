import { describe, expect, it } from 'vitest';
import {
  call,
  cancel,
  dueSum,
  engineLines,
  expectBalanced,
  expectRefused,
  linesSum,
  post,
  world,
  type Booking,
  type Line,
} from '../../../test/support/calculation-world';
import { invoke } from '../../../test/support/invoke';
import { getBooking } from '../../data/bookings';
import { handler as specials } from '../../pricing/specials/lambda';

/**
 * Editing the calculation (docs/decisions.md, "Editing the calculation"): every call through applyBookingChange,
 * the engine's result for the same input, lines adding up to the total and milestones to the amount due to the
 * cent, refused edits answering the spec's error shape with nothing changed, agency users on their own bookings.
 */

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
