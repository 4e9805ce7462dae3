import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { OnsiteItem, PosSale } from '../../../shared/domain/pos/pos';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, option, stay, type Booking } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { getBooking } from '../../data/bookings';
import { handler as products } from '../products/lambda';
import { handler } from './lambda';

type Product = { id: string; stock: { quantity: number } };

async function setup(tenant: string, extra: Record<string, unknown> = {}) {
  const token = await adminOf(tenant);
  const { resortId, roomIds } = await resortWithRooms(tenant, 2);
  const made = await create(token, stay(resortId, roomIds, '2027-09-01', 5, extra));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const product = async (body: Record<string, unknown>) => (await invoke<Product>(products, 'POST', '/api/product', { token, body })).body;
  const beer = await product({ name: 'Beer', price: 3.5, barcode: '4001234567890', sku: 'BR-1', stock: { tracked: true, quantity: 10 } });
  const towel = await product({ name: 'Towel rental', price: 2, priceRule: 'PerPerson' });
  const dive = await product({ name: 'Boat dive', price: 45, priceRule: 'PerDive' });
  return { token, booking: made.body, rooms: roomIds as [string, string], beer, towel, dive };
}

const stockOf = async (token: string, id: string) => (await invoke<Product>(products, 'GET', `/api/product/${id}`, { token })).body.stock.quantity;
const post = <T = Booking>(token: string, path: string, body?: unknown) => invoke<T>(handler, 'POST', path, { token, body });
const onsite = (b: Booking, room: string) => `/api/bookings/${b.id}/onsite/${room}`;
const itemsOf = async (tenant: string, id: string): Promise<OnsiteItem[]> => (await getBooking(tenant, id))?.onsite ?? [];

/** Bad input answers the spec's error shape and changes nothing (same version). */
async function refusedUnchanged(tenant: string, b: Booking, res: { status: number; body: unknown }, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const err = ZApiError.parse(res.body);
  expect(err).toMatchObject({ statusCode: status, ...(message ? { message } : {}) });
  expect(err.path).toBeTruthy();
  expect(err.method).toBeTruthy();
  expect((await getBooking(tenant, b.id))?.version).toBe(b.version);
}

