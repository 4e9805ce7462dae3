import { agencyCreditEndpoints, customerCreditEndpoints, type CreditEndpoints } from '../../../shared/api/credits';
import type { CreditKind } from '../../../shared/domain/credit/credit';
import { action, HttpResult, resourceHandler } from '../../lib/http';
import { applyNote, createByHand, createFromBooking, getNote, listNotes, undoApplication, voidNote } from './service';

/**
 * Credit notes of agencies and customers (ISSUE-15, docs/decisions.md "Credits"): a Lambda of its own serving paths
 * under /api/agencies/credits and /api/customers/credits beside the agencies and customers Lambdas.
 */
function actionsOf(api: CreditEndpoints, kind: CreditKind) {
  return [
    action(api.list, async ({ principal, query }) => ({ data: await listNotes(principal, kind, query) })),
    action(api.get, async ({ principal, params }) => getNote(principal, kind, params.id)),
    action(api.create, async ({ principal, body }) => new HttpResult(201, await createByHand(principal, kind, body))),
    action(api.fromBooking, async ({ principal, params, body }) => new HttpResult(201, await createFromBooking(principal, kind, params.bookingId, body))),
    action(api.apply, async ({ principal, params, body }) => new HttpResult(201, await applyNote(principal, kind, params.id, body))),
    action(api.undo, async ({ principal, params }) => undoApplication(principal, kind, params.id, params.paymentId)),
    action(api.void, async ({ principal, params, body }) => voidNote(principal, kind, params.id, body.reason)),
  ];
}

export const handler = resourceHandler('credits', [
  ...actionsOf(agencyCreditEndpoints, 'agency'),
  ...actionsOf(customerCreditEndpoints as unknown as CreditEndpoints, 'customer'),
]);
