import { countriesResource } from '../../../shared/api/geo';
import { currenciesResource } from '../../../shared/api/settings';
import { settingsLookupEndpoints } from '../../../shared/api/settings-lookups';
import { callEndpoint } from '../api/endpoint-client';
import type { Entity, ResourceRef } from './resource-types';

/** Country codes (ISO 3166-1) chosen by the countries' names; only active countries are offered. */
export const COUNTRY_REF: ResourceRef = {
  resource: countriesResource,
  valueField: 'code',
  filter: { active: true },
  // Countries carry their names per language (spec 2: translations).
  title: (c, lang) => {
    const names = c.names as Partial<Record<string, string>> | undefined;
    return names?.[lang] ?? String(c.name ?? '');
  },
};

/** Currency codes (ISO 4217) chosen from the operator's active currencies. */
export const CURRENCY_REF: ResourceRef = { resource: currenciesResource, valueField: 'code', filter: { active: true } };

/**
 * Every country of the world (GET /api/settings/countries: ISO 3166-1, names in de and en, the operator's /api/country
 * records replacing or hiding the shipped ones), for the forms where a guest's country is chosen: an address, a
 * nationality, a passport's issuing country.
 */
export const WORLD_COUNTRY_REF: ResourceRef = {
  ...COUNTRY_REF,
  lookup: {
    key: 'settings.countries',
    load: async (lang) =>
      (await callEndpoint(settingsLookupEndpoints.countries, { query: { lang } })).data.map((c) => ({ ...c, id: c.code }) as unknown as Entity),
  },
};