describe('onsite items of a booking room', () => {
  it('adds, updates, voids, deletes, moves and merges items through the onsite action, moving tracked stock once each', async () => {
    const tenant = 'pos-onsite';
    const { token, booking, rooms, beer, towel, dive } = await setup(tenant);
    const [r1, r2] = rooms;
    // Bad input first: nothing changes.
    await refusedUnchanged(tenant, booking, await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 0 }), 400);
    await refusedUnchanged(tenant, booking, await post(token, `${onsite(booking, r1)}/add`, { product: 'p-nope' }), 404);
    await refusedUnchanged(tenant, booking, await post(token, `${onsite(booking, 'room-x')}/add`, { product: beer.id }), 404);
    await refusedUnchanged(tenant, booking, await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 11 }), 409, 'INSUFFICIENT_STOCK');
    expect(await stockOf(token, beer.id)).toBe(10);

    const added = await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 2, day: '2027-09-02' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.lastAction).toBe('onsiteAdd');
    const [first] = added.body.onsite ?? [];
    expect(first).toMatchObject({ room: r1, name: 'Beer', quantity: 2, unitPrice: '3.50', total: '7.00', state: 'open', stockTaken: true, day: '2027-09-02' });
    expect(await stockOf(token, beer.id)).toBe(8);
    // The price rule counts: PerPerson for the room's one person.
    const towels = await post(token, `${onsite(booking, r1)}/add`, { product: towel.id });
    expect(towels.body.onsite?.[1]).toMatchObject({ quantity: 1, total: '2.00' });

    const updated = await post(token, `${onsite(booking, r1)}/update`, { item: first!.id, quantity: 3 });
    expect(updated.body.onsite?.[0]).toMatchObject({ quantity: 3, total: '10.50' });
    expect(await stockOf(token, beer.id)).toBe(7);

    const dives = await post(token, `${onsite(booking, r1)}/dives`, { product: dive.id, count: 4 });
    expect(dives.body.onsite?.[2]).toMatchObject({ name: 'Boat dive', quantity: 4, total: '180.00' });

    const voided = await post(token, `${onsite(booking, r1)}/void`, { item: first!.id, reason: 'spilled' });
    expect(voided.body.onsite?.[0]).toMatchObject({ state: 'voided', voidReason: 'spilled', quantity: 3 });
    expect(await stockOf(token, beer.id)).toBe(10);
    const b1 = (await getBooking(tenant, booking.id)) as Booking;
    await refusedUnchanged(tenant, b1, await post(token, `${onsite(booking, r1)}/void`, { item: first!.id, reason: 'again' }), 409, 'ONSITE_ITEM_NOT_OPEN');
    await refusedUnchanged(tenant, b1, await post(token, `${onsite(booking, r1)}/void`, { item: first!.id }), 400);
    expect(await stockOf(token, beer.id)).toBe(10);

    const towelId = towels.body.onsite![1]!.id;
    const moved = await post(token, `${onsite(booking, r1)}/move`, { items: [towelId], toRoom: r2 });
    expect(moved.body.onsite?.find((i) => i.id === towelId)?.room).toBe(r2);
    await refusedUnchanged(tenant, moved.body, await post(token, `${onsite(booking, r1)}/move`, { items: [towelId] }), 400);

    // Two equal beers merge into one line; deleting it gives the stock back.
    await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 1, day: '2027-09-03' });
    await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 2, day: '2027-09-03' });
    expect(await stockOf(token, beer.id)).toBe(7);
    const merged = await post(token, '/api/pos/combineItems', { booking: booking.id, room: r1 });
    const beers = merged.body.onsite!.filter((i) => i.name === 'Beer' && i.state === 'open');
    expect(beers.map((i) => [i.quantity, i.total])).toEqual([[3, '10.50']]);
    const del = await invoke<Booking>(handler, 'DELETE', `${onsite(booking, r1)}/${beers[0]!.id}`, { token });
    expect(del.status).toBe(200);
    expect(await stockOf(token, beer.id)).toBe(10);
    expect(del.body.onsite?.some((i) => i.id === beers[0]!.id)).toBe(false);
  });

  it('pays the open items of a room once under 20 double clicks, takes the payment back, and refuses an option', async () => {
    const tenant = 'pos-onsite-pay';
    const { token, booking, rooms, beer, dive } = await setup(tenant);
    const [r1] = rooms;
    await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 2 });
    await post(token, `${onsite(booking, r1)}/dives`, { product: dive.id, count: 2 });
    const over = await post<{ currency: string; lines: unknown[] }>(token, '/api/pos/takeover', { booking: booking.id, room: r1 });
    expect(over.body.lines).toHaveLength(2);
    const key = 'pay-room-1-aaaa';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post<{ booking: Booking; sale: PosSale }>(token, `${onsite(booking, r1)}/payment`, { key, method: 'cash' })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.sale.id)).size).toBe(1);
    const after = (await getBooking(tenant, booking.id)) as Booking;
    expect(after.received?.map((p) => [p.amount, p.method, p.source.kind])).toEqual([['97.00', 'cash', 'pos']]);
    expect(after.onsite?.map((i) => i.state)).toEqual(['paid', 'paid']);
    expect(answers[0]!.body.sale).toMatchObject({ no: 1, total: '97.00', method: 'cash', booking: booking.id });
    expect(await stockOf(token, beer.id)).toBe(8);
    // Nothing open any more: 409 and unchanged.
    await refusedUnchanged(
      tenant,
      after,
      await post(token, `${onsite(booking, r1)}/payment`, { key: 'pay-room-1-bbbb', method: 'card' }),
      409,
      'ONSITE_ITEM_NOT_OPEN',
    );
    await refusedUnchanged(tenant, after, await post(token, `${onsite(booking, r1)}/payment`, { key: 'x', method: 'card' }), 400);

    const paymentId = after.received![0]!.id;
    const back = await invoke<Booking>(handler, 'DELETE', `${onsite(booking, r1)}/payment/${paymentId}`, { token });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.received).toEqual([]);
    expect(back.body.onsite?.map((i) => i.state)).toEqual(['open', 'open']);
    expect(await stockOf(token, beer.id)).toBe(8);

    const draft = await create(token, stay('rs-1', [r1], '2027-10-01', 2, option()));
    expect(draft.status).toBe(201);
    await refusedUnchanged(tenant, draft.body, await post(token, `${onsite(draft.body, r1)}/add`, { product: beer.id }), 409, 'BOOKING_STATE_CONFLICT');
    // A counter user (pos.read only) views, does not sell.
    const viewer = await userWith(tenant, ['pos.read']);
    expect((await post(viewer, `${onsite(booking, r1)}/add`, { product: beer.id })).status).toBe(403);
    const seller = await userWith(tenant, ['pos.create']);
    expect((await post(seller, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 1 })).status).toBe(200);
  });

  it('refuses bad input on every onsite and counter call with the error shape, changing nothing', async () => {
    const tenant = 'pos-bad';
    const { token, booking, rooms, beer, dive } = await setup(tenant);
    const [r1] = rooms;
    const withItem = (await post(token, `${onsite(booking, r1)}/add`, { product: beer.id, quantity: 1 })).body;
    const item = withItem.onsite![0]!.id;
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', `${onsite(booking, r1)}/update`, { item, quantity: 0 }, 400],
      ['POST', `${onsite(booking, r1)}/update`, { item: 'os-nope', quantity: 2 }, 404],
      ['POST', `${onsite(booking, r1)}/update`, { item, quantity: 2, extra: 1 }, 400],
      ['POST', `${onsite(booking, r1)}/dives`, { product: dive.id, count: 0 }, 400],
      ['POST', `${onsite(booking, r1)}/dives`, { product: dive.id, count: 2, person: 'c-nope' }, 400],
      ['POST', `${onsite(booking, r1)}/move`, { items: [item], toRoom: 'room-x' }, 404],
      ['POST', `${onsite(booking, r1)}/move`, { items: [item], toBooking: 'bk-nope' }, 404],
      ['POST', `${onsite(booking, r1)}/payment`, { key: 'pay-bad-0001', method: 'booking' }, 400],
      ['DELETE', `${onsite(booking, r1)}/os-nope`, undefined, 404],
      ['DELETE', `${onsite(booking, r1)}/payment/pay-nope`, undefined, 404],
      ['POST', '/api/pos/takeover', { booking: booking.id, room: 'room-x' }, 404],
      ['POST', '/api/pos/combineItems', { booking: booking.id, room: 'room-x' }, 404],
      ['POST', '/api/pos/payment', { key: 'bad-sale-0001', method: 'cash', booking: booking.id, lines: [{ product: beer.id, quantity: 1 }] }, 400],
      ['POST', '/api/pos/payment', { key: 'bad-sale-0002', method: 'cash', booking: booking.id, room: r1, items: ['os-nope'] }, 404],
      ['POST', '/api/pos/sales/ps-nope/void', { reason: 'x' }, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await invoke(handler, method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(status);
      expect(ZApiError.parse(res.body)).toMatchObject({ statusCode: status, path: expect.any(String), method, timestamp: expect.any(String) });
    }
    const after = (await getBooking(tenant, booking.id)) as Booking;
    expect(after.version).toBe(withItem.version);
    expect(after.onsite).toEqual(withItem.onsite);
    expect(await stockOf(token, beer.id)).toBe(9);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/pos/sales', { token, query: { from: '2000-01-01', to: '2100-01-01' } })).body.data).toEqual(
      [],
    );
    expect((await invoke(handler, 'GET', '/api/pos/product', { token, query: { booking: booking.id, room: 'room-x' } })).status).toBe(404);
  });
});

