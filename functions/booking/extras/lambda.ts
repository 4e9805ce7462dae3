import { bookingExtrasEndpoints as api } from '../../../shared/api/booking-extras';
import { action, resourceHandler } from '../../lib/http';
import { confirmDocument, documentLink, registerDocument } from './documents';
import { addReference, removeReference, setLanguage } from './facts';
import { arrivalCountOf, customersAtDateOf, endOfDayOf, fullOf, productsOf } from './reads';

/**
 * The booking file's references, language, agency and documents, and the day's read calls (ISSUE-14): a Lambda of its
 * own beside bookings, bookingactions, booking-list and booking-history (docs/decisions.md, "Booking extras"). The agency
 * call re-prices, so it lives in `bookings` beside the create's pricing (functions/booking/bookings/agency.ts).
 */
export const handler = resourceHandler('booking-extras', [
  action(api.addReference, async ({ principal, params, body }) => addReference(principal, params.id, body)),
  action(api.removeReference, async ({ principal, params }) => removeReference(principal, params.id, params.ref)),
  action(api.language, async ({ principal, params }) => setLanguage(principal, params.id, params.language)),
  action(api.upload, async ({ principal, params, body }) => registerDocument(principal, params.id, body)),
  action(api.confirmUpload, async ({ principal, params }) => confirmDocument(principal, params.id, params.document)),
  action(api.download, async ({ principal, params }) => documentLink(principal, params.id, params.document)),
  action(api.full, async ({ principal, query }) => fullOf(principal, query.id)),
  action(api.endOfDay, async ({ principal, query }) => endOfDayOf(principal, query.date, query.toDate)),
  action(api.arrivalCount, async ({ principal, query }) => arrivalCountOf(principal, query.start, query.days)),
  action(api.customersAtDate, async ({ principal, query }) => customersAtDateOf(principal, query.date)),
  action(api.products, async ({ principal, params }) => productsOf(principal, params.id)),
]);
