import { formDefinitionsResource } from '../../../shared/api/forms';
import type { ResourceWebConfig } from './resource-types';

/** /formdef: the guest form definitions (issue 24); create and edit are the form editor (pages/forms/). */
export const formDefinitionsConfig: ResourceWebConfig = {
  resource: formDefinitionsResource,
  routes: { list: '/formdef', create: '/formdef/create', detail: (id) => `/formdef/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 200 },
    { key: 'purpose', sort: 'purpose', format: 'enum', minWidth: 120 },
    { key: 'askedPer', format: 'enum', minWidth: 100 },
    { key: 'version', format: 'number', minWidth: 64, grow: 0.4 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
    { key: 'updatedAt', sort: 'updatedAt', format: 'dateTime', minWidth: 140 },
  ],
  labels: {
    purpose: 'label.formDefinitions.purpose',
    askedPer: 'label.formDefinitions.askedPer',
    attach: 'label.formDefinitions.attach',
    title: 'label.formDefinitions.title',
    intro: 'label.formDefinitions.intro',
  },
  // The sections are the form editor's (pages/forms/), not the generic form's.
  hidden: ['sections'],
  enumLabels: {
    purpose: {
      registration: 'label.formDefinitions.registration',
      medical: 'label.formDefinitions.medical',
      waiver: 'label.formDefinitions.waiver',
      rental: 'label.formDefinitions.rental',
      custom: 'label.formDefinitions.custom',
    },
    askedPer: { booking: 'label.formDefinitions.perBooking', guest: 'label.formDefinitions.perGuest' },
    attach: {
      manual: 'label.formDefinitions.attachManual',
      allBookings: 'label.formDefinitions.attachAllBookings',
      trips: 'label.formDefinitions.attachTrips',
      stays: 'label.formDefinitions.attachStays',
    },
  },
};
