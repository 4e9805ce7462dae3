import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import { ZSchedule } from '../../../../shared/domain/inventory/schedule';
import { adminOf } from '../../../../test/support/tokens';
import { bookingItems, customerOf, resortItems, resortWithRooms, scheduleItems, scheduleWithCabins } from '../../../../test/support/booking-fixtures';
import { schedules } from '../../../data/assets';
import { getBooking } from '../../../data/bookings';
import { inventoryMismatches } from './inventory-check';
import { act, actionStatesOf, cancel, create, option, seedState, stay } from '../../../../test/support/booking-lifecycle';

/** The lifecycle calls one by one on DynamoDB Local: what each writes, and that the inventory stays in step. */

const error = (body: unknown) => {
  const e = ZApiError.parse(body);
  return `${e.statusCode} ${e.message} ${e.description}`;
};

describe('numbers', () => {
  it('gives a draft the next offer number at create and the next reservation number when first confirmed, gap-free', async () => {
    const tenant = 'lc-numbers';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 4);
    const [a, b, c, d] = roomIds as [string, string, string, string];
    const confirmed = (await create(token, stay(resortId, [a], '2027-01-10', 2))).body;
    const drafts = [];
    for (const room of [b, c, d]) drafts.push((await create(token, stay(resortId, [room], '2027-01-10', 2, option()))).body);
    expect(confirmed).toMatchObject({ bookingNo: 1, reservationNo: 1 });
    expect(drafts.map((x) => [x.bookingNo, x.offerNo, x.reservationNo])).toEqual([
      [2, 1, undefined],
      [3, 2, undefined],
      [4, 3, undefined],
    ]);
    const stored = await Promise.all(drafts.map((x) => act(token, x.id, 'store')));
    expect(stored.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(stored.map((r) => r.body.reservationNo).sort()).toEqual([2, 3, 4]);
    const again = await act(token, drafts[0]?.id as string, 'store');
    expect(again.body).toMatchObject({ state: 'confirmed', reservationNo: stored[0]?.body.reservationNo, offerNo: 1, version: 3 });
  });
});

