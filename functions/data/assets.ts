import { resortsResource, vesselsResource } from '../../shared/api/assets';
import { bedTypesResource, roomsResource, roomTypesResource } from '../../shared/api/rooms-resources';
import { schedulesResource, toursResource } from '../../shared/api/tours-resources';
import { bumpAfterImport, forgetRoomsVersions, roomsVersionBumps } from './asset-rooms';
import { repositoryFor } from './repository';

/** The inventory's master data: assets, their rooms and cabins, room and bed types, tours and schedules. */
export const resorts = repositoryFor(resortsResource);
export const vessels = repositoryFor(vesselsResource);
const versioned = { derived: roomsVersionBumps, afterWrite: forgetRoomsVersions, afterImport: bumpAfterImport };
export const rooms = repositoryFor(roomsResource, versioned);
/** A room type's write bumps its asset's rooms version too: a create keeps the room types' names under it. */
export const roomTypes = repositoryFor(roomTypesResource, versioned);
export const bedTypes = repositoryFor(bedTypesResource);
export const tours = repositoryFor(toursResource);
export const schedules = repositoryFor(schedulesResource);
