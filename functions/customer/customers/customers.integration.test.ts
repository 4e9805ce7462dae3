import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZUser } from '../../../shared/domain/staff/user';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { createUser } from '../../data/users';
import { diffObjects } from './diff';
import { handler } from './lambda';

type Stored = { id: string; version: number };
type List<T = Stored> = { data: T[]; total: number };

function makeCustomer(overrides: Record<string, unknown> = {}, masterData: Record<string, unknown> = {}) {
  return { masterData: { firstName: 'Erika', lastName: 'Mustermann', ...masterData }, ...overrides };
}

async function createCustomer(token: string, body: Record<string, unknown>) {
  const res = await invoke<Stored>(handler, 'POST', '/api/customers', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('customer groups', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminOf('cgroups');
  });

  it('refuses to delete a group that still has customers (409 IN_USE), and deletes it once empty', async () => {
    const group = (await invoke<Stored>(handler, 'POST', '/api/customergroups', { token, body: { name: 'Divers Club Köln' } })).body;
    const member = await createCustomer(token, makeCustomer({ groupId: group.id }, { lastName: 'Member' }));
    const refused = await invoke(handler, 'DELETE', `/api/customergroups/${group.id}`, { token });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body)).toMatchObject({
      message: 'IN_USE',
      description: expect.stringContaining('Divers Club Köln still has customers (for example Member)'),
    });
    await invoke(handler, 'POST', `/api/customers/${member.id}`, { token, body: { ...makeCustomer({}, { lastName: 'Member' }), version: 1 } });
    expect((await invoke(handler, 'DELETE', `/api/customergroups/${group.id}`, { token })).status).toBe(200);
  });

  it('refuses a customer pointing at a group or agency that does not exist, with the field, and stores nothing', async () => {
    const before = (await invoke<List>(handler, 'GET', '/api/customers', { token })).body.total;
    const res = await invoke(handler, 'POST', '/api/customers', { token, body: makeCustomer({ groupId: 'cg-nope', agencyId: 'a-nope' }) });
    expect(res.status).toBe(400);
    const error = ZApiError.parse(res.body);
    expect(error.fields?.map((f) => f.path).sort()).toEqual(['body.agencyId', 'body.groupId']);
    expect((await invoke<List>(handler, 'GET', '/api/customers', { token })).body.total).toBe(before);
  });

  it('keeps tenants apart', async () => {
    const group = (await invoke<Stored>(handler, 'POST', '/api/customergroups', { token, body: { name: 'Mine' } })).body;
    const other = await adminOf('cgroups-other');
    expect((await invoke(handler, 'GET', `/api/customergroups/${group.id}`, { token: other })).status).toBe(404);
    expect((await invoke<List>(handler, 'GET', '/api/customergroups', { token: other })).body.total).toBe(0);
    expect((await invoke(handler, 'POST', '/api/customers', { token: other, body: makeCustomer({ groupId: group.id }) })).status).toBe(400);
  });
});

