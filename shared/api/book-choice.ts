import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { ZCountryCode, ZCurrencyCode } from '../domain/common';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZId } from './resource';
import { BOOK_STATUSES, ZApproxAmount, ZBookToken, widget } from './book-schemas';

/** The guest's choice, its price, the hold and the guest's view of their booking (shared/api/book.ts). */

const ZDate = z.iso.date();
/** The longest stay priced at once (MAX_PRICED_NIGHTS of shared/api/price-schemas.ts, which this module does not import: its schemas). */
const MAX_PRICED_NIGHTS = 366;
const ZGender = z.enum(['u', 'm', 'f']);

// ---------------------------------------------------------------- the guest's choice

/** A guest of the choice: `key` is the guest's place in the booking ('g1', 'g2'); age by birthday for child prices and age rules. */
export const ZBookGuestPricing = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, { message: 'A guest key: letters, digits, _ and -' }),
  gender: ZGender.default('u'),
  birthday: ZDate.optional(),
  /** The country of the guest's address (AddressCountry specials). */
  country: ZCountryCode.optional(),
});

/** A guest with a name (the create). */
export const ZBookGuest = ZBookGuestPricing.extend({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});

const guestKeys = z.array(z.string().min(1).max(20)).min(1).max(20);

/** A trip: the departure and, per cabin, who sleeps in it (and which beds of a shared cabin). */
export const ZBookTripChoice = z.strictObject({
  kind: z.literal('trip'),
  schedule: ZId,
  cabins: z
    .array(
      z.strictObject({
        cabin: ZId,
        /** The guests (keys) in the cabin; a bed each. */
        guests: guestKeys,
        /** Beds by internalId in a shared cabin; none: the first free beds. */
        beds: z.array(z.string().min(1).max(20)).max(20).optional(),
        variant: ZId.optional(),
      }),
    )
    .min(1)
    .max(20),
});

/** A stay: the resort, the dates and, per room, its type (or a room chosen) and who sleeps in it. */
export const ZBookStayChoice = z.strictObject({
  kind: z.literal('stay'),
  resort: ZId,
  from: ZDate,
  to: ZDate,
  rooms: z
    .array(
      z.strictObject({
        roomType: ZId,
        /** A room the guest chose; none: a free room of the type is taken. */
        room: ZId.optional(),
        guests: guestKeys,
        variant: ZId.optional(),
      }),
    )
    .min(1)
    .max(20),
});

const extras = {
  /** Supplements chosen (mandatory ones are added anyway). */
  addons: z
    .array(z.strictObject({ id: ZId, quantity: z.number().int().min(1).max(1000).optional() }))
    .max(50)
    .default([]),
  /** Online products (availableOnline) chosen. */
  products: z
    .array(z.strictObject({ id: ZId, quantity: z.number().int().min(1).max(1000) }))
    .max(50)
    .default([]),
  ...widget,
};

function choiceChecks<
  T extends {
    choice: { kind: string; from?: string; to?: string; cabins?: { guests: string[] }[]; rooms?: { guests: string[] }[] };
    guests: { key: string }[];
  },
>(body: T, ctx: z.RefinementCtx) {
  const c = body.choice;
  if (c.kind === 'stay' && c.from !== undefined && c.to !== undefined) {
    if (c.from >= c.to) ctx.addIssue({ code: 'custom', path: ['choice', 'to'], message: 'A stay ends at least one day after it starts' });
    else if ((Date.parse(c.to) - Date.parse(c.from)) / 86_400_000 > MAX_PRICED_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['choice', 'to'], message: `At most ${MAX_PRICED_NIGHTS} nights` });
  }
  const keys = body.guests.map((g) => g.key);
  if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['guests'], message: 'Each guest key once' });
  const placed = (c.cabins ?? c.rooms ?? []).flatMap((r) => r.guests);
  if (new Set(placed).size !== placed.length) ctx.addIssue({ code: 'custom', path: ['choice'], message: 'A guest sleeps in one room or cabin' });
  for (const k of placed) if (!keys.includes(k)) ctx.addIssue({ code: 'custom', path: ['choice'], message: `No guest ${k}` });
  for (const k of keys) if (!placed.includes(k)) ctx.addIssue({ code: 'custom', path: ['guests'], message: `Guest ${k} has no room or cabin` });
}

export const ZBookChoice = z.discriminatedUnion('kind', [ZBookTripChoice, ZBookStayChoice]);
export type BookChoice = z.infer<typeof ZBookChoice>;

/** POST booking/price: what the guest chose so far; `currency` asks for approximate amounts in the guest's currency. */
export const ZBookPriceBody = z
  .strictObject({ choice: ZBookChoice, guests: z.array(ZBookGuestPricing).min(1).max(40), currency: ZCurrencyCode.optional(), ...extras })
  .superRefine(choiceChecks);
export type BookPriceBody = z.input<typeof ZBookPriceBody>;

/** The lead guest's contact: the booking's customer, who gets the confirmation. */
export const ZBookContact = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  phone: z.string().trim().min(3).max(40),
  country: ZCountryCode,
  language: z.enum(LANGUAGES),
});