describe('a resort stay through its life', () => {
  it('checks in and out, keeps the nights, writes each previous version as history', async () => {
    const tenant = 'lc-stay';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, '2027-02-01', 3))).body;
    const checkedIn = await act(token, b.id, 'checkin', { early: true });
    expect(checkedIn.body).toMatchObject({ state: 'confirmed', version: 2, lastAction: 'checkin', updatedBy: `admin-${tenant}` });
    expect(checkedIn.body.checkedInAt).toBeDefined();
    expect(checkedIn.body.rooms[0]?.checkedIn).toBe(checkedIn.body.checkedInAt);
    expect(error((await act(token, b.id, 'checkin')).body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${b.bookingNo} is confirmed: checkin is refused (the booking is already checked in)`,
    );
    const out = await act(token, b.id, 'checkout');
    expect(out.body).toMatchObject({ state: 'confirmed', resolved: true, version: 3, lastAction: 'checkout' });
    const items = await bookingItems(tenant, b.id);
    expect(items.map((i) => [i.sk, i.version, i.lastAction])).toEqual([
      ['HISTORY#00000001', 1, 'create'],
      ['HISTORY#00000002', 2, 'checkin'],
      ['ROOT', 3, 'checkout'],
    ]);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
    expect((await resortItems(tenant, resortId)).length).toBe(3);
  });

  it('cancels and reverts, and refuses the revert with 409 naming room and night once the nights are sold again', async () => {
    const tenant = 'lc-revert';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, '2027-02-01', 3, option()))).body;
    expect((await cancel(token, b.id)).body).toMatchObject({ state: 'aborted', previousState: 'draft' });
    expect(await resortItems(tenant, resortId)).toEqual([]);
    const back = await act(token, b.id, 'revert');
    expect(back.body).toMatchObject({ state: 'draft', version: 3 });
    expect(back.body.previousState).toBeUndefined();
    expect((await resortItems(tenant, resortId)).length).toBe(3);
    await cancel(token, b.id);
    const other = (await create(token, stay(resortId, roomIds, '2027-02-03', 2))).body;
    const before = await getBooking(tenant, b.id);
    const refused = await act(token, b.id, 'revert');
    expect(error(refused.body)).toBe('409 ROOM_NOT_AVAILABLE Room Room 101 is not available on 2027-02-03');
    expect(await getBooking(tenant, b.id)).toEqual(before);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
    expect(other.state).toBe('confirmed');
  });

  it('releases with a reason, frees, and confirms a waiting booking by taking its nights', async () => {
    const tenant = 'lc-release';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const opt = (await create(token, stay(resortId, [a], '2027-03-01', 2, option()))).body;
    expect((await act(token, opt.id, 'release', {})).status).toBe(400);
    const released = await act(token, opt.id, 'release', { reason: 'group did not confirm' });
    expect(released.body).toMatchObject({ state: 'resolved', resolved: true, releaseReason: 'group did not confirm', previousState: 'draft' });
    const freed = await act(token, (await create(token, stay(resortId, [b], '2027-03-01', 2, option()))).body.id, 'free');
    expect(freed.body).toMatchObject({ state: 'freed', previousState: 'draft' });
    expect(freed.body.freedDate).toBeDefined();
    const waiting = await seedState(tenant, (await create(token, stay(resortId, [c], '2027-03-01', 2))).body.id, 'waiting');
    expect(await resortItems(tenant, resortId)).toEqual([]);
    const confirmed = await act(token, waiting.id, 'store');
    expect(confirmed.body).toMatchObject({ state: 'confirmed' });
    expect((await resortItems(tenant, resortId)).length).toBe(2);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });

  it('moves to new dates over its own nights, and refuses nights held by another booking naming the first, changing nothing', async () => {
    const tenant = 'lc-dates';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const mine = (await create(token, stay(resortId, [a, b], '2027-04-01', 3))).body;
    const moved = await act(token, mine.id, `rooms/${a}/date`, { checkIn: '2027-04-02', checkOut: '2027-04-06' });
    expect(moved.body).toMatchObject({ checkIn: '2027-04-02', checkOut: '2027-04-06', version: 2 });
    expect((await resortItems(tenant, resortId)).length).toBe(8);
    await create(token, stay(resortId, [b], '2027-04-07', 2));
    const before = await resortItems(tenant, resortId);
    const taken = await act(token, mine.id, `rooms/${a}/date`, { checkIn: '2027-04-05', checkOut: '2027-04-09' });
    expect(error(taken.body)).toBe('409 ROOM_NOT_AVAILABLE Room Room 102 is not available on 2027-04-07');
    expect(await resortItems(tenant, resortId)).toEqual(before);
    expect((await getBooking(tenant, mine.id))?.version).toBe(2);
    expect((await act(token, mine.id, 'rooms/nope/date', { checkIn: '2027-04-05', checkOut: '2027-04-06' })).status).toBe(404);
    expect((await act(token, mine.id, `rooms/${a}/date`, { checkIn: '2027-04-05', checkOut: '2027-04-05' })).status).toBe(400);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });

  it('changes a room for a free one, refuses a taken or locked one, and unlocks', async () => {
    const tenant = 'lc-room';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const mine = (await create(token, stay(resortId, [a], '2027-05-01', 2))).body;
    await create(token, stay(resortId, [c], '2027-05-02', 1));
    const changed = await act(token, mine.id, 'changeRoom', { from: a, to: b });
    expect(changed.body.rooms.map((r) => r.room)).toEqual([b]);
    expect(error((await act(token, mine.id, 'changeRoom', { from: b, to: c })).body)).toBe(
      '409 ROOM_NOT_AVAILABLE Room Room 103 is not available on 2027-05-02',
    );
    const locked = await act(token, mine.id, `lockUnlockRoom/${b}`);
    expect(locked.body.rooms[0]?.locked).toBe(true);
    expect(error((await act(token, mine.id, 'changeRoom', { from: b, to: a })).body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${mine.bookingNo} is confirmed: changeRoom is refused (room ${b} is locked)`,
    );
    expect((await act(token, mine.id, `lockUnlockRoom/${b}`)).body.rooms[0]?.locked).toBe(false);
    expect((await act(token, mine.id, 'changeRoom', { from: b, to: a })).status).toBe(200);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });

  it('answers the lifecycle table for GET actionStates', async () => {
    const res = await actionStatesOf(await adminOf('lc-states'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      holdingStates: ['draft', 'confirmed', 'planned'],
      actions: { checkin: ['confirmed'], free: ['draft', 'planned', 'waiting'] },
    });
  });
});

