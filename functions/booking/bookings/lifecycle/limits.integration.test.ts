import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import { adminOf, tokenFor } from '../../../../test/support/tokens';
import { agencyOf, resortItems, resortWithRooms } from '../../../../test/support/booking-fixtures';
import { act, create, option, stay } from '../../../../test/support/booking-lifecycle';
import { getBooking } from '../../../data/bookings';

/** Who may call the lifecycle, and the 100-write limit of one change. */

describe('lifecycle calls of an agency user', () => {
  it('confirm and free their own agency’s options only, and run no staff action', async () => {
    const tenant = 'lc-agency';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const own = await agencyOf(tenant, 'ag-own');
    const other = await agencyOf(tenant, 'ag-other');
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const mine = (await create(token, stay(resortId, [a], '2027-09-01', 2, { ...option(), agency: own }))).body;
    const theirs = (await create(token, stay(resortId, [b], '2027-09-01', 2, { ...option(), agency: other }))).body;
    const third = (await create(token, stay(resortId, [c], '2027-09-01', 2, { ...option(), agency: own }))).body;
    expect((await act(agent, mine.id, 'store')).body).toMatchObject({ state: 'confirmed', reservationNo: 1 });
    expect((await act(agent, third.id, 'free')).body).toMatchObject({ state: 'freed' });
    expect((await act(agent, theirs.id, 'store')).status).toBe(403);
    expect((await act(agent, theirs.id, 'free')).status).toBe(403);
    expect((await act(agent, mine.id, 'checkin')).status).toBe(403);
    expect((await getBooking(tenant, theirs.id))?.version).toBe(1);
  });
});

describe('one change holds at most 100 writes', () => {
  it('answers 400 for new dates that would take and release more, writing nothing', async () => {
    const tenant = 'lc-limit';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const b = (await create(token, stay(resortId, roomIds, '2027-10-01', 30))).body;
    const before = await resortItems(tenant, resortId);
    const res = await act(token, b.id, `rooms/${roomIds[0]}/date`, { checkIn: '2027-11-01', checkOut: '2027-12-01' });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).description).toBe('The change needs 124 writes; one change holds at most 100: split the booking first');
    expect(await resortItems(tenant, resortId)).toEqual(before);
    // Overlapping nights are kept, not rewritten: moving by one night is 2 + 2 writes and fits.
    expect((await act(token, b.id, `rooms/${roomIds[0]}/date`, { checkIn: '2027-10-02', checkOut: '2027-11-01' })).status).toBe(200);
  });
});
