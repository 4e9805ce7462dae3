import { describe, expect, it } from 'vitest';
import { resortWithRooms, scheduleWithCabins } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler as formDefs } from '../definitions/lambda';
import { handler } from './lambda';

type Attached = { id: string; definition: string; version: number; name: string };
const form = (name: string, attach: string, active = true) => ({
  name,
  attach,
  active,
  sections: [{ id: 's', fields: [{ id: 'q', type: 'QuestionShort', label: { en: 'Question' } }] }],
});

describe('attaching guest forms to bookings', () => {
  it('attaches by attach (trips to a vessel booking, stays to a resort booking, allBookings to both, manual to none), idempotently', async () => {
    const tenant = 'gf-attach';
    const token = await adminOf(tenant);
    const defs: Record<string, string> = {};
    for (const [name, attach, active] of [
      ['Trip form', 'trips', true],
      ['Stay form', 'stays', true],
      ['Every booking', 'allBookings', true],
      ['By hand', 'manual', true],
      ['Old stay form', 'stays', false],
    ] as const) {
      const res = await invoke<{ id: string }>(formDefs, 'POST', '/api/form', { token, body: form(name, attach, active) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      defs[name] = res.body.id;
    }
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Cabin', beds: 2 }]);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const trip = (await create(token, { schedule: scheduleId, rooms: [{ room: cabinIds[0], noOfPax: 2 }] })).body;
    const resort = (await create(token, stay(resortId, roomIds, '2027-06-01', 3))).body;

    const addAll = (id: string) => invoke<{ data: Attached[] }>(handler, 'POST', `/api/guestform/addAllToBooking/${id}`, { token });
    const onTrip = await addAll(trip.id);
    expect(onTrip.status, JSON.stringify(onTrip.body)).toBe(200);
    expect(onTrip.body.data.map((f) => f.name).sort()).toEqual(['Every booking', 'Trip form']);
    expect(onTrip.body.data.every((f) => f.version === 1)).toBe(true);
    const onStay = await addAll(resort.id);
    expect(onStay.body.data.map((f) => f.name).sort()).toEqual(['Every booking', 'Stay form']);
    // Twice changes nothing: the same forms with the same ids.
    expect((await addAll(trip.id)).body.data).toEqual(onTrip.body.data);

    // One definition by hand, at its current version; again: the same attachment.
    const changed = await invoke<{ version: number }>(formDefs, 'POST', `/api/form/${defs['By hand']}`, {
      token,
      body: { ...form('By hand', 'manual'), version: 1 },
    });
    expect(changed.body.version).toBe(2);
    const byHand = await invoke<Attached>(handler, 'POST', `/api/guestform/${defs['By hand']}/addToBooking`, { token, body: { booking: trip.id } });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body).toMatchObject({ definition: defs['By hand'], version: 2, name: 'By hand' });
    const again = await invoke<Attached>(handler, 'POST', `/api/guestform/${defs['By hand']}/addToBooking`, { token, body: { booking: trip.id } });
    expect(again.body).toEqual(byHand.body);
    expect((await addAll(trip.id)).body.data).toHaveLength(3);

    // Unknown definition or booking: 404, nothing attached.
    expect((await invoke(handler, 'POST', '/api/guestform/fd-none/addToBooking', { token, body: { booking: trip.id } })).status).toBe(404);
    expect((await invoke(handler, 'POST', `/api/guestform/${defs['By hand']}/addToBooking`, { token, body: { booking: 'bk-none' } })).status).toBe(404);
    expect((await addAll('bk-none')).status).toBe(404);
    expect((await addAll(resort.id)).body.data).toHaveLength(2);
  });

  it('needs bookings.update to attach and renew, forms.read or bookings.update to read the links and forms; another tenant finds nothing', async () => {
    const tenant = 'gf-attach-scopes';
    const admin = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const booking = (await create(admin, stay(resortId, roomIds, '2027-06-01', 2))).body;
    await invoke(formDefs, 'POST', '/api/form', { token: admin, body: form('Stay form', 'stays') });
    const reader = await userWith(tenant, ['forms.read']);
    const clerk = await userWith(tenant, ['bookings.update']);
    const stranger = await userWith(tenant, ['customers.read']);

    expect((await invoke(handler, 'POST', `/api/guestform/addAllToBooking/${booking.id}`, { token: reader })).status).toBe(403);
    expect((await invoke(handler, 'POST', `/api/guestform/addAllToBooking/${booking.id}`, { token: stranger })).status).toBe(403);
    const added = await invoke<{ data: Attached[] }>(handler, 'POST', `/api/guestform/addAllToBooking/${booking.id}`, { token: clerk });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const formId = added.body.data[0]!.id;
    expect((await invoke(handler, 'GET', `/api/guestform/${booking.id}/links`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/guestform/${formId}`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/guestform/${booking.id}/links`, { token: stranger })).status).toBe(403);
    expect((await invoke(handler, 'POST', `/api/guestform/${booking.id}/links`, { token: reader, body: { guest: 'guest-1' } })).status).toBe(403);
    expect((await invoke(handler, 'POST', `/api/guestform/${formId}/lock`, { token: reader, body: { locked: true } })).status).toBe(403);
    expect((await invoke(handler, 'POST', `/api/guestform/${booking.id}/links`, { token: clerk, body: { guest: 'guest-9' } })).status).toBe(404);

    const other = await adminOf('gf-attach-scopes-other');
    expect((await invoke(handler, 'GET', `/api/guestform/${booking.id}/links`, { token: other })).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/guestform/${formId}`, { token: other })).status).toBe(404);
  });
});
