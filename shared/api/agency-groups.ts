import { defineResource } from './resource';
import { ZAgencyGroup } from '../domain/agency/agency-group';

export const agencyGroupsResource = defineResource({
  name: 'agencygroups',
  owner: 'agencies',
  entityType: 'AGENCYGROUP',
  schema: ZAgencyGroup,
  // Spec 1: /agency/group needs agencies.create.
  scopes: { read: ['agencies.read'], create: ['agencies.create'], update: ['agencies.update'], delete: ['agencies.update'] },
  sorts: { name: (g) => g.name, updatedAt: (g) => g.updatedAt },
  searchText: (g) => `${g.name} ${g.description ?? ''}`,
  filters: { active: { type: 'boolean', label: 'active' }, commission: { type: 'number', label: 'commission' } },
  csv: [
    { key: 'id', header: 'id', value: (g) => g.id },
    { key: 'name', header: 'name', value: (g) => g.name },
    { key: 'description', header: 'description', value: (g) => g.description },
    { key: 'commission', header: 'commission', value: (g) => g.commission },
    { key: 'active', header: 'active', value: (g) => g.active },
  ],
  copy: (g) => ({ ...g, name: `${g.name} (copy)` }),
  title: (g) => g.name,
  sample: (n) => ({ name: `Partner agencies ${n}`, commission: 10 }),
});
