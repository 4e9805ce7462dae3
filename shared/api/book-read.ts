import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { ZBookPrice, ZBookPriceBody, ZBookView } from './book-choice';
import {
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

/*
 * The online booking's public reads (shared/api/book.ts has the whole contract): a module of their own, so the read
 * Lambda bundles neither the checkout's schemas nor the payment provider's (docs/decisions/online-booking.md).
 */

const ZDate = z.iso.date();
const tokenQuery = z.strictObject({ token: ZBookToken });
export const bookTags = ['book'];
const read = { resource: 'book' as const, scopes: [], public: true, widgetTenant: true, tags: bookTags };
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
