/** Booking states, spec 2 section 4 (spelling as there). */
export const BOOKING_STATES = ['draft', 'confirmed', 'planned', 'aborted', 'rebooked', 'resolved', 'deleted', 'freed', 'splitted', 'waiting'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
