import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { SCHEDULE_STATUSES, ZSchedule } from '../domain/inventory/schedule';
import { ZTour } from '../domain/inventory/tour';

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

const ZDate = z.iso.date();
const id = z.object({ id: ZId });

/** A schedule as the booking screens list it: with its tour's name and the trip's free inventory. */
export const ZScheduleAvailability = schedulesResource.item.extend({
  tourName: z.string(),
  vesselName: z.string(),
  nights: z.number().int(),
  totalBeds: z.number().int(),
  freeBeds: z.number().int(),
  freeCabins: z.number().int(),
});

export const tourExtraEndpoints = {
  booking: endpoint({
    id: 'tours.booking',
    method: 'GET',
    path: '/api/tours/booking',
    resource: 'tours',
    scopes: [...toursResource.scopes.read, 'agencies.self'],
    tags: ['tours'],
    summary:
      'Active tours for booking with their coming active schedules: new (created in the last 30 days only), available (schedules with free beds only), ' +
      'short (id, name, vessel and the schedule dates only), filter (text in name or key)',
    input: {
      query: z.strictObject({
        new: z.stringbool().optional(),
        available: z.stringbool().optional(),
        short: z.stringbool().optional(),
        filter: z.string().max(200).optional(),
      }),
    },
    output: z.object({
      // short: id, name, vessel and the schedules' id, from and to only; otherwise the tour and its schedules in full (ZScheduleAvailability).
      data: z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          vessel: z.string(),
          schedules: z.array(z.looseObject({ id: z.string(), from: ZDate, to: ZDate })),
        }),
      ),
    }),
  }),
  byDate: endpoint({
    id: 'tours.byDate',
    method: 'GET',
    path: '/api/tours/date/{from}/{to}',
    resource: 'tours',
    scopes: toursResource.scopes.read,
    tags: ['tours'],
    summary: 'The active schedules that overlap from..to (optionally of one vessel), in date order, with free inventory',
    input: { params: z.object({ from: ZDate, to: ZDate }), query: z.strictObject({ vessel: ZId.optional() }) },
    output: z.object({ data: z.array(ZScheduleAvailability) }),
  }),
  icsLink: endpoint({
    id: 'tours.icsLink',
    method: 'GET',
    path: '/api/tours/ics/link',
    resource: 'calendar',
    scopes: toursResource.scopes.read,
    tags: ['tours'],
    summary: 'A signed subscription address of the iCalendar feed (optionally of one vessel), for a calendar app',
    input: { query: z.strictObject({ vessel: ZId.optional() }) },
    output: z.object({ url: z.string() }),
  }),
  ics: endpoint({
    id: 'tours.ics',
    method: 'GET',
    path: '/api/tours/ics',
    resource: 'calendar',
    scopes: [],
    public: true,
    tags: ['tours'],
    summary: 'The iCalendar feed (RFC 5545) of the active schedules, one event per departure; the signed token of tours/ics/link is the access',
    input: { query: z.strictObject({ token: z.string().min(10).max(2000) }) },
    output: z.string(),
    produces: 'text/calendar; charset=utf-8',
  }),
};

export const scheduleExtraEndpoints = {
  copy: endpoint({
    id: 'schedules.copyYear',
    method: 'POST',
    path: '/api/schedules/copy/{from}/{to}',
    resource: 'tours',
    scopes: schedulesResource.scopes.create,
    tags: ['schedules'],
    summary:
      'Copies the schedules starting from..to (optionally of one vessel: asset) `addyear` years on (1 to 5), each onto the same weekday nearest the date; ' +
      'a copy that would overlap a schedule of the same vessel is skipped and reported',
    input: {
      params: z.object({ from: ZDate, to: ZDate }),
      body: z.strictObject({ asset: ZId.optional(), addyear: z.number().int().min(1).max(5).default(1) }),
    },
    output: z.object({ data: z.array(schedulesResource.item), skipped: z.array(z.object({ schedule: z.string(), reason: z.string() })) }),
    idempotent: true,
  }),
  booking: endpoint({
    id: 'schedules.booking',
    method: 'GET',
    path: '/api/schedules/booking',
    resource: 'tours',
    scopes: [...schedulesResource.scopes.read, 'agencies.self'],
    tags: ['schedules'],
    summary: 'Active schedules from today (or from..to) open for booking, optionally of one tour or vessel, with free beds and cabins',
    input: { query: z.strictObject({ from: ZDate.optional(), to: ZDate.optional(), tour: ZId.optional(), vessel: ZId.optional() }) },
    output: z.object({ data: z.array(ZScheduleAvailability) }),
  }),
  info: endpoint({
    id: 'schedules.info',
    method: 'GET',
    path: '/api/schedules/{id}/info',
    resource: 'tours',
    scopes: schedulesResource.scopes.read,
    tags: ['schedules'],
    summary: 'A schedule with its tour, vessel, ports and every cabin with its beds (free, booked with the booking, blocked)',
    input: { params: id },
    output: z.object({
      schedule: ZScheduleAvailability,
      cabins: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          deck: z.string().optional(),
          roomType: z.string(),
          allowSharedRoom: z.boolean(),
          allowMixedGender: z.boolean(),
          freeBeds: z.number().int(),
          beds: z.array(
            z.object({
              bed: z.string(),
              state: z.enum(['free', 'booked', 'blocked']),
              booking: z.string().optional(),
              gender: z.enum(['u', 'm', 'f']).optional(),
            }),
          ),
        }),
      ),
    }),
  }),
  customers: endpoint({
    id: 'schedules.customers',
    method: 'GET',
    path: '/api/schedules/{id}/customers',
    resource: 'tours',
    scopes: schedulesResource.scopes.read,
    tags: ['schedules'],
    summary: "The guests of a schedule's bookings that hold inventory: booking, bookingNo, state, cabin, beds, customer and name",
    input: { params: id },
    output: z.object({
      data: z.array(
        z.object({
          booking: z.string(),
          bookingNo: z.number().int(),
          state: z.string(),
          cabin: z.string(),
          cabinName: z.string(),
          beds: z.array(z.string()),
          noOfPax: z.number().int(),
          customer: z.string().optional(),
          name: z.string().optional(),
        }),
      ),
    }),
  }),
};
