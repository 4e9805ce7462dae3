import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZMailTemplate } from '../../../shared/domain/mail/mail-template';
import { ZUser } from '../../../shared/domain/staff/user';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { adjustAgencyCredit } from '../../data/agency-details';
import { mailTemplates } from '../../data/mail-templates';
import { putTenant } from '../../data/tenants';
import { createUser } from '../../data/users';
import { handler } from './lambda';

type Stored = { id: string; version: number };

async function createAgency(token: string, body: Record<string, unknown>) {
  const res = await invoke<Stored>(handler, 'POST', '/api/agencies', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('agency groups', () => {
  it('refuses to delete a group that still has agencies, and an agency pointing at a missing group', async () => {
    const token = await adminOf('agroups');
    const group = (await invoke<Stored>(handler, 'POST', '/api/agencygroups', { token, body: { name: 'Scandinavia' } })).body;
    await createAgency(token, { name: 'Fjord Divers', groupId: group.id });
    const res = await invoke(handler, 'DELETE', `/api/agencygroups/${group.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({
      message: 'IN_USE',
      description: expect.stringContaining('Scandinavia still has agencies (for example Fjord Divers)'),
    });
    const bad = await invoke(handler, 'POST', '/api/agencies', { token, body: { name: 'Lost', groupId: 'ag-nope' } });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body).fields).toEqual([{ path: 'body.groupId', message: 'agency group ag-nope does not exist' }]);
  });
});

describe('agency templates and print', () => {
  let token: string;
  let agencyId: string;
  let printId: string;
  beforeAll(async () => {
    token = await adminOf('aprint');
    await putTenant({
      id: 'aprint',
      name: 'Reef & Wreck Ltd',
      baseCurrency: 'EUR',
      timezone: 'Asia/Manila',
      lang: 'en',
      supportedLanguages: ['de', 'en'],
      features: {},
      version: 1,
    });
    agencyId = (await createAgency(token, { name: 'Sun <Seeker> & Co', contact: { person: 'Sam', email: 'sam@sun.example' }, commission: 12 })).id;
    const make = (name: string, context: string, active = true) =>
      ZMailTemplate.parse({
        name,
        context,
        kind: 'print',
        active,
        subject: { en: 'Sheet {{agency.name}}', de: 'Blatt {{agency.name}}' },
        body: { en: '<h1>{{agency.name}}</h1><p>{{agency.commission}} % · {{company.name}} · {{nothing.here}}</p>', de: '<h1>{{agency.name}}</h1>' },
      });
    printId = (await mailTemplates.create('aprint', 'mt-sheet', make('Agency sheet', 'agency'))).id;
    await mailTemplates.create('aprint', 'mt-general', make('Letter', 'general'));
    await mailTemplates.create('aprint', 'mt-booking', make('Booking', 'booking'));
    await mailTemplates.create('aprint', 'mt-off', make('Old sheet', 'agency', false));
  });

  it('lists the active templates of context agency or general', async () => {
    const res = await invoke<{ data: Array<{ name: string }> }>(handler, 'GET', '/api/agencies/templates', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.name).sort()).toEqual(['Agency sheet', 'Letter']);
  });

  it('renders the agency into an HTML document, escaping its values and forbidding scripts', async () => {
    const res = await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/${printId}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.raw).toContain('<html lang="en">');
    expect(res.raw).toContain('<title>Sheet Sun &lt;Seeker&gt; &amp; Co</title>');
    expect(res.raw).toContain('<h1>Sun &lt;Seeker&gt; &amp; Co</h1><p>12 % · Reef &amp; Wreck Ltd · </p>');
    const de = await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/${printId}`, { token, query: { lang: 'de' } });
    expect(de.raw).toContain('<title>Blatt Sun &lt;Seeker&gt; &amp; Co</title>');
  });

  it('answers 404 for an unknown agency or template, also across tenants, and 400 for an unknown language', async () => {
    expect((await invoke(handler, 'GET', `/api/agencies/a-nope/print/${printId}`, { token })).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/mt-nope`, { token })).status).toBe(404);
    // A print template of another context, or a switched-off one, is no agency sheet (docs/decisions.md "Document templates").
    expect((await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/mt-booking`, { token })).status).toBe(400);
    expect((await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/mt-off`, { token })).status).toBe(400);
    expect((await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/${printId}`, { token, query: { lang: 'fr' } })).status).toBe(400);
    const other = await adminOf('aprint-other');
    expect((await invoke(handler, 'GET', `/api/agencies/${agencyId}/print/${printId}`, { token: other })).status).toBe(404);
  });
});

