import { defineResource } from './resource';
import { ZCustomerGroup } from '../domain/customer/customer-group';
import { CUSTOMER_DATA_AREAS, ZCustomerDataGroup } from '../domain/customer/customer-data-group';

const pad = (n: number) => String(n).padStart(6, '0');

export const customerGroupsResource = defineResource({
  name: 'customergroups',
  owner: 'customers',
  entityType: 'CUSTOMERGROUP',
  schema: ZCustomerGroup,
  // Spec 1: /customer/group needs customers.create.
  scopes: { read: ['customers.read'], create: ['customers.create'], update: ['customers.update'], delete: ['customers.update'] },
  sorts: { name: (g) => g.name, updatedAt: (g) => g.updatedAt },
  searchText: (g) => `${g.name} ${g.description ?? ''}`,
  filters: {
    active: { type: 'boolean', label: 'active' },
    defaultCustomerType: { type: 'string', label: 'customerType' },
    discount: { type: 'number', label: 'discount' },
  },
  csv: [
    { key: 'id', header: 'id', value: (g) => g.id },
    { key: 'name', header: 'name', value: (g) => g.name },
    { key: 'description', header: 'description', value: (g) => g.description },
    { key: 'discount', header: 'discount', value: (g) => g.discount },
    { key: 'defaultCustomerType', header: 'defaultCustomerType', value: (g) => g.defaultCustomerType },
    { key: 'active', header: 'active', value: (g) => g.active },
  ],
  copy: (g) => ({ ...g, name: `${g.name} (copy)` }),
  title: (g) => g.name,
  sample: (n) => ({ name: `Regulars ${n}`, discount: 5, color: '#25476a' }),
});

export const customerDataGroupsResource = defineResource({
  name: 'customerdatagroup',
  owner: 'customers',
  entityType: 'CUSTOMERDATAGROUP',
  schema: ZCustomerDataGroup,
  // Spec 1: /customerdatagroup needs customers.update; forms read the groups with customers.read.
  scopes: { read: ['customers.read'], create: ['customers.update'], update: ['customers.update'], delete: ['customers.update'] },
  sorts: { sort: (g) => `${pad(g.sort)} ${g.name}`, name: (g) => g.name, updatedAt: (g) => g.updatedAt },
  searchText: (g) => `${g.name} ${g.fields.map((f) => f.key).join(' ')}`,
  filters: { active: { type: 'boolean', label: 'active' }, showIn: { type: 'string', values: CUSTOMER_DATA_AREAS, label: 'showIn' } },
  csv: [
    { key: 'id', header: 'id', value: (g) => g.id },
    { key: 'name', header: 'name', value: (g) => g.name },
    { key: 'sort', header: 'sort', value: (g) => g.sort },
    { key: 'showIn', header: 'showIn', value: (g) => g.showIn.join(' ') },
    { key: 'fields', header: 'fields', value: (g) => g.fields.map((f) => f.key).join(' ') },
    { key: 'active', header: 'active', value: (g) => g.active },
  ],
  // A field belongs to one group at a time, so a copy starts without fields.
  copy: (g) => ({ ...g, name: `${g.name} (copy)`, fields: [] }),
  title: (g) => g.name,
  sample: (n) => ({
    name: `Diving ${n}`,
    sort: n,
    showIn: ['customer' as const, 'guestform' as const],
    fields: [{ key: `diving.level${n}`, label: { en: 'Certification level', de: 'Brevet' }, type: 'Text' as const }],
  }),
});
