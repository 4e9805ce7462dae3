import { countriesResource } from '../../../shared/api/geo';
import { currenciesResource } from '../../../shared/api/settings';
import type { ResourceRef } from './resource-types';

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