describe('a trip moved to another schedule of its vessel', () => {
  it('takes the beds there first, releases the old ones and the gender items with them; a taken cabin changes nothing', async () => {
    const tenant = 'lc-move';
    const token = await adminOf(tenant);
    const { scheduleId, vesselId, cabinIds } = await scheduleWithCabins(tenant, [
      { name: 'Cabin 1', beds: 2, shared: true, mixed: false },
      { name: 'Cabin 2', beds: 2 },
    ]);
    const [c1, c2] = cabinIds as [string, string];
    const next = 'sc-2';
    await schedules.create(
      tenant,
      next,
      ZSchedule.parse({ tour: 'tr-1', vessel: vesselId, from: '2027-03-10', to: '2027-03-17', embarkPort: 'p-1', disembarkPort: 'p-2' }),
    );
    const lead = await customerOf(tenant, 'c-m', 'm');
    const trip = (
      await create(token, {
        schedule: scheduleId,
        customer: lead,
        rooms: [
          { room: c1, noOfPax: 1 },
          { room: c2, noOfPax: 2 },
        ],
      })
    ).body;
    const moved = await act(token, trip.id, `move/${next}`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ schedule: next, checkIn: '2027-03-10', checkOut: '2027-03-17', version: 2 });
    expect(moved.body.rooms.map((r) => [r.room, r.beds, r.gender])).toEqual([
      [c1, ['1'], 'm'],
      [c2, ['1', '2'], undefined],
    ]);
    expect(await scheduleItems(tenant, scheduleId)).toEqual([]);
    expect(await inventoryMismatches(tenant, { schedule: next })).toEqual([]);
    // Cabin 2 sold on the first schedule meanwhile: moving back is refused whole.
    await create(token, { schedule: scheduleId, rooms: [{ room: c2, noOfPax: 1 }] });
    const before = await scheduleItems(tenant, next);
    expect(error((await act(token, trip.id, `move/${scheduleId}`)).body)).toMatch(/^409 ROOM_NOT_AVAILABLE Cabin Cabin 2 bed 1 is not available/);
    expect(await scheduleItems(tenant, next)).toEqual(before);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
    expect(await inventoryMismatches(tenant, { schedule: next })).toEqual([]);
    expect((await act(token, trip.id, 'move/sc-nope')).status).toBe(404);
  });
});

