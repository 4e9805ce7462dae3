import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

/** The settings lookups on DynamoDB Local (docs/decisions.md "Bank entries, counter products and lookups"). */

type Country = { code: string; name: string; names: { de: string; en: string }; callingCodes: string[]; states: Array<{ name: string; state_code: string }> };
type Airport = { iata: string; name: string; city: string; countryCode: string };

const refused = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ZApiError.parse(res.body)).toMatchObject({ statusCode: status });
};

describe('GET /api/settings/lang', () => {
  it.each([
    [undefined, 'de'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,de;q=0.8,en;q=0.5', 'de'],
    ['es', 'de'],
  ])('Accept-Language %s → %s, without sign-in', async (header, lang) => {
    const res = await invoke(handler, 'GET', '/api/settings/lang', { headers: header ? { 'accept-language': header } : {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ lang, supportedLanguages: ['de', 'en'] });
  });
});

describe('GET /api/settings/types', () => {
  it('answers the enumerations the screens need to a signed-in user; 401 without', async () => {
    const token = await userWith('lookups-types', []);
    const res = await invoke<Record<string, string[]>>(handler, 'GET', '/api/settings/types', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.bookingStates).toContain('confirmed');
    expect(res.body.genders).toEqual(['u', 'm', 'f']);
    expect(res.body.productUnits).toEqual(['Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit']);
    expect(res.body.bankEntrySources).toContain('manual');
    expect(res.body.languages).toEqual(['de', 'en']);
    refused(await invoke(handler, 'GET', '/api/settings/types'), 401);
    refused(await invoke(handler, 'GET', '/api/settings/types', { token, query: { x: '1' } }), 400);
  });
});

describe('GET /api/settings/countries', () => {
  it('answers every ISO country with calling codes, states and de/en names, in the language asked for', async () => {
    const tenant = 'lookups-countries';
    const token = await adminOf(tenant);
    const de = await invoke<{ data: Country[] }>(handler, 'GET', '/api/settings/countries', { token, headers: { 'accept-language': 'de-DE' } });
    expect(de.status, JSON.stringify(de.body)).toBe(200);
    expect(de.body.data.length).toBeGreaterThanOrEqual(249);
    const germany = de.body.data.find((c) => c.code === 'DE')!;
    expect(germany).toMatchObject({ name: 'Deutschland', names: { de: 'Deutschland', en: 'Germany' }, callingCodes: ['+49'] });
    expect(germany.states).toHaveLength(16);
    expect(germany.states).toContainEqual({ name: 'Bayern', state_code: 'BY' });
    const us = de.body.data.find((c) => c.code === 'US')!;
    expect(us.states).toContainEqual({ name: 'California', state_code: 'CA' });
    expect(us.states).toHaveLength(51);
    expect(de.body.data.find((c) => c.code === 'BS')?.callingCodes).toEqual(['+1-242']);
    expect(de.body.data.find((c) => c.code === 'PH')).toMatchObject({ name: 'Philippinen', callingCodes: ['+63'] });
    // Sorted by the German name: Ägypten among the A's, not after Z.
    const names = de.body.data.map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belgien'));

    const en = await invoke<{ data: Country[] }>(handler, 'GET', '/api/settings/countries', { token, query: { lang: 'en', search: 'germ' } });
    expect(en.body.data.map((c) => c.name)).toEqual(['Germany']);
    refused(await invoke(handler, 'GET', '/api/settings/countries', { token, query: { lang: 'fr' } }), 400);
  });

  it("lets the operator's /api/country records replace a shipped country and hide one", async () => {
    const tenant = 'lookups-countries-own';
    const token = await adminOf(tenant);
    const own = await invoke(handler, 'POST', '/api/country', {
      token,
      body: {
        code: 'PH',
        name: 'Philippines',
        names: { de: 'Philippinen', en: 'Philippines' },
        callingCodes: ['+63'],
        states: [{ name: 'Cebu', state_code: 'CEB' }],
      },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await invoke(handler, 'POST', '/api/country', { token, body: { code: 'AQ', name: 'Antarctica', active: false } });
    const res = await invoke<{ data: Country[] }>(handler, 'GET', '/api/settings/countries', { token, query: { lang: 'en' } });
    expect(res.body.data.find((c) => c.code === 'PH')?.states).toEqual([{ name: 'Cebu', state_code: 'CEB' }]);
    expect(res.body.data.find((c) => c.code === 'AQ')).toBeUndefined();
  });
});

describe('GET /api/settings/airports', () => {
  it("finds airports by IATA code first, then by city and name, by country, and adds the operator's own", async () => {
    const tenant = 'lookups-airports';
    const token = await adminOf(tenant);
    const get = (query: Record<string, string>) => invoke<{ data: Airport[] }>(handler, 'GET', '/api/settings/airports', { token, query });
    expect((await get({ search: 'ceb' })).body.data[0]).toEqual({ iata: 'CEB', name: 'Mactan–Cebu International Airport', city: 'Cebu', countryCode: 'PH' });
    expect((await get({ search: 'munich' })).body.data.map((a) => a.iata)).toEqual(['MUC']);
    expect((await get({ search: 'dusseldorf' })).body.data.map((a) => a.iata)).toEqual(['DUS']);
    const ph = (await get({ country: 'PH', size: '3' })).body.data;
    expect(ph).toHaveLength(3);
    expect(ph.every((a) => a.countryCode === 'PH')).toBe(true);
    const added = await invoke(handler, 'POST', '/api/airport', {
      token,
      body: { iata: 'SWQ', name: 'Sultan Muhammad Kaharuddin III', city: 'Sumbawa Besar', countryCode: 'ID' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await get({ search: 'sumbawa' })).body.data.map((a) => a.iata)).toEqual(['SWQ']);
    refused(await get({ size: '501' }), 400);
    refused(await get({ country: 'Germany' }), 400);
    refused(await get({ q: 'x' }), 400);
  });
});
