import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { BOOKING_REFERENCE_TYPES, ZBookingDocument, ZBookingHeader as ZBooking } from '../domain/booking/booking';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZIsoDate } from '../domain/inventory/stay';
import { MEDIA_MIME_TYPES } from '../domain/media/media';
import { endpoint } from './endpoint';
import { bookingAgencyEndpoint } from './booking-agency';
import { ZUploadTarget } from './media';
import { ZId } from './resource';

/**
 * The booking file's facts and the day's operations (ISSUE-14, Lambda `booking-extras`, docs/decisions.md "Booking
 * extras"): references, language, agency and documents of one booking (`/api/bookings/{id}/<name>`, as the lifecycle
 * calls), and the read calls `full`, `endofday`, `arrivalCount`, `customersAtDate`, `{id}/products`.
 */

const tags = ['bookings'];
const resource = 'booking-extras' as const;
/** Agency users (agencies.self) keep their own bookings' references, documents and language. */
const UPDATE_OR_AGENCY = ['bookings.update', 'agencies.self'] as const;
const ZIdParams = z.object({ id: ZId });
/** As the list's and the history's (shared/api/booking-list.ts), not imported: that module would grow this Lambda's bundle. */
const BOOKING_READ_SCOPES = ['bookings.read', 'agencies.self'] as const;

/** At most this many references and documents per booking. */
export const MAX_REFERENCES = 20;
export const MAX_DOCUMENTS = 50;
/** A booking document: pictures, PDFs, text, CSV and office files (no audio or video). */
export const BOOKING_DOCUMENT_TYPES = MEDIA_MIME_TYPES.filter((t) => !/^(audio|video)\//.test(t)) as unknown as readonly [string, ...string[]];

export const ZAddReference = z.strictObject({ type: z.enum(BOOKING_REFERENCE_TYPES), value: z.string().trim().min(1).max(100) });
export const ZRegisterDocument = z.strictObject({
  name: z.string().trim().min(1).max(200),
  mimeType: z.string().refine((t) => BOOKING_DOCUMENT_TYPES.includes(t), { message: `a document is one of ${BOOKING_DOCUMENT_TYPES.join(', ')}` }),
  size: z.number().int().min(1),
});

/** A booking as the day's lists show it. */
export const ZDayBooking = z.object({
  id: z.string(),
  bookingNo: z.number(),
  state: z.enum(BOOKING_STATES),
  customerName: z.string().optional(),
  resort: z.string().optional(),
  vessel: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  noOfPax: z.number(),
  rooms: z.array(z.string()),
  agency: z.string().optional(),
});
export const ZMoneyDue = z.object({ currency: z.string(), amount: z.string() });
export const ZEndOfDay = z.object({
  date: ZIsoDate,
  arrivals: z.array(ZDayBooking),
  departures: z.array(ZDayBooking),
  inHouse: z.array(ZDayBooking),
  /** Milestones of these bookings due on or before the day, per currency (payments are not recorded yet). */
  due: z.array(ZMoneyDue),
});
export const ZGuestAtDate = z.object({
  customer: z.string().optional(),
  name: z.string(),
  bookingId: z.string(),
  bookingNo: z.number(),
  room: z.string(),
  roomName: z.string(),
  bed: z.string().optional(),
  asset: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
});
export const ZBookedProduct = z.object({
  sort: z.number(),
  type: z.string(),
  text: z.string(),
  amount: z.number(),
  price: z.string(),
  total: z.string(),
  customer: z.string().optional(),
  room: z.string().optional(),
  product: z.string().optional(),
});
export const ZBookingFull = z.object({
  booking: ZBooking,
  assetName: z.string().optional(),
  agency: z.object({ id: z.string(), name: z.string(), commission: z.number().optional() }).optional(),
  rooms: z.array(z.object({ room: z.string(), name: z.string() })),
  customers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().optional() })),
});

