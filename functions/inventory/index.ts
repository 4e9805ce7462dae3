/**
 * The inventory area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { checkRange, roomsOfAsset } from './rooms/access';
export { addDays, mayUse, schedulesOverlapping, schedulesWhere, withAvailability } from './tours/schedule-data';
