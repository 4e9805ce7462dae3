import { beforeAll, describe, expect, it } from 'vitest';
import type { ClubBooking, ClubBookingDetail, ClubCertification, ClubInvoice } from '../../../shared/api/club';
import { ZApiError } from '../../../shared/api/errors';
import type { Customer } from '../../../shared/domain/customer/customer';
import { resetConfig } from '../../config';
import { setMeta } from '../../data/customer-details';
import { invoiceByPublicToken } from '../../data/invoices';
import { handler as invoices } from '../../finance/invoices/lambda';
import { customerOf } from '../../../test/support/booking-fixtures';
import { create, seedState, stay } from '../../../test/support/booking-lifecycle';
import { BILL, billedBooking } from '../../../test/support/invoices';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { handler as customers } from '../customers/lambda';
import { refreshBookingStays } from '../index';
import { handler } from './lambda';

/**
 * The club member's own data on DynamoDB Local (docs/decisions/club.md): two members of one tenant, each sees exactly
 * their bookings, invoices and certification; another's booking or invoice id answers the same 404 as an unknown one;
 * the profile edit (customers.self) changes only their customer; staff without customers.self are refused.
 */
beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

const member = (tenant: string, customerId: string) =>
  tokenFor({ userId: `u-${customerId}`, tenant, userType: 'customer', customerId, scopes: ['customers.self'] });
const get = <T>(token: string, path: string) => invoke<T>(handler, 'GET', path, { token });

/**
 * cu-a leads booking A (cu-b travels in its room); cu-b leads booking B alone; an invoice of each to its lead. A
 * third customer cu-c has nothing.
 */
