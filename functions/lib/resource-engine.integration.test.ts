import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { RESOURCE_DEFINITIONS } from '../../shared/api/resources';
import { ZApiError } from '../../shared/api/errors';
import { invoke } from '../../test/support/invoke';
import { adminOf, userWith } from '../../test/support/tokens';
import { handler as customersHandler } from '../customer/customers/lambda';
import { handler as agenciesHandler } from '../customer/agencies/lambda';
import { handler as employeesHandler } from '../identity/employees/lambda';
import { handler as geoHandler } from '../platform/geo/lambda';
import { handler as mediaHandler } from '../platform/media/lambda';
import { handler as productsHandler } from '../finance/products/lambda';
import { handler as settingsHandler } from '../platform/settings/lambda';
import { handler as specialsHandler } from '../pricing/specials/lambda';
import { handler as usersHandler } from '../identity/users/lambda';
import { handler as assetsHandler } from '../inventory/assets/lambda';
import { handler as roomsHandler } from '../inventory/rooms/lambda';
import { handler as toursHandler } from '../inventory/tours/lambda';
import { handler as pricesHandler } from '../pricing/prices/lambda';
import { handler as todoHandler } from '../booking/todo/lambda';
import { handler as banksHandler } from '../finance/banks/lambda';
import { handler as formsHandler } from '../forms/definitions/lambda';
import { handler as mailScheduleHandler } from '../messaging/schedules/lambda';
import { seedSampleRefs } from '../../test/support/inventory-samples';

const handlers: Record<string, typeof customersHandler> = {
  banks: banksHandler,
  customers: customersHandler,
  agencies: agenciesHandler,
  customergroups: customersHandler,
  customerdatagroup: customersHandler,
  agencygroups: agenciesHandler,
  agencyfilters: agenciesHandler,
  users: usersHandler,
  userroles: usersHandler,
  employee: employeesHandler,
  product: productsHandler,
  productcategory: productsHandler,
  media: mediaHandler,
  specials: specialsHandler,
  specialgroups: specialsHandler,
  destination: geoHandler,
  port: geoHandler,
  airport: geoHandler,
  airline: geoHandler,
  country: geoHandler,
  translation: settingsHandler,
  currency: settingsHandler,
  tax: settingsHandler,
  mailtemplates: settingsHandler,
  paymentprovider: settingsHandler,
  plugins: settingsHandler,
  resorts: assetsHandler,
  vessels: assetsHandler,
  rooms: roomsHandler,
  roomtypes: roomsHandler,
  bedtypes: roomsHandler,
  tours: toursHandler,
  schedules: toursHandler,
  price: pricesHandler,
  pricevariant: pricesHandler,
  supplements: pricesHandler,
  terms: pricesHandler,
  commission: pricesHandler,
  'todo/rules': todoHandler,
  mailschedule: mailScheduleHandler,
  // Ready for when the guest form definitions join RESOURCE_DEFINITIONS with their web configuration.
  form: formsHandler,
};

let admin: string;
let nobody: string;
beforeAll(async () => {
  await seedSampleRefs('demo');
  admin = await adminOf('demo');
  nobody = await userWith('demo', []);
});

type Stored = { id: string; version: number };

