import { employeesResource } from '../../../shared/api/employees';
import { usersResource } from '../../../shared/api/users';
import type { ResourceWebConfig } from './resource-types';

export const employeesConfig: ResourceWebConfig = {
  resource: employeesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    {
      key: 'name',
      label: 'label.employees.name',
      sort: 'name',
      grow: 2,
      minWidth: 180,
      render: (e) => `${String(e.firstName ?? '')} ${String(e.lastName ?? '')}`.trim(),
    },
    { key: 'position', sort: 'position', format: 'enum', minWidth: 130 },
    { key: 'email', grow: 2, minWidth: 180 },
    { key: 'phone', minWidth: 130 },
    { key: 'languages', format: 'list', minWidth: 90, grow: 0.6 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  refs: { userId: { resource: usersResource } },
  labels: {
    certifications: 'label.employees.certifications',
    'certifications.name': 'label.employees.name2',
    hiredAt: 'label.employees.hiredOn',
    'assets.type': 'label.employees.kind',
  },
  enumLabels: {
    position: {
      DiveGuide: 'label.employees.diveGuide',
      Instructor: 'label.employees.instructor',
      Captain: 'label.employees.captain',
      Crew: 'label.employees.crew',
      Cook: 'label.employees.cook',
      Housekeeping: 'label.employees.housekeeping',
      Office: 'label.employees.office',
      Manager: 'label.employees.manager',
      Other: 'label.employees.other',
    },
    'assets.type': { resort: 'label.employees.resort', vessel: 'label.employees.vessel' },
  },
  hints: { languages: 'label.employees.languageCodesEGDeEn' },
  widgets: { color: 'color' },
  sections: [
    { title: 'label.employees.person', fields: ['firstName', 'lastName', 'position', 'email', 'phone', 'userId', 'hiredAt', 'color', 'active'] },
    { title: 'label.employees.work', fields: ['languages', 'assets', 'certifications', 'notes'] },
  ],
};
