import { daysBetween } from '../domain/inventory/stay';
import * as z from 'zod';
import { ZId } from './resource';
import { ZPriceEntry } from '../domain/pricing/price-definition';
import { SPECIAL_CHANNELS } from '../domain/pricing/special';

/** Input and output schemas of the price calls (shared/api/prices.ts `priceExtraEndpoints`). */

export const ZDate = z.iso.date();
/** The longest stay or trip the simulator and findPrice price at once (the engine works night by night). */
export const MAX_PRICED_NIGHTS = 366;
export const ZCode = z.string().regex(/^[A-Z]{3}$/, { message: 'A three-letter currency code' });
export const ZPriceEntryOf = ZPriceEntry.extend({
  id: z.string(),
  definition: z.string(),
  definitionName: z.string(),
  validRange: z.object({ from: ZDate, to: ZDate }),
  currency: z.string(),
});
/** Entries per room (cabin) type. */
export const ZEntriesByType = z.object({ roomType: z.string(), name: z.string(), entries: z.array(ZPriceEntryOf) });
/** A pricing result with every amount as a decimal number (12.5 is 12.50) instead of minor units. */
export const ZPricedResult = z.looseObject({
  currency: z.string(),
  total: z.number(),
  lines: z.array(z.looseObject({ type: z.string(), text: z.string(), total: z.number() })),
  taxes: z.array(z.looseObject({ name: z.string(), amount: z.number() })),
  commission: z.looseObject({ percent: z.number(), amount: z.number() }).nullable(),
  milestones: z.array(z.looseObject({ type: z.string(), due: z.string(), amount: z.number() })),
  specials: z.array(z.looseObject({ special: z.string(), matched: z.boolean() })),
  problems: z.array(z.looseObject({ key: z.string(), text: z.string() })),
});
export const ZSimPerson = z.strictObject({
  key: z.string().min(1).max(50),
  customerId: ZId.optional(),
  permanentAge: z.number().int().min(-1).max(130).optional(),
  birthday: ZDate.optional(),
  gender: z.enum(['u', 'm', 'f']).optional(),
  customerType: z.string().max(50).optional(),
  addressCountry: z.string().length(2).optional(),
  passportCountry: z.string().length(2).optional(),
});
/** The simulator's request: the engine's PricingRequest without the operator's data, which the server loads. */
export const ZSimulateBody = z
  .strictObject({
    kind: z.enum(['stay', 'trip']),
    resort: ZId.optional(),
    vessel: ZId.optional(),
    schedule: ZId.optional(),
    from: ZDate,
    to: ZDate,
    rooms: z
      .array(
        z.strictObject({
          /** A stored room or cabin of the resort or vessel; none: a room of the room type (the price simulator). */
          room: ZId.optional(),
          roomType: ZId,
          persons: z.array(z.string().min(1).max(50)).min(1).max(50),
          variant: ZId.optional(),
          shared: z.boolean().optional(),
        }),
      )
      .max(50)
      .default([]),
    /** Without rooms: every person in one room of this type. */
    roomType: ZId.optional(),
    variant: ZId.optional(),
    persons: z.array(ZSimPerson).min(1).max(100),
    supplements: z
      .array(z.strictObject({ id: ZId, quantity: z.number().int().min(0).max(10_000).optional() }))
      .max(100)
      .optional(),
    specials: z.array(ZId).max(100).optional(),
    /** The agency's id; its commission and group are loaded. */
    agency: ZId.optional(),
    channel: z.enum(SPECIAL_CHANNELS).default('Booking'),
    source: z.string().max(100).optional(),
    bookingDate: ZDate.optional(),
    currency: ZCode.optional(),
    diveDays: z.number().int().min(0).max(365).optional(),
    dives: z.number().int().min(0).max(2000).optional(),
    paxOnTrip: z.number().int().min(0).max(1000).optional(),
  })
  .refine((b) => b.from <= b.to, { message: 'The stay ends before it starts', path: ['to'] })
  // A priced stay or trip is at most a year: the engine works night by night.
  .refine((b) => daysBetween(b.from, b.to) <= MAX_PRICED_NIGHTS, { message: `At most ${MAX_PRICED_NIGHTS} nights are priced at once`, path: ['to'] })
  .refine((b) => (b.kind === 'stay' ? b.resort : (b.vessel ?? b.schedule)) !== undefined, {
    message: 'A stay names its resort, a trip its vessel or schedule',
    path: ['resort'],
  });
export type SimulateBody = z.infer<typeof ZSimulateBody>;