async function world(tenant: string) {
  const admin = await adminOf(tenant);
  const a = await billedBooking(tenant, admin);
  await customerOf(tenant, 'cu-c', 'f');
  const made = await create(admin, stay(a.resort!, [a.rooms[0]!.room], '2027-08-01', 2, { customer: 'cu-b' }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const b = await seedState(tenant, made.body.id, made.body.state, {
    ...BILL,
    received: [],
    calculation: BILL.calculation!.map((l) => ({ ...l, customer: 'cu-b' })),
  });
  for (const id of [a.id, b.id]) await refreshBookingStays(tenant, id);
  const issue = async (booking: string) => {
    const res = await invoke<{ id: string }>(invoices, 'POST', `/api/bookings/${booking}/invoices`, { token: admin, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  };
  return { admin, a, b, invoiceA: await issue(a.id), invoiceB: await issue(b.id) };
}

describe('club member: own bookings', () => {
  it('lists exactly the member’s bookings, money only where they lead; another’s id is the same 404 as an unknown one', async () => {
    const tenant = 'club-bookings';
    const { a, b } = await world(tenant);
    const [ta, tb, tc] = await Promise.all([member(tenant, 'cu-a'), member(tenant, 'cu-b'), member(tenant, 'cu-c')]);

    const mineA = await get<{ data: ClubBooking[] }>(ta, '/api/club/bookings');
    expect(mineA.status, JSON.stringify(mineA.body)).toBe(200);
    expect(mineA.body.data).toEqual([
      expect.objectContaining({ id: a.id, bookingNo: a.bookingNo, role: 'lead', assetName: 'Lagoon Resort', total: '500.00', paid: '150.00', open: '350.00' }),
    ]);

    const mineB = (await get<{ data: ClubBooking[] }>(tb, '/api/club/bookings')).body.data;
    expect(mineB.map((r) => [r.id, r.role])).toEqual([
      [b.id, 'lead'],
      [a.id, 'guest'],
    ]);
    expect(mineB[1]).not.toHaveProperty('total');
    expect(mineB[1]).not.toHaveProperty('open');
    expect((await get<{ data: ClubBooking[] }>(tc, '/api/club/bookings')).body.data).toEqual([]);

    // The detail: the lead sees the companions' names, a guest only themselves.
    const detail = await get<ClubBookingDetail>(ta, `/api/club/bookings/${a.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.rooms).toEqual([
      {
        name: expect.any(String),
        kind: 'room',
        guests: [
          { me: true, name: 'Jürgen Müller' },
          { me: false, name: 'Zoë Weiß' },
        ],
      },
    ]);
    expect(detail.body.due).toEqual([{ due: '2027-04-01', open: '350.00', type: 'rest' }]);
    const asGuest = await get<ClubBookingDetail>(tb, `/api/club/bookings/${a.id}`);
    expect(asGuest.body.rooms[0]!.guests).toEqual([{ me: false }, { me: true }]);
    expect(asGuest.body.due).toEqual([]);

    const foreign = await get(ta, `/api/club/bookings/${b.id}`);
    const unknown = await get(ta, '/api/club/bookings/does-not-exist');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    const shape = (r: { body: unknown }) => {
      const e = ZApiError.parse(r.body);
      return [e.statusCode, e.name];
    };
    expect(shape(foreign)).toEqual(shape(unknown));
    expect(JSON.stringify(foreign.body)).not.toContain('cu-b');
    expect((await get(tc, `/api/club/bookings/${a.id}`)).status).toBe(404);

    // The header decides, not the stays projection: cu-b taken out of A (its stay not yet rewritten) no longer sees it.
    await seedState(tenant, a.id, a.state, { rooms: a.rooms.map((r) => ({ ...r, noOfPax: 1, customers: [{ customer: 'cu-a' }] })) });
    expect((await get<{ data: ClubBooking[] }>(tb, '/api/club/bookings')).body.data.map((r) => r.id)).toEqual([b.id]);
    expect((await get(tb, `/api/club/bookings/${a.id}`)).status).toBe(404);
  });
});

describe('club member: own invoices', () => {
  it('lists only the invoices addressed to the member and links only those to the club invoice page', async () => {
    const tenant = 'club-invoices';
    const { invoiceA, invoiceB } = await world(tenant);
    const [ta, tb, tc] = await Promise.all([member(tenant, 'cu-a'), member(tenant, 'cu-b'), member(tenant, 'cu-c')]);

    const listA = await get<{ data: ClubInvoice[] }>(ta, '/api/club/invoices');
    expect(listA.status, JSON.stringify(listA.body)).toBe(200);
    expect(listA.body.data).toEqual([expect.objectContaining({ id: invoiceA, kind: 'invoice', total: '500.00', paid: '150.00', open: '350.00' })]);
    // cu-b travels in A but A's invoice is cu-a's: cu-b sees only their own.
    expect((await get<{ data: ClubInvoice[] }>(tb, '/api/club/invoices')).body.data.map((i) => [i.id, i.open])).toEqual([[invoiceB, '500.00']]);
    expect((await get<{ data: ClubInvoice[] }>(tc, '/api/club/invoices')).body.data).toEqual([]);

    const link = await invoke<{ url: string }>(handler, 'POST', `/api/club/invoices/${invoiceA}/link`, { token: ta });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe(`/club/invoice/${invoiceA}`);
    expect((await invoiceByPublicToken(url.searchParams.get('t')!, tenant))?.invoice.id).toBe(invoiceA);

    // Another member's invoice and an unknown id: the same 404, no link minted.
    const foreign = await invoke(handler, 'POST', `/api/club/invoices/${invoiceB}/link`, { token: ta });
    const unknown = await invoke(handler, 'POST', '/api/club/invoices/nope/link', { token: ta });
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(JSON.stringify(foreign.body)).not.toContain('cu-b');
  });
});

describe('club member: certification, profile and scopes', () => {
  it('shows the member’s own certification, edits only their own customer and refuses callers without customers.self', async () => {
    const tenant = 'club-profile';
    const admin = await adminOf(tenant);
    await customerOf(tenant, 'cu-a', 'f');
    await customerOf(tenant, 'cu-b', 'm');
    await setMeta(
      tenant,
      'cu-a',
      { 'diving.certificationAgency': 'PADI', 'diving.certificationLevel': 'Advanced Open Water', 'diving.certificationNumber': 'A-1' },
      200,
    );
    await setMeta(tenant, 'cu-b', { 'diving.certificationAgency': 'SSI', 'diving.certificationLevel': 'Open Water' }, 200);
    const [ta, tb] = await Promise.all([member(tenant, 'cu-a'), member(tenant, 'cu-b')]);

    const certA = await get<{ data: ClubCertification[] }>(ta, '/api/club/certifications');
    expect(certA.body.data).toEqual([{ agency: 'PADI', level: 'Advanced Open Water', number: 'A-1', updatedAt: expect.any(String) }]);
    expect((await get<{ data: ClubCertification[] }>(tb, '/api/club/certifications')).body.data.map((c) => c.agency)).toEqual(['SSI']);

    // The profile is the customer resource under customers.self: their own record, nobody else's.
    const own = (await invoke<Customer & { version: number }>(customers, 'GET', '/api/customers/cu-a', { token: ta })).body;
    const edited = await invoke<Customer>(customers, 'POST', '/api/customers/cu-a', {
      token: ta,
      body: { ...own, contact: { ...own.contact, phone: '+49 30 1234567' }, address: { ...own.address, city: 'Hamburg' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ contact: { phone: '+49 30 1234567' }, address: { city: 'Hamburg' } });
    const other = (await invoke<Customer & { version: number }>(customers, 'GET', '/api/customers/cu-b', { token: admin })).body;
    const refused = await invoke(customers, 'POST', '/api/customers/cu-b', { token: ta, body: { ...other, address: { city: 'Nope' } } });
    expect(refused.status).toBe(403);
    expect((await invoke<Customer>(customers, 'GET', '/api/customers/cu-b', { token: admin })).body.address.city).toBe(other.address.city);

    // Staff without customers.self, and no token at all, are refused every club call.
    const staff = await userWith(tenant, ['customers.read', 'bookings.read']);
    for (const path of ['/api/club/bookings', '/api/club/invoices', '/api/club/certifications', '/api/club/bookings/x']) {
      expect((await get(staff, path)).status).toBe(403);
      expect((await invoke(handler, 'GET', path)).status).toBe(401);
    }
    // A member whose user has no customer sees nothing.
    const none = await tokenFor({ userId: 'u-none', tenant, userType: 'customer', scopes: ['customers.self'] });
    expect((await get<{ data: unknown[] }>(none, '/api/club/bookings')).body.data).toEqual([]);
  });
});
