import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';
import { fromMinor, money, toString } from '../money';

/**
 * Credit notes (ISSUE-15, docs/decisions.md "Credits"): money an agency or a customer has on account, from a cancelled
 * booking that was paid beyond what it still owes, or given by hand (goodwill). A note is numbered gap-free per
 * tenant; its remaining amount only falls by applications (each one a `credit` payment on a later booking, written in
 * the same transaction) and rises only when such an application is undone.
 */

export const CREDIT_KINDS = ['agency', 'customer'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** One use of a note: the payment it made on a booking (amount in the note's currency, bookingAmount in the booking's). */
export const ZCreditApplication = z.object({
  paymentId: z.string(),
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  amount: z.string(),
  bookingAmount: z.string(),
  bookingCurrency: z.string(),
  date: ZIsoDate,
  at: z.string(),
  by: z.string().optional(),
});
export type CreditApplication = z.output<typeof ZCreditApplication>;

export const ZCreditNote = z.object({
  id: z.string(),
  no: z.number().int().min(1),
  kind: z.enum(CREDIT_KINDS),
  /** The agency's or the customer's id, and its name when it was known. */
  owner: z.string(),
  ownerName: z.string().optional(),
  currency: z.string(),
  amount: z.string(),
  remaining: z.string(),
  /** Not voided, not expired, something left. */
  open: z.boolean(),
  /** The cancelled booking it came from (none: given by hand). */
  booking: z.object({ id: z.string(), bookingNo: z.number().int().optional(), paymentId: z.string() }).optional(),
  reason: z.string(),
  date: ZIsoDate,
  expires: ZIsoDate.optional(),
  voided: z.object({ at: z.string(), by: z.string().optional(), reason: z.string() }).optional(),
  applications: z.array(ZCreditApplication),
  createdAt: z.string(),
  createdBy: z.string().optional(),
});
export type CreditNote = z.output<typeof ZCreditNote>;

/** The note as stored: the remaining amount in minor units (so a condition can compare it), applications by payment id. */
export interface StoredCredit extends Omit<CreditNote, 'remaining' | 'open' | 'applications'> {
  remainingMinor: number;
  applications: Record<string, CreditApplication>;
}

/** Whether a note can still be applied at `today`. */
export function isOpen(c: Pick<StoredCredit, 'remainingMinor' | 'voided' | 'expires'>, today: string): boolean {
  return c.voided === undefined && c.remainingMinor > 0 && (c.expires === undefined || c.expires >= today);
}

/** The stored note as the API answers it (applications oldest first). */
export function creditView(c: StoredCredit, today: string): CreditNote {
  const { remainingMinor, applications, ...rest } = c;
  return {
    ...rest,
    remaining: toString(fromMinor(remainingMinor, c.currency)),
    open: isOpen(c, today),
    applications: Object.values(applications).sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** Minor units of a decimal text in `currency` (throws RangeError for more decimals than the currency has). */
export const minorOf = (amount: string, currency: string): number => money(amount, currency).minor;

/** The calculation line type of a cancellation fee (spec 2: calculation/{id}/removeCancellationFee). */
export const CANCELLATION_FEE_TYPE = 'cancellationFee';

/**
 * What a cancelled booking paid beyond what it still owes, in minor units of its currency: a cancelled booking owes
 * only its cancellation fee lines, so the rest of what it received can move to a credit note (≤ 0: nothing to credit).
 */
export function creditableMinor(b: { currency?: string; calculation?: { type: string; total: string }[]; received?: { amount: string }[] }): number {
  const currency = b.currency ?? 'EUR';
  const owed = (b.calculation ?? []).filter((l) => l.type === CANCELLATION_FEE_TYPE).reduce((s, l) => s + money(l.total, currency).minor, 0);
  const paid = (b.received ?? []).reduce((s, p) => s + money(p.amount, currency).minor, 0);
  return paid - owed;
}
