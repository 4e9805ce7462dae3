import { defineResource } from './resource';
import { ZAirline, ZAirport, ZCountry, ZDestination, ZPort } from '../domain/settings/geo';

/**
 * Spec 1: the /geo/* screens need settings.read; writing is the administrators' (settings.update).
 * Reading is open to every signed-in user: countries, ports and airports are reference data that every
 * form picks from (an agency editing its address, a club member their passport).
 */
const scopes = { read: ['user'], create: ['settings.update'], update: ['settings.update'], delete: ['settings.update'] } as const;
const letter = (n: number) => String.fromCharCode(65 + (Math.abs(n) % 26));

export const destinationsResource = defineResource({
  name: 'destination',
  owner: 'geo',
  entityType: 'DESTINATION',
  schema: ZDestination,
  scopes,
  sorts: { name: (d) => d.name, country: (d) => `${d.countryCode ?? ''} ${d.name}`, updatedAt: (d) => d.updatedAt },
  searchText: (d) => `${d.name} ${d.region ?? ''} ${d.countryCode ?? ''}`,
  filters: { countryCode: { type: 'string', label: 'country' }, region: { type: 'string', label: 'region' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (d) => d.id },
    { key: 'name', header: 'name', value: (d) => d.name },
    { key: 'countryCode', header: 'country', value: (d) => d.countryCode },
    { key: 'region', header: 'region', value: (d) => d.region },
    { key: 'timezone', header: 'timezone', value: (d) => d.timezone },
    { key: 'active', header: 'active', value: (d) => d.active },
  ],
  copy: (d) => ({ ...d, name: `${d.name} (copy)` }),
  title: (d) => d.name,
  sample: (n) => ({ name: `Raja Ampat ${n}`, countryCode: 'ID', region: 'West Papua', timezone: 'Asia/Jayapura' }),
});

export const portsResource = defineResource({
  name: 'port',
  owner: 'geo',
  entityType: 'PORT',
  schema: ZPort,
  scopes,
  sorts: { name: (p) => p.name, code: (p) => p.code ?? '', updatedAt: (p) => p.updatedAt },
  searchText: (p) => `${p.name} ${p.code ?? ''} ${p.countryCode ?? ''}`,
  filters: {
    countryCode: { type: 'string', label: 'country' },
    destinationId: { type: 'string', label: 'destination' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (p) => p.id },
    { key: 'name', header: 'name', value: (p) => p.name },
    { key: 'code', header: 'code', value: (p) => p.code },
    { key: 'countryCode', header: 'country', value: (p) => p.countryCode },
    { key: 'destinationId', header: 'destinationId', value: (p) => p.destinationId },
    { key: 'latitude', header: 'latitude', value: (p) => p.latitude },
    { key: 'longitude', header: 'longitude', value: (p) => p.longitude },
    { key: 'active', header: 'active', value: (p) => p.active },
  ],
  copy: (p) => ({ ...p, name: `${p.name} (copy)` }),
  title: (p) => p.name,
  sample: (n) => ({ name: `Sorong harbour ${n}`, code: 'IDSOQ', countryCode: 'ID', latitude: -0.88, longitude: 131.25 }),
});

export const airportsResource = defineResource({
  name: 'airport',
  owner: 'geo',
  entityType: 'AIRPORT',
  schema: ZAirport,
  scopes,
  sorts: { name: (a) => a.name, iata: (a) => a.iata, country: (a) => `${a.countryCode ?? ''} ${a.name}` },
  searchText: (a) => `${a.name} ${a.iata} ${a.icao ?? ''} ${a.city ?? ''}`,
  filters: { countryCode: { type: 'string', label: 'country' }, iata: { type: 'string', label: 'iata' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (a) => a.id },
    { key: 'iata', header: 'iata', value: (a) => a.iata },
    { key: 'icao', header: 'icao', value: (a) => a.icao },
    { key: 'name', header: 'name', value: (a) => a.name },
    { key: 'city', header: 'city', value: (a) => a.city },
    { key: 'countryCode', header: 'country', value: (a) => a.countryCode },
    { key: 'timezone', header: 'timezone', value: (a) => a.timezone },
    { key: 'active', header: 'active', value: (a) => a.active },
  ],
  copy: (a) => ({ ...a, name: `${a.name} (copy)` }),
  title: (a) => `${a.iata} ${a.name}`,
  sample: (n) => ({ name: `Domine Eduard Osok ${n}`, iata: `S${letter(n)}Q`, city: 'Sorong', countryCode: 'ID', timezone: 'Asia/Jayapura' }),
});

export const airlinesResource = defineResource({
  name: 'airline',
  owner: 'geo',
  entityType: 'AIRLINE',
  schema: ZAirline,
  scopes,
  sorts: { name: (a) => a.name, iata: (a) => a.iata, updatedAt: (a) => a.updatedAt },
  searchText: (a) => `${a.name} ${a.iata} ${a.icao ?? ''}`,
  filters: { countryCode: { type: 'string', label: 'country' }, iata: { type: 'string', label: 'iata' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (a) => a.id },
    { key: 'iata', header: 'iata', value: (a) => a.iata },
    { key: 'icao', header: 'icao', value: (a) => a.icao },
    { key: 'name', header: 'name', value: (a) => a.name },
    { key: 'countryCode', header: 'country', value: (a) => a.countryCode },
    { key: 'active', header: 'active', value: (a) => a.active },
  ],
  copy: (a) => ({ ...a, name: `${a.name} (copy)` }),
  title: (a) => `${a.iata} ${a.name}`,
  sample: (n) => ({ name: `Reef Air ${n}`, iata: `R${letter(n)}`, countryCode: 'PH' }),
});

export const countriesResource = defineResource({
  name: 'country',
  owner: 'geo',
  entityType: 'COUNTRY',
  schema: ZCountry,
  scopes,
  sorts: { name: (c) => c.name, code: (c) => c.code, updatedAt: (c) => c.updatedAt },
  searchText: (c) => `${c.name} ${c.code} ${Object.values(c.names).join(' ')}`,
  filters: { code: { type: 'string', label: 'code' }, currency: { type: 'string', label: 'currency' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (c) => c.id },
    { key: 'code', header: 'code', value: (c) => c.code },
    { key: 'name', header: 'name', value: (c) => c.name },
    { key: 'nameDe', header: 'name_de', value: (c) => c.names.de },
    { key: 'nameEn', header: 'name_en', value: (c) => c.names.en },
    { key: 'callingCodes', header: 'callingCodes', value: (c) => c.callingCodes.join(' ') },
    { key: 'states', header: 'states', value: (c) => c.states.length },
    { key: 'currency', header: 'currency', value: (c) => c.currency },
    { key: 'active', header: 'active', value: (c) => c.active },
  ],
  // The code is unique among active countries: a copy starts inactive.
  copy: (c) => ({ ...c, name: `${c.name} (copy)`, active: false }),
  title: (c) => c.name,
  sample: (n) => ({ code: `X${letter(n)}`, name: `Testland ${n}`, callingCodes: ['+999'], states: [{ name: 'North', state_code: 'N' }] }),
});
