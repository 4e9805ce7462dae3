import { describe, expect, it } from 'vitest';
import type { BookCabin, BookRoom, BookRoomType, BookSchedule, BookVessel, BookView } from '../../../../shared/api/book';
import { ZCustomer } from '../../../../shared/domain/customer/customer';
import { onlineWorld } from '../../../../test/support/online-world';
import { invoke } from '../../../../test/support/invoke';
import { customers } from '../../../data/customers';
import { handler as bookings } from '../../bookings/lambda';
import { bookToken } from '../view';

/**
 * The online booking's public reads (docs/decisions/online-booking.md "What a guest sees"): departures with their free
 * cabins and beds and the gender rule of a shared cabin, the vessel, room types with free counts and prices, free
 * rooms, add-ons, products; and never another guest's name, a booking, an internal note or staff-only data.
 */

type List<T> = { data: T[] };

async function staffBooking(token: string, body: unknown) {
  const res = await invoke<{ id: string; bookingNo: number }>(bookings, 'POST', '/api/bookings', { token, body: { language: 'en', ...(body as object) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('the public booking reads', () => {
  it('lists the visible departures with free cabins, beds and the gender a half-taken shared cabin is sold to', async () => {
    const tenant = 'bkr-sched';
    const w = await onlineWorld(tenant);
    await customers.create(tenant, 'cu-f', ZCustomer.parse({ masterData: { firstName: 'Zelda', lastName: 'Secretname', gender: 'f' } }));
    const before = await w.call<List<BookSchedule>>('GET', '/api/book/schedules', { query: { cabins: 'true' } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.map((s) => s.id)).toEqual(['sc1']); // sc-hidden is not visible
    expect(before.body.data[0]).toMatchObject({
      tourName: 'Komodo',
      vesselName: 'MV Manta',
      nights: 7,
      totalBeds: 8,
      freeBeds: 8,
      freeCabins: 3,
      priceFrom: 1200.5,
      currency: 'EUR',
    });
    await staffBooking(w.token, { schedule: 'sc1', rooms: [{ room: 'cb3', noOfPax: 1, customers: [{ customer: 'cu-f' }] }] });
    await staffBooking(w.token, { schedule: 'sc1', rooms: [{ room: 'cb1', noOfPax: 1 }] });
    const after = await w.call<List<BookSchedule>>('GET', '/api/book/schedules', { query: { cabins: 'true' } });
    const s = after.body.data[0]!;
    expect(s).toMatchObject({ freeBeds: 5, freeCabins: 1 });
    const cabin = (id: string) => s.cabins!.find((c) => c.id === id)!;
    // A private cabin is sold whole: one taken bed takes it; the shared one sells its other beds to women only.
    expect(cabin('cb1')).toMatchObject({ freeBeds: 0, shared: false, freeFor: 'any' });
    expect(cabin('cb2')).toMatchObject({ freeBeds: 2, beds: 2, freeFor: 'any', priceFrom: 1200.5 });
    expect(cabin('cb3')).toMatchObject({
      beds: 4,
      freeBeds: 3,
      freeBedIds: ['2', '3', '4'],
      shared: true,
      allowMixedGender: false,
      freeFor: 'f',
      priceFrom: 1500,
    });
    expect((await w.call<List<BookSchedule>>('GET', '/api/book/schedules', { query: { pax: '6' } })).body.data).toEqual([]);
    const rooms = await w.call<List<BookCabin>>('GET', '/api/book/rooms', { query: { schedule: 'sc1' } });
    expect(rooms.body.data.find((c) => c.id === 'cb3')).toEqual(cabin('cb3'));
    expect((await w.call('GET', '/api/book/rooms', { query: { schedule: 'sc-hidden' } })).status).toBe(404);
  });

  it('answers the vessel, the room types with free counts and prices, the free rooms, add-ons and online products', async () => {
    const tenant = 'bkr-stay';
    const w = await onlineWorld(tenant);
    await staffBooking(w.token, { resort: 'r1', checkIn: '2027-06-02', checkOut: '2027-06-03', rooms: [{ room: 'ro1', noOfPax: 2 }] });
    const stay = { resort: 'r1', from: '2027-06-01', to: '2027-06-04' };
    const types = await w.call<List<BookRoomType>>('GET', '/api/book/roomTypes', { query: stay });
    expect(types.status, JSON.stringify(types.body)).toBe(200);
    const garden = types.body.data.find((t) => t.id === 'rt1')!;
    // Two Garden rooms; ro1 is taken on the 2nd: one free on every night, 2-1-2 per night; 3 nights × 2 × 100 (per person).
    expect(garden).toMatchObject({ name: 'Garden', free: 1, price: 600, nightly: 200, currency: 'EUR', defaultPax: 2 });
    expect(garden.nights).toEqual([
      { night: '2027-06-01', free: 2, price: 200 },
      { night: '2027-06-02', free: 1, price: 200 },
      { night: '2027-06-03', free: 2, price: 200 },
    ]);
    const single = await w.call<List<BookRoomType>>('GET', '/api/book/roomTypes', { query: { ...stay, pax: '1' } });
    expect(single.body.data.find((t) => t.id === 'rt2')).toMatchObject({ price: 360, nightly: 120 });
    const free = await w.call<List<BookRoom>>('GET', '/api/book/rooms', { query: stay, headers: { locale: 'de-DE' } });
    expect(free.body.data.map((r) => r.id).sort()).toEqual(['ro2', 'ro3']);
    expect(free.body.data.find((r) => r.id === 'ro3')).toMatchObject({ roomTypeName: 'Beach', description: 'Am Meer' });
    expect((await w.call('GET', '/api/book/roomTypes', { query: { ...stay, from: '2020-01-01', to: '2020-01-03' } })).status).toBe(400);
    const trip = await w.call<List<BookRoomType>>('GET', '/api/book/roomTypes', { query: { schedule: 'sc1' } });
    // The trip per person: two in a twin at 1200.50 each.
    expect(trip.body.data).toEqual([expect.objectContaining({ id: 'ct1', free: 3, price: 1200.5, nights: [] })]);
    const vessel = await w.call<BookVessel>('GET', '/api/book/vessel', { query: { schedule: 'sc1' } });
    expect(vessel.status, JSON.stringify(vessel.body)).toBe(200);
    expect(vessel.body.decks.flatMap((d) => d.cabins.map((c) => c.name)).sort()).toEqual(['C1', 'C2', 'Dorm']);
    const addons = await w.call<List<{ id: string; price: number; priceRule: string }>>('GET', '/api/book/addons', { query: { resort: 'r1' } });
    expect(addons.body.data).toEqual([
      expect.objectContaining({ id: w.transfer, name: 'Airport transfer', price: 25, priceRule: 'PerPerson', mandatory: false }),
    ]);
    expect((await w.call('GET', `/api/book/addons/availability/${w.transfer}`, { query: stay })).body).toEqual({ id: w.transfer, available: true });
    expect((await w.call('GET', '/api/book/addons/availability/nope', { query: stay })).status).toBe(404);
    const products = await w.call<List<{ id: string; free?: number }>>('GET', '/api/book/products');
    expect(products.body.data).toEqual([expect.objectContaining({ id: 'pr-mask', name: 'Mask rental', price: 5, free: 7 })]);
    expect(products.raw).not.toContain('SKU-SECRET');
  });

  it('never shows a guest another guest’s name, a booking or an internal note', async () => {
    const tenant = 'bkr-private';
    const w = await onlineWorld(tenant);
    await customers.create(tenant, 'cu-s', ZCustomer.parse({ masterData: { firstName: 'Zelda', lastName: 'Secretname', gender: 'f' } }));
    const made = await staffBooking(w.token, { schedule: 'sc1', rooms: [{ room: 'cb3', noOfPax: 1, customers: [{ customer: 'cu-s' }] }] });
    await staffBooking(w.token, { resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-03', customer: 'cu-s', rooms: [{ room: 'ro1', noOfPax: 1 }] });
    const { schedules } = await import('../../../data/assets');
    const sc1 = await schedules.get(tenant, 'sc1');
    const { id: _id, version, createdAt: _c, updatedAt: _u, ...data } = sc1!;
    await schedules.update(tenant, 'sc1', version, { ...data, note: { en: 'INTERNAL-NOTE crew briefing', de: 'INTERNAL-NOTE' } });
    const answers = await Promise.all([
      w.call('GET', '/api/book/schedules', { query: { cabins: 'true' } }),
      w.call('GET', '/api/book/rooms', { query: { schedule: 'sc1' } }),
      w.call('GET', '/api/book/roomTypes', { query: { schedule: 'sc1' } }),
      w.call('GET', '/api/book/vessel', { query: { id: 'v1' } }),
      w.call('GET', '/api/book/roomTypes', { query: { resort: 'r1', from: '2027-06-01', to: '2027-06-03' } }),
      w.call('GET', '/api/book/rooms', { query: { resort: 'r1', from: '2027-05-30', to: '2027-06-04' } }),
      w.call('GET', '/api/book/addons', { query: { schedule: 'sc1' } }),
    ]);
    for (const a of answers) {
      expect(a.status, a.raw).toBe(200);
      for (const secret of ['Secretname', 'Zelda', 'cu-s', made.id, 'INTERNAL-NOTE', 'booking"', 'commission', 'customer']) expect(a.raw).not.toContain(secret);
    }
    // The guest's own booking is found only with its token: a booking made by staff has none.
    const token = 'A'.repeat(43);
    const byNo = await w.call('GET', `/api/book/no/${made.bookingNo}`, { query: { token } });
    expect(byNo.status).toBe(404);
    expect(byNo.raw).not.toContain('Secretname');
    expect((await w.call('GET', '/api/book/no/999999', { query: { token } })).status).toBe(404);
    expect((await w.call('GET', `/api/book/no/${made.bookingNo}`, { query: { token: 'short' } })).status).toBe(400);
  });

  it('answers a guest their own booking by number and its token only: their guests, lines, milestones and what is open, in their language', async () => {
    const tenant = 'bkr-own';
    const w = await onlineWorld(tenant);
    await customers.create(tenant, 'cu-a', ZCustomer.parse({ masterData: { firstName: 'Ana', lastName: 'Own', gender: 'f' } }));
    await customers.create(tenant, 'cu-o', ZCustomer.parse({ masterData: { firstName: 'Otto', lastName: 'Other', gender: 'm' } }));
    const mine = await staffBooking(w.token, {
      resort: 'r1',
      checkIn: '2027-06-01',
      checkOut: '2027-06-04',
      customer: 'cu-a',
      rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: 'cu-a' }] }],
    });
    const other = await staffBooking(w.token, {
      resort: 'r1',
      checkIn: '2027-06-01',
      checkOut: '2027-06-04',
      rooms: [{ room: 'ro2', noOfPax: 1, customers: [{ customer: 'cu-o' }] }],
    });
    const token = await bookToken(tenant, mine.id);
    const view = await w.call<BookView>('GET', `/api/book/no/${mine.bookingNo}`, { query: { token }, headers: { locale: 'de' } });
    expect(view.status, view.raw).toBe(200);
    expect(view.body).toMatchObject({
      id: mine.id,
      bookingNo: String(mine.bookingNo),
      status: 'confirmed',
      kind: 'stay',
      title: 'Coral Bay',
      from: '2027-06-01',
      to: '2027-06-04',
      currency: 'EUR',
      total: 600,
      paid: 0,
      open: 600,
      rooms: [{ name: 'G1', roomTypeName: 'Garden', guests: [{ key: 'g1', firstName: 'Ana', lastName: 'Own' }] }],
    });
    expect(view.body.milestones.map((m) => [m.type, m.amount, m.paid])).toEqual([
      ['deposit', 180, false],
      ['rest', 420, false],
    ]);
    expect(view.raw).not.toContain('Otto');
    const english = await w.call<BookView>('GET', `/api/book/no/${mine.bookingNo}`, { query: { token }, headers: { locale: 'en-GB' } });
    expect(english.body.lines.map((l) => l.total)).toEqual(view.body.lines.map((l) => l.total));
    expect(english.body.lines[0]!.text).not.toBe(view.body.lines[0]!.text);
    // The token of one booking opens no other, not even with the other's number.
    expect((await w.call('GET', `/api/book/no/${other.bookingNo}`, { query: { token } })).status).toBe(404);
    expect((await w.call('GET', `/api/book/no/${other.bookingNo}`, { query: { token: await bookToken(tenant, other.id) } })).status).toBe(200);
    expect((await w.call('GET', `/api/book/no/${mine.bookingNo}`, { query: { token: await bookToken('bkr-elsewhere', mine.id) } })).status).toBe(404);
  });
});
