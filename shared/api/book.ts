import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZCheckoutSessionId, ZCheckoutSessionView, ZCheckoutStarted } from './payment-provider';
import { ZId } from './resource';
import { ZBookCreateBody, ZBookHold, ZBookPrice, ZBookPriceBody, ZBookView } from './book-choice';
import {
  BOOK_PAY_PURPOSES,
  ZBookAddon,
  ZBookAddonAvailability,
  ZBookCabin,
  ZBookingNo,
  ZBookProduct,
  ZBookRoom,
  ZBookRoomType,
  ZBookSchedule,
  ZBookToken,
  ZBookVessel,
  widget,
} from './book-schemas';

export * from './book-schemas';
export * from './book-choice';

/*
 * The guest's online booking (issue 25; spec 2 "Online booking (/api/book)"; docs/decisions/online-booking.md). Every
 * call is public: the tenant comes from the widget (`widget` query or the `x-tidewise-widget` header) or the site's
 * host, never from a guess (404 TENANT_NOT_FOUND); every call is rate-limited per client (429 RATE_LIMITED with
 * Retry-After). The reads (Lambda `book`) answer only what a guest may see: no other guests' names, no internal notes,
 * no costs, no agency prices. The writes (Lambda `book-checkout`) hold, extend, pay; a booking's later calls carry the
 * guest token its create answered, so a guest only ever sees their own booking.
 *
 * Headers of spec 2: `timezone-offset` (minutes as JavaScript's getTimezoneOffset answers them: -120 in Berlin's
 * summer) says what "today" is for the guest; `locale` (de, en, de-DE, en-GB) picks the texts and number formats.
 *
 * Amounts are decimal numbers in their currency (12.5 is 12.50), like the price calls (ZPricedResult).
 */

const ZDate = z.iso.date();
const tokenQuery = z.strictObject({ token: ZBookToken });
const ZSessionQuery = z.strictObject({ session: ZCheckoutSessionId, token: ZBookToken });

const tags = ['book'];
const read = { resource: 'book' as const, scopes: [], public: true, widgetTenant: true, tags };
const write = { resource: 'book-checkout' as const, scopes: [], public: true, widgetTenant: true, tags };
const ZRange = { from: ZDate.optional(), to: ZDate.optional() };

/** The reads: Lambda `book` (functions/booking/online/read/). */
export const bookReadEndpoints = {
  schedules: endpoint({
    ...read,
    id: 'book.schedules',
    method: 'GET',
    path: '/api/book/schedules',
    summary:
      "The coming active, visible departures of the tours the widget or site sells (the widget's tours or vessel; the site: all), from..to " +
      "(default: from the guest's today, 12 months), optionally of one tour or vessel, with at least `pax` free beds; each with its free beds and " +
      "cabins and (cabins=true) every cabin's free beds and gender rule",
    input: {
      query: z.strictObject({
        ...widget,
        ...ZRange,
        tour: ZId.optional(),
        vessel: ZId.optional(),
        pax: z.coerce.number().int().min(1).max(40).optional(),
        cabins: z.stringbool().optional(),
      }),
    },
    output: z.object({ data: z.array(ZBookSchedule) }),
  }),
  rooms: endpoint({
    ...read,
    id: 'book.rooms',
    method: 'GET',
    path: '/api/book/rooms',
    summary:
      'A schedule: its cabins with their free beds and gender rule. A resort with from and to: its visible rooms free on every night ' +
      '(optionally of one room type)',
    input: {
      query: z.strictObject({ ...widget, schedule: ZId.optional(), resort: ZId.optional(), ...ZRange, roomType: ZId.optional() }),
    },
    output: z.object({ data: z.array(z.union([ZBookCabin, ZBookRoom])) }),
  }),
  roomTypes: endpoint({
    ...read,
    id: 'book.roomTypes',
    method: 'GET',
    path: '/api/book/roomTypes',
    summary:
      'A resort with from and to: its visible room types with the nights free and priced (the default guests), the stay price and the nightly ' +
      "price in the online currency. A schedule: the vessel's cabin types with the free cabins and the trip's price per person",
    input: {
      query: z.strictObject({ ...widget, resort: ZId.optional(), schedule: ZId.optional(), ...ZRange, pax: z.coerce.number().int().min(1).max(40).optional() }),
    },
    output: z.object({ data: z.array(ZBookRoomType) }),
  }),
  vessel: endpoint({
    ...read,
    id: 'book.vessel',
    method: 'GET',
    path: '/api/book/vessel',
    summary: "A vessel (by id, or a schedule's) with its decks and cabins, their pictures and descriptions",
    input: { query: z.strictObject({ ...widget, id: ZId.optional(), schedule: ZId.optional() }) },
    output: ZBookVessel,
  }),
  addons: endpoint({
    ...read,
    id: 'book.addons',
    method: 'GET',
    path: '/api/book/addons',
    summary:
      'The active supplements offered with a stay at a resort or a trip (a schedule or vessel) in its dates, with what is left of those whose ' +
      'product counts stock',
    input: { query: z.strictObject({ ...widget, resort: ZId.optional(), vessel: ZId.optional(), schedule: ZId.optional(), ...ZRange }) },
    output: z.object({ data: z.array(ZBookAddon) }),
  }),
  addonAvailability: endpoint({
    ...read,
    id: 'book.addonAvailability',
    method: 'GET',
    path: '/api/book/addons/availability/{id}',
    summary: 'Whether a supplement can be booked for the dates (active, valid, offered there) and how many are left when its stock is counted',
    input: {
      params: z.object({ id: ZId }),
      query: z.strictObject({ ...widget, resort: ZId.optional(), vessel: ZId.optional(), schedule: ZId.optional(), ...ZRange }),
    },
    output: ZBookAddonAvailability,
  }),
  products: endpoint({
    ...read,
    id: 'book.products',
    method: 'GET',
    path: '/api/book/products',
    summary: 'The active products sold online (availableOnline) at a resort or vessel (or everywhere), with their price and what is left in stock',
    input: { query: z.strictObject({ ...widget, resort: ZId.optional(), vessel: ZId.optional() }) },
    output: z.object({ data: z.array(ZBookProduct) }),
  }),
  price: endpoint({
    ...read,
    id: 'book.price',
    method: 'POST',
    path: '/api/book/booking/price',
    summary:
      'Prices a choice with the engine staff bookings use (channel CustomerDirectBooking, source online, the online terms) in the online ' +
      "currency: lines, specials with their explanation, total, deposit, what is paid now, the milestones' due dates and, for `currency`, " +
      "approximate amounts in the guest's currency. Holds nothing",
    input: { body: ZBookPriceBody },
    output: ZBookPrice,
  }),
  byNumber: endpoint({
    ...read,
    id: 'book.byNumber',
    method: 'GET',
    path: '/api/book/no/{bookingNo}',
    summary: "The guest's own booking by its number and the booking's token (404 for a wrong pair): status, dates, its guests, lines and payments",
    input: { params: z.object({ bookingNo: ZBookingNo }), query: tokenQuery },
    output: ZBookView,
  }),
};

