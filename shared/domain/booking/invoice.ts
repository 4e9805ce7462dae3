import * as z from 'zod';
import { add, compare, fromMinor, money, subtract, toString, type Money } from '../money';
import { ZIsoDate } from '../inventory/stay';
import type { BookingHeader } from './booking';
import { ZPaymentMilestone } from './calculation';
import { askedOfPart, askedOfWhole, settle } from './invoice-standing';

/**
 * An invoice (ISSUE-15, docs/decisions.md "Invoices"): a numbered snapshot of a booking's bill at one moment — its
 * calculation lines with taxes, milestones, the money received, totals, the recipient (agency or customer), language
 * and currency. Numbers are unique and gap-free per tenant. Money is exact decimal text in the invoice's currency.
 */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export const INVOICE_STATES = ['issued', 'cancelled'] as const;
export const RECIPIENT_KINDS = ['agency', 'customer'] as const;

export const ZInvoiceRecipient = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  id: z.string().optional(),
  name: z.string(),
  /** Address lines as printed. */
  address: z.array(z.string()).default([]),
  email: z.string().optional(),
});
export type InvoiceRecipient = z.output<typeof ZInvoiceRecipient>;

export const ZInvoiceLine = z.object({
  sort: z.number().int(),
  text: z.string(),
  amount: z.number(),
  price: z.string(),
  total: z.string(),
  tax: z.object({ name: z.string(), rate: z.number(), amount: z.string(), inclusive: z.boolean() }).optional(),
  /** The engine's explanation of the line (key and values): the PDF prints it in the invoice's language. */
  explanation: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }).optional(),
  customer: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type InvoiceLine = z.output<typeof ZInvoiceLine>;

export const ZInvoiceTax = z.object({ name: z.string(), rate: z.number(), amount: z.string(), inclusive: z.boolean() });
export const ZInvoiceReceived = z.object({ date: z.string(), amount: z.string(), method: z.string(), reference: z.string().optional() });

export const ZInvoice = z.object({
  id: z.string(),
  /** Gap-free per tenant (the INVOICENO counter, written in the invoice's transaction). */
  number: z.number().int().min(1),
  kind: z.enum(INVOICE_KINDS),
  state: z.enum(INVOICE_STATES),
  booking: z.string(),
  bookingNo: z.number().int(),
  /** The booking version the snapshot was taken of. */
  bookingVersion: z.number().int(),
  date: ZIsoDate,
  createdAt: z.string(),
  createdBy: z.string().optional(),
  recipient: ZInvoiceRecipient,
  language: z.enum(['de', 'en']),
  currency: z.string(),
  lines: z.array(ZInvoiceLine),
  taxes: z.array(ZInvoiceTax),
  milestones: z.array(ZPaymentMilestone),
  received: z.array(ZInvoiceReceived),
  total: z.string(),
  paid: z.string(),
  /** What is asked − paid; negative: overpaid (printed "Overpaid", never as a negative open amount). */
  open: z.string(),
  /**
   * Of the total, what is not asked of the recipient (docs/pricing.md "What a booking owes"): the fees paid on site
   * later (before the guest arrives) and the commission a net agency keeps; total − onSite − agencyKeeps − paid = open.
   */
  onSite: z.string().optional(),
  agencyKeeps: z.string().optional(),
  /** The date or period of service (§14 UStG): the booking's arrival and departure when the invoice was made. */
  period: z.object({ from: ZIsoDate, to: ZIsoDate }).optional(),
  /** A part of a split invoice: its place among the parts made together (same `group`). */
  part: z.object({ group: z.string(), index: z.number().int().min(1), of: z.number().int().min(2) }).optional(),
  /** A cancellation invoice: the invoice it cancels; the cancelled invoice: the cancellation's id. */
  corrects: z.string().optional(),
  cancelledBy: z.string().optional(),
  sentAt: z.string().optional(),
  sentTo: z.array(z.string()).optional(),
});
export type Invoice = z.output<typeof ZInvoice>;