describe('agency contacts and credits', () => {
  let token: string;
  let sun: Stored;
  let deep: Stored;
  beforeAll(async () => {
    token = await adminOf('acontacts');
    sun = await createAgency(token, { name: 'Sunseeker', contact: { person: 'Sam Sun', email: 'sam@sun.example' } });
    deep = await createAgency(token, { name: 'Deep Blue', contact: { person: 'Dana Deep', phone: '+43 1 234' } });
    await createAgency(token, { name: 'Silent', contact: {} });
    await createUser('acontacts', 'u-sun', ZUser.parse({ name: 'Ada Agent', email: 'ada@sun.example', userType: 'Agency', agencyId: sun.id }));
    await createUser('acontacts', 'u-staff', ZUser.parse({ name: 'Staff', email: 'staff@acontacts.example', userType: 'employee' }));
  });

  it("lists each agency's main contact and its sign-ins, by agency name, and searches them", async () => {
    const res = await invoke<{ data: Array<{ agencyName: string; role: string; name?: string }> }>(handler, 'GET', '/api/agencies/contacts', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => [c.agencyName, c.role, c.name])).toEqual([
      ['Deep Blue', 'main', 'Dana Deep'],
      ['Sunseeker', 'main', 'Sam Sun'],
      ['Sunseeker', 'user', 'Ada Agent'],
    ]);
    const found = await invoke<{ data: Array<{ name?: string }> }>(handler, 'GET', '/api/agencies/contacts', { token, query: { search: 'ada' } });
    expect(found.body.data.map((c) => c.name)).toEqual(['Ada Agent']);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/agencies/contacts', { token, query: { agencyId: deep.id } })).body.data).toHaveLength(1);
  });

  it('lists credit balances with agency names, hides settled ones, and blocks deleting an agency with credit', async () => {
    await adjustAgencyCredit('acontacts', sun.id, 'EUR', 150);
    await adjustAgencyCredit('acontacts', sun.id, 'EUR', -30);
    await adjustAgencyCredit('acontacts', deep.id, 'USD', 0);
    const res = await invoke<{ data: Array<{ agencyName: string; currency: string; balance: number }> }>(handler, 'GET', '/api/agencies/credits', { token });
    expect(res.body.data.map((c) => [c.agencyName, c.currency, c.balance])).toEqual([['Sunseeker', 'EUR', 120]]);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/agencies/credits', { token, query: { all: 'true' } })).body.data).toHaveLength(2);
    const del = await invoke(handler, 'DELETE', `/api/agencies/${deep.id}`, { token });
    expect(del.status).toBe(200);
    const blocked = await invoke(handler, 'DELETE', `/api/agencies/${sun.id}`, { token });
    expect(blocked.status).toBe(409);
    const other = await adminOf('acontacts-other');
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/agencies/credits', { token: other })).body.data).toEqual([]);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/agencies/contacts', { token: other })).body.data).toEqual([]);
  });
});

describe('agency links to external systems', () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    token = await adminOf('alinks');
    id = (await createAgency(token, { name: 'Linked Travel' })).id;
  });

  it('sets, reads, replaces and removes a link per system', async () => {
    const base = `/api/agencies/${id}/link/xero`;
    expect((await invoke(handler, 'GET', base, { token })).status).toBe(404);
    const set = await invoke(handler, 'POST', base, { token, body: { externalId: 'CONTACT-1', url: 'https://go.xero.com/c/1' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ system: 'xero', externalId: 'CONTACT-1' });
    await invoke(handler, 'POST', base, { token, body: { externalId: 'CONTACT-2', data: { tracked: true } } });
    expect((await invoke(handler, 'GET', base, { token })).body).toMatchObject({ externalId: 'CONTACT-2', data: { tracked: true } });
    expect((await invoke(handler, 'DELETE', base, { token })).status).toBe(200);
    expect((await invoke(handler, 'DELETE', base, { token })).status).toBe(404);
  });

  it('refuses bad input with 400, unknown agencies with 404 and readers with 403', async () => {
    const unknownField = await invoke(handler, 'POST', `/api/agencies/${id}/link/xero`, { token, body: { externalId: 'X', secret: 'no' } });
    expect(unknownField.status).toBe(400);
    expect(ZApiError.parse(unknownField.body).name).toBe('ValidationError');
    expect((await invoke(handler, 'POST', `/api/agencies/${id}/link/Not A System`, { token, body: { externalId: 'X' } })).status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/agencies/a-nope/link/xero', { token, body: { externalId: 'X' } })).status).toBe(404);
    const reader = await userWith('alinks', ['agencies.read']);
    expect((await invoke(handler, 'POST', `/api/agencies/${id}/link/xero`, { token: reader, body: { externalId: 'X' } })).status).toBe(403);
    expect((await invoke(handler, 'GET', `/api/agencies/${id}/link/xero`, { token })).status).toBe(404);
    const other = await adminOf('alinks-other');
    expect((await invoke(handler, 'POST', `/api/agencies/${id}/link/xero`, { token: other, body: { externalId: 'X' } })).status).toBe(404);
  });
});