describe('rebook', () => {
  it('continues a stay as a new booking on new dates over its own nights, and reverts it; a sold night refuses the revert', async () => {
    const tenant = 'lc-rebook';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const old = (await create(token, stay(resortId, roomIds, '2027-07-01', 3))).body;
    const res = await act(token, old.id, 'rebook', { checkIn: '2027-07-02', checkOut: '2027-07-05' });
    expect(res.body).toMatchObject({ state: 'rebooked', previousState: 'confirmed', version: 2 });
    const fresh = await getBooking(tenant, res.body.rebookedTo as string);
    expect(fresh).toMatchObject({ state: 'confirmed', bookingNo: 2, reservationNo: 2, rebookedFrom: old.id, checkIn: '2027-07-02', version: 1 });
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
    const back = await act(token, old.id, 'revertRebook');
    expect(back.body).toMatchObject({ state: 'confirmed', version: 3, reservationNo: 1 });
    expect(back.body.rebookedTo).toBeUndefined();
    expect(await getBooking(tenant, fresh?.id as string)).toMatchObject({ state: 'aborted', version: 2 });
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
    // Rebooked again, the old first night sold to someone else: the revert is refused whole.
    const again = await act(token, old.id, 'rebook', { checkIn: '2027-07-10', checkOut: '2027-07-12' });
    await create(token, stay(resortId, roomIds, '2027-07-01', 1));
    const before = await resortItems(tenant, resortId);
    expect(error((await act(token, old.id, 'revertRebook')).body)).toBe('409 ROOM_NOT_AVAILABLE Room Room 101 is not available on 2027-07-01');
    expect(await resortItems(tenant, resortId)).toEqual(before);
    expect((await getBooking(tenant, again.body.rebookedTo as string))?.state).toBe('confirmed');
  });

  it('continues a trip on another schedule of its vessel with its beds and gender items', async () => {
    const tenant = 'lc-rebook-trip';
    const token = await adminOf(tenant);
    const { scheduleId, vesselId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Cabin 1', beds: 2, shared: true, mixed: false }]);
    await schedules.create(
      tenant,
      'sc-2',
      ZSchedule.parse({ tour: 'tr-1', vessel: vesselId, from: '2027-03-10', to: '2027-03-17', embarkPort: 'p-1', disembarkPort: 'p-2' }),
    );
    const lead = await customerOf(tenant, 'c-f', 'f');
    const trip = (await create(token, { schedule: scheduleId, customer: lead, rooms: [{ room: cabinIds[0], noOfPax: 1 }], ...option() })).body;
    const res = await act(token, trip.id, 'rebook/sc-2');
    expect(res.body.state).toBe('rebooked');
    expect(await getBooking(tenant, res.body.rebookedTo as string)).toMatchObject({
      schedule: 'sc-2',
      state: 'draft',
      offerNo: 2,
      rooms: [{ beds: ['1'], gender: 'f' }],
    });
    expect(await scheduleItems(tenant, scheduleId)).toEqual([]);
    expect(await inventoryMismatches(tenant, { schedule: 'sc-2' })).toEqual([]);
    expect((await act(token, trip.id, 'revertRebook')).body.state).toBe('draft');
    expect(await inventoryMismatches(tenant, { schedule: 'sc-2' })).toEqual([]);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
  });
});

describe('splitByCustomer', () => {
  it('gives each customer a booking of their own with their room or bed, the units changing owner in the same transaction', async () => {
    const tenant = 'lc-split';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const stayed = (await create(token, stay(resortId, [a, b], '2027-08-01', 2))).body;
    expect(error((await act(token, stayed.id, 'splitByCustomer')).body)).toBe(
      `409 BOOKING_STATE_CONFLICT Booking ${stayed.bookingNo} is confirmed: splitByCustomer is refused (the booking has fewer than two customers)`,
    );
    const rooms = [
      { room: a, noOfPax: 1, customers: [{ customer: 'c-1' }] },
      { room: b, noOfPax: 1, customers: [{ customer: 'c-2' }] },
    ];
    await seedState(tenant, stayed.id, 'confirmed', { rooms });
    const split = await act(token, stayed.id, 'splitByCustomer');
    expect(split.body).toMatchObject({ state: 'splitted', version: 3 });
    const items = await resortItems(tenant, resortId);
    const owners = [...new Set(items.map((i) => i.ownerId))];
    expect(owners).toHaveLength(2);
    const parts = await Promise.all(owners.map((o) => getBooking(tenant, o as string)));
    expect(parts.map((p) => [p?.customer, p?.rooms.map((r) => r.room), p?.splitFrom, p?.state]).sort()).toEqual([
      ['c-1', [a], stayed.id, 'confirmed'],
      ['c-2', [b], stayed.id, 'confirmed'],
    ]);
    expect(parts.map((p) => p?.bookingNo).sort()).toEqual([2, 3]);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });

  it('splits a shared cabin of a trip by bed', async () => {
    const tenant = 'lc-split-trip';
    const token = await adminOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Cabin 1', beds: 3, shared: true }]);
    const trip = (await create(token, { schedule: scheduleId, rooms: [{ room: cabinIds[0], noOfPax: 3 }] })).body;
    await seedState(tenant, trip.id, 'confirmed', {
      rooms: [{ room: cabinIds[0] as string, noOfPax: 3, beds: ['1', '2', '3'], customers: [{ customer: 'c-1' }, { customer: 'c-2', bed: '1' }] }],
    });
    expect((await act(token, trip.id, 'splitByCustomer')).body.state).toBe('splitted');
    const items = await scheduleItems(tenant, scheduleId);
    const beds = new Map<string, string[]>();
    for (const i of items) beds.set(String(i.ownerId), [...(beds.get(String(i.ownerId)) ?? []), String(i.sk).slice(-1)]);
    expect([...beds.values()].map((x) => x.sort().join(',')).sort()).toEqual(['1', '2,3']);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
  });
});
