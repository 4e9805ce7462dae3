import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler } from './lambda';

type Saved = { id: string; version: number; name: string; ownerId?: string; shared: boolean; visibleTo?: string; filter: Record<string, unknown> };
type ListAnswer = { data: Saved[]; total: number };

const BASE = '/api/agencyfilters';
const staff = (tenant: string, userId: string, scopes: string[]) => tokenFor({ userId, tenant, userType: 'employee', scopes });

async function save(token: string, body: Record<string, unknown>): Promise<Saved> {
  const res = await invoke<Saved>(handler, 'POST', BASE, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const names = (res: { body: ListAnswer }) => res.body.data.map((f) => f.name).sort();

describe('saved agency filters: validation', () => {
  let token: string;
  beforeAll(async () => {
    token = await staff('afvalid', 'u-anna', ['agencies.read']);
  });

  it('refuses filters the agency list would refuse, with 400 and the problem, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Bad field', filter: { password: 'x' } }, 'unknown filter field password'],
      [{ name: 'Bad operator', filter: { commission: { $where: 1 } } }, 'unknown filter operator $where on commission'],
      [{ name: 'Bad value', filter: { agencyType: 'pirates' } }, 'agencyType: must be one of'],
      [{ name: 'Bad type', filter: { active: 'yes' } }, 'active: expected a boolean'],
    ];
    for (const [body, problem] of cases) {
      const res = await invoke(handler, 'POST', BASE, { token, body });
      expect(res.status, problem).toBe(400);
      const error = ZApiError.parse(res.body);
      expect(error.name).toBe('ValidationError');
      expect(error.fields).toEqual(expect.arrayContaining([{ path: 'body.filter', message: expect.stringContaining(problem) }]));
    }
    expect((await invoke(handler, 'POST', BASE, { token, body: { name: 'x', filter: {}, sort: 'password' } })).status).toBe(400);
    expect((await invoke(handler, 'POST', BASE, { token, body: { name: 'y'.repeat(81) } })).status).toBe(400);
    expect((await invoke(handler, 'POST', BASE, { token, body: { name: '   ' } })).status).toBe(400);
    expect((await invoke<ListAnswer>(handler, 'GET', BASE, { token })).body.data.length).toBe(0);
  });

  it('refuses an update to an invalid filter and keeps the stored one', async () => {
    const saved = await save(token, { name: 'Germany', filter: { 'address.country': 'DE' } });
    const res = await invoke(handler, 'POST', `${BASE}/${saved.id}`, { token, body: { name: 'Germany', filter: { nope: 1 }, version: 1 } });
    expect(res.status).toBe(400);
    const stored = await invoke<Saved>(handler, 'GET', `${BASE}/${saved.id}`, { token });
    expect(stored.body).toMatchObject({ version: 1, filter: { 'address.country': 'DE' } });
  });

  it('keeps what it was given and sets the owner itself, whatever the body says', async () => {
    const saved = await save(token, {
      name: 'Travel DACH',
      filter: { agencyType: 'travel', 'address.country': { in: ['DE', 'AT', 'CH'] } },
      search: 'reisen',
      sort: 'updatedAt',
      order: 'desc',
      ownerId: 'u-someone-else',
      visibleTo: '*',
    });
    expect(saved).toMatchObject({ ownerId: 'u-anna', shared: false, visibleTo: 'u-anna', search: 'reisen', sort: 'updatedAt', order: 'desc' });
    expect(saved.filter).toEqual({ agencyType: 'travel', 'address.country': { in: ['DE', 'AT', 'CH'] } });
    // The saved filter is one the agency list takes as it is.
    const list = await invoke(handler, 'GET', '/api/agencies', {
      token,
      query: { filter: JSON.stringify(saved.filter), search: 'reisen', sort: 'updatedAt', order: 'desc' },
    });
    expect(list.status).toBe(200);
  });
});

