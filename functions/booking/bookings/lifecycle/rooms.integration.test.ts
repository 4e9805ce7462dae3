import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import { bookingItems, customerOf, resortItems, resortWithRooms, scheduleItems, scheduleWithCabins, agencyOf } from '../../../../test/support/booking-fixtures';
import { invoke } from '../../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../../test/support/tokens';
import { create, stay, type Booking } from '../../../../test/support/booking-lifecycle';
import { handler as actions } from '../../actions/lambda';
import { getBooking } from '../../../data/bookings';
import { inventoryMismatches } from './inventory-check';

/** The rooms-and-persons calls (shared/api/booking-rooms.ts) on DynamoDB Local: inventory in step after each, refusals change nothing. */

const error = (body: unknown) => {
  const e = ZApiError.parse(body);
  return `${e.statusCode} ${e.message} ${e.description}`;
};
const call = (token: string, method: string, id: string, path: string, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
  invoke<Booking>(actions, method, `/api/bookings/${id}/${path}`, { token, ...opts });

/** A refused call: the status and message, and neither the booking nor the inventory partition changed. */
async function refusedUnchanged(tenant: string, id: string, partition: () => Promise<unknown>, run: () => Promise<{ status: number; body: unknown }>) {
  const [before, items] = [await getBooking(tenant, id), await partition()];
  const res = await run();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(await getBooking(tenant, id)).toEqual(before);
  expect(await partition()).toEqual(items);
  return error(res.body);
}

describe('rooms and persons of a stay', () => {
  it('adds a room (nights taken), sets, replaces and removes persons, sorts, removes the room (nights given back)', async () => {
    const tenant = 'rp-stay';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    for (const [id, g] of [
      ['p-1', 'm'],
      ['p-2', 'f'],
      ['p-3', 'f'],
    ] as const)
      await customerOf(tenant, id, g);
    const items = () => resortItems(tenant, resortId);
    const bk = (await create(token, stay(resortId, [a], '2027-05-01', 3, { customer: 'p-1' }))).body;
    const other = (await create(token, stay(resortId, [c], '2027-05-02', 1))).body;

    const added = await call(token, 'POST', bk.id, 'rooms', { body: { room: b, noOfPax: 1, customers: [{ customer: 'p-2' }] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ version: 2, lastAction: 'addRoom', noOfPax: 2, customerName: 'Guest p-1' });
    expect(added.body.rooms.map((r) => r.room)).toEqual([a, b]);
    expect((await items()).length).toBe(7);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);

    // Refused: a room held on one of the nights, a room twice, an unknown customer, a person twice.
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, 'rooms', { body: { room: c, noOfPax: 1 } }))).toBe(
      '409 ROOM_NOT_AVAILABLE Room Room 103 is not available on 2027-05-02',
    );
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, 'rooms', { body: { room: b, noOfPax: 1 } }))).toMatch(
      /^400 .* already in the booking/,
    );
    expect(
      await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, `rooms/${a}/customers`, { body: { customers: [{ customer: 'p-x' }] } })),
    ).toBe('400 ValidationError customer p-x does not exist');
    expect(
      await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, `rooms/${a}/customers`, { body: { customers: [{ customer: 'p-2' }] } })),
    ).toBe('400 ValidationError customer p-2 is already a person of the booking');

    const set = await call(token, 'POST', bk.id, `rooms/${a}/customers`, { body: { customers: [{ customer: 'p-1' }, { customer: 'p-3' }] } });
    expect(set.body).toMatchObject({ lastAction: 'setCustomers', noOfPax: 3 });
    expect(set.body.rooms[0]).toMatchObject({ noOfPax: 2, customers: [{ customer: 'p-1' }, { customer: 'p-3' }] });

    const sorted = await call(token, 'POST', bk.id, 'sort', { body: { rooms: [b, a], customers: { [a]: ['p-3', 'p-1'] } } });
    expect(sorted.body.rooms.map((r) => [r.room, r.customers?.map((p) => p.customer)])).toEqual([
      [b, ['p-2']],
      [a, ['p-3', 'p-1']],
    ]);
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, 'sort', { body: { rooms: [a] } }))).toBe(
      '400 ValidationError rooms must list every room of the booking once',
    );

    // The lead replaced: the persons and the name follow.
    await customerOf(tenant, 'p-4', 'm');
    const replaced = await call(token, 'POST', bk.id, 'changeCustomer', { body: { from: 'p-1', to: 'p-4' } });
    expect(replaced.body).toMatchObject({ customer: 'p-4', customerName: 'Guest p-4', lastAction: 'changeCustomer' });
    expect(replaced.body.rooms[1]?.customers).toEqual([{ customer: 'p-3' }, { customer: 'p-4' }]);

    const removed = await call(token, 'DELETE', bk.id, 'removeCustomer', { query: { customer: 'p-4' } });
    expect(removed.body).toMatchObject({ customer: 'p-2', customerName: 'Guest p-2', noOfPax: 3 });
    expect(removed.body.rooms[1]?.customers).toEqual([{ customer: 'p-3' }]);

    const persons = await invoke<{ data: { customer: string; lead: boolean; roomName?: string }[] }>(actions, 'GET', `/api/bookings/${bk.id}/customers`, {
      token,
    });
    expect(persons.body.data.map((p) => [p.customer, p.lead, p.roomName])).toEqual([
      ['p-2', true, 'Room 102'],
      ['p-3', false, 'Room 101'],
    ]);

    const dropped = await call(token, 'DELETE', bk.id, 'removeRoom', { query: { room: b } });
    expect(dropped.body).toMatchObject({ lastAction: 'removeRoom', noOfPax: 2, customer: 'p-3' });
    expect(dropped.body.rooms.map((r) => r.room)).toEqual([a]);
    expect((await items()).length).toBe(4);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'DELETE', bk.id, 'removeRoom', { query: { room: a } }))).toMatch(
      /^400 .* the booking's last room: cancel the booking instead/,
    );
    // Every change wrote its previous version.
    expect((await bookingItems(tenant, bk.id)).map((i) => i.lastAction)).toEqual([
      'create',
      'addRoom',
      'setCustomers',
      'sort',
      'changeCustomer',
      'removeCustomer',
      'removeRoom',
    ]);
    expect(other.state).toBe('confirmed');
  });

  it('refuses on a cancelled booking with the state and the action, and lets an agency touch only its own bookings', async () => {
    const tenant = 'rp-rules';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const own = await agencyOf(tenant, 'ag-own');
    await agencyOf(tenant, 'ag-other');
    const mine = (await create(token, stay(resortId, [a], '2027-06-01', 2, { agency: own }))).body;
    const theirs = (await create(token, stay(resortId, [b], '2027-06-01', 2, { agency: 'ag-other' }))).body;
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const items = () => resortItems(tenant, resortId);
    await customerOf(tenant, 'p-1', 'm');
    const ok = await call(agent, 'POST', mine.id, `rooms/${a}/customers`, { body: { customers: [{ customer: 'p-1' }] } });
    expect(ok.status).toBe(200);
    expect(
      await refusedUnchanged(tenant, theirs.id, items, () =>
        call(agent, 'POST', theirs.id, `rooms/${b}/customers`, { body: { customers: [{ customer: 'p-1' }] } }),
      ),
    ).toMatch(/^403 /);
    expect((await invoke(actions, 'GET', `/api/bookings/${theirs.id}/customers`, { token: agent })).status).toBe(403);
    await invoke(actions, 'POST', `/api/bookings/${mine.id}/free`, { token });
    const cancelled = (await invoke<Booking>((await import('../lambda')).handler, 'POST', `/api/bookings/${theirs.id}/cancell`, { token })).body;
    expect(await refusedUnchanged(tenant, cancelled.id, items, () => call(token, 'POST', cancelled.id, 'rooms', { body: { room: a, noOfPax: 1 } }))).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${cancelled.bookingNo} is aborted: changeRooms is refused (changeRooms is not allowed for a booking in state aborted)`,
    );
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });
  it('refuses a locked room, the only person who leads, an unknown person, and changes nothing', async () => {
    const tenant = 'rp-refuse';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    await customerOf(tenant, 'p-1', 'm');
    const bk = (await create(token, stay(resortId, [a, b], '2027-07-01', 2, { customer: 'p-1' }))).body;
    const items = () => resortItems(tenant, resortId);
    await call(token, 'POST', bk.id, `rooms/${a}/customers`, { body: { customers: [{ customer: 'p-1' }] } });
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'DELETE', bk.id, 'removeCustomer', { query: { customer: 'p-1' } }))).toBe(
      '400 ValidationError customer p-1 leads the booking and is its only person: replace it (changeCustomer)',
    );
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, 'changeCustomer', { body: { from: 'p-9', to: 'p-1' } }))).toMatch(
      /^404 .* customer p-9 is not a person of booking/,
    );
    await call(token, 'POST', bk.id, `lockUnlockRoom/${b}`);
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'DELETE', bk.id, 'removeRoom', { query: { room: b } }))).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${bk.bookingNo} is confirmed: changeRooms is refused (room ${b} is locked)`,
    );
    expect(await refusedUnchanged(tenant, bk.id, items, () => call(token, 'POST', bk.id, `rooms/${b}`, { body: { noOfPax: 2 } }))).toMatch(/is locked\)$/);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });
});

