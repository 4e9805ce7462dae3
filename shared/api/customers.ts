import { defineResource } from './resource';
import { fullName, GENDERS, ZCustomer } from '../domain/customer/customer';

export const customersResource = defineResource({
  name: 'customers',
  owner: 'customers',
  entityType: 'CUSTOMER',
  schema: ZCustomer,
  scopes: { read: ['customers.read'], create: ['customers.create'], update: ['customers.update'], delete: ['customers.update'] },
  // Spec 1: /customer/view/:id and /customer/:id are open to customers.self (a club member's own record).
  self: { scope: 'customers.self', field: 'customerId', locked: ['permanentAge', 'customerType', 'groupId', 'agencyId'] },
  sorts: {
    name: (c) => `${c.masterData.lastName} ${c.masterData.firstName}`,
    updatedAt: (c) => c.updatedAt,
    // Month and day: the list in birthday order, and GET /api/customers/birthday/{arg} reads ranges of it.
    birthday: (c) => c.masterData.birthday?.slice(5) ?? '',
  },
  searchText: (c) => `${fullName(c)} ${c.contact.email ?? ''} ${c.contact.phone ?? ''} ${c.address.city ?? ''}`,
  filters: {
    customerType: { type: 'string', label: 'customerType' },
    'masterData.gender': { type: 'string', values: GENDERS, label: 'gender' },
    'masterData.nationality': { type: 'string', label: 'nationality' },
    'address.country': { type: 'string', label: 'country' },
    agencyId: { type: 'string', label: 'agency' },
    groupId: { type: 'string', label: 'group' },
  },
  csv: [
    { key: 'id', header: 'id', value: (c) => c.id },
    { key: 'lastName', header: 'lastName', value: (c) => c.masterData.lastName },
    { key: 'firstName', header: 'firstName', value: (c) => c.masterData.firstName },
    { key: 'gender', header: 'gender', value: (c) => c.masterData.gender },
    { key: 'birthday', header: 'birthday', value: (c) => c.masterData.birthday },
    { key: 'nationality', header: 'nationality', value: (c) => c.masterData.nationality },
    { key: 'email', header: 'email', value: (c) => c.contact.email },
    { key: 'phone', header: 'phone', value: (c) => c.contact.phone },
    { key: 'street', header: 'street', value: (c) => c.address.street },
    { key: 'zip', header: 'zip', value: (c) => c.address.zip },
    { key: 'city', header: 'city', value: (c) => c.address.city },
    { key: 'country', header: 'country', value: (c) => c.address.country },
    { key: 'customerType', header: 'customerType', value: (c) => c.customerType },
  ],
  copy: (c) => ({ ...c, masterData: { ...c.masterData, lastName: `${c.masterData.lastName} (copy)` }, contact: { ...c.contact, email: undefined } }),
  title: (c) => fullName(c),
  sample: (n) => ({
    masterData: { firstName: 'Erika', lastName: `Mustermann ${n}` },
    contact: { email: `erika${n}@example.com` },
    address: { city: 'Köln', country: 'DE' },
  }),
});
