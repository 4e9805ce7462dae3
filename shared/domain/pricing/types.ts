import type { Money } from '../money';
import type { Special, SpecialGroup } from './special';
import type { LINE_TYPES, SPECIAL_CHANNELS, SPECIAL_CONDITIONS, RULE_OPERATORS } from './special';
import type { PriceDefinition } from './price-definition';
import type { Supplement } from './supplement';
import type { Commission, TermsOfPayment } from './terms';

/**
 * The pricing engine's contract (ISSUE-13): pure functions in shared/domain/pricing/ turn a request (a stay or a
 * trip with its persons) and the operator's price data into calculation lines that explain themselves. No I/O, no
 * clock (the booking date is an input), no float: every amount is Money (integer minor units).
 */

export type LineType = (typeof LINE_TYPES)[number];
/** Spec 2, customer types on a line. */
export const LINE_CUSTOMER_TYPES = ['ForFree', 'OnSite', 'Direct', 'Info', 'None'] as const;
export type LineCustomerType = (typeof LINE_CUSTOMER_TYPES)[number];
export type SpecialChannel = (typeof SPECIAL_CHANNELS)[number];
export type SpecialCondition = (typeof SPECIAL_CONDITIONS)[number];
export type RuleOperator = (typeof RULE_OPERATORS)[number];

type WithId<T> = T & { id: string };

/** A guest of the request. Age: `permanentAge` when 0 or more, else from `birthday` on the first day of travel. */
export interface PricingPerson {
  /** Unique within the request ('p1', or the customer's id). */
  key: string;
  customerId?: string;
  permanentAge?: number;
  birthday?: string;
  gender?: 'u' | 'm' | 'f';
  customerType?: string;
  addressCountry?: string;
  passportCountry?: string;
  /** The guest's history, for LastStay, NoOfStays, StayRevenue and Bookings (earlier stays only). */
  history?: { stays: number; lastStay?: string; revenue: number; bookings: number };
}

/** A room (resort) or cabin (trip) of the request and who sleeps in it. */
export interface PricingRoom {
  room: string;
  roomType: string;
  /** Keys of the persons in this room. */
  persons: string[];
  /** The price variant's id (board, diving package); none: the definitions' prices without a variant. */
  variant?: string;
  /** The room is shared with other bookings (trip): only these persons' beds are priced. */
  shared?: boolean;
}

export interface PricingRequest {
  kind: 'stay' | 'trip';
  resort?: string;
  vessel?: string;
  schedule?: string;
  /** The tour (itinerary) of the schedule. */
  tour?: string;
  /** Stay: check-in and check-out day (the nights are from .. the day before to). Trip: embark and disembark day. */
  from: string;
  to: string;
  rooms: PricingRoom[];
  persons: PricingPerson[];
  /** Optional supplements chosen (mandatory ones are added anyway), with an optional quantity overriding the rule's count. */
  supplements?: { id: string; quantity?: number }[];
  /** Specials added by hand (those without autoAdd); autoAdd specials apply whenever their rule matches. */
  specials?: string[];
  agency?: { id: string; commission: number; groupId?: string };
  channel: SpecialChannel;
  /** The booking's source (BookingSource condition): online, phone, mail, walk-in, an OTA's name. */
  source?: string;
  /** ISO date the booking is made on (DaysBeforeTravelDate, BookingDate, due dates). */
  bookingDate: string;
  /** Currency of the result; none: the first currency of the definition that prices the request. */
  currency?: string;
  /** Dives and dive days (PerDive, PerDiveDay supplements); none: nights, and 3 dives per dive day (spec 2 section 9). */
  diveDays?: number;
  dives?: number;
  /** Guests on the trip already (NoOfPaxOnTrip counts them with this request's persons). */
  paxOnTrip?: number;
}

/** A currency the operator works with: `rate` is units of it per unit of the base currency (settings, currencies). */
export interface PricingCurrency {
  code: string;
  decimals: number;
  rate: number;
}

export interface PricingData {
  definitions: WithId<PriceDefinition>[];
  supplements: WithId<Supplement>[];
  specials: WithId<Special>[];
  specialGroups?: WithId<SpecialGroup>[];
  terms: WithId<TermsOfPayment>[];
  commissions: WithId<Commission>[];
  currencies: PricingCurrency[];
  baseCurrency: string;
  onsiteCurrency: string;
}

