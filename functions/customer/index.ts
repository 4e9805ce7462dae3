/**
 * The customer area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { refreshBookingStays } from './customers/service';
