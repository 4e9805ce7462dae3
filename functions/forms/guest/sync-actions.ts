import { guestFormSyncEndpoints as api } from '../../../shared/api/guest-form-sync';
import { action, type BoundAction } from '../../lib/http';
import { formContext, staffContext } from './actions';
import { attachCustomer, formList, roomStandings, selfForms, statistics } from './lists';
import { syncDiff, syncWithCustomer } from './sync';

/** Answers to the customer, the lists and the statistics (shared/api/guest-form-sync.ts). */
export const guestFormSyncActions: BoundAction[] = [
  action(api.syncDiff, async ({ principal, params, query }) => syncDiff(await formContext(principal, params.id, 'forms.read'), params.id, query.guest)),
  action(api.sync, async ({ principal, params, body }) =>
    syncWithCustomer(principal, await formContext(principal, params.id, 'bookings.update'), params.id, body),
  ),
  action(api.attachCustomer, async ({ principal, params, body }) =>
    attachCustomer(await staffContext(principal, params.booking, 'bookings.update'), params.customer, body.guest),
  ),
  action(api.self, async ({ principal }) => ({ data: await selfForms(principal) })),
  action(api.rooms, async ({ principal, query }) => roomStandings(principal, query)),
  action(api.list, async ({ principal, query }) => formList(principal, query)),
  action(api.statistics, async ({ principal, query }) => statistics(principal, query.days)),
];
