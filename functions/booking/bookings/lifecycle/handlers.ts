import { bookingReindexEndpoints as changes } from '../../../../shared/api/booking-reindex';
import { bookingLifecycleEndpoints as api } from '../../../../shared/api/booking-lifecycle';
import { actionStates, holdingStates } from '../../../../shared/domain/booking/lifecycle';
import { action } from '../../../lib/http';
import { readBooking } from '../access';
import {
  changeDates,
  changeRoom,
  checkinBooking,
  checkoutBooking,
  freeBooking,
  lockUnlockRoom,
  moveToSchedule,
  releaseBooking,
  removeCancellationFee,
  revertBooking,
  storeBooking,
} from './actions';
import { languageOf, recountAll, reindexBooking, taskNames } from './reindex';
import { splitByCustomer } from './split';

/** The lifecycle calls (shared/api/booking-lifecycle.ts), one line each over actions.ts. */
export const lifecycleActions = [
  action(api.store, async ({ principal, params }) => storeBooking(principal, params.id)),
  action(api.checkin, async ({ principal, params, body }) => checkinBooking(principal, params.id, body ?? {})),
  action(api.checkout, async ({ principal, params }) => checkoutBooking(principal, params.id)),
  action(api.revert, async ({ principal, params }) => revertBooking(principal, params.id)),
  action(api.release, async ({ principal, params, body }) => releaseBooking(principal, params.id, body.reason)),
  action(api.free, async ({ principal, params }) => freeBooking(principal, params.id)),
  action(api.move, async ({ principal, params }) => moveToSchedule(principal, params.id, params.schedule)),
  action(api.changeRoom, async ({ principal, params, body }) => changeRoom(principal, params.id, body)),
  action(api.changeDates, async ({ principal, params, body }) => changeDates(principal, params.id, params.roomId, body)),
  action(api.lockUnlockRoom, async ({ principal, params }) => lockUnlockRoom(principal, params.id, params.roomBooking, (id) => readBooking(principal, id))),
  action(api.splitByCustomer, async ({ principal, params }) => splitByCustomer(principal, params.id)),
  action(api.removeCancellationFee, async ({ principal, params }) => removeCancellationFee(principal, params.id)),
  action(changes.reindex, async ({ principal, params }) => reindexBooking(principal, params.id)),
  action(changes.recount, async ({ principal }) => recountAll(principal)),
  action(changes.taskNames, async ({ principal, query, event }) => taskNames(principal.tenant, languageOf(query.lang, event.headers?.['accept-language']))),
  action(api.actionStates, async () => ({ actions: actionStates(), holdingStates: holdingStates() })),
];
