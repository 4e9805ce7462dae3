import { describe, expect, it } from 'vitest';
import { ZPricedResult } from '../../../shared/api/prices';
import { invoke } from '../../../test/support/invoke';
import { priceWorld, putBooking } from '../../../test/support/price-fixture';
import { tokenFor } from '../../../test/support/tokens';
import { handler as pricing } from '../engine/lambda';
import { handler as settings } from '../../platform/settings/lambda';
import { handler as specials } from '../specials/lambda';
import { handler as prices } from './lambda';

type Def = { id: string; name: string };
const get = <T = Record<string, unknown>>(path: string, token: string, query?: Record<string, string>) =>
  invoke<T>(prices, 'GET', path, { token, ...(query ? { query } : {}) });
const create = async (token: string, path: string, body: unknown) => {
  const res = await invoke<Def>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** Low (whole year) and high (periods in March) seasons of r1, a trip price of v1 and, for some tests, a charter. */
async function seasons(tenant: string) {
  const w = await priceWorld(tenant);
  const hb = await create(w.token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
  const entries = (base: number) => [
    { id: 'g2', roomType: 'rt1', noOfPax: 2, price: base },
    { id: 'g2hb', roomType: 'rt1', variant: hb.id, noOfPax: 2, price: base + 30 },
    { id: 'b2', roomType: 'rt2', noOfPax: 2, price: base + 50 },
    { id: 'g2c', roomType: 'rt1', noOfPax: 2, ageBand: 'child', price: base / 2 },
  ];
  const low = await create(w.token, '/api/price', {
    name: 'Basic 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    variants: [hb.id],
    entries: entries(100),
    currencies: ['USD', 'EUR'],
  });
  const high = await create(w.token, '/api/price', {
    name: 'High 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    periods: [{ from: '2027-03-01', to: '2027-03-31' }],
    variants: [hb.id],
    entries: entries(200),
    currencies: ['USD'],
  });
  const trip = await create(w.token, '/api/price', {
    name: 'Trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: 'v1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [
      { id: 't1', roomType: 'ct1', noOfPax: 1, price: 1500 },
      { id: 't2', roomType: 'ct1', noOfPax: 2, price: 1200.5 },
    ],
  });
  return { ...w, hb, low, high, trip };
}

describe('the price calls', () => {
  it('answers the constants, types and calculation types', async () => {
    const { token } = await priceWorld('calls-constants');
    expect((await get('/api/price/types', token)).body).toEqual({ data: ['room', 'trip', 'charter'] });
    expect((await get('/api/price/calculationTypes', token)).body).toEqual({ data: ['complete', 'unit'] });
    const c = (await get<Record<string, string[]>>('/api/resort/constants', token)).body;
    expect(Object.keys(c).sort()).toEqual([
      'ageBands',
      'calculationTypes',
      'commissionModes',
      'customerTypes',
      'lineTypes',
      'priceTypes',
      'productPriceRules',
      'surchargeTypes',
      'termsDueFrom',
    ]);
    expect(c.productPriceRules).toContain('PerWeekCeil');
    expect(c.customerTypes).toEqual(['ForFree', 'OnSite', 'Direct', 'Info', 'None']);
  });

  it("answers an entry by definition.entry, a resort's definitions in a range and the entries that apply on a date", async () => {
    const s = await seasons('calls-resort');
    const entry = await get(`/api/price/entry/${s.low.id}.g2hb`, s.token);
    expect(entry.body).toMatchObject({
      id: `${s.low.id}.g2hb`,
      definition: s.low.id,
      definitionName: 'Basic 2027',
      currency: 'USD',
      price: 130,
      variant: s.hb.id,
    });
    expect((await get(`/api/price/entry/${s.low.id}.nope`, s.token)).status).toBe(404);
    expect((await get('/api/price/entry/no-dot', s.token)).status).toBe(400);
    const inRange = await get<{ data: Def[] }>('/api/resort/prices', s.token, { resort: 'r1', from: '2027-06-01', to: '2027-06-30' });
    expect(inRange.body.data.map((d) => d.name).sort()).toEqual(['Basic 2027', 'High 2027']);
    expect((await get<{ data: Def[] }>('/api/resort/prices', s.token, { resort: 'r1', from: '2028-01-01', to: '2028-02-01' })).body.data).toEqual([]);
    type ByType = { data: Array<{ roomType: string; name: string; entries: Array<{ id: string; price: number }> }> };
    // March: the high season's period names the date; June: only the low season covers it.
    const march = (await get<ByType>('/api/resort/entries', s.token, { resort: 'r1', date: '2027-03-10' })).body.data;
    expect(march.map((t) => [t.name, t.entries.map((e) => e.price).sort()])).toEqual([
      ['Beach', [250]],
      ['Garden', [100, 200, 230]],
    ]);
    const june = (await get<ByType>('/api/resort/entries', s.token, { resort: 'r1', date: '2027-06-10', roomType: 'rt1', variant: s.hb.id })).body.data;
    expect(june).toEqual([{ roomType: 'rt1', name: 'Garden', entries: [expect.objectContaining({ id: `${s.low.id}.g2hb`, price: 130 })] }]);
  });

  it("prints a resort's price list of a year as HTML and as CSV", async () => {
    const s = await seasons('calls-print');
    const html = await get<string>('/api/resort/print', s.token, { resort: 'r1', year: '2027' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.raw).toContain('<h2>Basic 2027</h2>');
    expect(html.raw).toContain('Half board');
    const csv = await get<string>('/api/resort/print', s.token, { resort: 'r1', year: '2027', format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('definition,validFrom,validTo,currency,roomType,variant,noOfPax,ageBand,minNights,price');
    expect(lines).toContain('Basic 2027,2027-01-01,2027-12-31,USD,Garden,Half board,2,adult,0,130.00');
    expect(lines).toHaveLength(9);
    expect((await get<string>('/api/resort/print', s.token, { resort: 'r1', year: '2026', format: 'csv' })).raw.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it("answers a schedule's price, prices per cabin type, an entry and the full charter price, converted exactly", async () => {
    const s = await seasons('calls-schedule');
    expect((await get<{ data: Def }>('/api/schedules/sc1/price', s.token)).body.data.id).toBe(s.trip.id);
    const per = (await get<{ data: Array<{ name: string; entries: Array<{ noOfPax: number }> }> }>('/api/schedules/sc1/prices', s.token)).body.data;
    expect(per.map((t) => [t.name, t.entries.map((e) => e.noOfPax)])).toEqual([['Twin cabin', [1, 2]]]);
    expect((await get('/api/schedules/sc1/priceEntry', s.token, { roomType: 'ct1', noOfPax: '2' })).body).toMatchObject({
      id: `${s.trip.id}.t2`,
      price: 1200.5,
    });
    expect((await get('/api/schedules/sc1/priceEntry', s.token, { roomType: 'ct1', noOfPax: '3' })).status).toBe(404);
    // Two cabins of two beds, unit prices: 2 × 2 × 1200.50 = 4802.00 EUR; in IDR × 17250.5 = 82,836,901 (0 decimals).
    const cabins = (await invoke(pricing, 'GET', '/api/schedules/sc1/fullCharterPrice', { token: s.token })).body;
    expect(cabins).toMatchObject({ amount: 4802, currency: 'EUR', source: 'cabins', definition: s.trip.id });
    expect((await invoke(pricing, 'GET', '/api/schedules/sc1/fullCharterPrice', { token: s.token, query: { currency: 'IDR' } })).body).toMatchObject({
      amount: 82_836_901,
      currency: 'IDR',
    });
    expect((await invoke(pricing, 'GET', '/api/schedules/sc1/fullCharterPrice', { token: s.token, query: { currency: 'GBP' } })).status).toBe(400);
    const charter = await create(s.token, '/api/price', {
      name: 'Charter',
      type: 'charter',
      vessel: 'v1',
      schedules: ['sc1'],
      validRange: { from: '2027-01-01', to: '2027-12-31' },
      basePrice: 25000,
    });
    expect((await invoke(pricing, 'GET', '/api/schedules/sc1/fullCharterPrice', { token: s.token, query: { currency: 'USD' } })).body).toMatchObject({
      amount: 27062.5,
      currency: 'USD',
      source: 'charter',
      definition: charter.id,
    });
  });

  it('answers the currencies with the user setting and exact exchange rates', async () => {
    const { token } = await priceWorld('calls-currency');
    const c = (
      await invoke<{ data: Array<{ code: string }>; displayCurrencies: string[] } & Record<string, unknown>>(settings, 'GET', '/api/settings/currencies', {
        token,
      })
    ).body;
    expect(c.data.map((x) => x.code)).toEqual(['EUR', 'IDR', 'USD']);
    expect(c).toMatchObject({ baseCurrency: 'EUR', onsiteCurrency: 'EUR', displayCurrencies: ['EUR', 'USD'], showInvertedCurrencyExchange: false });
    const r = (await invoke(settings, 'GET', '/api/settings/exchangeRate', { token, query: { from: 'USD', to: 'EUR', amount: '108.25' } })).body;
    // 108.25 USD / 1.0825 = exactly 100.00 EUR (a float division gives 99.99999999999999).
    expect(r).toMatchObject({ from: 'USD', to: 'EUR', amount: 108.25, converted: 100 });
    expect((r as { rate: number }).rate).toBeCloseTo(1 / 1.0825, 10);
    expect((r as { invertedRate: number }).invertedRate).toBe(1.0825);
    expect((await invoke(settings, 'GET', '/api/settings/exchangeRate', { token, query: { from: 'EUR', to: 'IDR', amount: '0.01' } })).body).toMatchObject({
      converted: 173,
    });
    expect((await invoke(settings, 'GET', '/api/settings/exchangeRate', { token, query: { from: 'EUR', to: 'XXX' } })).status).toBe(400);
  });

  it('matches a booking to its definitions and simulates and finds prices with the stored data (shapes; the engine is tested on its own)', async () => {
    const s = await seasons('calls-engine');
    await putBooking('calls-engine', { id: 'bk-r', resort: 'r1', checkIn: '2027-03-10', checkOut: '2027-03-14', rooms: [{ room: 'ro1', noOfPax: 2 }] });
    await putBooking('calls-engine', {
      id: 'bk-t',
      bookingNo: 2,
      schedule: 'sc1',
      checkIn: '2027-03-06',
      checkOut: '2027-03-13',
      rooms: [{ room: 'cb1', noOfPax: 2 }],
    });
    expect((await get<{ data: Def[] }>('/api/price/booking/bk-r', s.token)).body.data.map((d) => d.name).sort()).toEqual(['Basic 2027', 'High 2027']);
    expect((await get<{ data: Def[] }>('/api/price/booking/bk-t', s.token)).body.data.map((d) => d.id)).toEqual([s.trip.id]);
    expect((await get('/api/price/booking/bk-nope', s.token)).status).toBe(404);

    const found = await invoke(pricing, 'GET', '/api/resort/findPrice', {
      token: s.token,
      query: {
        resort: 'r1',
        roomType: 'rt1',
        from: '2027-06-01',
        to: '2027-06-08',
        persons: '2',
        childAges: '5',
      },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    // The stored definitions reached the engine: the result is in their currency (the base currency is EUR).
    expect(ZPricedResult.parse(found.body).currency).toBe('USD');
    expect(
      (
        await invoke(pricing, 'GET', '/api/resort/findPrice', {
          token: s.token,
          query: { resort: 'r1', roomType: 'rt3', from: '2027-06-01', to: '2027-06-08', persons: '2' },
        })
      ).status,
    ).toBe(400);

    const body = {
      kind: 'stay',
      resort: 'r1',
      from: '2027-06-01',
      to: '2027-06-08',
      roomType: 'rt1',
      persons: [{ key: 'a' }, { key: 'b', permanentAge: 6 }],
      agency: 'ag1',
    };
    const sim = await invoke(pricing, 'POST', '/api/price/simulate', { token: s.token, body });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    expect(ZPricedResult.parse(sim.body)).toMatchObject({ currency: 'USD', total: expect.any(Number) });
    expect((await invoke(pricing, 'POST', '/api/price/simulate', { token: s.token, body: { ...body, currency: 'EUR' } })).body).toMatchObject({
      currency: 'EUR',
    });
    const noAgency = await invoke<{ fields: Array<{ path: string }> }>(pricing, 'POST', '/api/price/simulate', {
      token: s.token,
      body: { ...body, agency: 'ag-nope' },
    });
    expect([noAgency.status, noAgency.body.fields.map((f) => f.path)]).toEqual([400, ['body.agency']]);
    // At most a year is priced at once (the engine works night by night): longer answers 400 on `to`.
    const tooLong = await invoke<{ fields: Array<{ path: string }> }>(pricing, 'POST', '/api/price/simulate', {
      token: s.token,
      body: { ...body, to: '2028-06-02' },
    });
    expect([tooLong.status, tooLong.body.fields.map((f) => f.path)]).toEqual([400, ['body.to']]);
    const tooLongFind = await invoke<{ fields: Array<{ path: string }> }>(pricing, 'GET', '/api/resort/findPrice', {
      token: s.token,
      query: { resort: 'r1', roomType: 'rt1', from: '2027-06-01', to: '2028-06-02', persons: '2' },
    });
    expect([tooLongFind.status, tooLongFind.body.fields.map((f) => f.path)]).toEqual([400, ['query.to']]);
    const trip = await invoke(pricing, 'POST', '/api/price/simulate', {
      token: s.token,
      body: {
        kind: 'trip',
        schedule: 'sc1',
        from: '2027-03-06',
        to: '2027-03-13',
        rooms: [{ room: 'cb1', roomType: 'ct1', persons: ['a'] }],
        persons: [{ key: 'a' }],
      },
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(200);
    const limited = await tokenFor({
      userId: 'u-r2',
      tenant: 'calls-engine',
      userType: 'employee',
      scopes: ['price.update'],
      assets: [{ type: 'resort', ref: 'r2' }],
    });
    expect((await invoke(pricing, 'POST', '/api/price/simulate', { token: limited, body })).status).toBe(403);
    expect((await get('/api/schedules/sc1/price', limited)).status).toBe(403);
  });

  it('lists the bookings of the last 365 days a special is checked against, with each outcome', async () => {
    const { token } = await priceWorld('calls-matches');
    const today = new Date().toISOString().slice(0, 10);
    await putBooking('calls-matches', {
      id: 'bk-1',
      resort: 'r1',
      checkIn: today,
      checkOut: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      rooms: [{ room: 'ro1', noOfPax: 2 }],
    });
    await putBooking('calls-matches', {
      id: 'bk-old',
      bookingNo: 2,
      resort: 'r1',
      checkIn: '2020-01-01',
      checkOut: '2020-01-05',
      rooms: [{ room: 'ro1', noOfPax: 2 }],
    });
    const sp = await invoke<Def>(specials, 'POST', '/api/specials', {
      token,
      body: {
        name: 'Early bird',
        discount: 'PerCent',
        discountValue: 10,
        rule: { conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
      },
    });
    expect(sp.status, JSON.stringify(sp.body)).toBe(200);
    type Matches = { data: Array<{ booking: string; matched: boolean; explanation: { text: string } }>; checked: number };
    const all = await invoke<Matches>(pricing, 'GET', `/api/specials/${sp.body.id}/matches`, { token, query: { all: 'true' } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.checked).toBe(1);
    expect(all.body.data.map((d) => d.booking)).toEqual(['bk-1']);
    expect((await invoke(pricing, 'GET', '/api/specials/sp-nope/matches', { token })).status).toBe(404);
  });
});
