import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import {
  cancellationDraft,
  invoiceDraftOf,
  splitDrafts,
  splitProblem,
  type Invoice,
  type InvoiceDraft,
  type SplitPart,
} from '../../../shared/domain/booking/invoice';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { DocumentMailRequested } from '../../../events/invoice-mail-requested';
import { requireBookingAccess } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { bookingInvoices, getInvoice, invoiceCancelledUpdate, issueInvoices, mintInvoiceToken } from '../../data/invoices';
import { outboxPut, putOutbox } from '../../data/outbox';
import { getTenant } from '../../data/tenants';
import type { TransactItem } from '../../data/transactions';
import { publicLink } from '../../lib/documents/invoice-link';
import { bookingCustomerIds } from '../../lib/documents/sources';
import { recipientOf } from './recipient';

/** Invoices of a booking (docs/decisions.md "Invoices"): issue, cancel, split, send, link. */
const MAX_ATTEMPTS = 10;
const STAFF = 'bookings.update';

async function bookingFor(principal: Principal, id: string, scope = STAFF): Promise<BookingItem> {
  const b = await getBooking(principal.tenant, id);
  if (!b) throw new NotFoundError(`booking ${id} does not exist`);
  await requireBookingAccess(staff(principal), b, scope);
  return b;
}

async function today(tenant: string): Promise<string> {
  return dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin');
}

/**
 * Issues the invoices `build` makes of the booking as read, numbered in one transaction with the counter and checked
 * against the booking's version (a change meanwhile: read and build again).
 */
async function issueFor(
  principal: Principal,
  bookingId: string,
  build: (b: BookingItem, date: string) => Promise<InvoiceDraft[]>,
  extra?: (invoices: Invoice[], b: BookingItem) => TransactItem[],
): Promise<Invoice[]> {
  const date = await today(principal.tenant);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const b = await bookingFor(principal, bookingId);
    if (b.state === 'deleted') throw new ConflictError(`Booking ${b.bookingNo} is deleted: no invoice is made`, 'BOOKING_STATE_CONFLICT');
    const drafts = await build(b, date);
    // A split booking's lines are billed by its parts (docs/booking-states.md "splitByCustomer"): never twice.
    if (b.state === 'splitted' && drafts.some((d) => d.kind === 'invoice'))
      throw new ConflictError(`Booking ${b.bookingNo} is split: its parts are billed`, 'BOOKING_STATE_CONFLICT');
    if (drafts.some((d) => d.kind === 'invoice' && d.lines.length === 0)) {
      throw new ConflictError(`Booking ${b.bookingNo} has no calculation lines to bill`, 'INVOICE_EMPTY');
    }
    const out = await issueInvoices({ tenant: principal.tenant, booking: b, drafts, date, by: principal.userId, extra: extra && ((invs) => extra(invs, b)) });
    if (out) return out;
  }
  throw new ConflictError('The booking keeps changing; try again', 'VERSION_CONFLICT');
}

export async function createInvoice(principal: Principal, bookingId: string, kind: 'agency' | 'customer'): Promise<Invoice> {
  const [inv] = await issueFor(principal, bookingId, async (b, date) => [invoiceDraftOf(b, await recipientOf(principal.tenant, b, kind), date)]);
  return inv!;
}

async function invoiceOf(principal: Principal, id: string): Promise<{ invoice: Invoice; booking: BookingItem }> {
  const invoice = await getInvoice(principal.tenant, id);
  if (!invoice) throw new NotFoundError(`invoice ${id} does not exist`);
  const booking = await bookingFor(principal, invoice.booking);
  return { invoice, booking };
}

export async function cancelInvoice(principal: Principal, id: string): Promise<Invoice> {
  const { invoice } = await invoiceOf(principal, id);
  if (invoice.kind !== 'invoice' || invoice.state !== 'issued') {
    throw new ConflictError(`Invoice ${invoice.number} is ${invoice.kind === 'invoice' ? 'cancelled already' : 'a cancellation'}`, 'INVOICE_CANCELLED');
  }
  try {
    const [cancellation] = await issueFor(
      principal,
      invoice.booking,
      async () => [cancellationDraft(invoice)],
      ([c]) => [invoiceCancelledUpdate(principal.tenant, invoice.id, c!.id)],
    );
    return cancellation!;
  } catch (err) {
    if (err instanceof Error && /invoice write was refused/.test(err.message)) {
      throw new ConflictError(`Invoice ${invoice.number} is cancelled already`, 'INVOICE_CANCELLED');
    }
    throw err;
  }
}

export async function newLink(principal: Principal, id: string, club: boolean): Promise<string> {
  await invoiceOf(principal, id);
  return publicLink(principal.tenant, id, await mintInvoiceToken(principal.tenant, id), club);
}

function requireRecipients(to: string[] | undefined, who: string): string[] {
  if (!to?.length) throw new ValidationError(`${who} has no e-mail address; give one`, [{ path: 'body.to', message: 'An e-mail address is required' }]);
  return to;
}

