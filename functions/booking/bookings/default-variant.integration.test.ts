import { describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { handler as prices } from '../../pricing/prices/lambda';
import { handler as pricing } from '../../pricing/engine/lambda';
import { handler } from './lambda';

/**
 * A booking made without a variant on a season whose entries all name one (docs/decisions.md, "Booking wizard"):
 * priced with the season's first variant instead of getting no room line, and findPrice answers that price.
 */

type Booking = { calculation: { type: string; text: string; total: string }[]; rooms: { variant?: string }[] };
const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('a booking created without a variant', () => {
  it('is priced with the season’s first variant when every entry of the season names a variant', async () => {
    const tenant = 'bkp-default-variant';
    const { token } = await priceWorld(tenant);
    const fb = await post(token, '/api/pricevariant', { name: 'Full board', key: 'FB' });
    const hb = await post(token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
    await post(token, '/api/price', {
      name: 'Variants only 2027',
      resort: 'r1',
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      variants: [hb.id, fb.id],
      entries: [
        { id: 'g2fb', roomType: 'rt1', variant: fb.id, noOfPax: 2, price: 160 },
        { id: 'g2hb', roomType: 'rt1', variant: hb.id, noOfPax: 2, price: 130 },
      ],
      currencies: ['EUR'],
    });
    const res = await invoke<Booking>(handler, 'POST', '/api/bookings', {
      token,
      body: { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-03', rooms: [{ room: 'ro1', noOfPax: 2 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const total = res.body.calculation.reduce((a, l) => a + Number(l.total), 0);
    // Two nights for two at the half board's 130 (the season's first variant), not nothing.
    expect(total).toBe(2 * 2 * 130);
    // The line names the variant the booking took by its name, not its id ("… (Half board)", not "(pv-…)").
    const room = res.body.calculation.find((l) => l.type === 'room_cost')!;
    expect(room.text).toContain('(Half board)');
    expect(room.text).not.toContain(hb.id);
    // The wizard's price beside each room type (findPrice, no variant chosen yet) says what such a booking costs.
    const found = await invoke<{ total: number }>(pricing, 'GET', '/api/resort/findPrice', {
      token,
      query: { resort: 'r1', roomType: 'rt1', from: '2027-06-01', to: '2027-06-03', persons: '2' },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.total).toBe(total);
  });
});