/** What a new invoice is made of before it gets its id and number. */
export type InvoiceDraft = Omit<Invoice, 'id' | 'number' | 'createdAt' | 'createdBy' | 'state' | 'date'>;

const sumOf = (amounts: readonly string[], currency: string): Money => amounts.reduce((s, a) => add(s, money(a, currency)), fromMinor(0, currency));

function taxesOf(lines: readonly InvoiceLine[], currency: string): Invoice['taxes'] {
  const byKey = new Map<string, { name: string; rate: number; inclusive: boolean; amount: Money }>();
  for (const l of lines) {
    if (!l.tax) continue;
    const key = `${l.tax.name}|${l.tax.rate}|${l.tax.inclusive}`;
    const prev = byKey.get(key);
    const amount = money(l.tax.amount, currency);
    byKey.set(key, prev ? { ...prev, amount: add(prev.amount, amount) } : { name: l.tax.name, rate: l.tax.rate, inclusive: l.tax.inclusive, amount });
  }
  return [...byKey.values()].map((t) => ({ name: t.name, rate: t.rate, inclusive: t.inclusive, amount: toString(t.amount) }));
}

function lineOf(l: NonNullable<BookingHeader['calculation']>[number]): InvoiceLine {
  return {
    sort: l.sort,
    text: l.text,
    amount: l.amount,
    price: l.price,
    total: l.total,
    ...(l.tax ? { tax: l.tax } : {}),
    ...(l.explanation ? { explanation: l.explanation } : {}),
    ...(l.customer ? { customer: l.customer } : {}),
    ...(l.from ? { from: l.from } : {}),
    ...(l.to ? { to: l.to } : {}),
  };
}

/**
 * The booking's whole bill as an invoice draft for `recipient`, on `today` (the invoice date): open is what the
 * booking owes that day less what was paid (docs/pricing.md "What a booking owes": a net agency's commission and, before
 * the guest arrives, the fees paid on site are not asked for).
 */
export function invoiceDraftOf(b: BookingHeader, recipient: InvoiceRecipient, today = '9999-12-31'): InvoiceDraft {
  const currency = b.currency ?? 'EUR';
  const lines = (b.calculation ?? []).map(lineOf);
  const received = (b.received ?? []).map((p) => ({ date: p.date, amount: p.amount, method: p.method, ...(p.reference ? { reference: p.reference } : {}) }));
  const total = sumOf(
    lines.map((l) => l.total),
    currency,
  );
  const paid = sumOf(
    received.map((p) => p.amount),
    currency,
  );
  return {
    kind: 'invoice',
    booking: b.id,
    bookingNo: b.bookingNo,
    bookingVersion: b.version,
    recipient,
    language: b.language === 'en' ? 'en' : 'de',
    currency,
    lines,
    taxes: taxesOf(lines, currency),
    milestones: b.payments ?? [],
    received,
    total: toString(total),
    paid: toString(paid),
    ...explained(settle(askedOfWhole(total, b, today), paid)),
    ...(b.checkIn && b.checkOut ? { period: { from: b.checkIn.slice(0, 10), to: b.checkOut.slice(0, 10) } } : {}),
  };
}

/** Open (negative: overpaid) and, when any, what of the total is paid on site later or kept by the agency. */
function explained(s: ReturnType<typeof settle>): Pick<InvoiceDraft, 'open' | 'onSite' | 'agencyKeeps'> {
  return {
    open: toString(s.open),
    ...(s.onSite.minor > 0 ? { onSite: toString(s.onSite) } : {}),
    ...(s.agencyKeeps.minor > 0 ? { agencyKeeps: toString(s.agencyKeeps) } : {}),
  };
}

/** One part of a split: its recipient and the sorts of the calculation lines it bills. */
export interface SplitPart {
  recipient: InvoiceRecipient;
  lines: number[];
}

