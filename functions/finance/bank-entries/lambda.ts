import { bankEntryEndpoints as api } from '../../../shared/api/banks';
import { queryPayments } from '../../data/payments';
import { action, resourceHandler } from '../../lib/http';
import { addTemporary, assignEntry, isTemporary, TEMPORARY_PREFIX, unassignEntry } from './assign';
import { recordActions } from './records';

type LedgerItem = Awaited<ReturnType<typeof queryPayments>>['items'][number];
const listed = (p: LedgerItem) => ({ ...p, booking: String(p.booking) });

/**
 * Bank entries assigned to bookings (ISSUE-15; docs/decisions.md "Banks and bank entries"): assign and undo, the
 * payments recorded by hand and the temporary ones (ONE ledger Query by kind `manual` each); the entries themselves
 * as a resource of the generic pattern (records.ts, ISSUE-29).
 */
export const handler = resourceHandler('bankentries', [
  action(api.assign, async ({ principal, params, query, body }) => assignEntry(principal, params.id, { ...body, ...query })),
  action(api.unassign, async ({ principal, params }) => unassignEntry(principal, params.id, params.paymentId)),
  action(api.manual, async ({ tenant, query }) => {
    const page = await queryPayments(tenant, { by: { kind: 'manual' }, ...query });
    return { data: page.items.filter((p) => !isTemporary(p)).map(listed), ...(page.next ? { next: page.next } : {}) };
  }),
  action(api.temporary, async ({ tenant, query }) => {
    const page = await queryPayments(tenant, {
      by: { kind: 'manual' },
      ...query,
      filter: [{ field: 'key', op: 'contains', value: `manual:${TEMPORARY_PREFIX}` }],
    });
    return { data: page.items.map(listed), ...(page.next ? { next: page.next } : {}) };
  }),
  action(api.addTemporary, async ({ principal, body }) => addTemporary(principal, body)),
  // After the fixed paths (manual, temporary): the generic pattern's {id} would take them otherwise.
  ...recordActions,
]);
