/**
 * English texts of the pricing engine's explanations (shared/domain/pricing/engine/explain.ts): every calculation
 * line, commission, milestone and problem names the key and its values; the web renders them by key. Merged into ./en.
 */
export const enPricingLabels = {
  'pricing.line.nightAdult': '{definition}, {roomType}{variant}, {pax} guests, adult: {count} nights × {price}',
  'pricing.line.nightChild': '{definition}, {roomType}{variant}, {pax} guests, child aged {age}: {count} nights × {price}',
  'pricing.line.nightChildAsAdult': '{definition}, {roomType}{variant}, {pax} guests, child aged {age} at the adult price: {count} nights × {price}',
  'pricing.line.nightRoom': '{definition}, {roomType}{variant}, room for {pax} guests: {count} nights × {price}',
  'pricing.line.nightBase': '{definition}, base price, {roomType}: {count} nights × {price}',
  'pricing.line.tripAdult': '{definition}, {roomType}{variant}, {pax} guests, adult: trip {from} to {to} × {price}',
  'pricing.line.tripChild': '{definition}, {roomType}{variant}, {pax} guests, child aged {age}: trip {from} to {to} × {price}',
  'pricing.line.tripChildAsAdult': '{definition}, {roomType}{variant}, {pax} guests, child aged {age} at the adult price: trip {from} to {to} × {price}',
  'pricing.line.tripCabin': '{definition}, {roomType}{variant}, cabin for {pax} guests: trip {from} to {to} × {price}',
  'pricing.line.tripBase': '{definition}, base price, {roomType}: trip {from} to {to} × {price}',
  'pricing.line.supplement': '{name} ({rule}): {count} × {price}',
  'pricing.line.supplementChild': '{name} ({rule}), children: {count} × {price}',
  'pricing.line.supplementQuantity': '{name}, quantity chosen: {count} × {price}',
  'pricing.commission.special': 'Commission {percent} percent ({mode}) from the special {name}, of {base}: {amount}',
  'pricing.commission.scheme': 'Commission {percent} percent ({mode}) from the scheme {name}, of {base}: {amount}',
  'pricing.commission.agency': 'Commission {percent} percent ({mode}) of the agency, of {base}: {amount}',
  'pricing.milestone.percent': '{reason}: {percent} percent of {base}, {amount}, due {due}',
  'pricing.milestone.value': '{reason}: {amount}, due {due}',
  'pricing.milestone.rest': '{reason}: the rest, {amount}, due {due}',
  'pricing.milestone.single': 'The full amount, {amount}, due on the booking date {due}',
  'pricing.problem.unpricedNight': 'Night {night}: no price for room {room} ({roomType}{variant}, {pax} guests)',
  'pricing.problem.noNights': 'The stay from {from} to {to} has no night',
  'pricing.problem.noDefinition': 'Night {night}: no active season of the resort covers it',
  'pricing.problem.noTripPrice': 'No trip price of the vessel covers the departure on {date}',
  'pricing.problem.unpricedTrip': 'Trip {from} to {to}: no price for cabin {room} ({roomType}{variant}, {pax} guests)',
  'pricing.problem.supplementUnavailable': 'The supplement {id} is not offered with this booking',
  'pricing.problem.currency': 'No exchange rate for {currency}',
  'pricing.special.notChecked': 'The special {name} was not checked',
} as const;
