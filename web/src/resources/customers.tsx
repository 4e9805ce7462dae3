import { customersResource } from '../../../shared/api/customers';
import { agenciesResource } from '../../../shared/api/agencies';
import { customerDataGroupsResource, customerGroupsResource } from '../../../shared/api/customer-groups';
import { fullName } from '../../../shared/domain/customer/customer';
import { COUNTRY_REF } from './refs';
import type { Localized, ResourceWebConfig } from './resource-types';

/** Customer types of spec 2 section 3 (calculation lines); the field itself takes any text. */
export const CUSTOMER_TYPES = ['Direct', 'OnSite', 'ForFree', 'Info', 'None'] as const;

export const CUSTOMER_TYPE_LABELS: Record<string, Localized> = {
  Direct: { de: 'Direkt', en: 'Direct' },
  OnSite: { de: 'Vor Ort', en: 'On site' },
  ForFree: { de: 'Kostenlos', en: 'Free of charge' },
  Info: { de: 'Info', en: 'Info' },
  None: { de: 'Keiner', en: 'None' },
};

const GENDER_LABELS: Record<string, Localized> = {
  u: { de: 'Keine Angabe', en: 'Not stated' },
  m: { de: 'Männlich', en: 'Male' },
  f: { de: 'Weiblich', en: 'Female' },
};

export const customersConfig: ResourceWebConfig<typeof customersResource> = {
  resource: customersResource,
  routes: { list: '/customer/list', create: '/customer/create', detail: (id) => `/customer/${id}`, view: (id) => `/customer/view/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', label: { de: 'Name', en: 'Name' }, sort: 'name', grow: 2, minWidth: 170, render: (c) => fullName(c) },
    { key: 'contact.email', grow: 2, minWidth: 180 },
    { key: 'address.city', minWidth: 100 },
    { key: 'address.country', label: { de: 'Land', en: 'Country' }, minWidth: 64, grow: 0.4 },
    { key: 'customerType', label: { de: 'Typ', en: 'Type' }, format: 'enum', minWidth: 80, grow: 0.6 },
    { key: 'masterData.birthday', sort: 'birthday', format: 'date', minWidth: 100 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  filters: ['customerType', 'address.country', 'masterData.nationality', 'masterData.gender', 'groupId', 'agencyId'],
  choices: { customerType: CUSTOMER_TYPES },
  refs: {
    groupId: { resource: customerGroupsResource },
    agencyId: { resource: agenciesResource },
    'address.country': COUNTRY_REF,
    'masterData.nationality': COUNTRY_REF,
    'passport.nationality': COUNTRY_REF,
  },
  labels: {
    masterData: { de: 'Stammdaten', en: 'Personal details' },
    'masterData.firstName': { de: 'Vorname', en: 'First name' },
    'masterData.lastName': { de: 'Nachname', en: 'Last name' },
    'masterData.middleName': { de: 'Zweiter Vorname', en: 'Middle name' },
    'masterData.title': { de: 'Titel', en: 'Title' },
    'masterData.gender': { de: 'Geschlecht', en: 'Gender' },
    'masterData.birthday': { de: 'Geburtstag', en: 'Birthday' },
    'masterData.nationality': { de: 'Staatsangehörigkeit', en: 'Nationality' },
    permanentAge: { de: 'Festes Alter', en: 'Fixed age' },
    'contact.email': { de: 'E-Mail', en: 'E-mail' },
    'contact.phone': { de: 'Telefon', en: 'Phone' },
    'address.country': { de: 'Land', en: 'Country' },
    passport: { de: 'Reisepass', en: 'Passport' },
    'passport.nationality': { de: 'Ausstellungsland', en: 'Issuing country' },
    'passport.number': { de: 'Passnummer', en: 'Passport number' },
    customerType: { de: 'Kundentyp', en: 'Customer type' },
    groupId: { de: 'Kundengruppe', en: 'Customer group' },
    agencyId: { de: 'Agentur', en: 'Agency' },
  },
  enumLabels: { 'masterData.gender': GENDER_LABELS, customerType: CUSTOMER_TYPE_LABELS },
  hints: {
    permanentAge: { de: '-1: das Alter ergibt sich aus dem Geburtstag', en: '-1: the age follows from the birthday' },
  },
  sections: [
    { title: { de: 'Person', en: 'Person' }, fields: ['masterData.title', 'masterData.firstName', 'masterData.middleName', 'masterData.lastName', 'masterData.gender', 'masterData.birthday', 'masterData.nationality', 'permanentAge'] },
    { title: { de: 'Kontakt', en: 'Contact' }, fields: ['contact.email', 'contact.phone'] },
    { title: { de: 'Adresse', en: 'Address' }, fields: ['address.street', 'address.zip', 'address.city', 'address.state', 'address.country'] },
    { title: { de: 'Reisepass', en: 'Passport' }, fields: ['passport.number', 'passport.nationality'] },
    { title: { de: 'Zuordnung', en: 'Assignment' }, fields: ['customerType', 'groupId', 'agencyId'] },
  ],
};

export const customerGroupsConfig: ResourceWebConfig = {
  resource: customerGroupsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'discount', format: 'percent', minWidth: 90 },
    { key: 'defaultCustomerType', minWidth: 120 },
    { key: 'color', format: 'color', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  choices: { defaultCustomerType: CUSTOMER_TYPES },
  labels: {
    defaultCustomerType: { de: 'Kundentyp neuer Mitglieder', en: 'Customer type of new members' },
  },
  enumLabels: { defaultCustomerType: CUSTOMER_TYPE_LABELS },
  widgets: { color: 'color' },
};

export const customerDataGroupsConfig: ResourceWebConfig = {
  resource: customerDataGroupsResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'sort', sort: 'sort', format: 'number', minWidth: 90, grow: 0.5 },
    { key: 'showIn', format: 'list', grow: 2, minWidth: 160 },
    { key: 'fields', grow: 3, minWidth: 200, render: (g) => (Array.isArray(g.fields) ? g.fields.map((f: { key?: string }) => f.key).join(', ') : '') },
    { key: 'active', format: 'boolean', minWidth: 80, grow: 0.5 },
  ],
  labels: {
    label: { de: 'Überschrift', en: 'Heading' },
    showIn: { de: 'Angezeigt in', en: 'Shown in' },
    fields: { de: 'Felder', en: 'Fields' },
    'fields.key': { de: 'Feldschlüssel', en: 'Field key' },
    'fields.label': { de: 'Bezeichnung', en: 'Label' },
    'fields.type': { de: 'Feldtyp', en: 'Field type' },
    'fields.required': { de: 'Pflichtfeld', en: 'Required' },
    'fields.options': { de: 'Auswahlwerte', en: 'Choices' },
  },
  enumLabels: {
    showIn: {
      customer: { de: 'Kundenakte', en: 'Customer record' },
      guestform: { de: 'Gästeformular', en: 'Guest form' },
      booking: { de: 'Buchung', en: 'Booking' },
      club: { de: 'Club-Bereich', en: 'Club area' },
    },
  },
  hints: {
    'fields.key': { de: 'Ein Kundenfeld (passport.number) oder ein eigener Schlüssel (diving.level)', en: 'A customer field (passport.number) or a key of your own (diving.level)' },
  },
  sections: [
    { title: { de: 'Gruppe', en: 'Group' }, fields: ['name', 'label', 'description', 'sort', 'showIn', 'active'] },
    { title: { de: 'Felder', en: 'Fields' }, fields: ['fields'] },
  ],
};
