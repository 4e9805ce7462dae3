import { CHANNEL_NAMES as CHANNEL_WORDS } from '../../../shared/i18n/price-lines';
import type { Label } from './resource-types';

/** Readable names of the special's domain codes (spec 2 section 3); the codes themselves stay in the data and the API. */
type Names = Readonly<Record<string, Label>>;

export const DISCOUNT_TYPE_NAMES: Names = {
  PerCent: 'label.specialLabels.percent',
  Absolute: 'label.specialLabels.fixedAmount',
  AbsoluteNights: 'label.specialLabels.fixedAmountPerNight',
  FOC: 'label.specialLabels.freeOfChargeNights',
  FOCUnit: 'label.specialLabels.freeOfChargeUnits',
  Lowest: 'label.specialLabels.lowestPrice',
  FixUnit: 'label.specialLabels.fixedPricePerUnit',
  Fix: 'label.specialLabels.fixedPrice',
};

export const PRICE_EFFECT_NAMES: Names = {
  ChangeFullBookingPrice: 'label.specialLabels.fullBookingPrice',
  ChangeRoomPrice: 'label.specialLabels.roomOrCabinPrice',
  ChangeRoomPriceDiscountable: 'label.specialLabels.discountableRoomPrice',
  ChangeRoomPriceBeforeCommission: 'label.specialLabels.roomPriceBeforeCommission',
  ChangeCommissionablePrice: 'label.specialLabels.commissionablePrice',
  ChangeProductPrice: 'label.specialLabels.productPrice',
  ChangeExternalPrice: 'label.specialLabels.externalServicePrice',
  ChangeAddonPrice: 'label.specialLabels.addOnPrice',
  ChangeProductCategoryPrice: 'label.specialLabels.productCategoryPrice',
};

export const CONDITION_NAMES: Names = {
  NoOfPax: 'label.specialLabels.numberOfGuests',
  NoOfPaxOnTrip: 'label.specialLabels.guestsOnTheTrip',
  NoOfPaxInDoubleRoom: 'label.specialLabels.guestsInADoubleRoom',
  Date: 'label.specialLabels.travelDate',
  DepartureDay: 'label.specialLabels.departureDay',
  DaysBeforeTravelDate: 'label.specialLabels.daysBeforeTravel',
  BookingDate: 'label.specialLabels.bookingDate',
  Bookings: 'label.specialLabels.bookings',
  Resort: 'label.specialLabels.resort',
  Vessel: 'label.specialLabels.vessel',
  CustomerType: 'label.specialLabels.customerType',
  Itineraries: 'label.specialLabels.itineraries',
  Agencies: 'label.specialLabels.agencies',
  BookingSource: 'label.specialLabels.bookingSource',
  Nights: 'label.specialLabels.nights',
  Customers: 'label.specialLabels.customers',
  Schedules: 'label.specialLabels.schedules',
  SpecialsGroup: 'label.specialLabels.specialGroup',
  Age: 'label.specialLabels.age',
  PassportCountry: 'label.specialLabels.passportCountry',
  AddressCountry: 'label.specialLabels.countryOfResidence',
  DayInWeek: 'label.specialLabels.dayOfTheWeek',
  RoomType: 'label.specialLabels.roomType',
  LastStay: 'label.specialLabels.lastStay',
  NoOfStays: 'label.specialLabels.numberOfStays',
  StayRevenue: 'label.specialLabels.revenueOfStays',
};

export const OPERATOR_NAMES: Names = {
  GreaterThan: 'label.specialLabels.greaterThan',
  LessThanEquals: 'label.specialLabels.atMost',
  GreaterThanEquals: 'label.specialLabels.atLeast',
  LessThan: 'label.specialLabels.lessThan',
  IsIn: 'label.specialLabels.isOneOf',
  IsNotIn: 'label.specialLabels.isNoneOf',
  Equals: 'label.specialLabels.equals',
};

export const CHANNEL_NAMES: Names = CHANNEL_WORDS;

export const RULE_SCOPE_NAMES: Names = {
  Booking: 'label.specialLabels.perBooking',
  Person: 'label.specialLabels.perPerson',
  Bed: 'label.specialLabels.perBed',
};

export const LINE_TYPE_NAMES: Names = {
  cost: 'label.specialLabels.costs',
  room_cost: 'label.specialLabels.roomCosts',
  text: 'label.specialLabels.text',
  tour: 'label.specialLabels.tour',
  addon: 'label.specialLabels.addOn',
  deposit: 'label.specialLabels.deposit',
  rest: 'label.specialLabels.balance',
  special: 'label.specialLabels.special',
  product: 'label.specialLabels.product',
  discount: 'label.specialLabels.discount',
  payment: 'label.specialLabels.payment',
  external: 'label.specialLabels.externalService',
  option: 'label.specialLabels.option',
};