/**
 * POST booking/create: the choice with every guest named and the lead's contact; the guest's terms accepted. A signed-in
 * club member's customer id comes from the session, never from the body.
 */
export const ZBookCreateBody = z
  .strictObject({
    choice: ZBookChoice,
    guests: z.array(ZBookGuest).min(1).max(40),
    /** The guest key of the lead (the contact travels too); none: the contact does not travel as a guest. */
    lead: z.string().min(1).max(20).optional(),
    contact: ZBookContact,
    acceptTerms: z.literal(true),
    note: z.string().trim().max(2000).optional(),
    currency: ZCurrencyCode.optional(),
    ...extras,
  })
  .superRefine(choiceChecks);
export type BookCreateBody = z.input<typeof ZBookCreateBody>;

// ---------------------------------------------------------------- price

/** A price line as the guest sees it: what, how many, the unit price, the total, and why (a special's explanation). */
export const ZBookPriceLine = z.object({
  type: z.string(),
  text: z.string(),
  /** Why the line is there, in the call's language. */
  explanation: z.string(),
  /** Quantity: nights, persons, units. */
  amount: z.number(),
  price: z.number(),
  total: z.number(),
  /** The guest key the line is for, when it is one guest's. */
  guest: z.string().optional(),
  /** Paid on site, not with the booking. */
  onSite: z.boolean(),
});

export const ZBookMilestone = z.object({
  type: z.enum(['deposit', 'rest']),
  due: ZDate,
  amount: z.number(),
  text: z.string(),
  approx: ZApproxAmount.optional(),
});

export const ZBookPrice = z.object({
  /** The tenant's online currency (settings `onlineCurrency`; else the base currency). */
  currency: z.string(),
  lines: z.array(ZBookPriceLine),
  /** Specials that apply, with their explanation and what they change (negative: a reduction). */
  specials: z.array(z.object({ id: z.string(), name: z.string(), explanation: z.string(), effect: z.number() })),
  taxes: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number(), inclusive: z.boolean() })),
  total: z.number(),
  /** The deposit milestones' sum (0: none; the full amount is due). */
  deposit: z.number(),
  /** What the guest pays at checkout by the online terms: the deposit, or the total when no deposit is asked. */
  payNow: z.number(),
  milestones: z.array(ZBookMilestone),
  /** The total and payNow in the guest's currency (the `currency` asked), approximate. */
  approx: z.object({ currency: z.string(), rate: z.number(), total: z.number(), payNow: z.number() }).optional(),
  /** What cannot be priced (a night without a price): the choice cannot be booked online. */
  problems: z.array(z.string()),
});
export type BookPrice = z.infer<typeof ZBookPrice>;

// ---------------------------------------------------------------- holds and the guest's booking

/** The hold booking/create made: the booking (a draft) holding the units until holdExpiresAt. */
export const ZBookHold = z.object({
  id: z.string(),
  bookingNo: z.string().optional(),
  status: z.enum(BOOK_STATUSES),
  /** ISO date-time the hold ends; the scheduler releases it then. */
  holdExpiresAt: z.iso.datetime({ offset: true }),
  /** Extensions left (two per hold, never beyond 45 minutes from the create). */
  extensionsLeft: z.number().int().min(0),
  price: ZBookPrice,
  /** Its later public calls ({id}/checkout, {id}/extend, no/{bookingNo}) carry it. */
  token: ZBookToken,
});
export type BookHold = z.infer<typeof ZBookHold>;

/** A guest's own booking by number and token: only their booking's guests, never another booking's. */
export const ZBookView = z.object({
  id: z.string(),
  bookingNo: z.string(),
  status: z.enum(BOOK_STATUSES),
  state: z.enum(BOOKING_STATES),
  kind: z.enum(['stay', 'trip']),
  /** The resort's or the tour's name; the vessel's for a trip. */
  title: z.string(),
  vesselName: z.string().optional(),
  from: ZDate,
  to: ZDate,
  holdExpiresAt: z.string().optional(),
  extensionsLeft: z.number().int().optional(),
  rooms: z.array(
    z.object({
      name: z.string(),
      roomTypeName: z.string(),
      guests: z.array(z.object({ key: z.string(), firstName: z.string(), lastName: z.string() })),
    }),
  ),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  open: z.number(),
  milestones: z.array(ZBookMilestone.extend({ paid: z.boolean() })),
  lines: z.array(ZBookPriceLine),
  /** A confirmed booking's invoice (its public link), as the confirmation mail names it; absent until it is issued. */
  invoiceUrl: z.string().optional(),
  /** A confirmed booking's guest form links (the lead's first: it opens every guest's), as the confirmation mail's. */
  forms: z.array(z.object({ guest: z.string(), name: z.string(), url: z.string() })).optional(),
});
export type BookView = z.infer<typeof ZBookView>;
/** The confirmation's links of a guest's own booking (ZBookView `invoiceUrl`, `forms`). */
export type BookConfirmationLinks = Pick<BookView, 'invoiceUrl' | 'forms'>;
