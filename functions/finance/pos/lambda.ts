import { staff } from '../../../shared/auth/actor';
import { posEndpoints as api } from '../../../shared/api/pos';
import { readBooking } from '../../booking/index';
import { action, resourceHandler } from '../../lib/http';
import { asBookingWriter } from './common';
import { importExternal } from './external';
import { addDives, addItem, combineItems, deleteItem, moveItems, updateItem, voidItem } from './onsite';
import { counterProducts, printReceipt, salesOf, statsOf, takeover } from './reads';
import { removeOnsitePayment, sell, voidSale } from './sale';

/**
 * Point of sale and onsite items (ISSUE-15, docs/decisions.md "Point of sale"): a Lambda of its own; every booking
 * change goes through applyBookingChange with the lifecycle action `onsite`.
 */
export const handler = resourceHandler('pos', [
  action(api.onsiteAdd, async ({ principal, params, body }) => addItem(principal, params.id, params.roomId, body)),
  action(api.onsiteUpdate, async ({ principal, params, body }) => updateItem(principal, params.id, params.roomId, body)),
  action(api.onsiteVoid, async ({ principal, params, body }) => voidItem(principal, params.id, params.roomId, body)),
  action(api.onsiteDives, async ({ principal, params, body }) => addDives(principal, params.id, params.roomId, body)),
  action(api.onsiteMove, async ({ principal, params, body }) => moveItems(principal, params.id, params.roomId, body)),
  action(api.onsiteDelete, async ({ principal, params }) => deleteItem(principal, params.id, params.roomId, params.item)),
  action(api.onsiteDeletePayment, async ({ principal, params }) => removeOnsitePayment(principal, params.id, params.roomId, params.paymentId)),
  action(api.onsitePayment, async ({ principal, params, body }) => {
    const input = { key: body.key, method: body.method, booking: params.id, room: params.roomId, lines: [], items: body.items ?? [] };
    const { sale } = await sell(principal, input, { allOpen: body.items === undefined });
    return { booking: await readBooking(staff(asBookingWriter(principal)), params.id), sale };
  }),
  action(api.payment, async ({ principal, body }) => sell(principal, body)),
  action(api.product, async ({ principal, query }) => counterProducts(principal, query)),
  action(api.print, async ({ principal, query }) => printReceipt(principal, query)),
  action(api.takeover, async ({ principal, body }) => takeover(principal, body)),
  action(api.stats, async ({ principal, query }) => statsOf(principal, query)),
  action(api.sales, async ({ principal, query }) => salesOf(principal, query)),
  action(api.voidSale, async ({ principal, params, body }) => voidSale(principal, params.sale, body.reason)),
  action(api.combineItems, async ({ principal, body }) => combineItems(principal, body.booking, body.room)),
  action(api.external, async ({ principal, body }) => importExternal(principal, body)),
]);