/** Why a split is refused (a message for the 400). */
export function splitProblem(b: BookingHeader, parts: readonly SplitPart[]): string | undefined {
  const sorts = (b.calculation ?? []).map((l) => l.sort);
  const seen = new Set<number>();
  for (const p of parts) {
    if (p.lines.length === 0) return 'Every part needs at least one calculation line';
    for (const s of p.lines) {
      if (!sorts.includes(s)) return `The booking has no calculation line ${s}`;
      if (seen.has(s)) return `The calculation line ${s} is in two parts`;
      seen.add(s);
    }
  }
  const missing = sorts.filter((s) => !seen.has(s));
  if (missing.length) return `Every calculation line must be in one part; missing: ${missing.join(', ')}`;
  return undefined;
}

/**
 * The drafts of a split invoice: each part bills its lines (with their taxes) and asks them less its on-site lines
 * (before arrival) and its share of a net agency's commission (`askedOfPart`: the agency-kept commission is billed by
 * no part); the money received is applied to the parts in their order, each up to what it asks (the last takes what
 * is left), so the parts' totals, paid and open add up to the whole exactly. Milestones stay on the whole bill (a part shows none).
 */
export function splitDrafts(b: BookingHeader, parts: readonly SplitPart[], group: string, today = '9999-12-31'): InvoiceDraft[] {
  const { onSite: _o, agencyKeeps: _a, ...whole } = invoiceDraftOf(b, parts[0]!.recipient, today);
  const currency = whole.currency;
  let left = money(whole.paid, currency);
  return parts.map((p, i) => {
    const lines = whole.lines.filter((l) => p.lines.includes(l.sort));
    const total = sumOf(
      lines.map((l) => l.total),
      currency,
    );
    const last = i === parts.length - 1;
    const zero = fromMinor(0, currency);
    // Each part asks its lines less its on-site lines (before arrival) and its share of a net agency's commission.
    const asked = askedOfPart(total, p.lines, b, today);
    const paid = last ? left : compare(left, asked.asked) >= 0 ? (asked.asked.minor > 0 ? asked.asked : zero) : left.minor > 0 ? left : zero;
    left = subtract(left, paid);
    return {
      ...whole,
      recipient: p.recipient,
      lines,
      taxes: taxesOf(lines, currency),
      milestones: [],
      received: [],
      total: toString(total),
      paid: toString(paid),
      ...explained(settle(asked, paid)),
      part: { group, index: i + 1, of: parts.length },
    };
  });
}

/** The cancellation invoice of `inv`: every amount negated, so the two add up to zero. */
export function cancellationDraft(inv: Invoice): InvoiceDraft {
  const neg = (a: string) => toString(subtract(fromMinor(0, inv.currency), money(a, inv.currency)));
  const lines = inv.lines.map((l) => ({ ...l, price: neg(l.price), total: neg(l.total), ...(l.tax ? { tax: { ...l.tax, amount: neg(l.tax.amount) } } : {}) }));
  const {
    id: _id,
    number: _n,
    createdAt: _c,
    createdBy: _b,
    state: _s,
    date: _d,
    sentAt: _sa,
    sentTo: _st,
    cancelledBy: _cb,
    onSite: _os,
    agencyKeeps: _ak,
    ...rest
  } = inv;
  return {
    ...rest,
    kind: 'cancellation',
    corrects: inv.id,
    lines,
    taxes: taxesOf(lines, inv.currency),
    milestones: [],
    received: [],
    total: neg(inv.total),
    paid: neg(inv.paid),
    open: neg(inv.open),
  };
}

/** The invoice number as printed: the year of its date and the number, e.g. `2026-000042`. */
export function invoiceNumberText(inv: Pick<Invoice, 'number' | 'date'>): string {
  return `${inv.date.slice(0, 4)}-${String(inv.number).padStart(6, '0')}`;
}
