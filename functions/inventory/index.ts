/**
 * The inventory area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { checkRange, roomsOfAsset, roomTypesOfAsset } from './rooms/access';
export { activeCabins, addDays, mayUse, schedulesOverlapping, schedulesWhere, withAvailability } from './tours/schedule-data';
