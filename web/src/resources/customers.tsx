import { customersResource } from '../../../shared/api/customers';
import { agenciesResource } from '../../../shared/api/agencies';
import { customerDataGroupsResource, customerGroupsResource } from '../../../shared/api/customer-groups';
import { fullName } from '../../../shared/domain/customer/customer';
import { WORLD_COUNTRY_REF } from './refs';
import type { Label, ResourceWebConfig } from './resource-types';

/** Customer types of spec 2 section 3 (calculation lines); the field itself takes any text. */
export const CUSTOMER_TYPES = ['Direct', 'OnSite', 'ForFree', 'Info', 'None'] as const;

export const CUSTOMER_TYPE_LABELS: Record<string, Label> = {
  Direct: 'label.customers.direct',
  OnSite: 'label.customers.onSite',
  ForFree: 'label.customers.freeOfCharge',
  Info: 'label.customers.info',
  None: 'label.customers.none',
};

const GENDER_LABELS: Record<string, Label> = {
  u: 'label.customers.notStated',
  m: 'label.customers.male',
  f: 'label.customers.female',
};

export const customersConfig: ResourceWebConfig<typeof customersResource> = {
  resource: customersResource,
  routes: { list: '/customer/list', create: '/customer/create', detail: (id) => `/customer/${id}`, view: (id) => `/customer/view/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', label: 'label.customers.name', sort: 'name', grow: 2, minWidth: 170, render: (c) => fullName(c) },
    { key: 'contact.email', grow: 2, minWidth: 180 },
    { key: 'address.city', minWidth: 100 },
    { key: 'address.country', label: 'label.customers.country', minWidth: 64, grow: 0.4 },
    { key: 'customerType', label: 'label.customers.type', format: 'enum', minWidth: 80, grow: 0.6 },
    { key: 'masterData.birthday', sort: 'birthday', format: 'date', minWidth: 100 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  filters: ['customerType', 'address.country', 'masterData.nationality', 'masterData.gender', 'groupId', 'agencyId'],
  choices: { customerType: CUSTOMER_TYPES },
  refs: {
    groupId: { resource: customerGroupsResource },
    agencyId: { resource: agenciesResource },
    'address.country': WORLD_COUNTRY_REF,
    'masterData.nationality': WORLD_COUNTRY_REF,
    'passport.nationality': WORLD_COUNTRY_REF,
  },
  labels: {
    masterData: 'label.customers.personalDetails',
    'masterData.firstName': 'label.customers.firstName',
    'masterData.lastName': 'label.customers.lastName',
    'masterData.middleName': 'label.customers.middleName',
    'masterData.title': 'label.customers.title',
    'masterData.gender': 'label.customers.gender',
    'masterData.birthday': 'label.customers.birthday',
    'masterData.nationality': 'label.customers.nationality',
    permanentAge: 'label.customers.fixedAge',
    'contact.email': 'label.customers.eMail',
    'contact.phone': 'label.customers.phone',
    'address.country': 'label.customers.country',
    passport: 'label.customers.passport',
    'passport.nationality': 'label.customers.issuingCountry',
    'passport.number': 'label.customers.passportNumber',
    customerType: 'label.customers.customerType',
    groupId: 'label.customers.customerGroup',
    agencyId: 'label.customers.agency',
  },
  enumLabels: { 'masterData.gender': GENDER_LABELS, customerType: CUSTOMER_TYPE_LABELS },
  hints: {
    permanentAge: 'label.customers.1TheAgeFollowsFromThe',
  },
  sections: [
    {
      title: 'label.customers.person',
      fields: [
        'masterData.title',
        'masterData.firstName',
        'masterData.middleName',
        'masterData.lastName',
        'masterData.gender',
        'masterData.birthday',
        'masterData.nationality',
        'permanentAge',
      ],
    },
    { title: 'label.customers.contact', fields: ['contact.email', 'contact.phone'] },
    { title: 'label.customers.address', fields: ['address.street', 'address.zip', 'address.city', 'address.state', 'address.country'] },
    { title: 'label.customers.passport', fields: ['passport.number', 'passport.nationality'] },
    { title: 'label.customers.assignment', fields: ['customerType', 'groupId', 'agencyId'] },
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
    defaultCustomerType: 'label.customers.customerTypeOfNewMembers',
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
    label: 'label.customers.heading',
    showIn: 'label.customers.shownIn',
    fields: 'label.customers.fields',
    'fields.key': 'label.customers.fieldKey',
    'fields.label': 'label.customers.label',
    'fields.type': 'label.customers.fieldType',
    'fields.required': 'label.customers.required',
    'fields.options': 'label.customers.choices',
  },
  enumLabels: {
    showIn: {
      customer: 'label.customers.customerRecord',
      guestform: 'label.customers.guestForm',
      booking: 'label.customers.booking',
      club: 'label.customers.clubArea',
    },
  },
  hints: {
    'fields.key': 'label.customers.aCustomerFieldPassportNumberOr',
  },
  sections: [
    { title: 'label.customers.group', fields: ['name', 'label', 'description', 'sort', 'showIn', 'active'] },
    { title: 'label.customers.fields', fields: ['fields'] },
  ],
};
