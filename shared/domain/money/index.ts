/** Money: integer minor units on dinero.js, half-up rounding, allocation without lost cents, the API's amount schema. */
export * from './money';
export * from './schema';
