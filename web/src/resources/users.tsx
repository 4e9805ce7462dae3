import { USER_TYPES } from '../../../shared/auth/principal';
import { agenciesResource } from '../../../shared/api/agencies';
import { userRolesResource } from '../../../shared/api/user-roles';
import { usersResource } from '../../../shared/api/users';
import type { Localized, ResourceWebConfig } from './resource-types';

const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], Localized> = {
  guest: { de: 'Gast', en: 'Guest' },
  customer: { de: 'Clubmitglied', en: 'Club member' },
  Customer: { de: 'Clubmitglied (alt)', en: 'Club member (old)' },
  agency: { de: 'Agentur', en: 'Agency' },
  Agency: { de: 'Agentur (alt)', en: 'Agency (old)' },
  employee: { de: 'Mitarbeiter', en: 'Staff' },
  admin: { de: 'Administrator', en: 'Administrator' },
  System: { de: 'System', en: 'System' },
  API: { de: 'API-Zugang', en: 'API client' },
  Default: { de: 'Standard', en: 'Default' },
  Inactive: { de: 'Gesperrt', en: 'Inactive' },
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
    userType: { de: 'Benutzertyp', en: 'User type' },
    roleIds: { de: 'Rollen', en: 'Roles' },
    scopes: { de: 'Eigene Berechtigungen', en: 'Own permissions' },
    settings: { de: 'Einstellungen', en: 'Settings' },
    'settings.showCustomersInBookingList': { de: 'Kunden in der Buchungsliste zeigen', en: 'Show customers in the booking list' },
    'settings.showInvertedCurrencyExchange': { de: 'Umgekehrte Wechselkurse zeigen', en: 'Show inverted exchange rates' },
    'settings.defaultDashboardDays': { de: 'Tage im Dashboard', en: 'Days on the dashboard' },
    'settings.language': { de: 'Sprache', en: 'Language' },
    notifications: { de: 'E-Mail-Benachrichtigungen', en: 'E-mail notifications' },
    isClubMember: { de: 'Clubmitglied', en: 'Club member' },
    verified: { de: 'E-Mail bestätigt', en: 'E-mail confirmed' },
    password: { de: 'Neues Passwort', en: 'New password' },
    'assets.type': { de: 'Art', en: 'Kind' },
  },
  enumLabels: {
    userType: USER_TYPE_LABELS,
    'settings.language': { de: { de: 'Deutsch', en: 'German' }, en: { de: 'Englisch', en: 'English' } },
    'assets.type': { resort: { de: 'Resort', en: 'Resort' }, vessel: { de: 'Schiff', en: 'Vessel' } },
  },
  hints: {
    password: { de: 'Leer lassen, um das Passwort zu behalten', en: 'Leave empty to keep the current password' },
    scopes: { de: 'Zusätzlich zu denen der Rollen, z. B. bookings.read', en: 'On top of the roles’ ones, e.g. bookings.read' },
  },
  widgets: { password: 'password' },
  sections: [
    { title: { de: 'Benutzer', en: 'User' }, fields: ['name', 'email', 'phone', 'userType', 'active', 'verified', 'isClubMember', 'password'] },
    { title: { de: 'Rechte', en: 'Permissions' }, fields: ['roleIds', 'scopes', 'agencyId', 'customerId', 'assets'] },
    { title: { de: 'Einstellungen', en: 'Settings' }, fields: ['settings', 'notifications'] },
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
  hints: { scopes: { de: 'z. B. bookings.read, customers.*', en: 'e.g. bookings.read, customers.*' } },
};