describe('/api/pos', () => {
  it('sells walk-in once per key with gap-free numbers and stock moved once; onto a booking; prints, lists, counts and voids', async () => {
    const tenant = 'pos-sale';
    const { token, booking, rooms, beer, towel } = await setup(tenant);
    const found = await invoke<{ data: Array<{ id: string; price: string; quantity: number }> }>(handler, 'GET', '/api/pos/product', {
      token,
      query: { q: '4001234567890' },
    });
    expect(found.body.data.map((p) => p.id)).toEqual([beer.id]);
    const byName = await invoke<{ data: Array<{ id: string; quantity: number }> }>(handler, 'GET', '/api/pos/product', {
      token,
      query: { q: 'towel', booking: booking.id, room: rooms[0] },
    });
    expect(byName.body.data).toEqual([expect.objectContaining({ id: towel.id, price: '2.00', quantity: 1 })]);

    const sale = { key: 'walkin-0001', method: 'cash', lines: [{ product: beer.id, quantity: 2 }] };
    const twice = await Promise.all(Array.from({ length: 10 }, () => post<{ sale: PosSale; replayed: boolean }>(token, '/api/pos/payment', sale)));
    for (const a of twice) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(twice.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect(twice[0]!.body.sale).toMatchObject({ no: 1, total: '7.00', method: 'cash', state: 'done' });
    expect(await stockOf(token, beer.id)).toBe(8);

    // Bad input and a sale the stock refuses change nothing, and use no number.
    expect((await post(token, '/api/pos/payment', { key: 'walkin-0002', method: 'cash', lines: [] })).status).toBe(400);
    expect((await post(token, '/api/pos/payment', { key: 'walkin-0002', method: 'booking', lines: [{ product: beer.id, quantity: 1 }] })).status).toBe(400);
    const short = await post(token, '/api/pos/payment', { key: 'walkin-0002', method: 'card', lines: [{ product: beer.id, quantity: 9 }] });
    expect(ZApiError.parse(short.body)).toMatchObject({ statusCode: 409, message: 'INSUFFICIENT_STOCK' });
    expect(await stockOf(token, beer.id)).toBe(8);

    const onto = await post<{ sale: PosSale }>(token, '/api/pos/payment', {
      key: 'onto-booking-1',
      method: 'booking',
      booking: booking.id,
      room: rooms[0],
      lines: [
        { product: beer.id, quantity: 1 },
        { product: towel.id, quantity: 2 },
      ],
    });
    expect(onto.status, JSON.stringify(onto.body)).toBe(200);
    expect(onto.body.sale).toMatchObject({ no: 2, method: 'booking', total: '7.50', bookingNo: booking.bookingNo });
    const items = await itemsOf(tenant, booking.id);
    expect(items.map((i) => [i.name, i.state, i.saleId])).toEqual([
      ['Beer', 'open', onto.body.sale.id],
      ['Towel rental', 'open', onto.body.sale.id],
    ]);
    expect((await getBooking(tenant, booking.id))?.received ?? []).toEqual([]);
    expect(await stockOf(token, beer.id)).toBe(7);

    const day = twice[0]!.body.sale.day;
    const text = await invoke<string>(handler, 'GET', '/api/pos/print', { token, query: { sale: twice[0]!.body.sale.id, format: 'text', lang: 'en' } });
    expect(text.status).toBe(200);
    expect(String(text.body)).toContain('Receipt 1');
    expect(String(text.body)).toContain('7.00 EUR');
    for (const line of String(text.body).split('\n')) expect(line.length).toBeLessThanOrEqual(42);
    const html = await invoke<string>(handler, 'GET', '/api/pos/print', { token, query: { sale: onto.body.sale.id } });
    expect(html.headers['content-type']).toContain('text/html');
    expect(String(html.body)).toContain('Towel rental');
    expect((await invoke(handler, 'GET', '/api/pos/print', { token, query: { sale: 'ps-nope' } })).status).toBe(404);

    const stats = await invoke<{ count: number; total: string; byMethod: unknown[] }>(handler, 'GET', '/api/pos/stats', {
      token,
      query: { from: day, to: day },
    });
    expect(stats.body).toMatchObject({ count: 2, total: '14.50' });
    expect(stats.body.byMethod).toEqual([
      { key: 'booking', quantity: 1, total: '7.50' },
      { key: 'cash', quantity: 1, total: '7.00' },
    ]);
    expect((await invoke(handler, 'GET', '/api/pos/stats', { token, query: { from: day, to: '2000-01-01' } })).status).toBe(400);

    const voided = await post<PosSale>(token, `/api/pos/sales/${twice[0]!.body.sale.id}/void`, { reason: 'wrong beer' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await stockOf(token, beer.id)).toBe(9);
    expect((await post(token, `/api/pos/sales/${twice[0]!.body.sale.id}/void`, { reason: 'again' })).status).toBe(409);
    expect(await stockOf(token, beer.id)).toBe(9);
    const voidOnto = await post<PosSale>(token, `/api/pos/sales/${onto.body.sale.id}/void`, { reason: 'wrong room' });
    expect(voidOnto.status, JSON.stringify(voidOnto.body)).toBe(200);
    expect((await itemsOf(tenant, booking.id)).map((i) => i.state)).toEqual(['voided', 'voided']);
    expect(await stockOf(token, beer.id)).toBe(10);
    const list = await invoke<{ data: PosSale[] }>(handler, 'GET', '/api/pos/sales', { token, query: { from: day, to: day } });
    expect(list.body.data.map((s) => [s.no, s.state])).toEqual([
      [2, 'voided'],
      [1, 'voided'],
    ]);
    // The next sale takes number 3: no gap from the refused ones.
    const next = await post<{ sale: PosSale }>(token, '/api/pos/payment', { key: 'walkin-0003', method: 'card', lines: [{ product: towel.id, quantity: 1 }] });
    expect(next.body.sale.no).toBe(3);
  });

  it('imports external items once per external id, reporting what it skipped', async () => {
    const tenant = 'pos-external';
    const { token, booking, rooms, beer } = await setup(tenant);
    const body = {
      system: 'bar',
      items: [
        { externalId: 'b-1', booking: booking.id, room: rooms[0], product: beer.id, quantity: 1 },
        { externalId: 'b-2', booking: booking.id, room: rooms[1], product: beer.id, quantity: 2 },
        { externalId: 'b-3', booking: 'bk-nope', room: rooms[1], product: beer.id, quantity: 2 },
      ],
    };
    const first = await post<{ imported: number; skipped: Array<{ externalId: string }> }>(token, '/api/pos/external', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.imported).toBe(2);
    expect(first.body.skipped.map((s) => s.externalId)).toEqual(['b-3']);
    const again = await post<{ imported: number; skipped: Array<{ externalId: string }> }>(token, '/api/pos/external', body);
    expect(again.body.imported).toBe(0);
    expect(await stockOf(token, beer.id)).toBe(7);
    expect((await itemsOf(tenant, booking.id)).map((i) => i.externalId)).toEqual(['bar:b-1', 'bar:b-2']);
    expect((await post(token, '/api/pos/external', { system: 'bar', items: [] })).status).toBe(400);
  });
});
