/**
 * The pricing area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { priceFor } from './engine/engine';
export { named, namesFor, namesOf } from './engine/names';
export { loadPricingData } from './engine/pricing-data';
export { convertMinor, currencyBook, currencyOf, decimalMoney, rateOf } from './prices/currencies';
