import { agenciesResource } from '../../../shared/api/agencies';
import { agencyFiltersResource } from '../../../shared/api/agency-filters';
import { agencyGroupsResource } from '../../../shared/api/agency-groups';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { Label, ResourceWebConfig } from './resource-types';

export const agenciesConfig: ResourceWebConfig = {
  resource: agenciesResource,
  routes: { list: '/agency/list', create: '/agency/create', detail: (id) => `/agency/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'agencyType', format: 'enum', minWidth: 130 },
    { key: 'contact.email', grow: 2, minWidth: 180 },
    { key: 'address.country', label: 'label.agencies.country', minWidth: 64, grow: 0.5 },
    { key: 'commission', label: 'label.agencies.commission', format: 'percent', minWidth: 90, grow: 0.6 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  refs: { groupId: { resource: agencyGroupsResource }, 'address.country': COUNTRY_REF, currency: CURRENCY_REF },
  labels: {
    agencyType: 'label.agencies.agencyType',
    groupId: 'label.agencies.agencyGroup',
    'contact.person': 'label.agencies.contactPerson',
    vatId: 'label.agencies.vatId',
  },
  enumLabels: {
    agencyType: {
      travel: 'label.agencies.travelAgency',
      resell: 'label.agencies.reseller',
      employee: 'label.agencies.employees',
    },
  },
  sections: [
    { title: 'label.agencies.agency', fields: ['name', 'agencyType', 'groupId', 'active'] },
    { title: 'label.agencies.contact', fields: ['contact.person', 'contact.email', 'contact.phone', 'contact.website'] },
    { title: 'label.agencies.address', fields: ['address.street', 'address.zip', 'address.city', 'address.country'] },
    { title: 'label.agencies.terms', fields: ['commission', 'currency', 'vatId', 'notes'] },
  ],
};

export const agencyGroupsConfig: ResourceWebConfig = {
  resource: agencyGroupsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'commission', label: 'label.agencies.commission', format: 'percent', minWidth: 100 },
    { key: 'color', format: 'color', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  labels: {
    commission: 'label.agencies.proposedCommission',
  },
  widgets: { color: 'color' },
};

/**
 * Built-in filters for /agency/filter/:fid, by name. Other fids are the id of a saved filter
 * (`/api/agencyfilters`, saved from the agency list) or a filter JSON itself.
 */
export const AGENCY_FILTER_PRESETS: Readonly<Record<string, { label: Label; filter: Record<string, unknown> }>> = {
  active: { label: 'label.agencies.activeAgencies', filter: { active: true } },
  inactive: { label: 'label.agencies.inactiveAgencies', filter: { active: false } },
  travel: { label: 'label.agencies.travelAgencies', filter: { agencyType: 'travel' } },
  resell: { label: 'label.agencies.resellers', filter: { agencyType: 'resell' } },
  employee: { label: 'label.agencies.employeeAgencies', filter: { agencyType: 'employee' } },
  commission: { label: 'label.agencies.withCommission', filter: { commission: { gt: 0 } } },
};

/**
 * Saved agency filters (`/api/agencyfilters`). They have no screen of their own: the agency list saves
 * them and lists them under "Saved filters"; this configuration names their fields.
 */
export const agencyFiltersConfig: ResourceWebConfig = {
  resource: agencyFiltersResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'shared', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  labels: {
    filter: 'label.agencies.filter',
    search: 'label.agencies.search',
    sort: 'label.agencies.sortBy',
    order: 'label.agencies.direction',
    shared: 'label.agencies.sharedWithTheTeam',
    ownerId: 'label.agencies.savedBy',
  },
  enumLabels: {
    sort: { name: 'label.agencies.name', updatedAt: 'label.agencies.changed' },
    order: { asc: 'label.agencies.ascending', desc: 'label.agencies.descending' },
  },
  hidden: ['ownerId', 'visibleTo'],
};
