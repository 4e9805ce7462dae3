import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZCheckoutSessionId, ZCheckoutSessionView, ZCheckoutStarted } from './payment-provider';
import { ZId } from './resource';
import { ZBookCreateBody, ZBookHold, ZBookView } from './book-choice';
import { bookReadEndpoints, bookTags } from './book-read';
import { BOOK_PAY_PURPOSES, widget, ZBookToken } from './book-schemas';

export * from './book-schemas';
export * from './book-choice';
export { bookReadEndpoints } from './book-read';

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

const ZSessionQuery = z.strictObject({ session: ZCheckoutSessionId, token: ZBookToken });

const write = { resource: 'book-checkout' as const, scopes: [], public: true, widgetTenant: true, tags: bookTags };

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
    input: {
      params: z.object({ id: ZId }),
      body: z.strictObject({
        token: ZBookToken,
        purpose: z.enum(BOOK_PAY_PURPOSES).default('deposit'),
        /**
         * The guest page to come back to from the provider, as path and query on the operator's own site (the page's
         * state, its hold and token in the address: no cookies); default the widget's or the trip or stay page. `/book` is
         * the signed-in club member's page (docs/decisions/club.md).
         */
        returnTo: z
          .string()
          .max(2000)
          .regex(
            /^\/(book(\/(online|resort)(-v2)?)?|widget\/[a-z0-9][a-z0-9-]*)(\?[^#\s]*)?$/,
            "a guest booking page: /book/online[-v2], /book/resort[-v2], /widget/<slug> or the club member's /book",
          )
          .optional(),
      }),
    },
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
    // The widget's page names its widget on every GET it makes (query `widget`, as the reads), its return included.
    input: { query: ZSessionQuery.extend(widget) },
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
