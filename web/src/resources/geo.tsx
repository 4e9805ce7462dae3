import { airlinesResource, airportsResource, countriesResource, destinationsResource, portsResource } from '../../../shared/api/geo';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { ResourceWebConfig } from './resource-types';

const active = { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 } as const;
const countryColumn = { key: 'countryCode', label: { de: 'Land', en: 'Country' }, minWidth: 70, grow: 0.5 } as const;

export const destinationsConfig: ResourceWebConfig = {
  resource: destinationsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [{ key: 'name', sort: 'name', grow: 2, minWidth: 180 }, { ...countryColumn, sort: 'country' }, { key: 'region', minWidth: 140 }, { key: 'timezone', minWidth: 140 }, active],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
};

export const portsConfig: ResourceWebConfig = {
  resource: portsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [{ key: 'name', sort: 'name', grow: 2, minWidth: 180 }, { key: 'code', label: { de: 'UN/LOCODE', en: 'UN/LOCODE' }, sort: 'code', minWidth: 100 }, countryColumn, { key: 'latitude', format: 'number', minWidth: 90 }, { key: 'longitude', format: 'number', minWidth: 90 }, active],
  refs: { countryCode: COUNTRY_REF, destinationId: { resource: destinationsResource } },
  labels: { code: { de: 'UN/LOCODE', en: 'UN/LOCODE' }, destinationId: { de: 'Reiseziel', en: 'Destination' } },
};

export const airportsConfig: ResourceWebConfig = {
  resource: airportsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [{ key: 'iata', sort: 'iata', minWidth: 70, grow: 0.5 }, { key: 'name', sort: 'name', grow: 2, minWidth: 200 }, { key: 'city', minWidth: 120 }, { ...countryColumn, sort: 'country' }, { key: 'timezone', minWidth: 140 }, active],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
};

export const airlinesConfig: ResourceWebConfig = {
  resource: airlinesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [{ key: 'iata', sort: 'iata', minWidth: 70, grow: 0.5 }, { key: 'icao', minWidth: 70, grow: 0.5 }, { key: 'name', sort: 'name', grow: 2, minWidth: 200 }, countryColumn, { key: 'website', minWidth: 160 }, active],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
};

export const countriesConfig: ResourceWebConfig = {
  resource: countriesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'code', sort: 'code', minWidth: 70, grow: 0.4 },
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'names.de', label: { de: 'Name (Deutsch)', en: 'Name (German)' }, minWidth: 160 },
    { key: 'callingCodes', format: 'list', minWidth: 110 },
    { key: 'currency', minWidth: 80, grow: 0.5 },
    active,
  ],
  refs: { currency: CURRENCY_REF },
  labels: {
    callingCodes: { de: 'Vorwahlen', en: 'Calling codes' },
    states: { de: 'Bundesländer / Regionen', en: 'States / regions' },
    'states.state_code': { de: 'Kürzel', en: 'Code' },
  },
  widgets: { 'names.de': 'input', 'names.en': 'input' },
  sections: [
    { title: { de: 'Land', en: 'Country' }, fields: ['code', 'name', 'names', 'callingCodes', 'currency', 'active'] },
    { title: { de: 'Regionen', en: 'Regions' }, fields: ['states'] },
  ],
};
