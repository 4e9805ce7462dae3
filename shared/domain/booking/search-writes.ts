/**
 * The most search writes of a new booking (functions/data/booking-search.ts): its booking number lookup and the index
 * items of at most BOOKING_SEARCH_WRITES - 1 words of its lead's name. Its own module: the data layer reads it without
 * the create rules' imports.
 */
export const BOOKING_SEARCH_WRITES = 5;