describe('customer data groups', () => {
  let token: string;
  const field = (key: string) => ({ key, label: { en: key }, type: 'Text' });
  const create = async (name: string, keys: string[]) =>
    invoke<Stored & { fields: Array<{ key: string }>; version: number }>(handler, 'POST', '/api/customerdatagroup', {
      token,
      body: { name, fields: keys.map(field) },
    });
  beforeAll(async () => {
    token = await adminOf('datagroups');
  });

  it('moves a field from one group to another in one step, both versions counted', async () => {
    const passport = (await create('Passport', ['passport.number', 'passport.expiry', 'diving.level'])).body;
    const diving = (await create('Diving', ['diving.logbook'])).body;
    const res = await invoke<{ from: { fields: Array<{ key: string }>; version: number }; to: { fields: Array<{ key: string }>; version: number } }>(
      handler,
      'POST',
      `/api/customerdatagroup/move/${passport.id}/${diving.id}/diving.level`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.from.fields.map((f) => f.key)).toEqual(['passport.number', 'passport.expiry']);
    expect(res.body.to.fields.map((f) => f.key)).toEqual(['diving.logbook', 'diving.level']);
    expect([res.body.from.version, res.body.to.version]).toEqual([2, 2]);
    // The field now belongs to Diving: it can neither be moved from Passport again nor be added elsewhere.
    const again = await invoke(handler, 'POST', `/api/customerdatagroup/move/${passport.id}/${diving.id}/diving.level`, { token });
    expect(again.status).toBe(409);
    expect(ZApiError.parse(again.body).message).toBe('FIELD_NOT_IN_GROUP');
    const dup = await create('Other', ['Diving.Level']);
    expect(dup.status).toBe(409);
    expect(ZApiError.parse(dup.body).description).toContain('customer data field Diving.Level is already in use');
  });

  it('refuses a field that another group holds, on create and on update, and frees it when the group lets go', async () => {
    const a = (await create('Emergency', ['emergency.name'])).body;
    expect((await create('Emergency 2', ['emergency.name'])).status).toBe(409);
    const b = (await create('Medical', ['medical.allergies'])).body;
    const update = await invoke(handler, 'POST', `/api/customerdatagroup/${b.id}`, {
      token,
      body: { name: 'Medical', fields: [field('medical.allergies'), field('emergency.name')], version: 1 },
    });
    expect(update.status).toBe(409);
    expect((await invoke<{ version: number }>(handler, 'GET', `/api/customerdatagroup/${b.id}`, { token })).body.version).toBe(1);
    await invoke(handler, 'POST', `/api/customerdatagroup/${a.id}`, { token, body: { name: 'Emergency', fields: [], version: 1 } });
    expect((await create('Emergency 3', ['emergency.name'])).status).toBe(200);
  });

  it('refuses to delete a group that still holds fields, moving and refusing nothing else', async () => {
    const g = (await create('Insurance', ['insurance.company'])).body;
    const res = await invoke(handler, 'DELETE', `/api/customerdatagroup/${g.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('still holds 1 field') });
  });

  it('answers 404 for a group that does not exist and 400 for moving within one group', async () => {
    const g = (await create('Shoes', ['gear.shoeSize'])).body;
    expect((await invoke(handler, 'POST', `/api/customerdatagroup/move/${g.id}/cdg-nope/gear.shoeSize`, { token })).status).toBe(404);
    expect((await invoke(handler, 'POST', `/api/customerdatagroup/move/${g.id}/${g.id}/gear.shoeSize`, { token })).status).toBe(400);
    const reader = await userWith('datagroups', ['customers.read']);
    expect((await invoke(handler, 'POST', `/api/customerdatagroup/move/${g.id}/cdg-nope/gear.shoeSize`, { token: reader })).status).toBe(403);
  });
});

describe('customer meta values', () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    token = await adminOf('meta');
    id = (await createCustomer(token, makeCustomer())).id;
  });

  it('sets several, reads one and all, and removes with null', async () => {
    const many = await invoke<{ data: Array<{ key: string; value: unknown }> }>(handler, 'POST', `/api/customers/${id}/meta`, {
      token,
      body: { values: { 'diving.level': 'AOWD', 'diving.dives': 120, shoe: { eu: 42 } } },
    });
    expect(many.status).toBe(200);
    expect(many.body.data.map((m) => m.key).sort()).toEqual(['diving.dives', 'diving.level', 'shoe']);
    expect((await invoke(handler, 'GET', `/api/customers/${id}/meta/shoe`, { token })).body).toMatchObject({ key: 'shoe', value: { eu: 42 } });
    const removed = await invoke(handler, 'POST', `/api/customers/${id}/meta/shoe`, { token, body: { value: null } });
    expect(removed.body).toMatchObject({ key: 'shoe', value: null });
    expect((await invoke(handler, 'GET', `/api/customers/${id}/meta/shoe`, { token })).status).toBe(404);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', `/api/customers/${id}/meta`, { token })).body.data).toHaveLength(2);
  });

  it('refuses bad keys, oversized values and unknown body fields with 400, changing nothing', async () => {
    const bad = await invoke(handler, 'POST', `/api/customers/${id}/meta`, { token, body: { values: { 'no spaces': 1 } } });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body).fields?.[0]?.path).toContain('body.values');
    expect((await invoke(handler, 'POST', `/api/customers/${id}/meta/big`, { token, body: { value: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await invoke(handler, 'POST', `/api/customers/${id}/meta/big`, { token, body: { value: 1, extra: true } })).status).toBe(400);
    expect((await invoke(handler, 'GET', `/api/customers/${id}/meta/big`, { token })).status).toBe(404);
  });

  it('answers 404 for a customer that does not exist, also in another tenant', async () => {
    expect((await invoke(handler, 'POST', '/api/customers/c-nope/meta/x', { token, body: { value: 1 } })).status).toBe(404);
    const other = await adminOf('meta-other');
    expect((await invoke(handler, 'GET', `/api/customers/${id}/meta`, { token: other })).status).toBe(404);
    expect((await invoke(handler, 'POST', `/api/customers/${id}/meta/x`, { token: other, body: { value: 1 } })).status).toBe(404);
  });

  it('needs customers.update to write and customers.read to read', async () => {
    const reader = await userWith('meta', ['customers.read']);
    expect((await invoke(handler, 'GET', `/api/customers/${id}/meta`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'POST', `/api/customers/${id}/meta/x`, { token: reader, body: { value: 1 } })).status).toBe(403);
  });
});

describe('customer references', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminOf('refs');
  });

  it('links an external id to one customer only, idempotently, and unlinks it', async () => {
    const anna = await createCustomer(token, makeCustomer({}, { lastName: 'Anna' }));
    const ben = await createCustomer(token, makeCustomer({}, { lastName: 'Ben' }));
    const put = await invoke(handler, 'PUT', `/api/customers/${anna.id}/reference/xero/CUST-42`, { token });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ system: 'xero', external: 'CUST-42' });
    expect((await invoke(handler, 'PUT', `/api/customers/${anna.id}/reference/xero/CUST-42`, { token })).status).toBe(200);
    const taken = await invoke(handler, 'PUT', `/api/customers/${ben.id}/reference/xero/CUST-42`, { token });
    expect(taken.status).toBe(409);
    expect(ZApiError.parse(taken.body).description).toContain('xero id CUST-42 is linked to another customer');
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', `/api/customers/${anna.id}/reference`, { token })).body.data).toHaveLength(1);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', `/api/customers/${ben.id}/reference`, { token })).body.data).toHaveLength(0);
    expect((await invoke(handler, 'DELETE', `/api/customers/${anna.id}/reference/xero/CUST-42`, { token })).status).toBe(200);
    expect((await invoke(handler, 'DELETE', `/api/customers/${anna.id}/reference/xero/CUST-42`, { token })).status).toBe(404);
    expect((await invoke(handler, 'PUT', `/api/customers/${ben.id}/reference/xero/CUST-42`, { token })).status).toBe(200);
  });

  it('frees the external ids and purges meta and references when the customer is deleted', async () => {
    const carl = await createCustomer(token, makeCustomer({}, { lastName: 'Carl' }));
    await invoke(handler, 'PUT', `/api/customers/${carl.id}/reference/shop/77`, { token });
    await invoke(handler, 'POST', `/api/customers/${carl.id}/meta/x`, { token, body: { value: 1 } });
    expect((await invoke(handler, 'DELETE', `/api/customers/${carl.id}`, { token })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/customers/${carl.id}/meta/x`, { token })).status).toBe(404);
    const dora = await createCustomer(token, makeCustomer({}, { lastName: 'Dora' }));
    expect((await invoke(handler, 'PUT', `/api/customers/${dora.id}/reference/shop/77`, { token })).status).toBe(200);
  });

  it('refuses a bad system name with 400 and an unknown customer with 404', async () => {
    expect((await invoke(handler, 'PUT', '/api/customers/c-x/reference/Bad System/1', { token })).status).toBe(400);
    expect((await invoke(handler, 'PUT', '/api/customers/c-nope/reference/shop/1', { token })).status).toBe(404);
  });
});