const change = (name: string, path: string, summary: string, method: 'POST' | 'DELETE' = 'POST') => ({
  id: `booking-extras.${name}`,
  method,
  path: `/api/bookings/{id}/${path}`,
  resource,
  scopes: UPDATE_OR_AGENCY as readonly string[],
  tags,
  summary,
  output: ZBooking,
});
const reading = (name: string, path: string, summary: string) => ({
  id: `booking-extras.${name}`,
  method: 'GET' as const,
  path: `/api/bookings/${path}`,
  resource,
  scopes: BOOKING_READ_SCOPES as readonly string[],
  tags,
  summary,
});

export const bookingExtrasEndpoints = {
  addReference: endpoint({
    ...change(
      'addReference',
      'ref',
      `Adds a reference {type, value} (voucher, the agency's own number, …); at most ${MAX_REFERENCES}; the same type and value again changes nothing`,
    ),
    input: { params: ZIdParams, body: ZAddReference },
  }),
  removeReference: endpoint({
    ...change('removeReference', 'ref/{ref}', 'Removes a reference by its id (404 when the booking has none of that id)', 'DELETE'),
    input: { params: z.object({ id: ZId, ref: ZId }) },
  }),
  language: endpoint({
    ...change('language', 'language/{language}', "Sets the booking's language (de|en): the language of its documents and mails"),
    input: { params: z.object({ id: ZId, language: z.enum(LANGUAGES) }) },
  }),
  upload: endpoint({
    ...change(
      'upload',
      'upload',
      'Registers a document {name, mimeType, size} as a media item and answers where to PUT the bytes (15 minutes); then POST upload/{document}',
    ),
    input: { params: ZIdParams, body: ZRegisterDocument },
    output: z.object({ document: ZBookingDocument, upload: ZUploadTarget }),
  }),
  confirmUpload: endpoint({
    ...change(
      'confirmUpload',
      'upload/{document}',
      "After the PUT: checks the stored file (it exists, within the size limit) and adds it to the booking's documents",
    ),
    input: { params: z.object({ id: ZId, document: ZId }) },
  }),
  download: endpoint({
    ...reading('download', '{id}/documents/{document}', "A signed link (valid a day) to one of the booking's documents"),
    input: { params: z.object({ id: ZId, document: ZId }) },
    output: z.object({ url: z.string(), name: z.string() }),
  }),
  full: endpoint({
    ...reading('full', 'full', 'One booking with what the booking file shows beside it resolved: asset name, agency, room names, persons'),
    input: { query: z.strictObject({ id: ZId }) },
    output: ZBookingFull,
  }),
  endOfDay: endpoint({
    ...reading('endOfDay', 'endofday', 'Per day from date to toDate (at most 31 days): arrivals, departures, in house, and the money due'),
    input: { query: z.strictObject({ date: ZIsoDate, toDate: ZIsoDate.optional() }) },
    output: z.object({ data: z.array(ZEndOfDay) }),
  }),
  arrivalCount: endpoint({
    ...reading('arrivalCount', 'arrivalCount', 'Arrivals per day (bookings and persons) for `days` days (1–62, default 7) from `start` (default today)'),
    input: { query: z.strictObject({ start: ZIsoDate.optional(), days: z.coerce.number().int().min(1).max(62).default(7) }) },
    output: z.object({ data: z.array(z.object({ date: ZIsoDate, bookings: z.number(), persons: z.number() })) }),
  }),
  customersAtDate: endpoint({
    ...reading('customersAtDate', 'customersAtDate', 'Who is in house (resort) or on board (trip) on the night of `date`: persons with booking and room'),
    input: { query: z.strictObject({ date: ZIsoDate }) },
    output: z.object({ data: z.array(ZGuestAtDate) }),
  }),
  /** In the bookings Lambda (shared/api/booking-agency.ts): it re-prices beside the create's pricing. */
  agency: bookingAgencyEndpoint,
  products: endpoint({
    ...reading('products', '{id}/products', 'The products and add-ons booked on the booking (its product and addon calculation lines)'),
    input: { params: ZIdParams },
    output: z.object({ data: z.array(ZBookedProduct) }),
  }),
};
