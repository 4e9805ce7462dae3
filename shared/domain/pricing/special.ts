import * as z from 'zod';
import { ZColor, ZDateRange, ZDescription, ZLocalizedText, ZName, ZRef } from '../common';

/** Spec 2 section 3. */
export const SPECIAL_TYPES = ['special', 'AgencyCommission'] as const;
export const SPECIAL_STATES = ['active', 'inactive', 'draft'] as const;
export const SPECIAL_DISCOUNT_TYPES = ['PerCent', 'Absolute', 'AbsoluteNights', 'FOC', 'FOCUnit', 'Lowest', 'FixUnit', 'Fix'] as const;
export const SPECIAL_CONDITIONS = [
  'NoOfPax',
  'NoOfPaxOnTrip',
  'NoOfPaxInDoubleRoom',
  'Date',
  'DepartureDay',
  'DaysBeforeTravelDate',
  'BookingDate',
  'Bookings',
  'Resort',
  'Vessel',
  'CustomerType',
  'Itineraries',
  'Agencies',
  'BookingSource',
  'Nights',
  'Customers',
  'Schedules',
  'SpecialsGroup',
  'Age',
  'PassportCountry',
  'AddressCountry',
  'DayInWeek',
  'RoomType',
  'LastStay',
  'NoOfStays',
  'StayRevenue',
] as const;
export const RULE_OPERATORS = ['GreaterThan', 'LessThanEquals', 'GreaterThanEquals', 'LessThan', 'IsIn', 'IsNotIn', 'Equals'] as const;
export const PRICE_EFFECTS = [
  'ChangeFullBookingPrice',
  'ChangeRoomPrice',
  'ChangeRoomPriceDiscountable',
  'ChangeRoomPriceBeforeCommission',
  'ChangeCommissionablePrice',
  'ChangeProductPrice',
  'ChangeExternalPrice',
  'ChangeAddonPrice',
  'ChangeProductCategoryPrice',
] as const;
export const SPECIAL_CHANNELS = ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'] as const;
export const RULE_SCOPES = ['Booking', 'Person', 'Bed'] as const;
/** Calculation line types a special can be included in (spec 2 section 3, calculation line). */
export const LINE_TYPES = [
  'cost',
  'room_cost',
  'text',
  'tour',
  'addon',
  'deposit',
  'rest',
  'special',
  'product',
  'discount',
  'payment',
  'external',
  'option',
] as const;

export const SPECIAL_CONSTANTS = {
  types: SPECIAL_TYPES,
  states: SPECIAL_STATES,
  discountTypes: SPECIAL_DISCOUNT_TYPES,
  conditions: SPECIAL_CONDITIONS,
  operators: RULE_OPERATORS,
  priceEffects: PRICE_EFFECTS,
  channels: SPECIAL_CHANNELS,
  scopes: RULE_SCOPES,
  lineTypes: LINE_TYPES,
} as const;

const ZConditionValue = z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.union([z.string().max(200), z.number()])).max(200)]);

/** One condition of a special's rule: `NoOfPax GreaterThanEquals 4`, `AddressCountry IsIn [DE, AT]`. */
export const ZRuleCondition = z.strictObject({
  condition: z.enum(SPECIAL_CONDITIONS),
  operator: z.enum(RULE_OPERATORS),
  value: ZConditionValue,
});

/** When a special applies: all conditions must hold; the scope says what is counted. */
export const ZSpecialRule = z.strictObject({
  conditions: z.array(ZRuleCondition).max(30).default([]),
  scope: z.enum(RULE_SCOPES).default('Booking'),
  channels: z.array(z.enum(SPECIAL_CHANNELS)).max(SPECIAL_CHANNELS.length).default([]),
});

/** A special (discount, free of charge, agency commission) with its rule: spec 2 section 3; groupId and sort are designed. */
export const ZSpecial = z.strictObject({
  name: ZName,
  type: z.enum(SPECIAL_TYPES).default('special'),
  dateRange: ZDateRange.optional(),
  status: z.enum(SPECIAL_STATES).default('active'),
  rule: ZSpecialRule.default({ conditions: [], scope: 'Booking', channels: [] }),
  /** The amount of the discount, read as the discount type says (percent, absolute, nights, units). */
  discountValue: z.number().min(-1_000_000).max(1_000_000).default(0),
  discount: z.enum(SPECIAL_DISCOUNT_TYPES).default('PerCent'),
  /** Which price the special changes. */
  reduce: z.enum(PRICE_EFFECTS).default('ChangeFullBookingPrice'),
  replaceMatchingRoomPrice: z.boolean().default(false),
  autoAdd: z.boolean().default(false),
  unique: z.boolean().default(false),
  deletable: z.boolean().default(true),
  editable: z.boolean().default(true),
  description: ZLocalizedText.default({}),
  excludeFromTax: z.boolean().default(false),
  /** Calculation line types the special's amount is counted in. */
  includeIn: z.array(z.enum(LINE_TYPES)).max(LINE_TYPES.length).default([]),
  excludeFromCommission: z.boolean().default(false),
  includeSpecialsWithSameRule: z.boolean().default(false),
  groupId: ZRef.optional(),
  /** Order in which specials are applied, smallest first. */
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type Special = z.infer<typeof ZSpecial>;

/** A group of specials (campaigns, seasons); a rule may refer to a group with SpecialsGroup. */
export const ZSpecialGroup = z.strictObject({
  name: ZName,
  description: ZDescription.optional(),
  color: ZColor.optional(),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type SpecialGroup = z.infer<typeof ZSpecialGroup>;
