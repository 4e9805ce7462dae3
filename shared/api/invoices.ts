import * as z from 'zod';
import { INVOICE_KINDS, INVOICE_STATES, RECIPIENT_KINDS, ZInvoice } from '../domain/booking/invoice';
import { BOOKING_READ_SCOPES } from './booking-list';
import { INVOICE_PAID_STATES } from '../domain/booking/invoice-standing';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { LANGUAGES } from '../constants';

/*
 * Invoices (ISSUE-15, docs/decisions.md "Invoices"): Lambda `invoices` (numbered snapshots of a booking's bill, sending,
 * the public page's call, the split) and Lambda `invoice-documents` (the PDFs: pdf-lib is too big for the budget of the
 * others).
 */
const tags = ['invoices'];
const ZIdParams = z.object({ id: ZId });
const STAFF = ['bookings.update'] as const;
const ZEmails = z.array(z.email()).min(1).max(10);

export { ZInvoice };

/** A row of /finance/invoices. */
export const ZInvoiceRow = ZInvoice.pick({
  id: true,
  number: true,
  kind: true,
  state: true,
  booking: true,
  bookingNo: true,
  date: true,
  currency: true,
  total: true,
  paid: true,
  open: true,
  sentAt: true,
  part: true,
  corrects: true,
}).extend({ recipient: z.string(), numberText: z.string(), paidState: z.enum(INVOICE_PAID_STATES).optional() });

/** What the guest's public page shows (no internal ids beyond the invoice's own). */
export const ZPublicInvoice = ZInvoice.pick({
  id: true,
  number: true,
  kind: true,
  state: true,
  bookingNo: true,
  date: true,
  recipient: true,
  language: true,
  currency: true,
  lines: true,
  taxes: true,
  milestones: true,
  received: true,
  total: true,
  paid: true,
  open: true,
  onSite: true,
  agencyKeeps: true,
}).extend({
  numberText: z.string(),
  company: z.object({ name: z.string(), address: z.array(z.string()) }),
  payable: z.boolean(),
  paidState: z.enum(INVOICE_PAID_STATES).optional(),
});
export type PublicInvoice = z.infer<typeof ZPublicInvoice>;

export const ZSplitInvoice = z.union([
  z.strictObject({ byCustomer: z.literal(true) }),
  z.strictObject({
    parts: z
      .array(
        z.strictObject({
          recipient: z.enum(RECIPIENT_KINDS),
          /** The customer billed (recipient customer); default the booking's lead customer. */
          customer: ZId.optional(),
          /** The sorts of the calculation lines this part bills. */
          lines: z.array(z.number().int()).min(1).max(500),
        }),
      )
      .min(2)
      .max(20),
  }),
]);

/** What a document mail would be: to whom, its subject and text, and the invoice it attaches (null: one is issued). */
export const ZMailPreview = z.object({
  to: z.array(z.string()),
  recipient: z.string(),
  language: z.enum(['de', 'en']),
  subject: z.string(),
  text: z.string(),
  invoice: z.object({ id: z.string(), numberText: z.string() }).nullable(),
  attachment: z.string(),
});
export type MailPreview = z.infer<typeof ZMailPreview>;

