import * as z from 'zod';
import { ZDescription, ZName } from '../common';
import { zMoneyAmount } from '../money';

/**
 * Terms of payment and commission schemes share the entry of spec 2 ("Payment-terms / commission entry: reason
 * (customer), message, percent, useTerms, date, value, includeCommission"). Designed (docs/pricing.md, "Terms"):
 * - An entry is a milestone: `percent` of the total or a fixed `value` (value wins when above 0), due `date.days`
 *   days after the booking date or before the first day of travel (`date.from`).
 * - `useTerms`: the milestone takes what remains of the total after the others (the rest line); at most one
 *   entry does, and when none does, the last one is widened to take the remainder, so milestones always add up
 *   to the total.
 * - `includeCommission`: for an agency booked net, the milestone is of the gross amount (commission included)
 *   rather than of the net amount the agency owes.
 * - `reason` says who pays and why, as the customer reads it ("Deposit", "Balance").
 */
export const DUE_FROM = ['booking', 'travel'] as const;
export type DueFrom = (typeof DUE_FROM)[number];

export const ZTermsEntry = z.strictObject({
  reason: z.string().trim().min(1).max(200),
  message: z.string().max(2000).optional(),
  percent: z.number().min(0).max(100).default(0),
  value: zMoneyAmount().default(0),
  useTerms: z.boolean().default(false),
  date: z.strictObject({ days: z.number().int().min(0).max(730), from: z.enum(DUE_FROM) }).default({ days: 0, from: 'booking' }),
  includeCommission: z.boolean().default(false),
});
export type TermsEntry = z.infer<typeof ZTermsEntry>;

const entriesRule = (entries: TermsEntry[], ctx: z.RefinementCtx) => {
  if (entries.filter((e) => e.useTerms).length > 1) ctx.addIssue({ code: 'custom', path: ['entries'], message: 'One milestone at most takes the rest' });
  const percent = entries.filter((e) => !e.useTerms && !(e.value > 0)).reduce((a, e) => a + e.percent, 0);
  if (percent > 100) ctx.addIssue({ code: 'custom', path: ['entries'], message: 'The milestones ask for more than 100 percent' });
};

/** Terms of payment: a deposit and one or more further instalments (screen /terms). */
export const ZTermsOfPayment = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    description: ZDescription.optional(),
    entries: z.array(ZTermsEntry).min(1).max(12),
    /** Issue 22: what a cancel keeps (shared/domain/booking/cancellation.ts): a fixed amount (wins above 0) or a percent of the total. */
    cancellationFeePercent: z.number().min(0).max(100).optional(),
    cancellationFeeValue: zMoneyAmount().optional(),
    /** The operator's default terms (bookings whose price names none). */
    isDefault: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((t, ctx) => entriesRule(t.entries, ctx));
export type TermsOfPayment = z.infer<typeof ZTermsOfPayment>;
export const ZTermsOfPaymentShape = z.object(ZTermsOfPayment.shape);

/**
 * A commission scheme (screen /commission): the percent agencies earn on the commissionable price, `net` (the
 * agency collects from the guest and pays us the price less its commission) or `gross` (we collect the full
 * price and pay the commission out), on amounts with or without tax; its entries schedule the commission's
 * payment like terms of payment.
 */
export const COMMISSION_MODES = ['net', 'gross'] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number];
export const ZCommission = z
  .strictObject({
    name: ZName,
    description: ZDescription.optional(),
    percent: z.number().min(0).max(100),
    mode: z.enum(COMMISSION_MODES).default('gross'),
    /** Commission is figured on amounts with their tax (true) or on the amounts without it. */
    includeTax: z.boolean().default(true),
    entries: z.array(ZTermsEntry).max(12).default([]),
    isDefault: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => entriesRule(c.entries, ctx));
export type Commission = z.infer<typeof ZCommission>;
export const ZCommissionShape = z.object(ZCommission.shape);
