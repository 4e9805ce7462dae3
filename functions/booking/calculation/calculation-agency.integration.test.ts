import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectBalanced, expectRefused, world, type Booking, type Line } from '../../../test/support/calculation-world';
import { invoke } from '../../../test/support/invoke';
import { tokenFor } from '../../../test/support/tokens';
import { getBooking } from '../../data/bookings';
import { handler as products } from '../../finance/products/lambda';

/** Editing the calculation (see calculation.integration.test.ts): agency users, catalogue products, random edit sequences. */

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
