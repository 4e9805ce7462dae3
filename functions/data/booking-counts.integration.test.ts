import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resortWithRooms } from '../../test/support/booking-fixtures';
import { act, cancel, create, option, seedState, stay } from '../../test/support/booking-lifecycle';
import { invoke } from '../../test/support/invoke';
import { adminOf, tokenFor } from '../../test/support/tokens';
import { handler as actions } from '../booking/actions/lambda';
import { addDays } from '../../shared/calendar-date';
import { countsOf, readBookingCounts, recountBookings } from './booking-counts';
import { tableName } from './client';
import { bookingCountsKey, bookingListPk, type BookingItem } from './entities/booking';
import { batchWriteAll, queryItems } from './paging';
import { INDEX } from './table-definition';

/** The counts as the headers in the list say (what the counts item must equal after every change). */
async function countedHeaders(tenant: string) {
  const items = await queryItems({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant) },
  });
  return { counts: countsOf(items as BookingItem[]), headers: items as BookingItem[] };
}

/** The stored counts without the zeros a decrement leaves behind. */
const stored = async (tenant: string) => Object.fromEntries(Object.entries(await readBookingCounts(tenant)).filter(([, n]) => n !== 0));

type Step =
  | { kind: 'create'; room: number; day: number; nights: number; draft: boolean }
  | { kind: 'cancel' | 'store' | 'rebook' | 'split' | 'revert'; pick: number; day: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), room: fc.nat(3), day: fc.nat(500), nights: fc.integer({ min: 1, max: 4 }), draft: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('cancel' as const, 'store' as const, 'rebook' as const, 'split' as const, 'revert' as const),
    pick: fc.nat(40),
    day: fc.nat(500),
  }),
);

describe('booking counts (total, per state, per check-in year)', () => {
  it('equal a count of the headers after every step of random creates, stores, cancels, rebooks, splits and reverts', async () => {
    let run = 0;
    const done = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 14 }), async (steps) => {
        const tenant = `counts-prop-${run++}`;
        const token = await adminOf(tenant);
        const { resortId, roomIds } = await resortWithRooms(tenant, 4);
        const ids: string[] = [];
        for (const s of steps) {
          const day = addDays('2027-12-20', s.day);
          if (s.kind === 'create') {
            const res = await create(token, stay(resortId, [roomIds[s.room] as string], day, s.nights, s.draft ? option() : {}));
            if (res.status === 201) ids.push(res.body.id);
            done.add('create');
          } else if (ids.length > 0) {
            const id = ids[s.pick % ids.length] as string;
            if (s.kind === 'cancel') await cancel(token, id);
            else if (s.kind === 'store') await act(token, id, 'store');
            else if (s.kind === 'revert') await act(token, id, 'revertRebook');
            else if (s.kind === 'rebook') {
              const res = await act(token, id, 'rebook', { checkIn: day, checkOut: addDays(day, 2) });
              if (res.status === 200 && res.body.rebookedTo) {
                ids.push(res.body.rebookedTo);
                done.add('rebooked');
              }
            } else {
              // A stay in two rooms with a customer each, split by customer into two bookings.
              const two = [roomIds[s.pick % 4] as string, roomIds[(s.pick + 1) % 4] as string];
              const res = await create(token, stay(resortId, two, day, 2));
              if (res.status !== 201) continue;
              ids.push(res.body.id);
              const rooms = two.map((room, i) => ({ room, noOfPax: 1, customers: [{ customer: `c-${i}` }] }));
              await seedState(tenant, res.body.id, 'confirmed', { rooms });
              if ((await act(token, res.body.id, 'splitByCustomer')).status === 200) done.add('split');
            }
            if (s.kind !== 'split') done.add(s.kind);
          }
          expect(await stored(tenant), `after ${JSON.stringify(s)}`).toEqual((await countedHeaders(tenant)).counts);
        }
      }),
      { numRuns: 4, seed: 23 },
    );
    // The runs went through every kind of change (a property over creates only would prove little).
    expect([...done].sort()).toEqual(expect.arrayContaining(['cancel', 'create', 'rebooked', 'split']));
  });

  it('stay exact under parallel creates and cancels', async () => {
    const tenant = 'counts-parallel';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 6);
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(token, stay(resortId, [roomIds[i % 6] as string], addDays('2027-05-01', 10 * Math.floor(i / 6)), 3))),
    );
    expect(made.map((r) => r.status)).toEqual(Array(12).fill(201));
    await Promise.all(made.slice(0, 5).map((r) => cancel(token, r.body.id)));
    const { counts } = await countedHeaders(tenant);
    expect(counts).toMatchObject({ total: 12, state_confirmed: 7, year_2027: 12 });
    expect(await stored(tenant)).toEqual(counts);
  });

  it('are rebuilt by a recount (a tenant from before the counts, a bulk load)', async () => {
    const tenant = 'counts-recount';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    await create(token, stay(resortId, [roomIds[0] as string], '2027-03-01', 2));
    await create(token, stay(resortId, [roomIds[1] as string], '2028-03-01', 2, option()));
    const { counts } = await countedHeaders(tenant);
    expect(counts).toEqual({ total: 2, state_confirmed: 1, state_draft: 1, year_2027: 1, year_2028: 1, nights_2: 2 });
    expect(await recountBookings(tenant)).toEqual(counts);
    expect(await stored(tenant)).toEqual(counts);
    // Lost (a tenant from before the counts): POST /api/bookings/recount writes them again; not for agency users.
    await batchWriteAll([{ DeleteRequest: { Key: bookingCountsKey(tenant) } }]);
    expect(await stored(tenant)).toEqual({});
    const agent = await tokenFor({ userId: 'agent-r', tenant, userType: 'agency', scopes: ['agencies.self', 'bookings.update'], agencyId: 'ag-1' });
    expect((await invoke(actions, 'POST', '/api/bookings/recount', { token: agent })).status).toBe(403);
    const res = await invoke<{ counts: Record<string, number> }>(actions, 'POST', '/api/bookings/recount', { token });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual(counts);
    expect(await stored(tenant)).toEqual(counts);
  });
});
