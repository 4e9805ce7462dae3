import * as z from 'zod';
import { ZBookingRoomCustomer } from '../domain/booking/booking';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * The rooms and persons of a booking (ISSUE-14, spec 2 §7 "Rooms", changeCustomer, removeCustomer, removeRoom,
 * {id}/customers, {id}/cabins), Lambda `bookingactions`. Each change is the lifecycle action `changeRooms`
 * (docs/booking-states.md) through applyBookingChange: a room or bed taken is taken first (409 ROOM_NOT_AVAILABLE,
 * nothing written), one released is given back in the same transaction. Agency users: their agency's bookings.
 */

const tags = ['bookings'];
const resource = 'bookingactions' as const;
const WRITE = ['bookings.update', 'agencies.self'] as const;
const READ = ['bookings.read', 'agencies.self'] as const;
const ZIdParams = z.object({ id: ZId });
const ZRoomParams = z.object({ id: ZId, roomId: ZId });
const ZBed = z.string().min(1).max(20);
const ZPersons = z.array(ZBookingRoomCustomer.extend({ customer: ZId, bed: ZBed.optional() }).strict()).max(30);

const write = (name: string, method: 'POST' | 'DELETE', path: string, summary: string) => ({
  id: `bookingactions.${name}`,
  method,
  path: `/api/bookings/{id}/${path}`,
  resource,
  scopes: WRITE as readonly string[],
  tags,
  summary,
  output: ZBooking,
});

export const ZAddRoom = z.strictObject({
  room: ZId,
  noOfPax: z.number().int().min(1).max(30),
  beds: z.array(ZBed).max(30).optional(),
  variant: z.string().min(1).max(100).optional(),
  customers: ZPersons.optional(),
});
export const ZUpdateRoom = z
  .strictObject({
    noOfPax: z.number().int().min(1).max(30).optional(),
    beds: z.array(ZBed).max(30).optional(),
    variant: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export const ZRoomPersons = z.strictObject({ customers: ZPersons });
/** Replace person `from` by `to` (keeping room, bed, variant; the lead too when `from` is the lead); without `from`, `to` becomes the lead. */
export const ZChangeCustomer = z.strictObject({ from: ZId.optional(), to: ZId });
export const ZRemoveCustomer = z.object({ customer: ZId, room: ZId.optional() });
export const ZRemoveRoom = z.object({ room: ZId });
/** The rooms in their new order (every room once), and optionally per room its persons' new order. */
export const ZSortRooms = z.strictObject({ rooms: z.array(ZId).min(1).max(100), customers: z.record(ZId, z.array(ZId).max(30)).optional() });

export const ZBookingPerson = z.object({
  customer: z.string(),
  name: z.string(),
  lead: z.boolean(),
  room: z.string().optional(),
  roomName: z.string().optional(),
  bed: z.string().optional(),
  variant: z.string().optional(),
  gender: z.string().optional(),
  birthday: z.string().optional(),
  nationality: z.string().optional(),
  email: z.string().optional(),
});
export type BookingPerson = z.infer<typeof ZBookingPerson>;

export const ZCabinBed = z.object({
  bed: z.string(),
  name: z.string().optional(),
  /** free, held by this booking (`own`), by another booking or a blocker (`taken`). */
  status: z.enum(['free', 'own', 'taken']),
  customer: z.string().optional(),
});
export const ZBookingCabins = z.object({
  schedule: z.string(),
  cabins: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      allowSharedRoom: z.boolean(),
      allowMixedGender: z.boolean(),
      inBooking: z.boolean(),
      locked: z.boolean(),
      beds: z.array(ZCabinBed),
    }),
  ),
});
export type BookingCabins = z.infer<typeof ZBookingCabins>;

export const bookingRoomEndpoints = {
  addRoom: endpoint({
    ...write(
      'addRoom',
      'POST',
      'rooms',
      'Adds a room (stay) or cabin (trip) with its persons; its nights or beds are taken in the same transaction or nothing changes',
    ),
    input: { params: ZIdParams, body: ZAddRoom },
  }),
  updateRoom: endpoint({
    ...write('updateRoom', 'POST', 'rooms/{roomId}', 'Changes a room line: number of persons, beds (trip), variant; beds or capacity taken first'),
    input: { params: ZRoomParams, body: ZUpdateRoom },
  }),
  roomCustomers: endpoint({
    ...write('roomCustomers', 'POST', 'rooms/{roomId}/customers', 'Sets the persons of a room and (trip) the bed each sleeps in; new beds taken first'),
    input: { params: ZRoomParams, body: ZRoomPersons },
  }),
  changeCustomer: endpoint({
    ...write('changeCustomer', 'POST', 'changeCustomer', 'Replaces a person by another customer (room, bed, variant kept), or sets the lead customer'),
    input: { params: ZIdParams, body: ZChangeCustomer },
  }),
  removeCustomer: endpoint({
    ...write(
      'removeCustomer',
      'DELETE',
      'removeCustomer',
      'Removes a person from its room (query room: from that room only); the lead passes to the next person',
    ),
    input: { params: ZIdParams, query: ZRemoveCustomer },
  }),
  removeRoom: endpoint({
    ...write(
      'removeRoom',
      'DELETE',
      'removeRoom',
      'Removes a room and its persons from the booking, giving its nights or beds back; the last room stays (cancel instead)',
    ),
    input: { params: ZIdParams, query: ZRemoveRoom },
  }),
  sort: endpoint({
    ...write('sort', 'POST', 'sort', 'Orders the rooms (and the persons of each room) of the booking'),
    input: { params: ZIdParams, body: ZSortRooms },
  }),
  customers: endpoint({
    id: 'bookingactions.customers',
    method: 'GET',
    path: '/api/bookings/{id}/customers',
    resource,
    scopes: READ,
    tags,
    summary: "The booking's persons with their room, bed, variant and customer data (the lead first)",
    input: { params: ZIdParams },
    output: z.object({ data: z.array(ZBookingPerson) }),
  }),
  cabins: endpoint({
    id: 'bookingactions.cabins',
    method: 'GET',
    path: '/api/bookings/{id}/cabins',
    resource,
    scopes: READ,
    tags,
    summary: "A trip booking's schedule: every cabin of the vessel with its beds, free, this booking's (and who sleeps there) or taken",
    input: { params: ZIdParams },
    output: ZBookingCabins,
  }),
};
