import { expect } from 'vitest';
import { mapHost } from '../../functions/data/tenants';
import { handler as formDefs } from '../../functions/forms/definitions/lambda';
import { handler } from '../../functions/forms/guest/lambda';
import { scheduleWithCabins } from './booking-fixtures';
import { create } from './booking-lifecycle';
import { invoke } from './invoke';
import { adminOf } from './tokens';

/** Calls of the guest form tests (functions/forms/guest): a trip with its forms attached, the guest's public calls. */

export type Link = { guest: string; name?: string; path: string; forms: Array<{ form: string; state: string; progress: string; physician: boolean }> };
export type View = {
  guest: { key: string };
  booking: { id: string; arrival?: string };
  forms: Array<{ form: string; guest: string; askedOf: string; locked: boolean }>;
};

/** An operator with a host of its own (the guest's calls take the tenant from it), a 6-bed cabin trip and its forms. */
export async function tripWithForms(tenant: string, forms: unknown[], pax = 6) {
  const host = `${tenant}.example.test`;
  await mapHost(host, tenant);
  const token = await adminOf(tenant);
  const { scheduleId, cabinIds } = await scheduleWithCabins(
    tenant,
    [
      { name: 'Cabin 6', beds: 6, shared: true },
      { name: 'Cabin 2', beds: 2, shared: true },
    ],
    `${tenant}-sc`,
  );
  for (const body of forms) expect((await invoke(formDefs, 'POST', '/api/form', { token, body })).status).toBe(200);
  const booked = async (room: string, noOfPax: number) => {
    const booking = await create(token, { schedule: scheduleId, rooms: [{ room, noOfPax }] });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const added = await invoke<{ data: Array<{ id: string }> }>(handler, 'POST', `/api/guestform/addAllToBooking/${booking.body.id}`, { token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const links = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.body.id}/links`, { token });
    expect(links.status, JSON.stringify(links.body)).toBe(200);
    const tokenOf = (guest: string) =>
      links.body.data
        .find((l) => l.guest === guest)!
        .path.split('/')
        .pop()!;
    return { booking: booking.body, forms: added.body.data, links: links.body.data, tokenOf };
  };
  return { host, token, ...(await booked(cabinIds[0]!, pax)), another: () => booked(cabinIds[1]!, 2) };
}

/** A client address of its own per call unless given (the guest's calls are throttled per client). */
const anyClient = (net: string) => `${net}.${1 + Math.floor(Math.random() * 250)}`;
export const byToken = (host: string, token: string) =>
  invoke<View>(handler, 'GET', '/api/form/byToken', { query: { token }, headers: { host }, sourceIp: anyClient('198.51.100') });
export const save = (host: string, form: string, body: Record<string, unknown>, sourceIp = anyClient('203.0.113')) =>
  invoke<Record<string, unknown>>(handler, 'POST', `/api/guestform/${form}`, { body, headers: { host, 'user-agent': 'GuestBrowser/1.0' }, sourceIp });
