/**
 * The ISO 4217 currencies whose minor unit is not 2 decimals, with their decimals: exactly the exponents of
 * dinero.js's currency table that differ from 2 (iso-decimals.test.ts compares them). Every other code has 2, as
 * does a code ISO does not know, so this short list stands in for the whole table (7.5 KB of every Lambda
 * that computes money; docs/decisions.md, "Lambda bundles").
 */
export const ISO_DECIMALS_OTHER_THAN_2: ReadonlyMap<string, number> = new Map([
  ['BHD', 3],
  ['BIF', 0],
  ['CLF', 4],
  ['CLP', 0],
  ['DJF', 0],
  ['GNF', 0],
  ['IQD', 3],
  ['ISK', 0],
  ['JOD', 3],
  ['JPY', 0],
  ['KMF', 0],
  ['KRW', 0],
  ['KWD', 3],
  ['LYD', 3],
  ['MGA', 1],
  ['MRU', 1],
  ['OMR', 3],
  ['PYG', 0],
  ['RWF', 0],
  ['TND', 3],
  ['UGX', 0],
  ['UYI', 0],
  ['UYW', 4],
  ['VND', 0],
  ['VUV', 0],
  ['XAF', 0],
  ['XOF', 0],
  ['XPF', 0],
]);