describe.each(RESOURCE_DEFINITIONS.map((r) => [r.name, r] as const))('the generic pattern for %s', (name, def) => {
  const handler = handlers[name]!;
  const base = `/api/${name}`;

  it('has its handler in this test', () => {
    expect(handler, `add ${name} to the handlers map`).toBeTypeOf('function');
  });

  it('answers the seven calls for an admin', async () => {
    const created = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(1) });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await invoke<Stored>(handler, 'GET', `${base}/${id}`, { token: admin })).body.id).toBe(id);
    const updated = await invoke<Stored>(handler, 'POST', `${base}/${id}`, { token: admin, body: { ...def.sample(2), version: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBe(2);
    const copy = await invoke<Stored>(handler, 'POST', `${base}/${id}/copy`, { token: admin });
    expect(copy.status).toBe(200);
    expect(copy.body.id).not.toBe(id);
    const list = await invoke<{ data: Stored[]; total: number }>(handler, 'GET', base, { token: admin });
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    const csv = await invoke(handler, 'GET', `${base}/listCSV`, { token: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.raw.split('\r\n')[0]).toContain('id');
    expect((await invoke(handler, 'DELETE', `${base}/${copy.body.id}`, { token: admin })).status).toBe(200);
    expect((await invoke(handler, 'GET', `${base}/${copy.body.id}`, { token: admin })).status).toBe(404);
  });

  it('answers 403 to a user without its scope, for every call, and changes nothing', async () => {
    const created = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(3) });
    const id = created.body.id;
    // Reads open to every signed-in user (scope `user`, like translations) answer 200 instead.
    const openRead = (def.scopes.read as readonly string[]).some((s) => s === 'user' || s === '*');
    const calls: Array<[string, string, unknown, boolean]> = [
      ['GET', base, undefined, openRead],
      ['GET', `${base}/listCSV`, undefined, openRead],
      ['GET', `${base}/${id}`, undefined, openRead],
      ['DELETE', `${base}/${id}`, undefined, false],
      ['POST', `${base}/${id}`, { ...def.sample(4), version: 1 }, false],
      ['POST', base, def.sample(5), false],
      ['POST', `${base}/${id}/copy`, undefined, false],
    ];
    for (const [method, path, body, open] of calls) {
      const res = await invoke(handler, method, path, { token: nobody, body });
      if (open) {
        expect(res.status, `${method} ${path}`).toBe(200);
        continue;
      }
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(ZApiError.parse(res.body).description).toBe('FORBIDDEN_RESSOURCE');
    }
    expect((await invoke<Stored>(handler, 'GET', `${base}/${id}`, { token: admin })).body.version).toBe(1);
  });

  it('refuses unknown fields and invalid values with 400 ValidationError, changing nothing', async () => {
    const before = (await invoke<{ data: unknown[]; total?: number; more?: boolean }>(handler, 'GET', base, { token: admin })).body.data.length;
    const unknown = await invoke(handler, 'POST', base, { token: admin, body: { ...def.sample(6), hacker: true } });
    expect(unknown.status).toBe(400);
    expect(ZApiError.parse(unknown.body).name).toBe('ValidationError');
    expect((await invoke(handler, 'POST', base, { token: admin, body: {} })).status).toBe(400);
    expect((await invoke<{ data: unknown[]; total?: number; more?: boolean }>(handler, 'GET', base, { token: admin })).body.data.length).toBe(before);
  });

  it('answers a stale version with 409 and keeps the newer data', async () => {
    const created = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(7) });
    const path = `${base}/${created.body.id}`;
    expect((await invoke(handler, 'POST', path, { token: admin, body: { ...def.sample(8), version: 1 } })).status).toBe(200);
    const stale = await invoke(handler, 'POST', path, { token: admin, body: { ...def.sample(9), version: 1 } });
    expect(stale.status).toBe(409);
    expect(ZApiError.parse(stale.body).message).toBe('VERSION_CONFLICT');
  });

  it('creates and copies once per Idempotency-Key: a repeat answers the first answer, replayed', async () => {
    const count = async () => (await invoke<{ data: unknown[]; total?: number; more?: boolean }>(handler, 'GET', base, { token: admin })).body.data.length;
    const before = await count();
    const headers = { 'Idempotency-Key': `create-${name}` };
    const first = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(12), headers });
    expect(first.status).toBe(200);
    const again = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(12), headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const copyHeaders = { 'Idempotency-Key': `copy-${name}` };
    const copy = await invoke<Stored>(handler, 'POST', `${base}/${first.body.id}/copy`, { token: admin, headers: copyHeaders });
    expect((await invoke<Stored>(handler, 'POST', `${base}/${first.body.id}/copy`, { token: admin, headers: copyHeaders })).body.id).toBe(copy.body.id);
    expect(await count()).toBe(before + 2);
  });

  it('takes back what a read answered: server fields accepted and ignored, a stale version still 409, unknown fields 400', async () => {
    const created = await invoke<Stored>(handler, 'POST', base, { token: admin, body: def.sample(10) });
    const path = `${base}/${created.body.id}`;
    const read = (await invoke<Stored & Record<string, unknown>>(handler, 'GET', path, { token: admin })).body;
    const changed = { ...def.sample(11) } as Record<string, unknown>;
    const field = Object.keys(changed).find((k) => JSON.stringify(changed[k]) !== JSON.stringify(read[k]))!;
    const back = { ...read, [field]: changed[field] };
    const saved = await invoke<Stored & Record<string, unknown>>(handler, 'POST', path, { token: admin, body: back });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body[field]).toEqual((await invoke<Record<string, unknown>>(handler, 'GET', path, { token: admin })).body[field]);
    expect(JSON.stringify(saved.body[field])).not.toBe(JSON.stringify(read[field]));
    expect(saved.body).toMatchObject({ id: read.id, createdAt: read.createdAt, version: read.version + 1 });
    // The id, createdAt and updatedAt in the body are ignored, whatever they say.
    const forged = await invoke<Stored & Record<string, unknown>>(handler, 'POST', path, {
      token: admin,
      body: { ...saved.body, id: 'x-other', createdAt: '2000-01-01T00:00:00.000Z', updatedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    expect(forged.body).toMatchObject({ id: read.id, createdAt: read.createdAt });
    expect(forged.body.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
    const stale = await invoke(handler, 'POST', path, { token: admin, body: back });
    expect(stale.status).toBe(409);
    expect(ZApiError.parse(stale.body).message).toBe('VERSION_CONFLICT');
    const unknown = await invoke(handler, 'POST', path, { token: admin, body: { ...forged.body, foo: 1 } });
    expect(unknown.status).toBe(400);
    expect(
      ZApiError.parse(unknown.body)
        .fields?.map((f) => f.message)
        .join(),
    ).toContain('foo');
  });

  it('refuses a filter with unknown fields or operators with 400, not 500', async () => {
    for (const filter of ['{"nope":1}', '{"id":{"$where":"1"}}', 'not json', '[1,2]']) {
      const res = await invoke(handler, 'GET', base, { token: admin, query: { filter } });
      expect(res.status, filter).toBe(400);
    }
    expect((await invoke(handler, 'GET', base, { token: admin, query: { page: '0' } })).status).toBe(400);
    expect((await invoke(handler, 'GET', base, { token: admin, query: { sort: 'password' } })).status).toBe(400);
  });
});

describe('customers list', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminOf('listing');
    const people = [
      ['Zoe', 'Zimmer', 'DE', 'Direct'],
      ['Anton', 'Ärmel', 'AT', 'OnSite'],
      ['Bea', 'Becker', 'DE', 'Direct'],
      ['Carl', 'Chen', 'US', 'Direct'],
      ['Dora', 'Dietz', 'DE', 'OnSite'],
      ['Emil', 'Evers', 'CH', 'Direct'],
    ];
    for (const [firstName, lastName, country, customerType] of people) {
      const res = await invoke(customersHandler, 'POST', '/api/customers', {
        token,
        body: { masterData: { firstName, lastName }, address: { country, city: country === 'DE' ? 'München' : 'Elsewhere' }, customerType },
      });
      expect(res.status).toBe(200);
    }
  });

  const names = (res: { body: unknown }) => (res.body as { data: Array<{ masterData: { lastName: string } }> }).data.map((c) => c.masterData.lastName);

  it('pages with page and size and answers the total', async () => {
    const first = await invoke<{ data: never[]; total: number; page: number; size: number }>(customersHandler, 'GET', '/api/customers', {
      token,
      query: { size: '2' },
    });
    expect(first.body).toMatchObject({ total: 6, page: 1, size: 2 });
    expect(names(first)).toEqual(['Ärmel', 'Becker']);
    expect(names(await invoke(customersHandler, 'GET', '/api/customers', { token, query: { size: '2', page: '3' } }))).toEqual(['Evers', 'Zimmer']);
    expect(names(await invoke(customersHandler, 'GET', '/api/customers', { token, query: { size: '0' } }))).toHaveLength(6);
  });

  it('sorts by an indexed order, both ways', async () => {
    expect(names(await invoke(customersHandler, 'GET', '/api/customers', { token, query: { order: 'desc', size: '2' } }))).toEqual(['Zimmer', 'Evers']);
    const byUpdate = await invoke(customersHandler, 'GET', '/api/customers', { token, query: { sort: 'updatedAt', order: 'desc', size: '1' } });
    expect(names(byUpdate)).toEqual(['Evers']);
  });

  it('searches accent-free and filters with operators, answering whether more match (no total)', async () => {
    // A search reads the search index: the page and whether another follows; a total only when the matches end here.
    const search = await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', {
      token,
      query: { search: 'munchen' },
    });
    expect(search.body).toMatchObject({ more: false });
    expect(search.body.data).toHaveLength(3);
    expect(search.body.total).toBe(3);
    const filtered = await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', {
      token,
      query: { filter: JSON.stringify({ customerType: 'OnSite' }) },
    });
    expect(names(filtered)).toEqual(['Ärmel', 'Dietz']);
    const inList = await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', {
      token,
      query: { filter: JSON.stringify({ 'address.country': { in: ['AT', 'CH'] } }) },
    });
    expect(inList.body.data.length).toBe(2);
    const both = await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', {
      token,
      query: { search: 'münchen', filter: JSON.stringify({ customerType: { ne: 'OnSite' } }), size: '1' },
    });
    expect(both.body).toMatchObject({ more: true, page: 1 });
    expect(both.body.total).toBeUndefined();
    expect(both.body.data.length).toBe(1);
    expect(names(both)).toEqual(['Becker']);
  });

  it('downloads the list as CSV with a header row, every page, and the search applied', async () => {
    const res = await invoke(customersHandler, 'GET', '/api/customers/listCSV', { token, query: { search: 'munchen' } });
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const parsed = Papa.parse<Record<string, string>>(res.raw.replace(/^\uFEFF/, '').trim(), { header: true });
    expect(parsed.data.map((r) => r.lastName)).toEqual(['Becker', 'Dietz', 'Zimmer']);
    expect(parsed.meta.fields).toContain('email');
  });

  it('keeps tenants apart: another tenant sees none of it by id, list, search or CSV', async () => {
    const mine = await invoke<{ data: Stored[] }>(customersHandler, 'GET', '/api/customers', { token, query: { size: '1' } });
    const id = mine.body.data[0]!.id;
    const other = await adminOf('other-tenant');
    expect((await invoke(customersHandler, 'GET', `/api/customers/${id}`, { token: other })).status).toBe(404);
    expect(
      (await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', { token: other })).body.data.length,
    ).toBe(0);
    expect(
      (
        await invoke<{ data: unknown[]; total?: number; more?: boolean }>(customersHandler, 'GET', '/api/customers', {
          token: other,
          query: { search: 'munchen' },
        })
      ).body.data.length,
    ).toBe(0);
    const csv = await invoke(customersHandler, 'GET', '/api/customers/listCSV', { token: other });
    expect(csv.raw.trim().split('\r\n')).toHaveLength(1);
    expect((await invoke(customersHandler, 'POST', `/api/customers/${id}`, { token: other, body: { masterData: { lastName: 'X' }, version: 1 } })).status).toBe(
      404,
    );
    expect((await invoke(customersHandler, 'DELETE', `/api/customers/${id}`, { token: other })).status).toBe(404);
  });

  it('escapes spreadsheet formulas in CSV cells', async () => {
    const t = await adminOf('formula');
    await invoke(customersHandler, 'POST', '/api/customers', { token: t, body: { masterData: { lastName: '=HYPERLINK("http://evil")' } } });
    const res = await invoke(customersHandler, 'GET', '/api/customers/listCSV', { token: t });
    expect(res.raw).toContain(`"'=HYPERLINK`);
  });
});

describe('delete protection', () => {
  it('refuses to delete an agency that still has customers, with a clear 409', async () => {
    const token = await adminOf('protect');
    const agency = await invoke<Stored>(agenciesHandler, 'POST', '/api/agencies', { token, body: { name: 'Blue Travel' } });
    await invoke(customersHandler, 'POST', '/api/customers', { token, body: { masterData: { lastName: 'Booked' }, agencyId: agency.body.id } });
    const res = await invoke(agenciesHandler, 'DELETE', `/api/agencies/${agency.body.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining('Blue Travel still has 1 customer') });
    expect((await invoke(agenciesHandler, 'GET', `/api/agencies/${agency.body.id}`, { token })).status).toBe(200);
  });
});
