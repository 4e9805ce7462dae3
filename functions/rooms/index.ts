import { bedTypesResource, roomsResource, roomTypesResource } from '../../shared/api/rooms';
import { bedTypes, rooms, roomTypes } from '../data/assets';
import { resourceHandler } from '../lib/http';
import { resourceActions } from '../lib/resource-engine';
import { arrivalDepartureActions } from './arrival-departure';
import { availabilityActions } from './availability';
import { blockerActions } from './blockers';

/** Rooms and cabins, room types and bed types. */
export const handler = resourceHandler('rooms', [
  ...resourceActions(roomsResource, rooms, { idPrefix: 'ro' }),
  ...resourceActions(roomTypesResource, roomTypes, { idPrefix: 'rt' }),
  ...resourceActions(bedTypesResource, bedTypes, { idPrefix: 'bt' }),
  ...availabilityActions,
  ...blockerActions,
  ...arrivalDepartureActions,
]);
