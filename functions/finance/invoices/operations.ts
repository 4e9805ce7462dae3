import { staff } from '../../../shared/auth/actor';
import { invoiceEndpoints as api } from '../../../shared/api/invoices';
import { invoiceNumberText, type Invoice } from '../../../shared/domain/booking/invoice';
import { clientOf } from '../../identity/index';
import { readBooking } from '../../booking/index';
import { bookingInvoices, listInvoices } from '../../data/invoices';
import { action, HttpResult, type BoundAction } from '../../lib/http';
import { openPublicInvoice, publicView, startInvoiceCheckout } from './public';
import { cancelInvoice, createInvoice, newLink, sendInvoice, sendVoucher, splitInvoice } from './service';
import { standingsOf } from '../../data/invoice-standing';
import type { InvoiceStanding } from '../../../shared/domain/booking/invoice-standing';

/**
 * Invoices (ISSUE-15, docs/decisions.md "Invoices"): numbered snapshots of a booking's bill, the cancellation invoice,
 * the split, sending (queued; the consumer renders and attaches the PDF), public links and the guest's public call.
 * The PDFs themselves are the `invoice-documents` Lambda (pdf-lib does not fit this one's budget).
 */
/** A list row; paid, open and the paid state as of the booking's payments now (the snapshot's are when issued). */
const row = (i: Invoice, now?: InvoiceStanding) => ({
  id: i.id,
  number: i.number,
  numberText: invoiceNumberText(i),
  kind: i.kind,
  state: i.state,
  booking: i.booking,
  bookingNo: i.bookingNo,
  date: i.date,
  currency: i.currency,
  total: i.total,
  paid: now?.paid ?? i.paid,
  open: now?.open ?? i.open,
  ...(now ? { paidState: now.paidState } : {}),
  recipient: i.recipient.name,
  ...(i.sentAt ? { sentAt: i.sentAt } : {}),
  ...(i.part ? { part: i.part } : {}),
  ...(i.corrects ? { corrects: i.corrects } : {}),
});

const listAction = action(api.list, async ({ tenant, query }) => {
  const search = query.search?.toLowerCase();
  const page = await listInvoices(
    tenant,
    { size: query.size, next: query.next },
    (i) =>
      (!query.state || i.state === query.state) &&
      (!query.kind || i.kind === query.kind) &&
      (!query.from || i.date >= query.from) &&
      (!query.to || i.date <= query.to) &&
      (!search || [invoiceNumberText(i), String(i.bookingNo), i.recipient.name].some((t) => t.toLowerCase().includes(search))),
  );
  const shown = page.items;
  const standings = await standingsOf(tenant, shown);
  const data = shown.map((i) => row(i, standings.get(i.id)));
  return { data, ...(page.next ? { next: page.next } : {}) };
});

const ofBookingAction = action(api.ofBooking, async ({ principal, params }) => {
  await readBooking(staff(principal), params.id);
  const invoices = await bookingInvoices(principal.tenant, params.id);
  const standings = await standingsOf(principal.tenant, invoices);
  return {
    data: invoices.map((i) => {
      const now = standings.get(i.id);
      return now ? { ...i, paid: now.paid, open: now.open, received: now.received } : i;
    }),
  };
});

const createAction = action(api.create, async ({ principal, params, body }) => new HttpResult(201, await createInvoice(principal, params.id, body.recipient)));
const cancelAction = action(api.cancel, async ({ principal, params }) => new HttpResult(201, await cancelInvoice(principal, params.id)));
const linkAction = action(api.link, async ({ principal, params, body }) => ({ url: await newLink(principal, params.id, body.club) }));
const sendInvoiceAction = action(api.sendInvoice, async ({ principal, params, body }) => new HttpResult(202, await sendInvoice(principal, params.id, body)));
const sendMailAction = action(api.sendMail, async ({ principal, params, body }) => new HttpResult(202, await sendVoucher(principal, params.id, body)));
const splitAction = action(api.split, async ({ principal, params, body }) => new HttpResult(201, { data: await splitInvoice(principal, params.id, body) }));

const publicAction = action(api.public, async ({ tenant, event, body }) => {
  const invoice = await openPublicInvoice(tenant, clientOf(event), body.id, body.token);
  return body.pay ? startInvoiceCheckout(tenant, invoice, body.club ?? false) : publicView(tenant, invoice);
});

export const invoiceActions: BoundAction[] = [
  listAction,
  ofBookingAction,
  createAction,
  cancelAction,
  linkAction,
  sendInvoiceAction,
  sendMailAction,
  splitAction,
  publicAction,
];
