import { defineResource } from './resource';
import { EMPLOYEE_POSITIONS, ZEmployee } from '../domain/staff/employee';

export const employeesResource = defineResource({
  name: 'employee',
  owner: 'employees',
  entityType: 'EMPLOYEE',
  schema: ZEmployee,
  // Spec 1: /employee needs employee.read; writes take employee.update.
  scopes: { read: ['employee.read'], create: ['employee.update'], update: ['employee.update'], delete: ['employee.update'] },
  sorts: { name: (e) => `${e.lastName} ${e.firstName}`, position: (e) => `${e.position} ${e.lastName} ${e.firstName}`, updatedAt: (e) => e.updatedAt },
  searchText: (e) => `${e.firstName} ${e.lastName} ${e.email ?? ''} ${e.phone ?? ''} ${e.certifications.map((c) => c.name).join(' ')}`,
  filters: {
    position: { type: 'string', values: EMPLOYEE_POSITIONS, label: 'position' },
    active: { type: 'boolean', label: 'active' },
    userId: { type: 'string', label: 'user' },
    languages: { type: 'string', label: 'language' },
  },
  csv: [
    { key: 'id', header: 'id', value: (e) => e.id },
    { key: 'lastName', header: 'lastName', value: (e) => e.lastName },
    { key: 'firstName', header: 'firstName', value: (e) => e.firstName },
    { key: 'position', header: 'position', value: (e) => e.position },
    { key: 'email', header: 'email', value: (e) => e.email },
    { key: 'phone', header: 'phone', value: (e) => e.phone },
    { key: 'languages', header: 'languages', value: (e) => e.languages.join(' ') },
    { key: 'certifications', header: 'certifications', value: (e) => e.certifications.map((c) => c.name).join('; ') },
    { key: 'active', header: 'active', value: (e) => e.active },
  ],
  // A sign-in belongs to one employee, so the copy has none.
  copy: (e) => ({ ...e, lastName: `${e.lastName} (copy)`, userId: undefined }),
  title: (e) => `${e.firstName} ${e.lastName}`.trim(),
  sample: (n) => ({
    firstName: 'Dana',
    lastName: `Diver ${n}`,
    position: 'DiveGuide' as const,
    languages: ['en', 'de'],
    certifications: [{ name: 'PADI Divemaster' }],
  }),
});
