import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZPricedResult } from '../../../shared/api/prices';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { handler as prices } from '../prices/lambda';
import { handler as pricing } from './lambda';

type Refused = { fields: Array<{ path: string; message: string }> };

/**
 * POST /api/price/simulate refuses what does not exist, like findPrice: a resort, vessel, room type or room that is
 * not there (or not of the asset), and a stay of no night. The world: resort r1 (room types rt1, rt2, room ro1 of
 * rt1), r2 (rt3), vessel v1 (cabin type ct1, cabins cb1, cb2), schedule sc1.
 */
describe('POST /api/price/simulate', () => {
  it('refuses a resort, room type or room that does not exist, and a stay of no night, with 400 on the field', async () => {
    const { token } = await priceWorld('simulate-refuses');
    const created = await invoke(prices, 'POST', '/api/price', {
      token,
      body: {
        name: 'Basic 2027',
        resort: 'r1',
        validRange: { from: '2027-01-01', to: '2027-12-31' },
        entries: [{ id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stay = {
      kind: 'stay',
      resort: 'r1',
      from: '2027-06-01',
      to: '2027-06-08',
      rooms: [{ room: 'ro1', roomType: 'rt1', persons: ['a', 'b'] }],
      persons: [{ key: 'a' }, { key: 'b' }],
    };
    const simulate = (body: unknown) => invoke<Refused>(pricing, 'POST', '/api/price/simulate', { token, body });

    const ok = await simulate(stay);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ZPricedResult.parse(ok.body).total).toBe(1400);
    // A room of the type without naming a stored room (the price simulator) prices the same.
    const typeOnly = await simulate({ ...stay, rooms: [{ roomType: 'rt1', persons: ['a', 'b'] }] });
    expect([typeOnly.status, ZPricedResult.parse(typeOnly.body).total]).toEqual([200, 1400]);

    const refused: Array<[string, unknown, string, string]> = [
      ['a resort that does not exist', { ...stay, resort: 'r-nope' }, 'body.resort', 'resort r-nope does not exist'],
      ['a stay of no night', { ...stay, to: stay.from }, 'body.to', 'A stay has at least one night'],
      [
        'a room type that does not exist',
        { ...stay, rooms: [{ roomType: 'rt-nope', persons: ['a', 'b'] }] },
        'body.rooms.0.roomType',
        'room type rt-nope is not of resort r1',
      ],
      [
        'a room type of another resort',
        { ...stay, rooms: [{ roomType: 'rt3', persons: ['a', 'b'] }] },
        'body.rooms.0.roomType',
        'room type rt3 is not of resort r1',
      ],
      [
        'a room type (without rooms) that does not exist',
        { ...stay, rooms: [], roomType: 'rt-nope' },
        'body.roomType',
        'room type rt-nope is not of resort r1',
      ],
      [
        'a room that does not exist',
        { ...stay, rooms: [{ room: 'ro-nope', roomType: 'rt1', persons: ['a', 'b'] }] },
        'body.rooms.0.room',
        'room ro-nope is not of resort r1',
      ],
      [
        'a cabin as a room of the resort',
        { ...stay, rooms: [{ room: 'cb1', roomType: 'rt1', persons: ['a', 'b'] }] },
        'body.rooms.0.room',
        'room cb1 is not of resort r1',
      ],
      [
        'a room of another room type',
        { ...stay, rooms: [{ room: 'ro1', roomType: 'rt2', persons: ['a', 'b'] }] },
        'body.rooms.0.roomType',
        'room ro1 is of room type rt1, not rt2',
      ],
      [
        'a vessel that does not exist',
        { kind: 'trip', vessel: 'v-nope', from: '2027-03-06', to: '2027-03-13', rooms: [{ roomType: 'ct1', persons: ['a'] }], persons: [{ key: 'a' }] },
        'body.vessel',
        'vessel v-nope does not exist',
      ],
      [
        'a room type of a resort on a trip',
        { kind: 'trip', schedule: 'sc1', from: '2027-03-06', to: '2027-03-13', rooms: [{ roomType: 'rt1', persons: ['a'] }], persons: [{ key: 'a' }] },
        'body.rooms.0.roomType',
        'room type rt1 is not of vessel v1',
      ],
    ];
    for (const [name, body, path, message] of refused) {
      const res = await simulate(body);
      expect([name, res.status, res.body.fields], JSON.stringify(res.body)).toEqual([name, 400, [{ path, message }]]);
      // The spec's error shape (section 8), as findPrice answers it.
      expect(ZApiError.parse(res.body), name).toMatchObject({ message: 'ValidationError', statusCode: 400, path: '/api/price/simulate', method: 'POST' });
    }
  });
});
