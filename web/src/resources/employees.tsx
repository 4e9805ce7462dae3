import { employeesResource } from '../../../shared/api/employees';
import { usersResource } from '../../../shared/api/users';
import type { ResourceWebConfig } from './resource-types';

export const employeesConfig: ResourceWebConfig = {
  resource: employeesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', label: { de: 'Name', en: 'Name' }, sort: 'name', grow: 2, minWidth: 180, render: (e) => `${String(e.firstName ?? '')} ${String(e.lastName ?? '')}`.trim() },
    { key: 'position', sort: 'position', format: 'enum', minWidth: 130 },
    { key: 'email', grow: 2, minWidth: 180 },
    { key: 'phone', minWidth: 130 },
    { key: 'languages', format: 'list', minWidth: 90, grow: 0.6 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  refs: { userId: { resource: usersResource } },
  labels: {
    certifications: { de: 'Qualifikationen', en: 'Certifications' },
    'certifications.name': { de: 'Bezeichnung', en: 'Name' },
    hiredAt: { de: 'Eingestellt am', en: 'Hired on' },
    'assets.type': { de: 'Art', en: 'Kind' },
  },
  enumLabels: {
    position: {
      DiveGuide: { de: 'Tauchguide', en: 'Dive guide' },
      Instructor: { de: 'Tauchlehrer', en: 'Instructor' },
      Captain: { de: 'Kapitän', en: 'Captain' },
      Crew: { de: 'Crew', en: 'Crew' },
      Cook: { de: 'Koch', en: 'Cook' },
      Housekeeping: { de: 'Housekeeping', en: 'Housekeeping' },
      Office: { de: 'Büro', en: 'Office' },
      Manager: { de: 'Leitung', en: 'Manager' },
      Other: { de: 'Sonstiges', en: 'Other' },
    },
    'assets.type': { resort: { de: 'Resort', en: 'Resort' }, vessel: { de: 'Schiff', en: 'Vessel' } },
  },
  hints: { languages: { de: 'Sprachcodes, z. B. de, en', en: 'Language codes, e.g. de, en' } },
  widgets: { color: 'color' },
  sections: [
    { title: { de: 'Person', en: 'Person' }, fields: ['firstName', 'lastName', 'position', 'email', 'phone', 'userId', 'hiredAt', 'color', 'active'] },
    { title: { de: 'Einsatz', en: 'Work' }, fields: ['languages', 'assets', 'certifications', 'notes'] },
  ],
};