describe('saved agency filters: who sees and changes what', () => {
  const T = 'afrules';
  let anna: string; // the owner
  let ben: string; // reads agencies, no more
  let mia: string; // may update agencies: manages shared filters
  let admin: string;
  let privateOne: Saved;
  let sharedOne: Saved;

  beforeAll(async () => {
    anna = await staff(T, 'u-anna', ['agencies.read']);
    ben = await staff(T, 'u-ben', ['agencies.read']);
    mia = await staff(T, 'u-mia', ['agencies.read', 'agencies.update']);
    admin = await adminOf(T);
    privateOne = await save(anna, { name: 'Anna private', filter: { active: true } });
    sharedOne = await save(anna, { name: 'Anna shared', filter: { agencyType: 'resell' }, shared: true });
    await save(ben, { name: 'Ben private', filter: {} });
  });

  it('lists one’s own and the shared filters, and every filter to an admin', async () => {
    expect(names(await invoke<ListAnswer>(handler, 'GET', BASE, { token: anna }))).toEqual(['Anna private', 'Anna shared']);
    expect(names(await invoke<ListAnswer>(handler, 'GET', BASE, { token: ben }))).toEqual(['Anna shared', 'Ben private']);
    expect(names(await invoke<ListAnswer>(handler, 'GET', BASE, { token: mia }))).toEqual(['Anna shared']);
    expect(names(await invoke<ListAnswer>(handler, 'GET', BASE, { token: admin }))).toEqual(['Anna private', 'Anna shared', 'Ben private']);
    // Asking for someone else's private filters finds nothing; totals and CSV follow the same rule.
    const probe = await invoke<ListAnswer>(handler, 'GET', BASE, { token: ben, query: { filter: JSON.stringify({ ownerId: 'u-anna' }) } });
    expect(names(probe)).toEqual(['Anna shared']);
    expect(probe.body.data.length).toBe(1);
    const narrowed = await invoke<ListAnswer>(handler, 'GET', BASE, { token: ben, query: { filter: JSON.stringify({ visibleTo: { in: ['u-anna'] } }) } });
    expect(narrowed.body.data.length).toBe(0);
    const csv = await invoke(handler, 'GET', `${BASE}/listCSV`, { token: ben });
    expect(csv.raw).toContain('Anna shared');
    expect(csv.raw).not.toContain('Anna private');
    // "Mine and shared", as the web asks for it, works for an admin too.
    const mine = await invoke<ListAnswer>(handler, 'GET', BASE, { token: admin, query: { filter: JSON.stringify({ visibleTo: { in: ['u-ben', '*'] } }) } });
    expect(names(mine)).toEqual(['Anna shared', 'Ben private']);
  });

  it('answers someone else’s private filter with 404 for every call and leaves it alone', async () => {
    const path = `${BASE}/${privateOne.id}`;
    for (const token of [ben, mia]) {
      expect((await invoke(handler, 'GET', path, { token })).status).toBe(404);
      expect((await invoke(handler, 'POST', path, { token, body: { name: 'Taken', filter: {}, version: 1 } })).status).toBe(404);
      expect((await invoke(handler, 'POST', `${path}/copy`, { token })).status).toBe(404);
      expect((await invoke(handler, 'DELETE', path, { token })).status).toBe(404);
    }
    expect((await invoke<Saved>(handler, 'GET', path, { token: anna })).body).toMatchObject({ name: 'Anna private', version: 1 });
  });

  it('lets everyone read and copy a shared filter; only the owner and agencies.update change or delete it', async () => {
    const path = `${BASE}/${sharedOne.id}`;
    expect((await invoke<Saved>(handler, 'GET', path, { token: ben })).body.name).toBe('Anna shared');
    const update = await invoke(handler, 'POST', path, { token: ben, body: { name: 'Ben was here', filter: {}, shared: true, version: 1 } });
    expect(update.status).toBe(403);
    expect(ZApiError.parse(update.body).description).toBe('FORBIDDEN_RESSOURCE');
    expect((await invoke(handler, 'DELETE', path, { token: ben })).status).toBe(403);

    const copy = await invoke<Saved>(handler, 'POST', `${path}/copy`, { token: ben });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ name: 'Anna shared (copy)', ownerId: 'u-ben', shared: false, visibleTo: 'u-ben', filter: { agencyType: 'resell' } });
    expect((await invoke(handler, 'GET', `${BASE}/${copy.body.id}`, { token: anna })).status).toBe(404);

    // A manager edits it; the owner stays Anna.
    const edited = await invoke<Saved>(handler, 'POST', path, {
      token: mia,
      body: { name: 'Resellers', filter: { agencyType: 'resell' }, shared: true, version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Resellers', ownerId: 'u-anna', visibleTo: '*', version: 2 });

    // The owner makes it private again: it leaves the others' lists.
    const unshared = await invoke<Saved>(handler, 'POST', path, {
      token: anna,
      body: { name: 'Resellers', filter: { agencyType: 'resell' }, shared: false, version: 2 },
    });
    expect(unshared.body).toMatchObject({ shared: false, visibleTo: 'u-anna' });
    expect(names(await invoke<ListAnswer>(handler, 'GET', BASE, { token: ben }))).toEqual(['Anna shared (copy)', 'Ben private']);
    expect((await invoke(handler, 'DELETE', path, { token: mia })).status).toBe(404);

    // Shared again, a manager may delete it.
    await invoke(handler, 'POST', path, { token: anna, body: { name: 'Resellers', filter: { agencyType: 'resell' }, shared: true, version: 3 } });
    expect((await invoke(handler, 'DELETE', path, { token: mia })).status).toBe(200);
    expect((await invoke(handler, 'GET', path, { token: anna })).status).toBe(404);
  });

  it('lets the owner change and delete their own filter', async () => {
    const own = await save(ben, { name: 'Temp', filter: { commission: { gte: 10 } } });
    const edited = await invoke<Saved>(handler, 'POST', `${BASE}/${own.id}`, {
      token: ben,
      body: { name: 'Temp 2', filter: { commission: { gte: 12 } }, version: 1 },
    });
    expect(edited.body).toMatchObject({ name: 'Temp 2', ownerId: 'u-ben', version: 2 });
    expect((await invoke(handler, 'DELETE', `${BASE}/${own.id}`, { token: ben })).status).toBe(200);
  });

  it('refuses users without agencies.read, agency users included', async () => {
    const agencyUser = await tokenFor({ userId: 'u-agent', tenant: T, userType: 'Agency', agencyId: 'a-1', scopes: ['agencies.self'] });
    expect((await invoke(handler, 'GET', BASE, { token: agencyUser })).status).toBe(403);
    expect((await invoke(handler, 'POST', BASE, { token: agencyUser, body: { name: 'Mine', filter: {} } })).status).toBe(403);
    expect((await invoke(handler, 'GET', `${BASE}/${sharedOne.id}`, { token: agencyUser })).status).toBe(403);
  });
});

describe('saved agency filters: tenants', () => {
  it('keeps tenants apart: another operator sees none of them, even shared ones', async () => {
    const mine = await staff('aftenant', 'u-anna', ['agencies.read']);
    const saved = await save(mine, { name: 'Shared at home', filter: { active: true }, shared: true });
    // The same user id in another tenant, and that tenant's admin.
    for (const other of [await staff('aftenant-other', 'u-anna', ['agencies.read', 'agencies.update']), await adminOf('aftenant-other')]) {
      expect((await invoke(handler, 'GET', `${BASE}/${saved.id}`, { token: other })).status).toBe(404);
      expect((await invoke<ListAnswer>(handler, 'GET', BASE, { token: other })).body.data.length).toBe(0);
      expect((await invoke(handler, 'POST', `${BASE}/${saved.id}`, { token: other, body: { name: 'X', filter: {}, version: 1 } })).status).toBe(404);
      expect((await invoke(handler, 'POST', `${BASE}/${saved.id}/copy`, { token: other })).status).toBe(404);
      expect((await invoke(handler, 'DELETE', `${BASE}/${saved.id}`, { token: other })).status).toBe(404);
    }
    expect((await invoke<Saved>(handler, 'GET', `${BASE}/${saved.id}`, { token: mine })).body.version).toBe(1);
  });
});
