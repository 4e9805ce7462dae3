import type { enGuestPriceLabels } from './labels-price-guest.en';

/** German words of a price line as the guest reads it (./labels-price-guest.en.ts). Merged into ./de. */
export const deGuestPriceLabels: Record<keyof typeof enGuestPriceLabels, string> = {
  'pricing.guestLine.nightAdult':
    '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, je Erwachsene(n): {count, plural, one {# Nacht} other {# Nächte}} × {price}',
  'pricing.guestLine.nightChild':
    '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, je Kind ({age} Jahre): {count, plural, one {# Nacht} other {# Nächte}} × {price}',
  'pricing.guestLine.nightChildAsAdult':
    '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, Kind ({age} Jahre) zum Erwachsenenpreis: {count, plural, one {# Nacht} other {# Nächte}} × {price}',
  'pricing.guestLine.nightRoom':
    '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}: {count, plural, one {# Nacht} other {# Nächte}} × {price}',
  'pricing.guestLine.nightBase': '{roomType}: {count, plural, one {# Nacht} other {# Nächte}} × {price}',
  'pricing.guestLine.tripAdult': '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, je Erwachsene(n): Fahrt {from} – {to}',
  'pricing.guestLine.tripChild': '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, je Kind ({age} Jahre): Fahrt {from} – {to}',
  'pricing.guestLine.tripChildAsAdult':
    '{roomType}{variant} für {pax, plural, one {# Gast} other {# Gäste}}, Kind ({age} Jahre) zum Erwachsenenpreis: Fahrt {from} – {to}',
  'pricing.guestLine.tripCabin': '{roomType}{variant}, die Kabine für {pax, plural, one {# Gast} other {# Gäste}}: Fahrt {from} – {to}',
  'pricing.guestLine.tripBase': '{roomType}: Fahrt {from} – {to}',
  'pricing.guestLine.charter': 'Vollcharter{variant} für {guests, plural, one {# Gast} other {# Gäste}}: Fahrt {from} – {to}',
  'pricing.guestLine.charterBase': 'Vollcharter für {guests, plural, one {# Gast} other {# Gäste}}: Fahrt {from} – {to}',
};
