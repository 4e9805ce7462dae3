import Papa from 'papaparse';
import { bookingListEndpoints as api, type BookingListRow } from '../../../shared/api/booking-list';
import { MAX_PAGE_SIZE } from '../../../shared/api/list-query';
import { bookingListPage } from '../../data/booking-list';
import { HttpResult, readAction } from '../../lib/http';
import { MAX_CSV_ROWS } from '../../lib/resource-engine';
import { searchedBookings } from './search';
import { listRead, rowsOf } from './service';

/** GET /api/bookings: one page by check-in (size 0: the largest page). */
export const listAction = readAction(api.list, async ({ tenant, principal, query }) => {
  const size = query.size === 0 ? MAX_PAGE_SIZE : query.size;
  // A search reads the search index (search.ts): no total, `more` says whether a page follows.
  const searched = await searchedBookings(tenant, query.search, listRead(principal, { ...query, search: undefined }), {
    offset: (query.page - 1) * size,
    limit: size,
  });
  if (searched) {
    const data = await rowsOf(tenant, searched.data);
    return { data, ...(searched.total !== undefined ? { total: searched.total } : {}), more: searched.more, page: query.page, size: query.size };
  }
  const page = await bookingListPage(tenant, listRead(principal, query), { offset: (query.page - 1) * size, limit: size });
  const rows = await rowsOf(tenant, page.data);
  return { data: rows, ...(page.total !== undefined ? { total: page.total } : {}), more: page.more, page: query.page, size: query.size };
});

const CSV_COLUMNS: Array<[string, (r: BookingListRow) => string | number | undefined]> = [
  ['bookingNo', (r) => r.bookingNo],
  ['state', (r) => r.state],
  ['type', (r) => r.type],
  ['asset', (r) => r.assetName],
  ['checkIn', (r) => r.checkIn],
  ['checkOut', (r) => r.checkOut],
  ['customer', (r) => r.customerName],
  ['noOfPax', (r) => r.noOfPax],
  ['agency', (r) => r.agencyName],
  ['source', (r) => r.source],
  ['id', (r) => r.id],
];

/** GET /api/bookings/listCSV: the same read as CSV (formula-safe, with a BOM for spreadsheet programs). */
export const listCsvAction = readAction(api.listCSV, async ({ tenant, principal, query }) => {
  const searched = await searchedBookings(tenant, query.search, listRead(principal, { ...query, search: undefined }), { offset: 0, limit: MAX_CSV_ROWS });
  const page = searched ?? (await bookingListPage(tenant, listRead(principal, query), { offset: 0, limit: MAX_CSV_ROWS }));
  const rows = await rowsOf(tenant, page.data);
  const csv = Papa.unparse(
    { fields: CSV_COLUMNS.map(([header]) => header), data: rows.map((r) => CSV_COLUMNS.map(([, value]) => value(r) ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  const date = new Date().toISOString().slice(0, 10);
  return new HttpResult(200, `\uFEFF${csv}\r\n`, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="bookings-${date}.csv"`,
    // The rows exported (no count of the whole list: docs/decisions/booking.md "Counts").
    'x-total-count': String(rows.length),
  });
});
