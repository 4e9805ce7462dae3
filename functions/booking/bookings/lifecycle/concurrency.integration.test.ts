import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import { ZSchedule } from '../../../../shared/domain/inventory/schedule';
import { adminOf } from '../../../../test/support/tokens';
import { customerOf, resortWithRooms, scheduleWithCabins } from '../../../../test/support/booking-fixtures';
import { schedules } from '../../../data/assets';
import { getBooking } from '../../../data/bookings';
import { inventoryMismatches } from './inventory-check';
import { act, cancel, create, stay, type Booking } from '../../../../test/support/booking-lifecycle';

/**
 * The lifecycle under concurrency (ISSUE-14 acceptance): 20 simultaneous moves and cancels on the same nights (and
 * beds) through the handlers on DynamoDB Local. Each answers 200 or a 409 that names why; afterwards no unit has
 * two owners, no item is an orphan, no booking lost its items or its header.
 */

type Answer = Awaited<ReturnType<typeof act>>;
const outcome = (a: Answer) => (a.status === 200 ? '200' : `${a.status} ${ZApiError.parse(a.body).message}`);
const described = (a: Answer) => (a.status === 200 ? '200' : `${a.status} ${ZApiError.parse(a.body).description}`);
/**
 * What a racing call may answer: done, the nights taken, the state moved on, or (a call naming a room of the booking,
 * rooms/{room}/date or changeRoom from) 404 when a room change that won meanwhile took the booking out of that room.
 */
const ACCEPTED = new Set(['200', '409 ROOM_NOT_AVAILABLE', '409 BOOKING_STATE_CONFLICT', '404 NOT_FOUND']);

async function expectConsistent(tenant: string, asset: { resort: string } | { schedule: string }, ids: string[]) {
  expect(await inventoryMismatches(tenant, asset)).toEqual([]);
  const found = await Promise.all(ids.map((id) => getBooking(tenant, id)));
  expect(found.filter((b) => !b).length, 'lost bookings').toBe(0);
  return found as Booking[];
}

describe('20 concurrent moves and cancels on the same nights', () => {
  it('keep a resort inventory equal to what its bookings hold', async () => {
    const tenant = 'lc-cc-stay';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const onA: Booking[] = [];
    for (const day of ['2027-06-01', '2027-06-04', '2027-06-07', '2027-06-10', '2027-06-13', '2027-06-16']) {
      onA.push((await create(token, stay(resortId, [a], day, 3))).body);
    }
    const onB: Booking[] = [];
    for (const day of ['2027-06-02', '2027-06-06', '2027-06-10', '2027-06-14']) onB.push((await create(token, stay(resortId, [b], day, 3))).body);
    const all = [...onA, ...onB];
    const calls: Promise<Answer>[] = [
      // Six stays of room A race for the same nights of June 5–8.
      ...onA.map((x) => act(token, x.id, `rooms/${a}/date`, { checkIn: '2027-06-05', checkOut: '2027-06-08' })),
      // Four stays of room B race into room A (whose nights are moving) and into room C.
      ...onB.map((x, i) => act(token, x.id, 'changeRoom', { from: b, to: i % 2 ? a : c })),
      // Cancels of bookings that are being moved at the same time.
      ...[...onA, ...onB].filter((_, i) => i % 2 === 0).map((x) => cancel(token, x.id)),
      // Two more date moves of B stays onto the nights the cancels free.
      ...onB.slice(0, 2).map((x) => act(token, x.id, `rooms/${b}/date`, { checkIn: '2027-06-01', checkOut: '2027-06-05' })),
      act(token, onB[3]?.id as string, `rooms/${b}/date`, { checkIn: '2027-06-04', checkOut: '2027-06-09' }),
      // Two room changes into room C over the same nights as the B stays moving there.
      act(token, onA[1]?.id as string, 'changeRoom', { from: a, to: c }),
      act(token, onA[2]?.id as string, 'changeRoom', { from: a, to: c }),
    ];
    expect(calls).toHaveLength(20);
    const answers = await Promise.all(calls);
    const outcomes = answers.map(outcome);
    expect(
      outcomes.filter((o) => !ACCEPTED.has(o)),
      answers.map(described).join('; '),
    ).toEqual([]);
    expect(outcomes).toContain('200');
    expect(outcomes).toContain('409 ROOM_NOT_AVAILABLE');
    const final = await expectConsistent(
      tenant,
      { resort: resortId },
      all.map((x) => x.id),
    );
    expect(final.filter((x) => x.state === 'aborted')).toHaveLength(5);
    // Each booking's version counts exactly the changes answered 200 for it (none lost, none doubled).
    for (const x of final) {
      const won = answers.filter((ans) => ans.status === 200 && ans.body.id === x.id).length;
      expect(x.version, x.id).toBe(1 + won);
    }
  }, 60_000);

  it('keep the beds and gender items of two schedules equal to what their bookings hold', async () => {
    const tenant = 'lc-cc-trip';
    const token = await adminOf(tenant);
    const { scheduleId, vesselId, cabinIds } = await scheduleWithCabins(tenant, [
      { name: 'Cabin 1', beds: 4, shared: true, mixed: false },
      { name: 'Cabin 2', beds: 4, shared: true, mixed: false },
      { name: 'Cabin 3', beds: 4, shared: true },
    ]);
    const next = 'sc-2';
    await schedules.create(
      tenant,
      next,
      ZSchedule.parse({ tour: 'tr-1', vessel: vesselId, from: '2027-03-10', to: '2027-03-17', embarkPort: 'p-1', disembarkPort: 'p-2' }),
    );
    const men = await customerOf(tenant, 'c-m', 'm');
    const women = await customerOf(tenant, 'c-f', 'f');
    // Schedule 2 is partly sold: a man in non-mixed cabin 1, a woman in non-mixed cabin 2.
    await create(token, { schedule: next, customer: men, rooms: [{ room: cabinIds[0], noOfPax: 1 }] });
    await create(token, { schedule: next, customer: women, rooms: [{ room: cabinIds[1], noOfPax: 1 }] });
    const trips: Booking[] = [];
    for (const [i, cabin] of cabinIds.entries()) {
      for (let k = 0; k < 4; k++) {
        const customer = i === 2 ? undefined : k % 2 ? women : men;
        if (i < 2 && trips.filter((t) => t.rooms[0]?.room === cabin).length >= 3) continue;
        const res = await create(token, { schedule: scheduleId, ...(customer ? { customer } : {}), rooms: [{ room: cabin, noOfPax: 1 }] });
        if (res.status === 201) trips.push(res.body);
      }
    }
    expect(trips.length).toBeGreaterThanOrEqual(6);
    const calls: Promise<Answer>[] = [...trips.map((t) => act(token, t.id, `move/${next}`)), ...trips.map((t) => cancel(token, t.id))];
    while (calls.length < 20) calls.push(act(token, trips[calls.length % trips.length]?.id as string, `move/${next}`));
    const answers = await Promise.all(calls.slice(0, 20));
    const outcomes = answers.map(outcome);
    expect(
      outcomes.filter((o) => !ACCEPTED.has(o)),
      answers.map(described).join('; '),
    ).toEqual([]);
    expect(outcomes).toContain('200');
    await expectConsistent(
      tenant,
      { schedule: scheduleId },
      trips.map((t) => t.id),
    );
    await expectConsistent(
      tenant,
      { schedule: next },
      trips.map((t) => t.id),
    );
  }, 60_000);
});
