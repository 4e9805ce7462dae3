import { bookingCalculationEndpoints as api } from '../../../shared/api/booking-calculation';
import { bookingChangesEndpoints as changes } from '../../../shared/api/booking-changes';
import { action, resourceHandler } from '../../lib/http';
import { addLine, addProduct, deleteLine, refreshLine, renameLine, updateLine, updatePaymentPolicy } from './lines';
import { addAddon, addSpecial, changeCommission, changeCurrency, changePrice, changeTerms, changeVariant, reloadPrice } from './priced';

/**
 * Editing a booking's calculation (ISSUE-14, docs/decisions.md "Editing the calculation"): a Lambda of its own
 * beside `bookings` and `bookingactions`; every call is one change through applyBookingChange.
 */
export const handler = resourceHandler('booking-calculation', [
  action(api.addLine, async ({ principal, params, body }) => addLine(principal, params.id, body)),
  action(api.updateLine, async ({ principal, params, body }) => updateLine(principal, params.id, params.calcId, body)),
  action(api.refreshLine, async ({ principal, params }) => refreshLine(principal, params.id, params.calcId)),
  action(api.renameLine, async ({ principal, params, body }) => renameLine(principal, params.id, params.calcId, body.text)),
  // {calcId} is `<bookingId>:<sort>` (issue 29): the same rename as calculation/{calcId}/rename.
  action(changes.rename, async ({ principal, params, body }) => {
    const [id, sort] = params.calcId.split(':') as [string, string];
    return renameLine(principal, id, Number(sort), body.text);
  }),
  action(api.deleteLine, async ({ principal, params }) => deleteLine(principal, params.id, params.calcId)),
  action(api.special, async ({ principal, params }) => addSpecial(principal, params.id, params.special)),
  action(api.product, async ({ principal, params, body }) => addProduct(principal, params.id, params.product, body.quantity)),
  action(api.addon, async ({ principal, params, body }) => addAddon(principal, params.id, params.addon, body.quantity)),
  action(api.reloadPrice, async ({ principal, params }) => reloadPrice(principal, params.id)),
  action(api.changePrice, async ({ principal, params }) => changePrice(principal, params.id, params.price)),
  action(api.changeTerms, async ({ principal, params }) => changeTerms(principal, params.id, params.terms)),
  action(api.commission, async ({ principal, params }) => changeCommission(principal, params.id, params.commission)),
  action(api.currency, async ({ principal, params }) => changeCurrency(principal, params.id, params.currency)),
  action(api.variant, async ({ principal, params, body }) => changeVariant(principal, params.id, params.room, params.customer, body.variant)),
  action(api.updatePaymentPolicy, async ({ principal, params, body }) => updatePaymentPolicy(principal, params.id, body)),
]);