export const invoiceEndpoints = {
  list: endpoint({
    id: 'invoices.list',
    method: 'GET',
    path: '/api/invoices',
    resource: 'invoices',
    scopes: ['bookings.read'],
    tags,
    summary: "The tenant's invoices by number, newest first (one page); filters by state, kind, days and text (number, booking, recipient)",
    input: {
      query: z.strictObject({
        size: z.coerce.number().int().min(1).max(200).default(50),
        next: z.string().max(2000).optional(),
        state: z.enum(INVOICE_STATES).optional(),
        kind: z.enum(INVOICE_KINDS).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        search: z.string().trim().max(100).optional(),
      }),
    },
    output: z.object({ data: z.array(ZInvoiceRow), next: z.string().optional() }),
  }),
  ofBooking: endpoint({
    id: 'invoices.ofBooking',
    method: 'GET',
    path: '/api/bookings/{id}/invoices',
    resource: 'invoices',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: "A booking's invoices, oldest first",
    input: { params: ZIdParams },
    output: z.object({ data: z.array(ZInvoice) }),
  }),
  create: endpoint({
    id: 'invoices.create',
    method: 'POST',
    path: '/api/bookings/{id}/invoices',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    idempotent: true,
    summary: "Issues an invoice of the booking's whole bill (next gap-free number) to its customer (default) or agency",
    input: { params: ZIdParams, body: z.strictObject({ recipient: z.enum(RECIPIENT_KINDS).default('customer') }) },
    output: ZInvoice,
  }),
  cancel: endpoint({
    id: 'invoices.cancel',
    method: 'POST',
    path: '/api/invoices/{id}/cancel',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    summary: 'Issues the cancellation invoice of an issued invoice (all amounts negated, its own number) and marks the invoice cancelled',
    input: { params: ZIdParams },
    output: ZInvoice,
  }),
  link: endpoint({
    id: 'invoices.link',
    method: 'POST',
    path: '/api/invoices/{id}/link',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    summary: 'A new public link of the invoice (a fresh token of 256 bits; only its hash is stored, so it is shown this once)',
    input: { params: ZIdParams, body: z.strictObject({ club: z.boolean().default(false) }).default({ club: false }) },
    output: z.object({ url: z.string() }),
  }),
  sendInvoice: endpoint({
    id: 'invoices.sendInvoice',
    method: 'POST',
    path: '/api/bookings/{id}/sendInvoice',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    idempotent: true,
    summary:
      'Queues the invoice mail with its PDF attached and a public link: the given invoice, else the latest issued one, else a new one; ' +
      "to the given addresses, else the recipient's",
    input: {
      params: ZIdParams,
      body: z.strictObject({ invoice: ZId.optional(), to: ZEmails.optional(), recipient: z.enum(RECIPIENT_KINDS).optional() }).default({}),
    },
    output: z.object({ invoice: ZInvoice, to: z.array(z.string()) }),
  }),
  sendMail: endpoint({
    id: 'invoices.sendMail',
    method: 'POST',
    path: '/api/bookings/{id}/sendMail',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    idempotent: true,
    summary: "Queues a mail to the guest (default: the lead customer) with the booking's voucher PDF attached; optional subject and text",
    input: {
      params: ZIdParams,
      body: z
        .strictObject({ to: ZEmails.optional(), subject: z.string().trim().min(1).max(200).optional(), text: z.string().max(10_000).optional() })
        .default({}),
    },
    output: z.object({ to: z.array(z.string()) }),
  }),
  split: endpoint({
    id: 'invoices.split',
    method: 'POST',
    path: '/api/bookings/{id}/splitInvoice',
    resource: 'invoices',
    scopes: STAFF,
    tags,
    idempotent: true,
    summary:
      'Splits the bill over several recipients, each part its own numbered invoice, the parts adding up exactly to the whole: per customer ' +
      '(byCustomer) or chosen calculation lines per part (every line in exactly one part)',
    input: { params: ZIdParams, body: ZSplitInvoice },
    output: z.object({ data: z.array(ZInvoice) }),
  }),
  public: endpoint({
    id: 'invoices.public',
    method: 'POST',
    path: '/api/bookings/invoice/public',
    resource: 'invoices',
    scopes: [],
    public: true,
    tags,
    summary:
      'The public invoice page (no session): the invoice for its id and token (a wrong pair is 404 and says nothing more); with pay: true ' +
      'the checkout URL for the open amount. Throttled per client',
    input: { body: z.strictObject({ id: ZId, token: z.string().min(1).max(200), pay: z.boolean().optional(), club: z.boolean().optional() }) },
    output: z.union([ZPublicInvoice, z.object({ url: z.string() })]),
  }),
};

export const invoiceDocumentEndpoints = {
  download: endpoint({
    id: 'invoices.download',
    method: 'GET',
    path: '/api/bookings/{id}/download',
    resource: 'invoice-documents',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary:
      "The booking's invoice as PDF: the given invoice, else its latest; with preview=true and no invoice yet, the draft " +
      '"Send invoice" would issue (marked as a draft, no number)',
    input: { params: ZIdParams, query: z.strictObject({ invoice: ZId.optional(), preview: z.enum(['true']).optional() }) },
    output: z.string(),
    produces: 'application/pdf',
  }),
  mailPreview: endpoint({
    id: 'invoices.mailPreview',
    method: 'GET',
    path: '/api/bookings/{id}/templates/{templateId}',
    resource: 'invoice-documents',
    // Reading is enough for a print template's PDF; the mail previews (invoice, voucher) ask bookings.update themselves.
    scopes: [...BOOKING_READ_SCOPES, ...STAFF],
    tags,
    summary:
      'The mail "Send invoice" (templateId invoice) or "Send voucher" (voucher) would send, in the booking\'s language: recipients, ' +
      'subject and text (the public link is made when sent), and which invoice it carries (none yet: a new one is issued). Any ' +
      "other templateId is a print template that fits the booking (GET {id}/templates): its PDF (application/pdf), in lang or the booking's language",
    input: {
      params: z.object({ id: ZId, templateId: ZId }),
      query: z.strictObject({ invoice: ZId.optional(), recipient: z.enum(RECIPIENT_KINDS).optional(), lang: z.enum(LANGUAGES).optional() }),
    },
    output: ZMailPreview,
  }),
  voucher: endpoint({
    id: 'invoices.voucher',
    method: 'GET',
    path: '/api/bookings/{id}/voucher',
    resource: 'invoice-documents',
    scopes: BOOKING_READ_SCOPES,
    tags,
    summary: "The guest's voucher of the booking as PDF (in the booking's language)",
    input: { params: ZIdParams },
    output: z.string(),
    produces: 'application/pdf',
  }),
};
