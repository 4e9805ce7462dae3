import { defineResource } from './resource';
import { ZUserRole } from '../domain/staff/user-role';

export const userRolesResource = defineResource({
  name: 'userroles',
  owner: 'users',
  entityType: 'USERROLE',
  schema: ZUserRole,
  // Spec 1: /userroles is admin or users.update; the user form reads roles with users.read.
  scopes: { read: ['users.read', 'users.update'], create: ['users.update'], update: ['users.update'], delete: ['users.update'] },
  sorts: { name: (r) => r.name, updatedAt: (r) => r.updatedAt },
  searchText: (r) => `${r.name} ${r.description ?? ''} ${r.scopes.join(' ')}`,
  filters: { active: { type: 'boolean', label: 'active' }, scopes: { type: 'string', label: 'scope' } },
  csv: [
    { key: 'id', header: 'id', value: (r) => r.id },
    { key: 'name', header: 'name', value: (r) => r.name },
    { key: 'description', header: 'description', value: (r) => r.description },
    { key: 'scopes', header: 'scopes', value: (r) => r.scopes.join(' ') },
    { key: 'active', header: 'active', value: (r) => r.active },
  ],
  copy: (r) => ({ ...r, name: `${r.name} (copy)` }),
  title: (r) => r.name,
  sample: (n) => ({ name: `Front desk ${n}`, scopes: ['bookings.read', 'customers.read'] }),
});
