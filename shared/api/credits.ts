import * as z from 'zod';
import { ZBookingPayment } from '../domain/booking/payment';
import { ZCreditNote, type CreditKind } from '../domain/credit/credit';
import { ZIsoDate } from '../domain/inventory/stay';
import { ZCurrencyCode } from '../domain/common';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/*
 * Credit notes of agencies and customers (Lambda `credits`, docs/decisions.md "Credits"). The Lambda serves paths under
 * /api/agencies/credits and /api/customers/credits beside the agencies and customers Lambdas (API Gateway routes each
 * method and path to its own Lambda). GET /api/agencies/credits stays the agencies Lambda's balances per currency; the
 * agency notes are listed at /api/agencies/credits/notes.
 */

/** A positive decimal amount as text (the currency's decimals are checked by the service). */
export const ZCreditAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, { message: 'A positive decimal amount like 12.50' })
  .refine((s) => Number(s) > 0, { message: 'must be more than 0' });

const ZReason = z.string().trim().min(1).max(500);

export const ZCreditListQuery = z
  .strictObject({
    open: z.enum(['true', 'false']).optional(),
    owner: ZId.optional(),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const ZCreditCreate = z.strictObject({
  owner: ZId,
  currency: ZCurrencyCode,
  amount: ZCreditAmount,
  reason: ZReason,
  expires: ZIsoDate.optional(),
});
export const ZCreditFromBooking = z.strictObject({ reason: ZReason.optional(), expires: ZIsoDate.optional() });
export const ZCreditApply = z.strictObject({ bookingId: ZId, amount: ZCreditAmount });
export const ZCreditVoid = z.strictObject({ reason: ZReason });

export const ZCreditPayment = z.object({ credit: ZCreditNote, payment: ZBookingPayment });

function creditEndpoints<K extends CreditKind>(kind: K) {
  const base = kind === 'agency' ? '/api/agencies/credits' : '/api/customers/credits';
  const prefix = kind === 'agency' ? 'agencyCredits' : 'customerCredits';
  const readScopes = kind === 'agency' ? (['agencies.read', 'agencies.self'] as const) : (['customers.read'] as const);
  const writeScopes = kind === 'agency' ? (['agencies.update'] as const) : (['customers.update'] as const);
  const who = kind === 'agency' ? 'agency' : 'customer';
  const common = { resource: 'credits' as const, tags: ['credits'] };
  const ZIdParams = z.object({ id: ZId });
  return {
    list: endpoint({
      ...common,
      id: `${prefix}.list`,
      method: 'GET',
      path: kind === 'agency' ? `${base}/notes` : base,
      scopes: readScopes,
      summary: `Credit notes of ${who}s, newest first: open only, of one ${who} (owner), issued from..to${kind === 'agency' ? '; an agency user sees its own' : ''}`,
      input: { query: ZCreditListQuery },
      output: z.object({ data: z.array(ZCreditNote) }),
    }),
    get: endpoint({
      ...common,
      id: `${prefix}.get`,
      method: 'GET',
      path: `${base}/{id}`,
      scopes: readScopes,
      summary: `One credit note of a ${who} with its applications`,
      input: { params: ZIdParams },
      output: ZCreditNote,
    }),
    create: endpoint({
      ...common,
      id: `${prefix}.create`,
      method: 'POST',
      path: base,
      scopes: writeScopes,
      idempotent: true,
      summary: `A credit note given by hand (goodwill) to a ${who}, numbered gap-free`,
      input: { body: ZCreditCreate },
      output: ZCreditNote,
    }),
    fromBooking: endpoint({
      ...common,
      id: `${prefix}.fromBooking`,
      method: 'POST',
      path: `${base}/booking/{bookingId}`,
      scopes: writeScopes,
      idempotent: true,
      summary:
        `The credit note of a cancelled booking of a ${who}: what it was paid beyond what it still owes moves to the note ` +
        '(a negative credit payment on the booking and the note in one transaction); 409 when nothing is to credit',
      input: { params: z.object({ bookingId: ZId }), body: ZCreditFromBooking },
      output: ZCreditPayment,
    }),
    apply: endpoint({
      ...common,
      id: `${prefix}.apply`,
      method: 'POST',
      path: `${base}/{id}/apply`,
      scopes: writeScopes,
      summary: `Applies amount (in the note's currency) of the note to a later booking of the same ${who}: a credit payment and the note lowered in one transaction, never beyond the remaining amount nor the booking's open amount`,
      input: { params: ZIdParams, body: ZCreditApply },
      output: ZCreditPayment,
    }),
    undo: endpoint({
      ...common,
      id: `${prefix}.undo`,
      method: 'DELETE',
      path: `${base}/{id}/apply/{paymentId}`,
      scopes: writeScopes,
      summary: 'Undoes an application: the payment leaves the booking and its amount returns to the note, in one transaction',
      input: { params: z.object({ id: ZId, paymentId: ZId }) },
      output: ZCreditNote,
    }),
    void: endpoint({
      ...common,
      id: `${prefix}.void`,
      method: 'POST',
      path: `${base}/{id}/void`,
      scopes: writeScopes,
      summary: 'Voids a note: what is left of it can no longer be applied (applications made stay)',
      input: { params: ZIdParams, body: ZCreditVoid },
      output: ZCreditNote,
    }),
  };
}

export const agencyCreditEndpoints = creditEndpoints('agency');
export const customerCreditEndpoints = creditEndpoints('customer');
export type CreditEndpoints = typeof agencyCreditEndpoints;