describe('cabins and beds of a trip', () => {
  it('adds a cabin, moves a person to a free bed, refuses a taken bed, answers the cabin plan, removes the cabin', async () => {
    const tenant = 'rp-trip';
    const token = await adminOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [
      { name: 'Cabin 1', beds: 3, shared: true },
      { name: 'Cabin 2', beds: 2 },
      { name: 'Cabin 3', beds: 2, shared: true },
    ]);
    const [c1, c2, c3] = cabinIds as [string, string, string];
    for (const id of ['p-1', 'p-2', 'p-3']) await customerOf(tenant, id, 'm');
    const items = () => scheduleItems(tenant, scheduleId);
    const trip = (
      await create(token, { schedule: scheduleId, customer: 'p-1', rooms: [{ room: c1, noOfPax: 1, beds: ['1'], customers: [{ customer: 'p-1', bed: '1' }] }] })
    ).body;
    const other = (await create(token, { schedule: scheduleId, rooms: [{ room: c1, noOfPax: 1, beds: ['2'] }] })).body;

    const added = await call(token, 'POST', trip.id, 'rooms', { body: { room: c2, noOfPax: 1, customers: [{ customer: 'p-2' }] } });
    expect(added.status).toBe(200);
    expect(added.body.rooms[1]).toMatchObject({ room: c2, beds: ['1', '2'] });
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);

    // Bed 2 of cabin 1 is the other booking's: refused, nothing changes.
    expect(
      await refusedUnchanged(tenant, trip.id, items, () =>
        call(token, 'POST', trip.id, `rooms/${c1}/customers`, { body: { customers: [{ customer: 'p-1', bed: '2' }] } }),
      ),
    ).toMatch(/^409 ROOM_NOT_AVAILABLE Cabin Cabin 1 bed 2 is not available/);
    const moved = await call(token, 'POST', trip.id, `rooms/${c1}/customers`, { body: { customers: [{ customer: 'p-1', bed: '3' }] } });
    expect(moved.status).toBe(200);
    expect(moved.body.rooms[0]).toMatchObject({ beds: ['3'], customers: [{ customer: 'p-1', bed: '3' }] });
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);

    const plan = await invoke<{ cabins: { id: string; inBooking: boolean; beds: { bed: string; status: string; customer?: string }[] }[] }>(
      actions,
      'GET',
      `/api/bookings/${trip.id}/cabins`,
      { token },
    );
    expect(plan.body.cabins.find((c) => c.id === c1)?.beds).toEqual([
      { bed: '1', status: 'free' },
      { bed: '2', status: 'taken' },
      { bed: '3', status: 'own', customer: 'p-1' },
    ]);

    const line = await call(token, 'POST', trip.id, `rooms/${c1}`, { body: { noOfPax: 2 } });
    expect(line.body.rooms[0]?.beds?.sort()).toEqual(['1', '3']);
    expect(line.body.noOfPax).toBe(3);

    const gone = await call(token, 'DELETE', trip.id, 'removeRoom', { query: { room: c2 } });
    expect(gone.body.rooms.map((r) => r.room)).toEqual([c1]);
    expect((await items()).filter((i) => i.entityType === 'CABINBED').length).toBe(3);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
    expect((await call(token, 'POST', trip.id, 'rooms', { body: { room: c3, noOfPax: 1 } })).status).toBe(200);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
    expect(other.state).toBe('confirmed');
  });
});