/** Why a line is there, in words an operator reads: a message key of shared/i18n (pricing.*) and its values. */
export interface Explanation {
  key: string;
  params: Record<string, string | number>;
  /** The same in English, for logs, CSV and tests. */
  text: string;
}

/** What produced a line. */
export type LineSource =
  | { kind: 'entry'; definition: string; entry: string }
  | { kind: 'base'; definition: string }
  | { kind: 'supplement'; supplement: string }
  | { kind: 'special'; special: string }
  | { kind: 'terms'; terms?: string; milestone: number }
  | { kind: 'adjustment'; definition: string; what: 'surcharge' | 'discount' };

export interface LineTax {
  name: string;
  /** Percent. */
  rate: number;
  /** The tax the line's total contains. */
  amount: Money;
  /** The stated price included it (true) or it was added on top (false). */
  inclusive: boolean;
}

/**
 * A calculation line (spec 2: text, sort, amount, editable, deletable, customData, unique, customer, price,
 * customerType, type). `amount` is the quantity (nights, persons, units), `price` the unit price, `total` the
 * line's money with any tax in it (a tax stated exclusive is added to total and shown in `tax`).
 */
export interface CalculationLine {
  sort: number;
  type: LineType;
  customerType: LineCustomerType;
  text: string;
  explanation: Explanation;
  source: LineSource;
  amount: number;
  price: Money;
  total: Money;
  tax?: LineTax;
  /** The person the line is for (a key of the request), when it is one person's. */
  customer?: string;
  room?: string;
  /** First and last night (resort) or the trip's days the line covers. */
  from?: string;
  to?: string;
  /** Specials that change room prices may reduce it (ChangeRoomPriceDiscountable). */
  discountable: boolean;
  /** Counted in the price agencies earn commission on. */
  commissionable: boolean;
  editable: boolean;
  deletable: boolean;
  unique: boolean;
  customData?: Record<string, string | number | boolean>;
}

/** A special the request was checked against, and the outcome. */
export interface SpecialOutcome {
  special: string;
  name: string;
  matched: boolean;
  /** Why it applies, or the first condition that failed (condition, operator, wanted value, actual value). */
  explanation: Explanation;
  failed?: {
    condition: SpecialCondition | 'dateRange' | 'channel' | 'status' | 'unique' | 'sameRule';
    operator?: RuleOperator;
    wanted?: unknown;
    actual?: unknown;
  };
  /** What it changed (negative: a reduction), when it matched. */
  effect?: Money;
}

/** One payment milestone: a deposit, an instalment or the rest, with its due date. */
export interface Milestone {
  type: 'deposit' | 'rest';
  reason: string;
  due: string;
  amount: Money;
  explanation: Explanation;
}

export interface PricingResult {
  currency: string;
  /** The charged lines, in order; their totals add up to `total`. */
  lines: CalculationLine[];
  total: Money;
  /** Tax in the total, by name and rate. */
  taxes: { name: string; rate: number; amount: Money; inclusive: boolean }[];
  commission: { percent: number; mode: 'net' | 'gross'; base: Money; amount: Money; explanation: Explanation } | null;
  /** Deposit and rest lines; their amounts add up to `total` (of the net amount for an agency booked net). */
  milestones: Milestone[];
  specials: SpecialOutcome[];
  /** What could not be priced (a night no definition covers), so nobody sells at 0 unknowingly. */
  problems: Explanation[];
}

/** A person of the request as the engine sees it: the age on the first day of travel and the room they are in. */
export interface ResolvedPerson extends PricingPerson {
  age?: number;
  room?: string;
}

/**
 * What the specials rule engine (shared/domain/pricing/specials/) checks conditions against and applies specials
 * to: the request, its persons with their ages, the nights, the definitions that priced it, and the lines so far.
 */
export interface SpecialContext {
  request: PricingRequest;
  persons: ResolvedPerson[];
  /** Nights of the stay or the trip. */
  nights: number;
  /** The result's currency (lines are in it). */
  currency: string;
  /** Ids of the price definitions that priced the request. */
  definitions: string[];
  data: Pick<PricingData, 'specials' | 'specialGroups'>;
}
