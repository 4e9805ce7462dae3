import * as z from 'zod';
import { ZLocalizedText } from '../domain/common';
import { endpoint } from './endpoint';
import { ZGuestKey, ZGuestLink } from './guest-forms';
import { ZId } from './resource';

/**
 * Guest forms, the answers to the customer, the lists and the statistics (issue 24; docs/decisions/forms.md "Answers
 * to the customer, lists and statistics"): spec 2's {id}/syncWithCustomer, customer/{customer}/{booking}, self, rooms
 * and statistics. their own Lambda `guestform-sync` (functions/forms/guest/sync-lambda.ts: the `guestforms` Lambda is at its bundle budget).
 */
const read = ['forms.read', 'bookings.update', 'agencies.self'] as const;
const tags = ['guestform'];

export const ZSyncField = z.object({
  /** The form field answered. */
  field: z.string(),
  label: ZLocalizedText,
  /** A customer path (masterData.birthday) or, kind meta, a customer meta key (diving.certificationLevel). */
  target: z.string(),
  kind: z.enum(['customer', 'meta']),
  customerValue: z.string().optional(),
  formValue: z.string(),
  differs: z.boolean(),
});
export type SyncField = z.infer<typeof ZSyncField>;

export const ZSyncDiff = z.object({
  form: z.string(),
  booking: z.string(),
  guest: z.string(),
  state: z.enum(['none', 'draft', 'submitted']),
  /** The guest's customer as read (absent: the guest has none; the sync creates one and links it). */
  customer: z.object({ id: z.string(), name: z.string(), version: z.number().int(), updatedAt: z.string() }).optional(),
  fields: z.array(ZSyncField),
});
export type SyncDiff = z.infer<typeof ZSyncDiff>;

export const ZSyncBody = z.strictObject({
  guest: ZGuestKey,
  /** The targets the staff confirmed (of the diff's fields). */
  fields: z.array(z.string().min(1).max(200)).min(1).max(50),
  /** The customer's version the diff showed: a customer changed since answers 409 and nothing is written. */
  customerVersion: z.number().int().min(1).optional(),
});

export const ZSyncResult = z.object({
  customer: z.string(),
  version: z.number().int(),
  created: z.boolean(),
  written: z.array(z.string()),
});

export const ZFormCounts = z.object({
  bookings: z.number().int(),
  expected: z.number().int(),
  complete: z.number().int(),
  started: z.number().int(),
  missing: z.number().int(),
  physician: z.number().int(),
  /** complete / expected, 0 … 1 (0 when nothing is expected). */
  completionRate: z.number(),
});

export const ZSelfForm = ZGuestLink.extend({
  booking: z.string(),
  bookingNo: z.number().int(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
});

export const ZRoomStanding = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  room: z.string(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  guests: z.number().int(),
  expected: z.number().int(),
  complete: z.number().int(),
  physician: z.number().int(),
});

/** One guest's form on a booking (the lists of /customer/guestform and /crm/guestform). */
export const ZGuestFormListRow = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  type: z.enum(['trip', 'resort']),
  guest: z.string(),
  name: z.string().optional(),
  customer: z.string().optional(),
  form: z.string(),
  formName: z.string(),
  state: z.enum(['none', 'draft', 'submitted']),
  progress: z.enum(['missing', 'started', 'complete']),
  physician: z.boolean(),
});
export type GuestFormListRow = z.infer<typeof ZGuestFormListRow>;

export const guestFormSyncEndpoints = {
  syncDiff: endpoint({
    id: 'guestform.syncDiff',
    method: 'GET',
    path: '/api/guestform/{id}/syncWithCustomer',
    resource: 'guestform-sync',
    scopes: read,
    tags,
    summary:
      "What a guest's answers to a booking's form would write to their customer: per mapped field the customer's value and the form's " +
      '(customer absent: the guest has no customer yet), with the customer version to send back',
    input: { params: z.object({ id: ZId }), query: z.strictObject({ guest: ZGuestKey }) },
    output: ZSyncDiff,
  }),
  sync: endpoint({
    id: 'guestform.syncWithCustomer',
    method: 'POST',
    path: '/api/guestform/{id}/syncWithCustomer',
    resource: 'guestform-sync',
    scopes: ['bookings.update', 'agencies.self'],
    tags,
    summary:
      "Writes the confirmed fields of a submitted form's answers to the guest's customer (a new version with history; needs customers.update), " +
      'or creates the customer from them and links it to the guest (customers.create). A customer changed since the diff: 409, nothing written',
    input: { params: z.object({ id: ZId }), body: ZSyncBody },
    output: ZSyncResult,
  }),
  attachCustomer: endpoint({
    id: 'guestform.attachCustomer',
    method: 'POST',
    path: '/api/guestform/customer/{customer}/{booking}',
    resource: 'guestform-sync',
    scopes: ['bookings.update'],
    tags,
    summary:
      "Makes a customer a guest of a booking's forms: the guest slot already naming them, else the slot `guest` (or the first without a " +
      'customer) gets them. Answers their link and forms; idempotent. A slot naming another customer, or none free: 409',
    input: { params: z.object({ customer: ZId, booking: ZId }), body: z.strictObject({ guest: ZGuestKey.optional() }).default({}) },
    output: ZGuestLink,
  }),
  self: endpoint({
    id: 'guestform.self',
    method: 'GET',
    path: '/api/guestform/self',
    resource: 'guestform-sync',
    scopes: ['customers.self'],
    tags,
    summary:
      "A club member's own guest forms: of their bookings (their stays, the latest 20 departing from 30 days ago on), each slot naming them with its " +
      'link and forms',
    input: {},
    output: z.object({ data: z.array(ZSelfForm) }),
  }),
  rooms: endpoint({
    id: 'guestform.rooms',
    method: 'GET',
    path: '/api/guestform/rooms',
    resource: 'guestform-sync',
    scopes: ['forms.read', 'bookings.update'],
    tags,
    summary:
      "The resort rooms' guest-form standing: per room of the resort bookings checking in from..to (the board's bounded read), its guests and " +
      'forms expected, complete and physician-flagged',
    input: { query: z.strictObject({ from: z.iso.date(), to: z.iso.date(), cursor: z.string().max(2000).optional() }) },
    output: z.object({ data: z.array(ZRoomStanding), next: z.string().optional() }),
  }),
  statistics: endpoint({
    id: 'guestform.statistics',
    method: 'GET',
    path: '/api/guestform/statistics',
    resource: 'guestform-sync',
    scopes: ['forms.read', 'bookings.update'],
    tags,
    summary:
      'Completion of the guest forms of the bookings checking in over the next `days` days from today (negative: the last days up to today): ' +
      'forms expected, complete, started, missing, physician required. At most 500 bookings are read (`partial` then)',
    input: { query: z.strictObject({ days: z.coerce.number().int().min(-366).max(366).default(30) }) },
    output: ZFormCounts.extend({ from: z.string(), to: z.string(), partial: z.boolean() }),
  }),
  list: endpoint({
    id: 'guestform.list',
    method: 'GET',
    path: '/api/guestform/list',
    resource: 'guestform-sync',
    scopes: ['customers.read', 'agencies.self', 'forms.read', 'bookings.update'],
    tags,
    summary:
      "Every guest's form of the bookings checking in from..to, one row each (the board's bounded read; an agency user: its agency's bookings). " +
      '`next` pages on',
    input: { query: z.strictObject({ from: z.iso.date(), to: z.iso.date(), cursor: z.string().max(2000).optional() }) },
    output: z.object({ data: z.array(ZGuestFormListRow), next: z.string().optional() }),
  }),
};
