import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar-date';
import { invoke } from '../../../test/support/invoke';
import { bookingsHold, customerOf, heldUnits, resortItems, scheduleItems, scheduleWithCabins } from '../../../test/support/booking-fixtures';
import { priceWorld } from '../../../test/support/price-fixture';
import { tokenFor } from '../../../test/support/tokens';
import { ZRoomType } from '../../../shared/domain/inventory/room-type';
import { roomTypes } from '../../data/assets';
import { getBooking } from '../../data/bookings';
import { handler as pricing } from '../../pricing/engine/lambda';
import { handler as prices } from '../../pricing/prices/lambda';
import { handler } from './lambda';

/**
 * POST /api/bookings as the wizard calls it (docs/decisions.md, "Booking wizard"): priced on the server by the
 * engine the simulator runs, agency users at their own agency, options with an expiry day, waiting without inventory.
 */

type Line = { text: string; total: string; price: string; type: string };
type Booking = {
  id: string;
  bookingNo: number;
  state: string;
  agency?: string;
  customer?: string;
  currency: string;
  commission?: number;
  optionDate?: string;
  language: string;
  calculation: Line[];
  payments: { amount: string; due: string; type: string }[];
  rooms: { room: string; beds?: string[]; customers?: { customer: string; bed?: string }[] }[];
};
type Priced = { currency: string; total: number; lines: { text: string; total: number }[]; milestones: { amount: number; due: string }[] };
type Fields = { fields: { path: string }[] };

const create = <T = Booking>(token: string, body: unknown) => invoke<T>(handler, 'POST', '/api/bookings', { token, body });
const simulate = (token: string, body: unknown) => invoke<Priced>(pricing, 'POST', '/api/price/simulate', { token, body });
const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const today = () => new Date().toISOString().slice(0, 10);
const sum = (lines: Line[]) => lines.reduce((a, l) => a + Math.round(Number(l.total) * 100), 0) / 100;

