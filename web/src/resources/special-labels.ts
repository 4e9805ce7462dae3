import type { Localized } from './resource-types';

/** Readable names of the special's domain codes (spec 2 section 3); the codes themselves stay in the data and the API. */
type Names = Readonly<Record<string, Localized>>;

export const DISCOUNT_TYPE_NAMES: Names = {
  PerCent: { de: 'Prozent', en: 'Percent' },
  Absolute: { de: 'Fester Betrag', en: 'Fixed amount' },
  AbsoluteNights: { de: 'Fester Betrag je Nacht', en: 'Fixed amount per night' },
  FOC: { de: 'Kostenlos (Nächte)', en: 'Free of charge (nights)' },
  FOCUnit: { de: 'Kostenlos (Einheiten)', en: 'Free of charge (units)' },
  Lowest: { de: 'Günstigster Preis', en: 'Lowest price' },
  FixUnit: { de: 'Festpreis je Einheit', en: 'Fixed price per unit' },
  Fix: { de: 'Festpreis', en: 'Fixed price' },
};

export const PRICE_EFFECT_NAMES: Names = {
  ChangeFullBookingPrice: { de: 'Gesamtpreis der Buchung', en: 'Full booking price' },
  ChangeRoomPrice: { de: 'Zimmer-/Kabinenpreis', en: 'Room or cabin price' },
  ChangeRoomPriceDiscountable: { de: 'Rabattfähiger Zimmerpreis', en: 'Discountable room price' },
  ChangeRoomPriceBeforeCommission: { de: 'Zimmerpreis vor Provision', en: 'Room price before commission' },
  ChangeCommissionablePrice: { de: 'Provisionsfähiger Preis', en: 'Commissionable price' },
  ChangeProductPrice: { de: 'Produktpreis', en: 'Product price' },
  ChangeExternalPrice: { de: 'Fremdleistung', en: 'External service price' },
  ChangeAddonPrice: { de: 'Zusatzleistung', en: 'Add-on price' },
  ChangeProductCategoryPrice: { de: 'Preis der Produktkategorie', en: 'Product category price' },
};

export const CONDITION_NAMES: Names = {
  NoOfPax: { de: 'Anzahl Personen', en: 'Number of guests' },
  NoOfPaxOnTrip: { de: 'Personen auf der Tour', en: 'Guests on the trip' },
  NoOfPaxInDoubleRoom: { de: 'Personen im Doppelzimmer', en: 'Guests in a double room' },
  Date: { de: 'Reisedatum', en: 'Travel date' },
  DepartureDay: { de: 'Abreisetag', en: 'Departure day' },
  DaysBeforeTravelDate: { de: 'Tage vor Reisebeginn', en: 'Days before travel' },
  BookingDate: { de: 'Buchungsdatum', en: 'Booking date' },
  Bookings: { de: 'Buchungen', en: 'Bookings' },
  Resort: { de: 'Resort', en: 'Resort' },
  Vessel: { de: 'Schiff', en: 'Vessel' },
  CustomerType: { de: 'Kundentyp', en: 'Customer type' },
  Itineraries: { de: 'Routen', en: 'Itineraries' },
  Agencies: { de: 'Agenturen', en: 'Agencies' },
  BookingSource: { de: 'Buchungsquelle', en: 'Booking source' },
  Nights: { de: 'Nächte', en: 'Nights' },
  Customers: { de: 'Kunden', en: 'Customers' },
  Schedules: { de: 'Termine', en: 'Schedules' },
  SpecialsGroup: { de: 'Special-Gruppe', en: 'Special group' },
  Age: { de: 'Alter', en: 'Age' },
  PassportCountry: { de: 'Passland', en: 'Passport country' },
  AddressCountry: { de: 'Wohnland', en: 'Country of residence' },
  DayInWeek: { de: 'Wochentag', en: 'Day of the week' },
  RoomType: { de: 'Zimmertyp', en: 'Room type' },
  LastStay: { de: 'Letzter Aufenthalt', en: 'Last stay' },
  NoOfStays: { de: 'Anzahl Aufenthalte', en: 'Number of stays' },
  StayRevenue: { de: 'Umsatz der Aufenthalte', en: 'Revenue of stays' },
};

export const OPERATOR_NAMES: Names = {
  GreaterThan: { de: 'größer als', en: 'greater than' },
  LessThanEquals: { de: 'kleiner oder gleich', en: 'at most' },
  GreaterThanEquals: { de: 'größer oder gleich', en: 'at least' },
  LessThan: { de: 'kleiner als', en: 'less than' },
  IsIn: { de: 'ist einer von', en: 'is one of' },
  IsNotIn: { de: 'ist keiner von', en: 'is none of' },
  Equals: { de: 'gleich', en: 'equals' },
};

export const CHANNEL_NAMES: Names = {
  Booking: { de: 'Buchung im Büro', en: 'Office booking' },
  AgentDirectBooking: { de: 'Direktbuchung der Agentur', en: 'Agency direct booking' },
  CustomerDirectBooking: { de: 'Online-Buchung des Kunden', en: 'Customer online booking' },
  OTABooking: { de: 'Buchungsportal (OTA)', en: 'Booking portal (OTA)' },
};

export const RULE_SCOPE_NAMES: Names = {
  Booking: { de: 'je Buchung', en: 'per booking' },
  Person: { de: 'je Person', en: 'per person' },
  Bed: { de: 'je Bett', en: 'per bed' },
};

export const LINE_TYPE_NAMES: Names = {
  cost: { de: 'Kosten', en: 'Costs' },
  room_cost: { de: 'Zimmerkosten', en: 'Room costs' },
  text: { de: 'Text', en: 'Text' },
  tour: { de: 'Tour', en: 'Tour' },
  addon: { de: 'Zusatzleistung', en: 'Add-on' },
  deposit: { de: 'Anzahlung', en: 'Deposit' },
  rest: { de: 'Restzahlung', en: 'Balance' },
  special: { de: 'Special', en: 'Special' },
  product: { de: 'Produkt', en: 'Product' },
  discount: { de: 'Rabatt', en: 'Discount' },
  payment: { de: 'Zahlung', en: 'Payment' },
  external: { de: 'Fremdleistung', en: 'External service' },
  option: { de: 'Option', en: 'Option' },
};
