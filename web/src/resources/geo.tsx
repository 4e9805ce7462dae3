import { airlinesResource, airportsResource, countriesResource, destinationsResource, portsResource } from '../../../shared/api/geo';
import { AirportCodeField } from './airport-code-field';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { ResourceWebConfig } from './resource-types';

const active = { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 } as const;
const countryColumn = { key: 'countryCode', label: 'label.geo.country', minWidth: 70, grow: 0.5 } as const;

export const destinationsConfig: ResourceWebConfig = {
  resource: destinationsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { ...countryColumn, sort: 'country' },
    { key: 'region', minWidth: 140 },
    { key: 'timezone', minWidth: 140 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
};

export const portsConfig: ResourceWebConfig = {
  resource: portsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'code', label: 'label.geo.unLocode', sort: 'code', minWidth: 100 },
    countryColumn,
    { key: 'latitude', format: 'number', minWidth: 90 },
    { key: 'longitude', format: 'number', minWidth: 90 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF, destinationId: { resource: destinationsResource } },
  labels: { code: 'label.geo.unLocode', destinationId: 'label.geo.destination' },
};

export const airportsConfig: ResourceWebConfig = {
  resource: airportsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'iata', sort: 'iata', minWidth: 70, grow: 0.5 },
    { key: 'name', sort: 'name', grow: 2, minWidth: 200 },
    { key: 'city', minWidth: 120 },
    { ...countryColumn, sort: 'country' },
    { key: 'timezone', minWidth: 140 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
  custom: { iata: AirportCodeField },
};

export const airlinesConfig: ResourceWebConfig = {
  resource: airlinesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'iata', sort: 'iata', minWidth: 70, grow: 0.5 },
    { key: 'icao', minWidth: 70, grow: 0.5 },
    { key: 'name', sort: 'name', grow: 2, minWidth: 200 },
    countryColumn,
    { key: 'website', minWidth: 160 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF },
  labels: {},
};

export const countriesConfig: ResourceWebConfig = {
  resource: countriesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'code', sort: 'code', minWidth: 70, grow: 0.4 },
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'names.de', label: 'label.geo.nameGerman', minWidth: 160 },
    { key: 'callingCodes', format: 'list', minWidth: 110 },
    { key: 'currency', minWidth: 80, grow: 0.5 },
    active,
  ],
  refs: { currency: CURRENCY_REF },
  labels: {
    callingCodes: 'label.geo.callingCodes',
    states: 'label.geo.statesRegions',
    'states.state_code': 'label.geo.code',
  },
  widgets: { 'names.de': 'input', 'names.en': 'input' },
  sections: [
    { title: 'label.geo.country', fields: ['code', 'name', 'names', 'callingCodes', 'currency', 'active'] },
    { title: 'label.geo.regions', fields: ['states'] },
  ],
};
