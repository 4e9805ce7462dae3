import { BOOKING_STATES, type BookingState } from '../../../../shared/domain/booking/states';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/constants';

/** What the booking list shows, as its URL keeps it (so Back, reload and a shared link show the same list). */
export interface BookingListView {
  page: number;
  size: number;
  search: string;
  state?: BookingState;
  asset?: string;
  agency?: string;
  source?: string;
  from?: string;
  to?: string;
  /** Only abandoned online checkouts (holds released or aborted unpaid; issue 25). */
  abandoned?: boolean;
  order: 'asc' | 'desc';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | null, fallback: number) => {
  if (!text) return fallback;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
const text = (value: string | null) => (value?.trim() ? value.trim() : undefined);

/** The view from the URL's search parameters; what does not fit is left out. */
export function viewFromParams(params: URLSearchParams): BookingListView {
  const state = params.get('state');
  const from = params.get('from');
  const to = params.get('to');
  return {
    page: Math.max(1, positive(params.get('page'), 1)),
    size: positive(params.get('size'), DEFAULT_PAGE_SIZE),
    search: params.get('search') ?? '',
    state: state && (BOOKING_STATES as readonly string[]).includes(state) ? (state as BookingState) : undefined,
    asset: text(params.get('asset')),
    agency: text(params.get('agency')),
    source: text(params.get('source')),
    from: from && ISO_DAY.test(from) ? from : undefined,
    to: to && ISO_DAY.test(to) ? to : undefined,
    abandoned: params.get('abandoned') === 'true' ? true : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL's search parameters of a view (defaults left out). */
export function paramsOfView(view: BookingListView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.page > 1) out.page = String(view.page);
  if (view.size !== DEFAULT_PAGE_SIZE) out.size = String(view.size);
  if (view.search) out.search = view.search;
  for (const key of ['state', 'asset', 'agency', 'source', 'from', 'to'] as const) if (view[key]) out[key] = view[key]!;
  if (view.abandoned) out.abandoned = 'true';
  if (view.order === 'desc') out.order = 'desc';
  return out;
}

/** The API's list query of a view: the filters as the list's filter JSON (GET /api/bookings). */
export function apiQueryOf(view: BookingListView): Record<string, string | number> {
  const filter: Record<string, unknown> = {};
  if (view.state) filter.state = view.state;
  if (view.asset) filter.asset = view.asset;
  if (view.agency) filter.agency = view.agency;
  if (view.source) filter.source = view.source;
  if (view.abandoned) filter.abandoned = true;
  if (view.from || view.to) filter.checkIn = { ...(view.from ? { gte: view.from } : {}), ...(view.to ? { lte: view.to } : {}) };
  return {
    page: view.page,
    size: view.size,
    order: view.order,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {}),
  };
}

/** Whether anything narrows the list (an empty answer then says "nothing matches", not "no bookings yet"). */
export const isNarrowed = (view: BookingListView) =>
  Boolean(view.search.trim() || view.state || view.asset || view.agency || view.source || view.from || view.to || view.abandoned);