describe('customer delete protection', () => {
  it('refuses to delete a customer with a club sign-in', async () => {
    const token = await adminOf('clubbed');
    const c = await createCustomer(token, makeCustomer({}, { lastName: 'Clubber' }));
    await createUser(
      'clubbed',
      'u-club',
      ZUser.parse({ name: 'Clubber', email: 'clubber@example.com', userType: 'Customer', customerId: c.id, isClubMember: true }),
    );
    const res = await invoke(handler, 'DELETE', `/api/customers/${c.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('club sign-in clubber@example.com') });
  });
});

describe('customer birthdays', () => {
  it('finds the customers whose birthday is in the range, with the age they turn', async () => {
    const token = await adminOf('birthdays');
    const today = DateTime.now().setZone('Europe/Berlin');
    const on = (d: DateTime, year: number) => `${year}-${d.toFormat('MM-dd')}`;
    await createCustomer(token, makeCustomer({}, { lastName: 'Today', birthday: on(today, 1992) }));
    await createCustomer(token, makeCustomer({}, { lastName: 'InThreeDays', birthday: on(today.plus({ days: 3 }), 2000) }));
    await createCustomer(token, makeCustomer({}, { lastName: 'NextMonthAndMore', birthday: on(today.plus({ days: 40 }), 1980) }));
    await createCustomer(token, makeCustomer({}, { lastName: 'NoBirthday' }));
    const names = (res: { body: unknown }) => (res.body as { data: Array<{ masterData: { lastName: string } }> }).data.map((c) => c.masterData.lastName);
    const todayRes = await invoke<{ data: Array<{ turns: number }>; from: string }>(handler, 'GET', '/api/customers/birthday/today', { token });
    expect(todayRes.status).toBe(200);
    expect(names(todayRes)).toEqual(['Today']);
    expect(todayRes.body.data[0]!.turns).toBe(today.year - 1992);
    expect(names(await invoke(handler, 'GET', '/api/customers/birthday/week', { token }))).toEqual(['Today', 'InThreeDays']);
    expect(names(await invoke(handler, 'GET', `/api/customers/birthday/${today.plus({ days: 40 }).toFormat('MM-dd')}`, { token }))).toEqual([
      'NextMonthAndMore',
    ]);
    expect(names(await invoke(handler, 'GET', '/api/customers/birthday/month', { token }))).toContain('Today');
    expect((await invoke(handler, 'GET', '/api/customers/birthday/13-01', { token })).status).toBe(400);
    expect((await invoke(handler, 'GET', '/api/customers/birthday/tomorrow', { token })).status).toBe(400);
  });
});

describe('customer diff', () => {
  it('lists what changed since a history version, field by field', async () => {
    const token = await adminOf('diffs');
    const c = await createCustomer(token, makeCustomer({ address: { city: 'Köln' } }));
    await invoke(handler, 'POST', `/api/customers/${c.id}`, { token, body: { ...makeCustomer({ address: { city: 'Bonn' } }), version: 1 } });
    await invoke(handler, 'POST', `/api/customers/${c.id}`, {
      token,
      body: { ...makeCustomer({ address: { city: 'Bonn' }, contact: { email: 'e@example.com' } }), version: 2 },
    });
    const res = await invoke<{ from: number; to: number; changes: Array<{ path: string; before?: unknown; after?: unknown }> }>(
      handler,
      'GET',
      `/api/customers/${c.id}/diff/1`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: 1, to: 3 });
    expect(res.body.changes).toEqual([
      { path: 'address.city', before: 'Köln', after: 'Bonn' },
      { path: 'contact.email', after: 'e@example.com' },
    ]);
    expect((await invoke<{ changes: unknown[] }>(handler, 'GET', `/api/customers/${c.id}/diff/3`, { token })).body.changes).toEqual([]);
    expect((await invoke(handler, 'GET', `/api/customers/${c.id}/diff/9`, { token })).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/customers/${c.id}/diff/zero`, { token })).status).toBe(400);
  });

  it('compares arrays as one value and leaves bookkeeping out', () => {
    expect(diffObjects({ version: 1, tags: ['a'], a: { b: 1 } }, { version: 2, tags: ['a', 'b'], a: { b: 1 } })).toEqual([
      { path: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });
});

describe('customer dashboard', () => {
  it('answers total, new in the last 30 days and the top five countries from counters kept by every write', async () => {
    const token = await adminOf('dashboard');
    const countries = ['DE', 'DE', 'DE', 'AT', 'AT', 'CH', 'US', 'GB', 'PH', 'PH', 'FR'];
    const created = [];
    for (const [i, country] of countries.entries()) created.push(await createCustomer(token, makeCustomer({ address: { country } }, { lastName: `C${i}` })));
    await createCustomer(token, makeCustomer({}, { lastName: 'Nowhere' }));
    // A move and a delete change the counters too.
    await invoke(handler, 'POST', `/api/customers/${created[10]!.id}`, {
      token,
      body: { ...makeCustomer({ address: { country: 'PH' } }, { lastName: 'C10' }), version: 1 },
    });
    await invoke(handler, 'DELETE', `/api/customers/${created[7]!.id}`, { token });
    const res = await invoke(handler, 'GET', '/api/customers/dashboard', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 11,
      newLast30Days: 11,
      days: 30,
      byCountry: [
        { country: 'DE', count: 3 },
        { country: 'PH', count: 3 },
        { country: 'AT', count: 2 },
        { country: 'CH', count: 1 },
        { country: 'US', count: 1 },
      ],
      withoutCountry: 1,
    });
    const other = await adminOf('dashboard-other');
    expect((await invoke(handler, 'GET', '/api/customers/dashboard', { token: other })).body).toMatchObject({ total: 0, newLast30Days: 0, byCountry: [] });
  });
});
