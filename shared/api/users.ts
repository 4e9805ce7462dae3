import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { USER_TYPES } from '../auth/principal';
import { ZUserAccount } from '../domain/staff/user-account';
import { ZUserPermissions } from './auth';
import { ZLogin } from '../domain/staff/login';

export const usersResource = defineResource({
  name: 'users',
  owner: 'users',
  entityType: 'USER',
  schema: ZUserAccount,
  // The password is taken as a hash into the user's credential item; never stored on the user nor answered.
  writeOnly: ['password'],
  // Spec 1 section 3: the user carries permissions.scope, what it holds (`scopes` are its own ones only).
  answer: { permissions: ZUserPermissions },
  // Spec 1: /users users.read, /users/create users.create, /users/:id users.update.
  scopes: { read: ['users.read'], create: ['users.create'], update: ['users.update'], delete: ['users.update'] },
  // Must match the orders of the users repository (functions/data/users.ts).
  sorts: { name: (u) => u.name, email: (u) => u.email, updatedAt: (u) => u.updatedAt },
  searchText: (u) => `${u.name} ${u.email}`,
  filters: {
    userType: { type: 'string', values: USER_TYPES, label: 'userType' },
    active: { type: 'boolean', label: 'active' },
    verified: { type: 'boolean', label: 'verified' },
    isClubMember: { type: 'boolean', label: 'clubMember' },
    agencyId: { type: 'string', label: 'agency' },
    customerId: { type: 'string', label: 'customer' },
    roleIds: { type: 'string', label: 'role' },
    scopes: { type: 'string', label: 'scope' },
  },
  csv: [
    { key: 'id', header: 'id', value: (u) => u.id },
    { key: 'name', header: 'name', value: (u) => u.name },
    { key: 'email', header: 'email', value: (u) => u.email },
    { key: 'phone', header: 'phone', value: (u) => u.phone },
    { key: 'userType', header: 'userType', value: (u) => u.userType },
    { key: 'agencyId', header: 'agencyId', value: (u) => u.agencyId },
    { key: 'customerId', header: 'customerId', value: (u) => u.customerId },
    { key: 'roleIds', header: 'roles', value: (u) => u.roleIds.join(' ') },
    { key: 'scopes', header: 'scopes', value: (u) => u.scopes.join(' ') },
    { key: 'active', header: 'active', value: (u) => u.active },
    { key: 'verified', header: 'verified', value: (u) => u.verified },
  ],
  // An address signs in one user only: the copy gets a +copy address, starts inactive and without a password.
  copy: (u) => {
    const [local, domain] = u.email.split('@');
    return { ...u, name: `${u.name} (copy)`, email: `${local}+copy${Date.now().toString(36)}@${domain}`, verified: false, active: false };
  },
  title: (u) => u.name,
  sample: (n) => ({ name: `Sam Staff ${n}`, email: `staff${n}@example.com`, userType: 'employee' as const, scopes: ['bookings.read'] }),
});

export const USER_TYPE_INFO: Record<(typeof USER_TYPES)[number], string> = {
  guest: 'Not signed in',
  customer: 'Club member (customer)',
  Customer: 'Club member (customer); older spelling',
  agency: 'Agency user',
  Agency: 'Agency user; older spelling',
  employee: 'Staff',
  admin: 'Administrator: passes every scope',
  System: 'The system itself (jobs, imports)',
  API: 'A machine client of the API',
  Default: 'Default user',
  Inactive: 'Cannot sign in',
};

export { ZLogin };

const tags = ['users'];

export const userExtraEndpoints = {
  roles: endpoint({
    id: 'users.roles',
    method: 'GET',
    path: '/api/users/roles',
    resource: 'users',
    scopes: ['users.read'],
    tags,
    summary: 'The active user roles to choose from, by name',
    input: {},
    output: z.object({ data: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().optional(), scopes: z.array(z.string()) })) }),
  }),
  types: endpoint({
    id: 'users.types',
    method: 'GET',
    path: '/api/users/types',
    resource: 'users',
    scopes: ['users.read'],
    tags,
    summary: 'The user types (spec 1 section 3) with what they mean',
    input: {},
    output: z.object({ data: z.array(z.object({ type: z.enum(USER_TYPES), description: z.string() })) }),
  }),
  logins: endpoint({
    id: 'users.logins',
    method: 'GET',
    path: '/api/users/logins',
    resource: 'users',
    scopes: ['users.read'],
    tags,
    summary: 'Recent sign-ins, newest first (kept 90 days); userId narrows to one user',
    input: { query: z.strictObject({ userId: ZId.optional(), limit: z.coerce.number().int().min(1).max(500).default(50) }) },
    output: z.object({ data: z.array(ZLogin) }),
  }),
};
