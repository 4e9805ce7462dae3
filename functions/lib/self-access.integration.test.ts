import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../shared/api/errors';
import { invoke } from '../../test/support/invoke';
import { adminOf, tokenFor } from '../../test/support/tokens';
import { handler as agencies } from '../customer/agencies/lambda';
import { handler as customers } from '../customer/customers/lambda';

type Agency = { id: string; version: number; name: string; commission: number; contact: { phone?: string } };
type Customer = { id: string; version: number; customerType: string; contact: { phone?: string }; masterData: { lastName: string } };

const tenant = 'selfaccess';
let admin: string;
let own: Agency;
let foreign: Agency;
let member: Customer;
let stranger: Customer;
let agencyUser: string;
let clubUser: string;

beforeAll(async () => {
  admin = await adminOf(tenant);
  own = (await invoke<Agency>(agencies, 'POST', '/api/agencies', { token: admin, body: { name: 'Own Travel', commission: 10 } })).body;
  foreign = (await invoke<Agency>(agencies, 'POST', '/api/agencies', { token: admin, body: { name: 'Foreign Travel' } })).body;
  member = (await invoke<Customer>(customers, 'POST', '/api/customers', { token: admin, body: { masterData: { lastName: 'Member' }, customerType: 'Club' } }))
    .body;
  stranger = (await invoke<Customer>(customers, 'POST', '/api/customers', { token: admin, body: { masterData: { lastName: 'Stranger' } } })).body;
  agencyUser = await tokenFor({ userId: 'u-agency', tenant, userType: 'Agency', agencyId: own.id, scopes: ['agencies.self'] });
  clubUser = await tokenFor({ userId: 'u-club', tenant, userType: 'Customer', customerId: member.id, scopes: ['customers.self'] });
});

const forbidden = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(403);
  expect(ZApiError.parse(res.body).description).toBe('FORBIDDEN_RESSOURCE');
};

describe('agencies.self', () => {
  it('reads its own agency and no other', async () => {
    const res = await invoke<Agency>(agencies, 'GET', `/api/agencies/${own.id}`, { token: agencyUser });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Own Travel');
    forbidden(await invoke(agencies, 'GET', `/api/agencies/${foreign.id}`, { token: agencyUser }));
    // An id that does not exist is 403 too, so ids cannot be probed.
    forbidden(await invoke(agencies, 'GET', '/api/agencies/a-nothing', { token: agencyUser }));
  });

  it('updates its contact data but not the terms the operator sets', async () => {
    const res = await invoke<Agency>(agencies, 'POST', `/api/agencies/${own.id}`, {
      token: agencyUser,
      body: { name: 'Renamed', commission: 50, contact: { phone: '+49 30 1234' }, version: own.version },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Own Travel', commission: 10, contact: { phone: '+49 30 1234' } });
    own = res.body;
  });

  it('cannot update, list, create, copy or delete other agencies', async () => {
    forbidden(await invoke(agencies, 'POST', `/api/agencies/${foreign.id}`, { token: agencyUser, body: { name: 'Mine now', version: foreign.version } }));
    forbidden(await invoke(agencies, 'GET', '/api/agencies', { token: agencyUser }));
    forbidden(await invoke(agencies, 'POST', '/api/agencies', { token: agencyUser, body: { name: 'New' } }));
    forbidden(await invoke(agencies, 'POST', `/api/agencies/${own.id}/copy`, { token: agencyUser }));
    forbidden(await invoke(agencies, 'DELETE', `/api/agencies/${own.id}`, { token: agencyUser }));
    expect((await invoke<Agency>(agencies, 'GET', `/api/agencies/${foreign.id}`, { token: admin })).body).toMatchObject({
      name: 'Foreign Travel',
      version: foreign.version,
    });
  });
});

describe('customers.self', () => {
  it('reads and updates its own record, keeping what the operator decides', async () => {
    expect((await invoke<Customer>(customers, 'GET', `/api/customers/${member.id}`, { token: clubUser })).status).toBe(200);
    const res = await invoke<Customer>(customers, 'POST', `/api/customers/${member.id}`, {
      token: clubUser,
      body: { masterData: { lastName: 'Member' }, customerType: 'VIP', contact: { phone: '+1 555 0100' }, version: member.version },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customerType: 'Club', contact: { phone: '+1 555 0100' } });
  });

  it('never reaches another customer', async () => {
    forbidden(await invoke(customers, 'GET', `/api/customers/${stranger.id}`, { token: clubUser }));
    forbidden(
      await invoke(customers, 'POST', `/api/customers/${stranger.id}`, { token: clubUser, body: { masterData: { lastName: 'X' }, version: stranger.version } }),
    );
    forbidden(await invoke(customers, 'GET', '/api/customers', { token: clubUser }));
    expect((await invoke<Customer>(customers, 'GET', `/api/customers/${stranger.id}`, { token: admin })).body.masterData.lastName).toBe('Stranger');
  });

  it('is not granted by agencies.self', async () => {
    forbidden(await invoke(customers, 'GET', `/api/customers/${member.id}`, { token: agencyUser }));
  });
});
