import { defineResource } from './resource';
import { agenciesResource } from './agencies';
import { savedFilterSchema } from '../domain/agency/agency-filter';

/** A saved agency filter: the agency list's filter, search and order under a name. */
export const ZAgencyFilter = savedFilterSchema(agenciesResource.filters, agenciesResource.sortNames as [string, ...string[]]);

export const agencyFiltersResource = defineResource({
  name: 'agencyfilters',
  owner: 'agencies',
  entityType: 'AGENCYFILTER',
  schema: ZAgencyFilter,
  // Whoever may read the agency list may save their own filters; who may change which one is decided per
  // filter by the agencies Lambda (functions/customer/agencies/filters.ts): the owner, and for shared filters also
  // holders of agencies.update. Private filters are visible to their owner only.
  scopes: { read: ['agencies.read'], create: ['agencies.read'], update: ['agencies.read'], delete: ['agencies.read'] },
  sorts: { name: (f) => f.name, updatedAt: (f) => f.updatedAt },
  searchText: (f) => f.name,
  filters: {
    ownerId: { type: 'string', label: 'owner' },
    shared: { type: 'boolean', label: 'shared' },
    visibleTo: { type: 'string', label: 'visibleTo' },
  },
  csv: [
    { key: 'id', header: 'id', value: (f) => f.id },
    { key: 'name', header: 'name', value: (f) => f.name },
    { key: 'filter', header: 'filter', value: (f) => JSON.stringify(f.filter ?? {}) },
    { key: 'search', header: 'search', value: (f) => f.search },
    { key: 'sort', header: 'sort', value: (f) => f.sort },
    { key: 'order', header: 'order', value: (f) => f.order },
    { key: 'shared', header: 'shared', value: (f) => f.shared },
    { key: 'ownerId', header: 'ownerId', value: (f) => f.ownerId },
  ],
  // A copy is the copier's own, private until they share it.
  copy: (f) => ({ ...f, name: `${f.name} (copy)`.slice(0, 80), shared: false }),
  title: (f) => f.name,
  sample: (n) => ({
    name: `Travel agencies in Germany ${n}`,
    filter: { agencyType: 'travel', 'address.country': { in: ['DE', 'AT'] } },
    sort: 'name',
    order: 'asc' as const,
    shared: n % 2 === 0,
  }),
});