/** The writes: Lambda `book-checkout` (functions/booking/online/checkout/). */
export const bookCheckoutEndpoints = {
  create: endpoint({
    ...write,
    id: 'book.create',
    method: 'POST',
    path: '/api/book/booking/create',
    idempotent: true,
    summary:
      "Holds the guest's choice: a draft booking (source online, channel CustomerDirectBooking) claims the cabins, beds or rooms as staff " +
      'bookings do (409 when taken), priced as booking/price answers, until holdExpiresAt (the tenant setting, default 15 minutes). Answers ' +
      'the hold with its token',
    input: { body: ZBookCreateBody },
    output: ZBookHold,
  }),
  extend: endpoint({
    ...write,
    id: 'book.extend',
    method: 'POST',
    path: '/api/book/{id}/extend',
    summary: 'Extends a running hold by its length, at most twice and never beyond 45 minutes from the create (409 HOLD_NOT_EXTENDABLE otherwise)',
    input: { params: z.object({ id: ZId }), body: z.strictObject({ token: ZBookToken }) },
    output: z.object({ holdExpiresAt: z.iso.datetime({ offset: true }), extensionsLeft: z.number().int().min(0) }),
  }),
  checkout: endpoint({
    ...write,
    id: 'book.checkout',
    method: 'POST',
    path: '/api/book/{id}/checkout',
    summary:
      "Starts the provider's hosted checkout for a held booking: the deposit or the full amount as the online terms allow; answers the page " +
      'to send the guest to. 409 when the hold has expired',
    input: { params: z.object({ id: ZId }), body: z.strictObject({ token: ZBookToken, purpose: z.enum(BOOK_PAY_PURPOSES).default('deposit') }) },
    output: ZCheckoutStarted.extend({ holdExpiresAt: z.iso.datetime({ offset: true }) }),
  }),
  paymentSuccess: endpoint({
    ...write,
    id: 'book.paymentSuccess',
    method: 'GET',
    path: '/api/book/payment/success',
    summary:
      "The guest's return from the provider: the session and the booking's status. Confirms nothing (only the verified webhook does); " +
      '`confirmed` turns true once it did',
    input: { query: ZSessionQuery },
    output: z.object({ booking: ZBookView, session: ZCheckoutSessionView, confirmed: z.boolean() }),
  }),
  paymentAborted: endpoint({
    ...write,
    id: 'book.paymentAborted',
    method: 'POST',
    path: '/api/book/payment/aborted',
    summary: 'The guest came back without paying: the checkout is counted as abandoned; the hold stays until it expires and the guest may retry',
    input: { body: ZSessionQuery },
    output: z.object({ booking: ZBookView, holdExpiresAt: z.string().optional(), canRetry: z.boolean() }),
  }),
};

export const bookEndpoints = { ...bookReadEndpoints, ...bookCheckoutEndpoints };
