import { defineResource } from './resource';
import { SCHEDULE_STATUSES, ZSchedule } from '../domain/inventory/schedule';
import { ZTour } from '../domain/inventory/tour';

/* The resources of tours.ts, apart from its extra endpoints (tours.ts re-exports them): the Lambdas that only read tours and schedules carry only this module. */

/** Tours (/tour/*): the trips a vessel sails. */
export const toursResource = defineResource({
  name: 'tours',
  owner: 'tours',
  entityType: 'TOUR',
  schema: ZTour,
  scopes: {
    read: ['tours.read', 'schedules.read', 'bookings.read', 'bookings.create'],
    create: ['tours.create'],
    update: ['tours.update'],
    delete: ['tours.update'],
  },
  sorts: { name: (t) => t.name, key: (t) => t.key, updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.name} ${t.key} ${Object.values(t.description).join(' ')}`,
  filters: { vessel: { type: 'string', label: 'vessel' }, isActive: { type: 'boolean', label: 'isActive' }, duration: { type: 'number', label: 'duration' } },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'name', header: 'name', value: (t) => t.name },
    { key: 'key', header: 'key', value: (t) => t.key },
    { key: 'vessel', header: 'vessel', value: (t) => t.vessel },
    { key: 'duration', header: 'duration', value: (t) => t.duration },
    { key: 'embarkPort', header: 'embarkPort', value: (t) => t.embarkPort },
    { key: 'disembarkPort', header: 'disembarkPort', value: (t) => t.disembarkPort },
    { key: 'isActive', header: 'isActive', value: (t) => t.isActive },
  ],
  copy: (t) => ({ ...t, name: `${t.name} (copy)`.slice(0, 200), key: `${t.key}-C`.slice(0, 20) }),
  title: (t) => t.name,
  sample: (n) => ({ name: `Komodo North ${n}`, key: `KN${n}`, vessel: 'vs-sample', duration: 7, embarkPort: 'po-sample', disembarkPort: 'po-sample' }),
});

/** Schedules: the dated departures of a tour; the date order is the default. */
export const schedulesResource = defineResource({
  name: 'schedules',
  owner: 'tours',
  entityType: 'SCHEDULE',
  schema: ZSchedule,
  scopes: {
    read: ['schedules.read', 'tours.read', 'bookings.read', 'bookings.create'],
    create: ['schedules.create'],
    update: ['schedules.update'],
    delete: ['schedules.update'],
  },
  sorts: { from: (s) => `${s.from} ${s.vessel}`, tour: (s) => `${s.tour} ${s.from}`, vessel: (s) => `${s.vessel} ${s.from}` },
  searchText: (s) => `${s.from} ${s.to} ${Object.values(s.note).join(' ')}`,
  filters: {
    tour: { type: 'string', label: 'tour' },
    vessel: { type: 'string', label: 'vessel' },
    status: { type: 'string', values: SCHEDULE_STATUSES, label: 'status' },
    from: { type: 'string', label: 'from' },
    to: { type: 'string', label: 'to' },
  },
  csv: [
    { key: 'id', header: 'id', value: (s) => s.id },
    { key: 'tour', header: 'tour', value: (s) => s.tour },
    { key: 'vessel', header: 'vessel', value: (s) => s.vessel },
    { key: 'from', header: 'from', value: (s) => s.from },
    { key: 'to', header: 'to', value: (s) => s.to },
    { key: 'embarkPort', header: 'embarkPort', value: (s) => s.embarkPort },
    { key: 'disembarkPort', header: 'disembarkPort', value: (s) => s.disembarkPort },
    { key: 'status', header: 'status', value: (s) => s.status },
  ],
  // A copied departure starts inactive, so it is not sold before its dates are set.
  copy: (s) => ({ ...s, status: 'inactive' as const }),
  title: (s) => `${s.from} – ${s.to}`,
  // Inactive: samples are created repeatedly on the same dates, and only active schedules may not overlap.
  sample: (n) => ({
    tour: 'tr-sample',
    vessel: 'vs-sample',
    from: '2027-03-06',
    to: '2027-03-13',
    embarkPort: 'po-sample',
    disembarkPort: 'po-sample',
    status: 'inactive' as const,
    note: { en: `Sample departure ${n}` },
  }),
});
