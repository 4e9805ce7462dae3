import { USER_TYPES } from '../../../shared/auth/principal';
import { agenciesResource } from '../../../shared/api/agencies';
import { userRolesResource } from '../../../shared/api/user-roles';
import { usersResource } from '../../../shared/api/users';
import type { Label, ResourceWebConfig } from './resource-types';

const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], Label> = {
  guest: 'label.users.guest',
  customer: 'label.users.clubMember',
  Customer: 'label.users.clubMemberOld',
  agency: 'label.users.agency',
  Agency: 'label.users.agencyOld',
  employee: 'label.users.staff',
  admin: 'label.users.administrator',
  System: 'label.users.system',
  API: 'label.users.apiClient',
  Default: 'label.users.default',
  Inactive: 'label.users.inactive',
};

export const usersConfig: ResourceWebConfig = {
  resource: usersResource,
  routes: { list: '/users', create: '/users/create', detail: (id) => `/users/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'email', sort: 'email', grow: 2, minWidth: 200 },
    { key: 'userType', format: 'enum', minWidth: 110 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'verified', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  // Customers are too many for a choice: their id is typed (or set from the customer's page).
  refs: { roleIds: { resource: userRolesResource }, agencyId: { resource: agenciesResource } },
  labels: {
    userType: 'label.users.userType',
    roleIds: 'label.users.roles',
    scopes: 'label.users.ownPermissions',
    settings: 'label.users.settings',
    'settings.showCustomersInBookingList': 'label.users.showCustomersInTheBookingList',
    'settings.showInvertedCurrencyExchange': 'label.users.showInvertedExchangeRates',
    'settings.defaultDashboardDays': 'label.users.daysOnTheDashboard',
    'settings.language': 'label.users.language',
    notifications: 'label.users.eMailNotifications',
    isClubMember: 'label.users.clubMember',
    verified: 'label.users.eMailConfirmed',
    password: 'label.users.newPassword',
    'assets.type': 'label.users.kind',
  },
  enumLabels: {
    userType: USER_TYPE_LABELS,
    'settings.language': { de: 'label.users.german', en: 'label.users.english' },
    'assets.type': { resort: 'label.users.resort', vessel: 'label.users.vessel' },
  },
  hints: {
    password: 'label.users.leaveEmptyToKeepTheCurrent',
    scopes: 'label.users.onTopOfTheRolesOnes',
  },
  widgets: { password: 'password' },
  sections: [
    { title: 'label.users.user', fields: ['name', 'email', 'phone', 'userType', 'active', 'verified', 'isClubMember', 'password'] },
    { title: 'label.users.permissions', fields: ['roleIds', 'scopes', 'agencyId', 'customerId', 'assets'] },
    { title: 'label.users.settings', fields: ['settings', 'notifications'] },
  ],
};

export const userRolesConfig: ResourceWebConfig = {
  resource: userRolesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'scopes', format: 'list', grow: 3, minWidth: 200 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  labels: {},
  hints: { scopes: 'label.users.eGBookingsReadCustomers' },
};
