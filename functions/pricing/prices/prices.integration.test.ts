import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { tokenFor } from '../../../test/support/tokens';
import { handler as rooms } from '../../inventory/rooms/lambda';
import { handler as tours } from '../../inventory/tours/lambda';
import { handler as prices } from './lambda';

type Stored = { id: string; version: number; name: string };
const post = <T = Stored>(path: string, token: string, body: unknown) => invoke<T>(prices, 'POST', path, { token, body });
const season = (overrides: Record<string, unknown> = {}) => ({
  name: 'High season',
  type: 'room',
  resort: 'r1',
  validRange: { from: '2027-01-01', to: '2027-03-31' },
  entries: [{ id: 'e1', roomType: 'rt1', noOfPax: 2, price: 120 }],
  ...overrides,
});

describe('price definitions, variants, supplements, terms and commissions', () => {
  it('creates, reads, updates and deletes each of the five resources', async () => {
    const { token } = await priceWorld('prices-crud');
    const made = {
      pricevariant: await post('/api/pricevariant', token, { name: 'Half board', key: 'HB' }),
      supplements: await post('/api/supplements', token, { name: 'Airport transfer', priceRule: 'PerPerson', price: 25 }),
      terms: await post('/api/terms', token, {
        name: 'Deposit',
        entries: [
          { reason: 'Deposit', percent: 30 },
          { reason: 'Rest', useTerms: true },
        ],
      }),
      commission: await post('/api/commission', token, { name: 'Standard', percent: 15 }),
      price: await post('/api/price', token, season()),
    };
    for (const [name, res] of Object.entries(made)) {
      expect(res.status, name).toBe(200);
      const got = await invoke<Stored>(prices, 'GET', `/api/${name}/${res.body.id}`, { token });
      expect(got.body.name, name).toBe(res.body.name);
      const upd = await post(`/api/${name}/${res.body.id}`, token, { ...got.body, name: `${got.body.name} 2` });
      expect(upd.status, name).toBe(200);
      expect((await invoke(prices, 'GET', `/api/${name}`, { token })).status, name).toBe(200);
    }
    for (const name of ['price', 'pricevariant', 'supplements', 'terms', 'commission'] as const)
      expect((await invoke(prices, 'DELETE', `/api/${name}/${made[name].body.id}`, { token })).status, name).toBe(200);
  });

  it('refuses references that do not exist or belong to another asset, with the field, and stores nothing', async () => {
    const { token } = await priceWorld('prices-refs');
    const fields = async (body: unknown) => {
      const res = await post('/api/price', token, body);
      expect(res.status).toBe(400);
      return ZApiError.parse(res.body)
        .fields?.map((f) => f.path)
        .sort();
    };
    expect(await fields(season({ resort: 'r-nope', termsOfPayment: 'tp-nope', commission: 'cm-nope' }))).toEqual([
      'body.commission',
      'body.resort',
      'body.termsOfPayment',
    ]);
    expect(
      await fields(
        season({
          variants: ['pv-nope'],
          supplements: ['su-nope'],
          entries: [
            { id: 'e1', roomType: 'rt3', noOfPax: 2, price: 1 },
            { id: 'e2', roomType: 'rt-nope', noOfPax: 2, price: 1 },
            { id: 'e3', roomType: 'rt1', room: 'cb1', noOfPax: 2, price: 1 },
          ],
        }),
      ),
    ).toEqual(['body.entries.0.roomType', 'body.entries.1.roomType', 'body.entries.2.room', 'body.supplements.0', 'body.variants.0']);
    expect(await fields({ name: 'Trip', type: 'trip', vessel: 'v1', validRange: { from: '2027-01-01', to: '2027-12-31' }, schedules: ['sc-nope'] })).toEqual([
      'body.schedules.0',
    ]);
    const sup = await post('/api/supplements', token, { name: 'Transfer', priceRule: 'PerBooking', price: 1, assets: [{ type: 'resort', ref: 'r-nope' }] });
    expect(ZApiError.parse(sup.body).fields?.map((f) => f.path)).toEqual(['body.assets.0.ref']);
    expect((await invoke<{ total: number }>(prices, 'GET', '/api/price', { token })).body.total).toBe(0);
  });

  it('refuses to delete a variant, supplement, terms or commission a definition uses (409 IN_USE), and allows it once unused', async () => {
    const { token } = await priceWorld('prices-inuse');
    const v = (await post('/api/pricevariant', token, { name: 'Full board', key: 'FB' })).body;
    const s = (await post('/api/supplements', token, { name: 'Nitrox', priceRule: 'PerDive', price: 8 })).body;
    const t = (await post('/api/terms', token, { name: 'Deposit', entries: [{ reason: 'Deposit', percent: 30 }] })).body;
    const c = (await post('/api/commission', token, { name: 'Standard', percent: 15 })).body;
    const d = await post('/api/price', token, season({ variants: [v.id], supplements: [s.id], termsOfPayment: t.id, commission: c.id }));
    expect(d.status).toBe(200);
    for (const [name, id] of [
      ['pricevariant', v.id],
      ['supplements', s.id],
      ['terms', t.id],
      ['commission', c.id],
    ] as const) {
      const res = await invoke(prices, 'DELETE', `/api/${name}/${id}`, { token });
      expect(res.status, name).toBe(409);
      expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('High season') });
    }
    expect((await invoke(prices, 'DELETE', `/api/price/${d.body.id}`, { token })).status).toBe(200);
    for (const [name, id] of [
      ['pricevariant', v.id],
      ['supplements', s.id],
      ['terms', t.id],
      ['commission', c.id],
    ] as const)
      expect((await invoke(prices, 'DELETE', `/api/${name}/${id}`, { token })).status, name).toBe(200);
  });

  it('refuses to delete a room type, a room or a schedule a definition prices (409 IN_USE naming it), and allows it once unpriced', async () => {
    const { token } = await priceWorld('prices-inventory');
    const stay = await post(
      '/api/price',
      token,
      season({
        entries: [
          { id: 'e1', roomType: 'rt2', noOfPax: 2, price: 120 },
          { id: 'e2', roomType: 'rt1', room: 'ro1', noOfPax: 2, price: 150 },
        ],
      }),
    );
    const trip = await post('/api/price', token, {
      name: 'Komodo trips',
      type: 'trip',
      vessel: 'v1',
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      schedules: ['sc1'],
    });
    expect([stay.status, trip.status]).toEqual([200, 200]);
    const refused = [
      [rooms, '/api/roomtypes/rt2', 'High season'],
      [rooms, '/api/rooms/ro1', 'High season'],
      [tours, '/api/schedules/sc1', 'Komodo trips'],
    ] as const;
    for (const [handler, path, definition] of refused) {
      const res = await invoke(handler, 'DELETE', path, { token });
      expect([res.status, ZApiError.parse(res.body).message], path).toEqual([409, 'IN_USE']);
      expect(ZApiError.parse(res.body).description, path).toContain(definition);
    }
    await invoke(prices, 'DELETE', `/api/price/${stay.body.id}`, { token });
    await invoke(prices, 'DELETE', `/api/price/${trip.body.id}`, { token });
    for (const [handler, path] of refused) expect((await invoke(handler, 'DELETE', path, { token })).status, path).toBe(200);
  });

  it('keeps one default terms of payment and one default commission scheme: a second default is 409 until the first is unset', async () => {
    const { token } = await priceWorld('prices-default');
    const terms = { entries: [{ reason: 'All', percent: 100 }] };
    const first = (await post('/api/terms', token, { ...terms, name: 'A', isDefault: true })).body;
    const second = await post('/api/terms', token, { ...terms, name: 'B', isDefault: true });
    expect(second.status).toBe(409);
    expect((await post('/api/terms', token, { ...terms, name: 'B', isDefault: true, active: false })).status).toBe(200);
    expect((await post(`/api/terms/${first.id}`, token, { ...terms, name: 'A', isDefault: false, version: first.version })).status).toBe(200);
    expect((await post('/api/terms', token, { ...terms, name: 'C', isDefault: true })).status).toBe(200);
    expect((await post('/api/commission', token, { name: 'X', percent: 10, isDefault: true })).status).toBe(200);
    expect((await post('/api/commission', token, { name: 'Y', percent: 12, isDefault: true })).status).toBe(409);
  });

  it("limits a user with an available-asset list to their resort's and vessel's price definitions", async () => {
    const { token } = await priceWorld('prices-asset');
    const own = (await post('/api/price', token, season())).body;
    const other = (await post('/api/price', token, season({ resort: 'r2', entries: [{ id: 'e1', roomType: 'rt3', noOfPax: 2, price: 90 }] }))).body;
    const limited = await tokenFor({
      userId: 'u-limited',
      tenant: 'prices-asset',
      userType: 'employee',
      scopes: ['price.update'],
      assets: [{ type: 'resort', ref: 'r1' }],
    });
    const list = await invoke<{ data: Stored[] }>(prices, 'GET', '/api/price', { token: limited });
    expect(list.body.data.map((d) => d.id)).toEqual([own.id]);
    expect((await invoke(prices, 'GET', `/api/price/${other.id}`, { token: limited })).status).toBe(403);
    expect((await post('/api/price', limited, season({ resort: 'r2', entries: [] }))).status).toBe(403);
    expect((await invoke(prices, 'DELETE', `/api/price/${other.id}`, { token: limited })).status).toBe(403);
    expect((await invoke(prices, 'GET', '/api/resort/prices', { token: limited, query: { resort: 'r2', from: '2027-01-01', to: '2027-12-31' } })).status).toBe(
      403,
    );
    expect((await invoke(prices, 'GET', `/api/price/entry/${other.id}.e1`, { token: limited })).status).toBe(403);
    // Variants, supplements, terms and commissions belong to no asset: the limited user reads them.
    expect((await invoke(prices, 'GET', '/api/pricevariant', { token: limited })).status).toBe(200);
  });
});
