import { describe, expect, it } from 'vitest';
import { setReadGuard } from '../../aws/read-guard';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { save, tripWithForms } from '../../../test/support/guest-forms';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler as formDefs } from '../definitions/lambda';
import { invoke } from '../../../test/support/invoke';
import type { BoardRow } from '../../../shared/api/guest-forms';
import { handler } from './lambda';

const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [{ id: 'person', fields: [{ id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true }] }],
};
const medical = {
  name: 'Medical',
  purpose: 'medical',
  attach: 'trips',
  sections: [
    {
      id: 'health',
      fields: [
        {
          id: 'asthma',
          type: 'Radio',
          label: { en: 'Asthma?' },
          required: true,
          options: [
            { value: 'yes', label: { en: 'Yes' } },
            { value: 'no', label: { en: 'No' } },
          ],
          raises: { flag: 'physician', when: ['yes'] },
        },
      ],
    },
  ],
};

describe('the guest forms board', () => {
  it("lists the bookings checking in within the range with their forms and each guest's standing, in one bounded read", async () => {
    const trip = await tripWithForms('gfb-board', [registration, medical], 2);
    const named = (name: string) => (trip.forms as Array<{ id: string; name: string }>).find((f) => f.name === name)!.id;
    const [reg, med] = [named('Registration'), named('Medical')];
    // guest-1 completes the registration and raises the physician flag (a complete medical form); guest-2 nothing yet.
    expect((await save(trip.host, reg, { token: trip.tokenOf('guest-1'), data: { firstName: 'Ann' }, submit: true })).status).toBe(200);
    expect((await save(trip.host, med, { token: trip.tokenOf('guest-1'), data: { asthma: 'yes' } })).status).toBe(200);

    // No Scan or COUNT on the way (the integration setup throws on one; set here too in case).
    const before = setReadGuard('throw');
    try {
      const board = await invoke<{ data: BoardRow[]; next?: string }>(handler, 'GET', '/api/guestform/board', {
        token: trip.token,
        query: { from: '2027-03-01', to: '2027-03-31' },
      });
      expect(board.status, JSON.stringify(board.body)).toBe(200);
      const row = board.body.data.find((r) => r.booking === trip.booking.id)!;
      expect(row).toMatchObject({ checkIn: '2027-03-01', type: 'trip' });
      expect(row.forms.map((f) => f.name).sort()).toEqual(['Medical', 'Registration']);
      expect(row.guests.map((g) => g.guest)).toEqual(['lead', 'guest-1', 'guest-2']);
      const g1 = row.guests[1]!.forms;
      expect(g1.find((f) => f.form === reg)).toMatchObject({ progress: 'complete', state: 'submitted', physician: false });
      expect(g1.find((f) => f.form === med)).toMatchObject({ progress: 'complete', physician: true });
      expect(row.guests[2]!.forms.map((f) => f.progress)).toEqual(['missing', 'missing']);

      // Outside the range: not on the board.
      const later = await invoke<{ data: BoardRow[] }>(handler, 'GET', '/api/guestform/board', {
        token: trip.token,
        query: { from: '2027-03-02', to: '2027-04-30' },
      });
      expect(later.status).toBe(200);
      expect(later.body.data.map((r) => r.booking)).not.toContain(trip.booking.id);
    } finally {
      setReadGuard(before);
    }
  });

  it('leaves out bookings without forms and refuses a bad range and a call without scope', async () => {
    const trip = await tripWithForms('gfb-empty', [], 2);
    const board = await invoke<{ data: BoardRow[] }>(handler, 'GET', '/api/guestform/board', {
      token: trip.token,
      query: { from: '2027-01-01', to: '2027-12-31' },
    });
    expect(board.status).toBe(200);
    expect(board.body.data).toEqual([]);
    expect((await invoke(handler, 'GET', '/api/guestform/board', { token: trip.token, query: { from: 'soon', to: '2027-12-31' } })).status).toBe(400);
    expect((await invoke(handler, 'GET', '/api/guestform/board', { query: { from: '2027-01-01', to: '2027-12-31' } })).status).toBe(401);
  });

  it('reads on past bookings without forms (25 at a time) to the end of the range in one call', async () => {
    const tenant = 'gfb-paging';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 28);
    const ids: string[] = [];
    for (const room of roomIds) {
      const made = await create(token, stay(resortId, [room], '2027-05-01', 2));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.id);
    }
    const def = await invoke<{ id: string }>(formDefs, 'POST', '/api/form', { token, body: { ...registration, attach: 'stays' } });
    expect(def.status).toBe(200);
    // Only the last booking in the index's order (the check-in day, then the id) has a form.
    const last = [...ids].sort().at(-1)!;
    expect((await invoke(handler, 'POST', `/api/guestform/${def.body.id}/addToBooking`, { token, body: { booking: last } })).status).toBe(200);

    const board = await invoke<{ data: BoardRow[]; next?: string }>(handler, 'GET', '/api/guestform/board', {
      token,
      query: { from: '2027-05-01', to: '2027-05-01' },
    });
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.body.data.map((r) => r.booking)).toEqual([last]);
    expect(board.body.data[0]!.type).toBe('resort');
    expect(board.body.next).toBeUndefined();
  });

  it("shows a user limited to some assets those assets' bookings only", async () => {
    const tenant = 'gfb-assets';
    const admin = await adminOf(tenant);
    const a = await resortWithRooms(tenant, 1, 'rs-a');
    const b = await resortWithRooms(tenant, 1, 'rs-b');
    const limited = await tokenFor({ userId: 'lim', tenant, userType: 'employee', scopes: ['forms.read'], assets: [{ type: 'resort', ref: 'rs-a' }] });
    const def = await invoke<{ id: string }>(formDefs, 'POST', '/api/form', { token: admin, body: { ...registration, attach: 'stays' } });
    expect(def.status).toBe(200);
    const ids: string[] = [];
    for (const r of [a, b]) {
      const made = await create(admin, stay(r.resortId, r.roomIds, '2027-06-01', 2));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await invoke(handler, 'POST', `/api/guestform/addAllToBooking/${made.body.id}`, { token: admin })).status).toBe(200);
      ids.push(made.body.id);
    }

    const query = { from: '2027-06-01', to: '2027-06-01' };
    const asAdmin = await invoke<{ data: BoardRow[] }>(handler, 'GET', '/api/guestform/board', { token: admin, query });
    expect(asAdmin.body.data.map((r) => r.booking).sort()).toEqual([...ids].sort());
    const asLimited = await invoke<{ data: BoardRow[] }>(handler, 'GET', '/api/guestform/board', { token: limited, query });
    expect(asLimited.status, JSON.stringify(asLimited.body)).toBe(200);
    expect(asLimited.body.data.map((r) => r.booking)).toEqual([ids[0]]);
  });
});