/** Queues the invoice mail: the given invoice, else the latest issued invoice, else a new one of the whole bill. */
export async function sendInvoice(
  principal: Principal,
  bookingId: string,
  body: { invoice?: string; to?: string[]; recipient?: 'agency' | 'customer' },
): Promise<{ invoice: Invoice; to: string[] }> {
  const b = await bookingFor(principal, bookingId);
  const event = (invoice: Invoice, to: string[]) =>
    outboxPut(principal.tenant, DocumentMailRequested, { document: 'invoice', booking: b.id, invoice: invoice.id, to, requestedBy: principal.userId });
  let invoice: Invoice | undefined;
  if (body.invoice) {
    invoice = (await getInvoice(principal.tenant, body.invoice)) ?? undefined;
    if (!invoice || invoice.booking !== b.id) throw new NotFoundError(`invoice ${body.invoice} of booking ${bookingId} does not exist`);
  } else {
    invoice = (await bookingInvoices(principal.tenant, b.id)).filter((i) => i.kind === 'invoice' && i.state === 'issued').at(-1);
  }
  if (invoice) {
    const to = requireRecipients(body.to ?? (invoice.recipient.email ? [invoice.recipient.email] : undefined), invoice.recipient.name);
    await putOutbox(event(invoice, to));
    return { invoice, to };
  }
  const recipient = await recipientOf(principal.tenant, b, body.recipient ?? 'customer');
  const to = requireRecipients(body.to ?? (recipient.email ? [recipient.email] : undefined), recipient.name);
  const [created] = await issueFor(
    principal,
    bookingId,
    async (current, date) => [invoiceDraftOf(current, recipient, date)],
    ([inv]) => [event(inv!, to)],
  );
  return { invoice: created!, to };
}

/** Queues the guest's voucher mail (default to the lead customer). */
export async function sendVoucher(
  principal: Principal,
  bookingId: string,
  body: { to?: string[]; subject?: string; text?: string },
): Promise<{ to: string[] }> {
  const b = await bookingFor(principal, bookingId);
  const lead = body.to ? undefined : await recipientOf(principal.tenant, b, 'customer');
  const to = requireRecipients(body.to ?? (lead?.email ? [lead.email] : undefined), lead?.name ?? 'The guest');
  const put = outboxPut(principal.tenant, DocumentMailRequested, {
    document: 'voucher',
    booking: b.id,
    to,
    ...(body.subject ? { subject: body.subject } : {}),
    ...(body.text ? { text: body.text } : {}),
    requestedBy: principal.userId,
  });
  await putOutbox(put);
  return { to };
}

export type SplitInput = { byCustomer: true } | { parts: { recipient: 'agency' | 'customer'; customer?: string; lines: number[] }[] };

/** The parts of a split by customer: each line to the customer it is for (lines for no known customer: the lead). */
function partsByCustomer(b: BookingItem): { customer: string; lines: number[] }[] {
  const known = bookingCustomerIds(b);
  const lead = known[0];
  const groups = new Map<string, number[]>();
  for (const l of b.calculation ?? []) {
    const who = l.customer && known.includes(l.customer) ? l.customer : lead;
    if (!who) continue;
    groups.set(who, [...(groups.get(who) ?? []), l.sort]);
  }
  return [...groups].map(([customer, lines]) => ({ customer, lines }));
}

export async function splitInvoice(principal: Principal, bookingId: string, input: SplitInput): Promise<Invoice[]> {
  const group = `split-${Date.now().toString(36)}`;
  return issueFor(principal, bookingId, async (b, date) => {
    const wanted = 'byCustomer' in input ? partsByCustomer(b).map((p) => ({ recipient: 'customer' as const, ...p })) : input.parts;
    if (wanted.length < 2) {
      throw new ValidationError('A split needs at least two parts', [{ path: 'body', message: 'The bill goes to one recipient only; issue a plain invoice' }]);
    }
    const known = bookingCustomerIds(b);
    wanted.forEach((p, i) => {
      if (p.customer && !known.includes(p.customer)) {
        throw new ValidationError(`Customer ${p.customer} is not in the booking`, [
          { path: `body.parts.${i}.customer`, message: 'Not a customer of the booking' },
        ]);
      }
    });
    const parts: SplitPart[] = await Promise.all(
      wanted.map(async (p) => ({ recipient: await recipientOf(principal.tenant, b, p.recipient, p.customer), lines: p.lines })),
    );
    const problem = splitProblem(b, parts);
    if (problem) throw new ValidationError(problem, [{ path: 'body.parts', message: problem }]);
    return splitDrafts(b, parts, group, date);
  });
}

/** Paid and open as of the booking's payments now (functions/finance/invoices/standing.ts), for the PDFs and the mails. */
export { invoiceAsOfNow, standingsOf } from '../../data/invoice-standing';
