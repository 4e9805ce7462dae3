import { schedulesResource, toursResource } from '../../../shared/api/tours';
import { DESTINATION_REF, MEDIA_REF, PORT_REF, refColumn, TOUR_REF, VESSEL_REF } from './inventory-refs';
import type { ResourceWebConfig } from './resource-types';

export const toursConfig: ResourceWebConfig = {
  resource: toursResource,
  routes: { list: '/tour/list', create: '/tour/create', detail: (id) => `/tour/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'key', sort: 'key', minWidth: 90 },
    refColumn('vessel', VESSEL_REF),
    { key: 'duration', format: 'number', minWidth: 70, grow: 0.5 },
    // German names of the ports are long (Einschiffungshafen): room for the headers.
    refColumn('embarkPort', PORT_REF, { minWidth: 170 }),
    refColumn('disembarkPort', PORT_REF, { minWidth: 170 }),
    { key: 'isActive', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  refs: {
    vessel: VESSEL_REF,
    embarkPort: PORT_REF,
    disembarkPort: PORT_REF,
    'itinerary.port': PORT_REF,
    'itinerary.destination': DESTINATION_REF,
    images: MEDIA_REF,
  },
  labels: {
    vessel: 'label.inventory.vessel',
    duration: 'label.inventory.duration',
    embarkPort: 'label.inventory.embarkPort',
    disembarkPort: 'label.inventory.disembarkPort',
    itinerary: 'label.inventory.itinerary',
    'itinerary.day': 'label.inventory.day',
    'itinerary.port': 'label.inventory.port',
    'itinerary.destination': 'label.inventory.destination',
    'itinerary.title': 'label.inventory.title',
    isActive: 'label.inventory.active',
    isVisible: 'label.inventory.onlineBooking',
  },
  hints: { 'itinerary.day': 'label.inventory.dayHint', images: 'label.inventory.imagesHint' },
  sections: [
    { title: 'label.inventory.general', fields: ['name', 'key', 'vessel', 'duration', 'embarkPort', 'disembarkPort', 'isActive', 'isVisible'] },
    { title: 'label.inventory.itinerary', fields: ['itinerary'] },
    { title: 'label.inventory.descriptionAndImages', fields: ['description', 'images'] },
  ],
};

export const schedulesConfig: ResourceWebConfig = {
  resource: schedulesResource,
  routes: { list: '/schedule', create: '/schedules/create', detail: (id) => `/schedule/${id}` },
  defaultSort: { sort: 'from', order: 'asc' },
  columns: [
    { key: 'from', sort: 'from', format: 'date', minWidth: 110 },
    { key: 'to', format: 'date', minWidth: 110 },
    refColumn('tour', TOUR_REF, { sort: 'tour', grow: 2, minWidth: 180 }),
    refColumn('vessel', VESSEL_REF, { sort: 'vessel' }),
    refColumn('embarkPort', PORT_REF, { minWidth: 170 }),
    { key: 'status', format: 'enum', minWidth: 90 },
  ],
  filters: ['tour', 'vessel', 'status', 'from', 'to'],
  refs: { tour: TOUR_REF, vessel: VESSEL_REF, embarkPort: PORT_REF, disembarkPort: PORT_REF },
  labels: {
    tour: 'label.inventory.tour',
    vessel: 'label.inventory.vessel',
    from: 'label.inventory.start',
    to: 'label.inventory.end',
    embarkPort: 'label.inventory.embarkPort',
    disembarkPort: 'label.inventory.disembarkPort',
    isVisible: 'label.inventory.onlineBooking',
    note: 'label.inventory.note',
  },
  enumLabels: {
    status: { active: 'label.inventory.statusActive', inactive: 'label.inventory.statusInactive', cancelled: 'label.inventory.statusCancelled' },
  },
  sections: [
    { title: 'label.inventory.general', fields: ['tour', 'vessel', 'status', 'isVisible'] },
    { title: 'label.inventory.dates', fields: ['from', 'to', 'embarkPort', 'disembarkPort'] },
    { title: 'label.inventory.note', fields: ['note'] },
  ],
};
