import { defineResource } from './resource';
import { AGENCY_TYPES, ZAgency } from '../domain/agency/agency';

export const agenciesResource = defineResource({
  name: 'agencies',
  owner: 'agencies',
  entityType: 'AGENCY',
  schema: ZAgency,
  scopes: { read: ['agencies.read'], create: ['agencies.create'], update: ['agencies.update'], delete: ['agencies.update'] },
  // Spec 1: /agency/:id is open to agencies.self; the agency keeps its contact data, the operator the terms.
  self: { scope: 'agencies.self', field: 'agencyId', locked: ['name', 'agencyType', 'groupId', 'commission', 'currency', 'notes', 'active'] },
  sorts: {
    name: (a) => a.name,
    updatedAt: (a) => a.updatedAt,
  },
  searchText: (a) => `${a.name} ${a.contact.person ?? ''} ${a.contact.email ?? ''} ${a.address.city ?? ''}`,
  filters: {
    agencyType: { type: 'string', values: AGENCY_TYPES, label: 'agencyType' },
    'address.country': { type: 'string', label: 'country' },
    groupId: { type: 'string', label: 'group' },
    active: { type: 'boolean', label: 'active' },
    commission: { type: 'number', label: 'commission' },
  },
  csv: [
    { key: 'id', header: 'id', value: (a) => a.id },
    { key: 'name', header: 'name', value: (a) => a.name },
    { key: 'agencyType', header: 'agencyType', value: (a) => a.agencyType },
    { key: 'person', header: 'contactPerson', value: (a) => a.contact.person },
    { key: 'email', header: 'email', value: (a) => a.contact.email },
    { key: 'phone', header: 'phone', value: (a) => a.contact.phone },
    { key: 'city', header: 'city', value: (a) => a.address.city },
    { key: 'country', header: 'country', value: (a) => a.address.country },
    { key: 'commission', header: 'commission', value: (a) => a.commission },
    { key: 'currency', header: 'currency', value: (a) => a.currency },
    { key: 'active', header: 'active', value: (a) => a.active },
  ],
  copy: (a) => ({ ...a, name: `${a.name} (copy)` }),
  title: (a) => a.name,
  sample: (n) => ({ name: `Sunseeker Travel ${n}`, agencyType: 'travel' as const, contact: { email: `info${n}@sunseeker.example` }, commission: 10 }),
});