/** priceWorld with a season for r1 (rt1: 100 a night for two, a half-board variant), a supplement and a trip price. */
async function pricedWorld(tenant: string) {
  const w = await priceWorld(tenant);
  const hb = await post(w.token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
  await post(w.token, '/api/price', {
    name: 'Season 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    variants: [hb.id],
    entries: [
      { id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 },
      { id: 'g2hb', roomType: 'rt1', variant: hb.id, noOfPax: 2, price: 130 },
      { id: 'g2c', roomType: 'rt1', noOfPax: 2, ageBand: 'child', price: 50 },
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
  const { scheduleId, vesselId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Twin', beds: 2 }], 'sc-t');
  await roomTypes.importMany(tenant, [{ id: 'rt-c', data: ZRoomType.parse({ name: 'Twin cabin', key: 'TWIN-C', vessel: vesselId }) }]);
  await post(w.token, '/api/price', {
    name: 'Trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: vesselId,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [
      { id: 't1', roomType: 'rt-c', noOfPax: 1, price: 1500 },
      { id: 't2', roomType: 'rt-c', noOfPax: 2, price: 1200.5 },
    ],
    currencies: ['EUR'],
  });
  const [ana, ben] = [await customerOf(tenant, 'cu-ana', 'f'), await customerOf(tenant, 'cu-ben', 'm')];
  return { ...w, hb: hb.id, transfer: transfer.id, terms: terms.id, scheduleId, cabin: cabinIds[0] as string, ana, ben };
}

/** The stored calculation and milestones are the simulator's answer for the same input, line by line. */
function expectSame(stored: Booking, sim: Priced) {
  expect(stored.currency).toBe(sim.currency);
  expect(stored.calculation.map((l) => [l.text, Number(l.total)])).toEqual(sim.lines.map((l) => [l.text, l.total]));
  expect(sum(stored.calculation)).toBe(sim.total);
  expect(stored.payments.map((p) => [Number(p.amount), p.due])).toEqual(sim.milestones.map((m) => [m.amount, m.due]));
}

describe('a booking priced on create', () => {
  it('stores the lines and milestones the simulator answers for the same stay and trip (persons, variant, supplement, agency)', async () => {
    const tenant = 'bkp-same';
    const w = await pricedWorld(tenant);
    const made = await create(w.token, {
      resort: 'r1',
      checkIn: '2027-06-01',
      checkOut: '2027-06-08',
      rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: w.ana }] }],
      variant: w.hb,
      supplements: [{ id: w.transfer }],
      agency: 'ag1',
      source: 'phone',
      language: 'en',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ customer: w.ana, agency: 'ag1', commission: 15, source: 'phone', language: 'en', state: 'confirmed' });
    expect(made.body.calculation.length).toBeGreaterThan(1);
    const sim = await simulate(w.token, {
      kind: 'stay',
      resort: 'r1',
      from: '2027-06-01',
      to: '2027-06-08',
      rooms: [{ room: 'ro1', roomType: 'rt1', persons: [w.ana, 'p1'], variant: w.hb }],
      persons: [{ key: w.ana, customerId: w.ana, gender: 'f' }, { key: 'p1' }],
      supplements: [{ id: w.transfer }],
      agency: 'ag1',
      channel: 'AgentDirectBooking',
      source: 'phone',
    });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    expect(sim.body.total).toBeGreaterThan(0);
    expectSame(made.body, sim.body);
    // What the answer says is what was stored.
    expect((await getBooking(tenant, made.body.id))?.calculation).toEqual(made.body.calculation);

    const trip = await create(w.token, { schedule: w.scheduleId, rooms: [{ room: w.cabin, noOfPax: 2 }], termsOfPayment: w.terms });
    expect(trip.status, JSON.stringify(trip.body)).toBe(201);
    expect(trip.body.language).toBe('de');
    expect(trip.body.payments.map((p) => p.type)).toEqual(['deposit', 'rest']);
    const tripSim = await simulate(w.token, {
      kind: 'trip',
      schedule: w.scheduleId,
      from: '2027-03-01',
      to: '2027-03-08',
      rooms: [{ room: w.cabin, roomType: 'rt-c', persons: ['p1', 'p2'] }],
      persons: [{ key: 'p1' }, { key: 'p2' }],
    });
    expect(tripSim.body.total).toBe(2401);
    // The chosen terms split the same total: 30 % deposit, the rest.
    expect(trip.body.calculation.map((l) => [l.text, Number(l.total)])).toEqual(tripSim.body.lines.map((l) => [l.text, l.total]));
    expect(trip.body.payments.map((p) => Number(p.amount))).toEqual([720.3, 1680.7]);
  });

  it('books an agency user for its own agency at its commission, whatever the body names', async () => {
    const tenant = 'bkp-agency';
    const w = await pricedWorld(tenant);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    const stay = { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-04', rooms: [{ room: 'ro1', noOfPax: 2 }] };
    const other = await create<Fields>(agent, { ...stay, agency: 'ag-other' });
    expect(other.status).toBe(403);
    expect(heldUnits(await resortItems(tenant, 'r1')).size).toBe(0);
    const mine = await create(agent, stay);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({ agency: 'ag1', commission: 15, bookingNo: 1 });
    const sim = await simulate(w.token, {
      kind: 'stay',
      resort: 'r1',
      from: '2027-06-01',
      to: '2027-06-04',
      rooms: [{ room: 'ro1', roomType: 'rt1', persons: ['p1', 'p2'] }],
      persons: [{ key: 'p1' }, { key: 'p2' }],
      agency: 'ag1',
      channel: 'AgentDirectBooking',
    });
    expectSame(mine.body, sim.body);
  });
});

describe('the state a create asks for', () => {
  it('makes a draft an option that needs an optionDate after today and at most 60 days ahead; nothing is written otherwise', async () => {
    const tenant = 'bkp-draft';
    const w = await pricedWorld(tenant);
    const stay = { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-04', rooms: [{ room: 'ro1', noOfPax: 2 }] };
    for (const wrong of [
      { state: 'draft' },
      { state: 'draft', optionDate: today() },
      { state: 'draft', optionDate: addDays(today(), 61) },
      { state: 'confirmed', optionDate: addDays(today(), 5) },
    ]) {
      const res = await create<Fields>(w.token, { ...stay, ...wrong });
      expect([res.status, res.body.fields.map((f) => f.path)], JSON.stringify(wrong)).toEqual([400, ['body.optionDate']]);
    }
    expect(await resortItems(tenant, 'r1')).toEqual([]);
    const option = await create(w.token, { ...stay, state: 'draft', optionDate: addDays(today(), 60) });
    expect(option.status, JSON.stringify(option.body)).toBe(201);
    expect(option.body).toMatchObject({ state: 'draft', optionDate: addDays(today(), 60), bookingNo: 1 });
    // The option holds its nights.
    expect(heldUnits(await resortItems(tenant, 'r1')).size).toBe(3);
    expect((await create(w.token, stay)).status).toBe(409);
  });

  it('puts a waiting booking on the list without holding inventory, even for a full room or cabin', async () => {
    const tenant = 'bkp-waiting';
    const w = await pricedWorld(tenant);
    const stay = { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-04', rooms: [{ room: 'ro1', noOfPax: 2 }] };
    const first = await create(w.token, stay);
    const held = heldUnits(await resortItems(tenant, 'r1'));
    const waiting = await create(w.token, { ...stay, state: 'waiting' });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    expect(waiting.body).toMatchObject({ state: 'waiting', bookingNo: 2 });
    expect(waiting.body.calculation.length).toBeGreaterThan(0);
    expect(heldUnits(await resortItems(tenant, 'r1'))).toEqual(held);
    expect([...held.values()].every((owner) => owner === first.body.id)).toBe(true);
    // Cancelling it releases nothing (it holds nothing) and leaves the first booking's nights alone.
    const cancelled = await invoke<Booking>(handler, 'POST', `/api/bookings/${waiting.body.id}/cancell`, { token: w.token });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'aborted']);
    expect(heldUnits(await resortItems(tenant, 'r1'))).toEqual(held);

    const full = await create(w.token, { schedule: w.scheduleId, rooms: [{ room: w.cabin, noOfPax: 2 }] });
    expect(full.status).toBe(201);
    const cabinHeld = heldUnits(await scheduleItems(tenant, w.scheduleId));
    const queued = await create(w.token, {
      schedule: w.scheduleId,
      rooms: [{ room: w.cabin, noOfPax: 2, customers: [{ customer: w.ana, bed: '1' }] }],
      state: 'waiting',
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);
    expect(queued.body.rooms).toEqual([{ room: w.cabin, noOfPax: 2, customers: [{ customer: w.ana }] }]);
    expect(heldUnits(await scheduleItems(tenant, w.scheduleId))).toEqual(cabinHeld);
    expect(bookingsHold([full.body as never]).size).toBe(cabinHeld.size);
  });
});

describe('bad input', () => {
  it('answers 400 naming each bad field and writes nothing (no inventory, no booking number)', async () => {
    const tenant = 'bkp-bad';
    const w = await pricedWorld(tenant);
    const stay = { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-04', rooms: [{ room: 'ro1', noOfPax: 2 }] };
    const cases: [unknown, string[]][] = [
      [{ ...stay, supplements: [{ id: 'sup-nope' }] }, ['body.supplements.0.id']],
      [{ ...stay, specials: ['sp-nope'] }, ['body.specials.0']],
      [{ ...stay, termsOfPayment: 'tp-nope' }, ['body.termsOfPayment']],
      [{ ...stay, currency: 'XXX' }, ['body.currency']],
      [{ ...stay, rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: 'cu-nope' }] }] }, ['body.rooms.0.customers.0.customer']],
      [{ ...stay, rooms: [{ room: 'ro1', noOfPax: 1, customers: [{ customer: w.ana }, { customer: w.ben }] }] }, ['body.rooms.0.customers']],
      // The schema's own refusals: a stay or a trip (a union), named as the body.
      [{ ...stay, language: 'fr' }, ['body']],
      [{ ...stay, state: 'planned' }, ['body']],
      [
        { schedule: w.scheduleId, rooms: [{ room: w.cabin, noOfPax: 1, beds: ['1'], customers: [{ customer: w.ana, bed: '3' }] }] },
        ['body.rooms.0.customers.0.bed'],
      ],
    ];
    for (const [body, paths] of cases) {
      const res = await create<Fields & { name: string; statusCode: number; timestamp: string; path: string; method: string }>(w.token, body);
      expect([res.status, res.body.fields?.map((f) => f.path)], JSON.stringify(body)).toEqual([400, paths]);
      expect(res.body).toMatchObject({ name: 'ValidationError', statusCode: 400, path: '/api/bookings', method: 'POST' });
    }
    expect(await resortItems(tenant, 'r1')).toEqual([]);
    expect(heldUnits(await scheduleItems(tenant, w.scheduleId)).size).toBe(0);
    expect((await create(w.token, stay)).body.bookingNo).toBe(1);
  });
});
