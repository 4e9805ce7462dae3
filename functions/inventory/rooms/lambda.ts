import { bedTypesResource, roomsResource, roomTypesResource } from '../../../shared/api/rooms';
import { bedTypes, rooms, roomTypes } from '../../data/assets';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { arrivalDepartureActions } from './arrival-departure';
import { availabilityActions } from './availability';
import { blockerActions } from './blockers';
import { bedTypeOptions, roomOptions, roomTypeOptions } from './master-data';

/** Rooms and cabins, room types and bed types; their availability, blockers, arrivals and departures. */
export const handler = resourceHandler('rooms', [
  ...resourceActions(roomsResource, rooms, roomOptions),
  ...resourceActions(roomTypesResource, roomTypes, roomTypeOptions),
  ...resourceActions(bedTypesResource, bedTypes, bedTypeOptions),
  ...availabilityActions,
  ...blockerActions,
  ...arrivalDepartureActions,
]);
