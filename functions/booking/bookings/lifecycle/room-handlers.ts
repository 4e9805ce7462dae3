import { bookingRoomEndpoints as api } from '../../../../shared/api/booking-rooms';
import { action } from '../../../lib/http';
import { addRoom, changeCustomer, removeCustomer, removeRoom, setRoomCustomers, sortRooms, updateRoom } from './rooms';
import { bookingCabins, bookingPersons } from './rooms-read';

/** The rooms-and-persons calls (shared/api/booking-rooms.ts), one line each over rooms.ts and rooms-read.ts. */
export const roomActions = [
  action(api.addRoom, async ({ principal, params, body }) => addRoom(principal, params.id, body)),
  action(api.updateRoom, async ({ principal, params, body }) => updateRoom(principal, params.id, params.roomId, body)),
  action(api.roomCustomers, async ({ principal, params, body }) => setRoomCustomers(principal, params.id, params.roomId, body.customers)),
  action(api.changeCustomer, async ({ principal, params, body }) => changeCustomer(principal, params.id, body)),
  action(api.removeCustomer, async ({ principal, params, query }) => removeCustomer(principal, params.id, query)),
  action(api.removeRoom, async ({ principal, params, query }) => removeRoom(principal, params.id, query.room)),
  action(api.sort, async ({ principal, params, body }) => sortRooms(principal, params.id, body)),
  action(api.customers, async ({ principal, params }) => bookingPersons(principal, params.id)),
  action(api.cabins, async ({ principal, params }) => bookingCabins(principal, params.id)),
];
