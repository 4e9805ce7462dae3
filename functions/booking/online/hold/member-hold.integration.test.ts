import { describe, expect, it } from 'vitest';
import type { ClubBooking } from '../../../../shared/api/club';
import { ZApiError } from '../../../../shared/api/errors';
import { ZCustomer } from '../../../../shared/domain/customer/customer';
import { bookableStay, bookableTrip, hostOf, stayHold, tripHold, type Hold } from '../../../../test/support/online-holds';
import { invoke } from '../../../../test/support/invoke';
import { tokenFor } from '../../../../test/support/tokens';
import { handler as club } from '../../../customer/club/lambda';
import { refreshBookingStays } from '../../../customer/index';
import { customers } from '../../../data/customers';
import { getBooking } from '../../../data/bookings';
import { read } from '../../../data/readers';
import { handler as bookCheckout } from '../checkout/lambda';

/**
 * A signed-in club member's hold (docs/decisions/club.md "/book and /book/preview"): booking/create with the member's
 * bearer token books in the token's tenant (never the host's), as the member's own customer (never a new guest
 * customer, never one named in the body), and the booking is then among the member's /api/club/bookings.
 */

let ip = 0;
const create = (body: unknown, opts: { host: string; token?: string }) =>
  invoke<Hold>(bookCheckout, 'POST', '/api/book/booking/create', {
    headers: { host: opts.host },
    sourceIp: `198.19.${Math.floor(++ip / 250)}.${1 + (ip % 250)}`,
    body,
    ...(opts.token ? { token: opts.token } : {}),
  });

/** A member: a customer with name and contact, and a club user's token linked to it (customers.self only). */
async function memberOf(tenant: string, id: string) {
  await customers.create(
    tenant,
    id,
    ZCustomer.parse({
      masterData: { firstName: 'Clara', lastName: 'Club', gender: 'f' },
      contact: { email: `${id}@example.org`, phone: '+49 40 555' },
      address: { country: 'DE' },
      customerType: 'Direct',
    }),
  );
  return tokenFor({ userId: `u-${id}`, tenant, userType: 'customer', customerId: id, scopes: ['customers.self'] });
}

/** Another customer of the tenant, whose id and e-mail a body might try to name. */
async function otherOf(tenant: string, id: string) {
  await customers.create(
    tenant,
    id,
    ZCustomer.parse({ masterData: { firstName: 'Otto', lastName: 'Other', gender: 'm' }, contact: { email: `${id}@example.org` }, address: {} }),
  );
}

const customerCount = async (tenant: string) => (await read.customers.list(tenant, { limit: 100 })).data.length;

describe('booking/create as a signed-in club member', () => {
  it('a trip hold belongs to the member’s customer, whatever the lead guest and contact say; it shows in their club bookings', async () => {
    const tenant = 'mh-trip';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'mh-sc');
    const token = await memberOf(tenant, 'cu-mem');
    await otherOf(tenant, 'cu-other');
    const before = await customerCount(tenant);
    // The body's lead and contact name someone else (another customer's name and e-mail): the member books all the same.
    const body = tripHold(scheduleId, cabinIds[0]!, 2, {
      contact: { firstName: 'Otto', lastName: 'Other', email: 'cu-other@example.org', phone: '+1 555', country: 'US', language: 'en' },
    });
    const res = await create(body, { host, token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const b = (await getBooking(tenant, res.body.id))!;
    expect(b).toMatchObject({ customer: 'cu-mem', state: 'draft', source: 'online', channel: 'CustomerDirectBooking' });
    expect(b.customerName).toContain('Club');
    // The member sleeps in the cabin as the lead guest g1; the second guest is a new customer, the only one made.
    const inCabin = b.rooms[0]!.customers!.map((c) => c.customer);
    expect(inCabin[0]).toBe('cu-mem');
    expect(inCabin).not.toContain('cu-other');
    expect(await customerCount(tenant)).toBe(before + 1);
    // The member's record is as it was (the body's contact is not written onto it).
    const me = (await read.customers.get(tenant, 'cu-mem'))!;
    expect(me.contact).toMatchObject({ email: 'cu-mem@example.org', phone: '+49 40 555' });
    expect(me.masterData).toMatchObject({ firstName: 'Clara', lastName: 'Club' });

    // The customer-stays consumer's work (it follows the booking's events), then the member's own list.
    await refreshBookingStays(tenant, b.id);
    const mine = await invoke<{ data: ClubBooking[] }>(club, 'GET', '/api/club/bookings', { token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: b.id, role: 'lead', type: 'trip', state: 'draft' })]);
  });

  it('a body naming a customer is refused and books nothing; without a token the same choice is a guest’s with a new customer', async () => {
    const tenant = 'mh-body';
    const host = await hostOf(tenant);
    const { resortId: resort } = await bookableStay(tenant, 2, 'mh-res');
    const token = await memberOf(tenant, 'cu-mem2');
    await otherOf(tenant, 'cu-other2');
    const stay = stayHold(resort, 'rt-1', '2031-03-01', '2031-03-04', 1);
    const before = await customerCount(tenant);
    for (const extra of [{ customer: 'cu-other2' }, { customerId: 'cu-other2' }]) {
      const refused = await create({ ...stay, ...extra }, { host, token });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(ZApiError.parse(refused.body).message).toBe('ValidationError');
    }
    expect(await customerCount(tenant)).toBe(before);

    const guest = await create(stay, { host });
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const g = (await getBooking(tenant, guest.body.id))!;
    expect(g.customer).not.toBe('cu-mem2');
    expect(g.customer).not.toBe('cu-other2');
    expect(g.customerName).toBe('Guest1 Online');
    expect(await customerCount(tenant)).toBe(before + 1);

    const member = await create(stay, { host, token });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    expect((await getBooking(tenant, member.body.id))!.customer).toBe('cu-mem2');
    expect(await customerCount(tenant)).toBe(before + 1);
  });

  it('books in the token’s tenant, not the host’s (the later calls too); a token whose customer does not exist books nothing', async () => {
    const home = 'mh-home';
    const away = 'mh-away';
    const { scheduleId, cabinIds } = await bookableTrip(home, [{ name: 'Double', beds: 2 }], 'mh-sc-h');
    const token = await memberOf(home, 'cu-mem3');
    const awayHost = await hostOf(away);
    const res = await create(tripHold(scheduleId, cabinIds[0]!, 1), { host: awayHost, token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await getBooking(home, res.body.id))!.customer).toBe('cu-mem3');
    expect(await getBooking(away, res.body.id)).toBeNull();
    // The later calls carry the bearer too (the member's page sends it on every call): they find the hold in the
    // token's tenant; without it the other operator's host knows no such booking.
    const extend = (token?: string) =>
      invoke<{ extensionsLeft: number }>(bookCheckout, 'POST', `/api/book/${res.body.id}/extend`, {
        headers: { host: awayHost },
        sourceIp: '198.19.250.1',
        body: { token: res.body.token },
        ...(token ? { token } : {}),
      });
    expect((await extend()).status).toBe(404);
    const extended = await extend(token);
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(extended.body.extensionsLeft).toBe(1);

    // A token whose customer does not exist (not linked) is refused, never booked as a new guest customer.
    const unlinked = await tokenFor({ userId: 'u-gone', tenant: home, userType: 'customer', customerId: 'cu-gone', scopes: ['customers.self'] });
    const before = await customerCount(home);
    const refused = await create(tripHold(scheduleId, cabinIds[0]!, 1), { host: awayHost, token: unlinked });
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(await customerCount(home)).toBe(before);
  });
});
