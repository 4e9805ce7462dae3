/**
 * English words of a price line as the GUEST reads it (the online booking's price box, hold and confirmation:
 * shared/i18n/price-lines.ts `guestLineText`): the room or cabin type, the nights or the trip, the guests — never the
 * operator's price list or "base price". One key beside each engine line key `pricing.line.*`; apart from
 * labels-pricing so the Lambdas that render staff lines (documents, pricing) do not carry them. Merged into ./en.
 */
export const enGuestPriceLabels = {
  'pricing.guestLine.nightAdult':
    '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, per adult: {count, plural, one {# night} other {# nights}} × {price}',
  'pricing.guestLine.nightChild':
    '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, per child aged {age}: {count, plural, one {# night} other {# nights}} × {price}',
  'pricing.guestLine.nightChildAsAdult':
    '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, child aged {age} at the adult price: {count, plural, one {# night} other {# nights}} × {price}',
  'pricing.guestLine.nightRoom':
    '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}: {count, plural, one {# night} other {# nights}} × {price}',
  'pricing.guestLine.nightBase': '{roomType}: {count, plural, one {# night} other {# nights}} × {price}',
  'pricing.guestLine.tripAdult': '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, per adult: trip {from} – {to}',
  'pricing.guestLine.tripChild': '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, per child aged {age}: trip {from} – {to}',
  'pricing.guestLine.tripChildAsAdult':
    '{roomType}{variant} for {pax, plural, one {# guest} other {# guests}}, child aged {age} at the adult price: trip {from} – {to}',
  'pricing.guestLine.tripCabin': '{roomType}{variant}, the cabin for {pax, plural, one {# guest} other {# guests}}: trip {from} – {to}',
  'pricing.guestLine.tripBase': '{roomType}: trip {from} – {to}',
  'pricing.guestLine.charter': 'Full charter{variant} for {guests, plural, one {# guest} other {# guests}}: trip {from} – {to}',
  'pricing.guestLine.charterBase': 'Full charter for {guests, plural, one {# guest} other {# guests}}: trip {from} – {to}',
};
