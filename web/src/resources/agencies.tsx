import { agenciesResource } from '../../../shared/api/agencies';
import { agencyFiltersResource } from '../../../shared/api/agency-filters';
import { agencyGroupsResource } from '../../../shared/api/agency-groups';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { ResourceWebConfig } from './resource-types';

export const agenciesConfig: ResourceWebConfig = {
  resource: agenciesResource,
  routes: { list: '/agency/list', create: '/agency/create', detail: (id) => `/agency/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'agencyType', format: 'enum', minWidth: 130 },
    { key: 'contact.email', grow: 2, minWidth: 180 },
    { key: 'address.country', label: { de: 'Land', en: 'Country' }, minWidth: 64, grow: 0.5 },
    { key: 'commission', label: { de: 'Provision', en: 'Commission' }, format: 'percent', minWidth: 90, grow: 0.6 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  refs: { groupId: { resource: agencyGroupsResource }, 'address.country': COUNTRY_REF, currency: CURRENCY_REF },
  labels: {
    agencyType: { de: 'Agenturtyp', en: 'Agency type' },
    groupId: { de: 'Agenturgruppe', en: 'Agency group' },
    'contact.person': { de: 'Ansprechpartner', en: 'Contact person' },
    vatId: { de: 'USt-IdNr.', en: 'VAT ID' },
  },
  enumLabels: {
    agencyType: {
      travel: { de: 'Reisebüro', en: 'Travel agency' },
      resell: { de: 'Wiederverkäufer', en: 'Reseller' },
      employee: { de: 'Mitarbeiter', en: 'Employees' },
    },
  },
  sections: [
    { title: { de: 'Agentur', en: 'Agency' }, fields: ['name', 'agencyType', 'groupId', 'active'] },
    { title: { de: 'Kontakt', en: 'Contact' }, fields: ['contact.person', 'contact.email', 'contact.phone', 'contact.website'] },
    { title: { de: 'Adresse', en: 'Address' }, fields: ['address.street', 'address.zip', 'address.city', 'address.country'] },
    { title: { de: 'Konditionen', en: 'Terms' }, fields: ['commission', 'currency', 'vatId', 'notes'] },
  ],
};

export const agencyGroupsConfig: ResourceWebConfig = {
  resource: agencyGroupsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'commission', label: { de: 'Provision', en: 'Commission' }, format: 'percent', minWidth: 100 },
    { key: 'color', format: 'color', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  labels: {
    commission: { de: 'Vorgeschlagene Provision (%)', en: 'Proposed commission (%)' },
  },
  widgets: { color: 'color' },
};

/**
 * Built-in filters for /agency/filter/:fid, by name. Other fids are the id of a saved filter
 * (`/api/agencyfilters`, saved from the agency list) or a filter JSON itself.
 */
export const AGENCY_FILTER_PRESETS: Readonly<Record<string, { label: { de: string; en: string }; filter: Record<string, unknown> }>> = {
  active: { label: { de: 'Aktive Agenturen', en: 'Active agencies' }, filter: { active: true } },
  inactive: { label: { de: 'Inaktive Agenturen', en: 'Inactive agencies' }, filter: { active: false } },
  travel: { label: { de: 'Reisebüros', en: 'Travel agencies' }, filter: { agencyType: 'travel' } },
  resell: { label: { de: 'Wiederverkäufer', en: 'Resellers' }, filter: { agencyType: 'resell' } },
  employee: { label: { de: 'Mitarbeiter-Agenturen', en: 'Employee agencies' }, filter: { agencyType: 'employee' } },
  commission: { label: { de: 'Mit Provision', en: 'With commission' }, filter: { commission: { gt: 0 } } },
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
    filter: { de: 'Filter', en: 'Filter' },
    search: { de: 'Suche', en: 'Search' },
    sort: { de: 'Sortierung', en: 'Sort by' },
    order: { de: 'Richtung', en: 'Direction' },
    shared: { de: 'Mit dem Team geteilt', en: 'Shared with the team' },
    ownerId: { de: 'Gespeichert von', en: 'Saved by' },
  },
  enumLabels: {
    sort: { name: { de: 'Name', en: 'Name' }, updatedAt: { de: 'Geändert', en: 'Changed' } },
    order: { asc: { de: 'Aufsteigend', en: 'Ascending' }, desc: { de: 'Absteigend', en: 'Descending' } },
  },
  hidden: ['ownerId', 'visibleTo'],
};
