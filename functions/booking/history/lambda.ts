import { bookingHistoryEndpoints as api } from '../../../shared/api/booking-history';
import { action, HttpResult, resourceHandler } from '../../lib/http';
import { diffOf, etagOf, historyOf, logOf, versionOf } from './service';

/**
 * The history read side of a booking (ISSUE-14): versions, one version, the differences in words, the log and the
 * etag. A Lambda of its own (read-only), beside `bookings` and `bookingactions` (docs/decisions.md, "Booking history").
 */
const historyAction = action(api.history, async ({ principal, params }) => ({ data: await historyOf(principal, params.id) }));
const versionAction = action(api.version, async ({ principal, params }) => versionOf(principal, params.id, params.version));
const diffAction = action(api.diff, async ({ principal, params, query }) => ({
  data: await diffOf(principal, params.id, query.lang, query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : undefined),
}));
const logAction = action(api.log, async ({ principal, params, query }) => logOf(principal, params.id, query.lang));
const etagAction = action(api.etag, async ({ principal, params }) => {
  const etag = await etagOf(principal, params.id);
  return new HttpResult(200, etag, { etag: etag.etag, 'cache-control': 'no-store' });
});

export const handler = resourceHandler('booking-history', [historyAction, versionAction, diffAction, logAction, etagAction]);
