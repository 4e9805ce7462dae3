import * as z from 'zod';
import { PRODUCT_PRICE_RULES, PRODUCT_UNITS } from '../domain/product/product';

/** The shapes of the online booking's calls (shared/api/book.ts). */

export { BOOK_LOCALE_HEADER, BOOK_TIMEZONE_HEADER, BOOK_WIDGET_HEADER } from './book-headers';

/** A widget's slug as it appears in /widget/:slug and the loader's snippet. */
export const ZWidgetSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/, { message: 'A widget slug: 3 to 64 lower-case letters, digits and inner hyphens' });
/** The guest token of a booking made online: the HMAC-SHA256 of (tenant, booking) with the server's key, base64url. */
export const ZBookToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Not a booking token' });
/** A booking number as the confirmation shows it. */
export const ZBookingNo = z.string().trim().min(1).max(40);

const ZDate = z.iso.date();
/** Who may take a cabin's free beds: anyone, or (a shared cabin without mixed genders, already half taken) men or women only. */
export const BED_GENDER_RULES = ['any', 'm', 'f'] as const;
/** What a guest sees of a booking made online. `held`: a draft whose hold runs (until holdExpiresAt). */
export const BOOK_STATUSES = ['held', 'expired', 'confirmed', 'cancelled'] as const;
/** What the guest pays at checkout: the deposit milestones or the full amount, as the online terms allow. */
export const BOOK_PAY_PURPOSES = ['deposit', 'full'] as const;

/** The widget of the call (when the page is embedded), and the guest's currency for approximate amounts. */
export const widget = { widget: ZWidgetSlug.optional() };
export const ZWidgetQuery = z.strictObject(widget);

/** A picture as a guest page shows it: a signed URL of the media library. */
export const ZBookImage = z.object({ id: z.string(), url: z.string(), alt: z.string().optional() });
/** A text in the call's language (the `locale` header; the other language when it has none). */
const ZText = z.string();

/** An amount in the guest's currency, approximate (the exchange rates of the settings); never charged. */
export const ZApproxAmount = z.object({ currency: z.string(), amount: z.number() });

// ---------------------------------------------------------------- trips

/** A cabin of a departure with what is free of it. No other guest's name is in it; only the gender its taken beds force. */
export const ZBookCabin = z.object({
  id: z.string(),
  name: z.string(),
  roomType: z.string(),
  roomTypeName: z.string(),
  deck: z.string().optional(),
  description: ZText.optional(),
  images: z.array(ZBookImage),
  /** Beds of the cabin that a guest can book (active, visible). */
  beds: z.number().int(),
  freeBeds: z.number().int(),
  /** The free beds by internalId (a guest may choose them in a shared cabin). */
  freeBedIds: z.array(z.string()),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  /** Booked bed by bed with other guests (allowSharedRoom); otherwise the whole cabin is booked. */
  shared: z.boolean(),
  allowMixedGender: z.boolean(),
  /** Who may take the free beds (a shared cabin without mixed genders whose taken beds are men's or women's). */
  freeFor: z.enum(BED_GENDER_RULES),
  /** The lowest price per person of the trip in this cabin (the online currency), when the price data give one. */
  priceFrom: z.number().optional(),
});
export type BookCabin = z.infer<typeof ZBookCabin>;

/** A departure of a tour the site or widget sells, with its free inventory. */
export const ZBookSchedule = z.object({
  id: z.string(),
  tour: z.string(),
  tourName: z.string(),
  tourDescription: ZText.optional(),
  tourImages: z.array(ZBookImage),
  vessel: z.string(),
  vesselName: z.string(),
  from: ZDate,
  to: ZDate,
  nights: z.number().int(),
  embarkPort: z.string().optional(),
  disembarkPort: z.string().optional(),
  totalBeds: z.number().int(),
  freeBeds: z.number().int(),
  freeCabins: z.number().int(),
  /** The lowest price per person (the online currency) over its cabin types, when the price data give one. */
  priceFrom: z.number().optional(),
  currency: z.string(),
  /** Cabins with their free beds (only with `cabins=true`). */
  cabins: z.array(ZBookCabin).optional(),
});
export type BookSchedule = z.infer<typeof ZBookSchedule>;

/** A vessel as the guest sees it: decks and cabins with pictures and descriptions (no free state: see rooms). */
export const ZBookVessel = z.object({
  id: z.string(),
  name: z.string(),
  description: ZText.optional(),
  images: z.array(ZBookImage),
  decks: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      cabins: z.array(ZBookCabin.omit({ freeBeds: true, freeBedIds: true, freeFor: true, priceFrom: true })),
    }),
  ),
});
export type BookVessel = z.infer<typeof ZBookVessel>;

// ---------------------------------------------------------------- stays

/** One night of a room type: how many rooms are free, and the price of a room that night for the default guests. */
export const ZBookNight = z.object({ night: ZDate, free: z.number().int(), price: z.number().optional() });

/** A room (resort) or cabin (trip) type with its nightly prices and what is free over the dates asked. */
export const ZBookRoomType = z.object({
  id: z.string(),
  name: z.string(),
  description: ZText.optional(),
  images: z.array(ZBookImage),
  sizeInSqm: z.number().optional(),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  defaultPax: z.number().int(),
  /** Rooms of the type free on every night asked (a trip: cabins with a free bed). */
  free: z.number().int(),
  /** Each night from `from` to the night before `to` (a stay); empty for a trip. */
  nights: z.array(ZBookNight),
  /** The whole stay (or trip, per person) for the default guests, in `currency`; none when the price data do not cover it. */
  price: z.number().optional(),
  /** The nightly price (price / nights) for a stay. */
  nightly: z.number().optional(),
  currency: z.string(),
  /** Price variants (board, diving packages) the guest may choose; none: the definitions' prices. */
  variants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BookRoomType = z.infer<typeof ZBookRoomType>;

/** A room of a resort free on every night of the stay. */
export const ZBookRoom = z.object({
  id: z.string(),
  name: z.string(),
  roomType: z.string(),
  roomTypeName: z.string(),
  description: ZText.optional(),
  images: z.array(ZBookImage),
  minPax: z.number().int(),
  maxPax: z.number().int(),
});
export type BookRoom = z.infer<typeof ZBookRoom>;

// ---------------------------------------------------------------- extras

/** A supplement (add-on) offered with the stay or trip, and how many are left when its product's stock is tracked. */
export const ZBookAddon = z.object({
  id: z.string(),
  name: z.string(),
  description: ZText.optional(),
  priceRule: z.enum(PRODUCT_PRICE_RULES),
  price: z.number(),
  childPrice: z.number().optional(),
  currency: z.string(),
  /** Always added (a park fee): shown, not chosen. */
  mandatory: z.boolean(),
  /** Paid on site, not with the booking. */
  onSite: z.boolean(),
  /** Left to book; none: not limited. */
  free: z.number().int().optional(),
});
export type BookAddon = z.infer<typeof ZBookAddon>;

export const ZBookAddonAvailability = z.object({
  id: z.string(),
  available: z.boolean(),
  /** Left to book; none: not limited. */
  free: z.number().int().optional(),
});

/** A product the operator sells online (availableOnline), with its price in its currency. */
export const ZBookProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: ZText.optional(),
  category: z.string().optional(),
  unit: z.enum(PRODUCT_UNITS),
  priceRule: z.enum(PRODUCT_PRICE_RULES),
  price: z.number(),
  currency: z.string(),
  images: z.array(ZBookImage),
  /** Left in stock when tracked; none: not limited. */
  free: z.number().int().optional(),
});
export type BookProduct = z.infer<typeof ZBookProduct>;
