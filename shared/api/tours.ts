import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { schedulesResource, toursResource } from './tours-resources';

export { schedulesResource, toursResource } from './tours-resources';

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
