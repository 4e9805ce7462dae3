/**
 * The one key factory of the web's data layer (docs/decisions/web-data.md). Every cached read of bookings and finance
 * has its key here, and every key starts with its resource, then the owner's id, then the view: so one prefix names
 * all that a change makes stale (`keys.booking(id)` covers the file, its cabins, invoices and history), and a
 * mutation revalidates by prefix (`revalidate` in ./revalidate.ts) instead of a hand-written string.
 *
 * Queries go into the key as plain objects: SWR hashes them by value with their properties sorted, so two screens
 * asking the same query share one request and one cache entry.
 */
export type DataKey = readonly [string, ...unknown[]];

type Query = Readonly<Record<string, unknown>>;

const booking = Object.assign(
  /** Everything cached about one booking: the prefix a change of the booking revalidates. */
  (id: string) => ['booking', id] as const,
  {
    /** GET /api/bookings/{id}: the booking file's header. */
    file: (id: string) => ['booking', id, 'file'] as const,
    cabins: (id: string) => ['booking', id, 'cabins'] as const,
    customers: (id: string) => ['booking', id, 'customers'] as const,
    /** The invoices of the booking at a version (a change of the booking may have issued or cancelled one). */
    invoices: (id: string, version: number) => ['booking', id, 'invoices', version] as const,
    invoiceMail: (id: string, invoice: string) => ['booking', id, 'invoice-mail', invoice] as const,
    history: (id: string, version: number, lang: string) => ['booking', id, 'history', version, lang] as const,
    etag: (id: string) => ['booking', id, 'etag'] as const,
    latest: (id: string, version: number) => ['booking', id, 'latest', version] as const,
    qrCodes: (id: string, version: number) => ['booking', id, 'qr-codes', version] as const,
    seasons: (id: string) => ['booking', id, 'seasons'] as const,
    printTemplates: (id: string) => ['booking', id, 'print-templates'] as const,
    posProducts: (id: string, room: string) => ['booking', id, 'pos-products', room] as const,
    /** Another booking shown by number in a link (rebooked from / to). */
    link: (id: string) => ['booking', id, 'link'] as const,
    /** POS target: the booking with its rooms and guests (GET /api/bookings/full). */
    full: (id: string) => ['booking', id, 'full'] as const,
    names: (id: string, version: number, lang: string) => ['booking', id, 'names', version, lang] as const,
  },
);

export const keys = {
  bookings: {
    /** Every list of bookings (lists, searches, calendars, operations): a create or any change makes them stale. */
    all: () => ['bookings'] as const,
    list: (query: Query) => ['bookings', 'list', query] as const,
    find: (query: string) => ['bookings', 'find', query] as const,
    calendar: (query: Query) => ['bookings', 'calendar', query] as const,
    tourCalendar: (query: Query) => ['bookings', 'tour-calendar', query] as const,
    inHouse: (date: string) => ['bookings', 'in-house', date] as const,
  },
  booking,
  credits: {
    all: () => ['credits'] as const,
    list: (kind: string, query: Query) => ['credits', kind, 'list', query] as const,
    /** A booking file's open credits of its customer or agency. */
    open: (kind: string, owner: string) => ['credits', kind, 'open', owner] as const,
  },
  invoices: {
    all: () => ['invoices'] as const,
    list: (filters: Query) => ['invoices', 'list', filters] as const,
  },
  bank: {
    all: () => ['bank'] as const,
    entries: (bank: string, filters: Query) => ['bank', 'entries', bank, filters] as const,
    payments: (list: 'manual' | 'temporary') => ['bank', 'payments', list] as const,
    reviews: (status: string) => ['bank', 'reviews', status] as const,
    cashflow: (query: Query) => ['bank', 'cashflow', query] as const,
  },
  pos: {
    all: () => ['pos'] as const,
    sales: (query: Query) => ['pos', 'sales', query] as const,
    stats: (query: Query) => ['pos', 'stats', query] as const,
  },
  customer: {
    stays: (id: string) => ['customer', id, 'stays'] as const,
  },
  departure: {
    payments: (tour: string, schedule: string) => ['departure', tour, schedule, 'payments'] as const,
  },
  widgets: {
    /** GET /api/widget/stats: the figures of a range (and widget). */
    stats: (query: Query) => ['widgets', 'stats', query] as const,
  },
  notifications: {
    /** The signed-in user's feed, count and kinds: a read mark or a new choice makes them stale. */
    all: () => ['notifications'] as const,
    count: () => ['notifications', 'count'] as const,
    list: (query: Query) => ['notifications', 'list', query] as const,
    settings: () => ['notifications', 'settings'] as const,
  },
} as const;

/** Whether `key` lies under `prefix`: the same leading parts (compared by value, as SWR compares keys). */
export function isUnder(key: unknown, prefix: DataKey): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every((part, i) => samePart(key[i], part));
}

function samePart(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sorted(v)]),
  );
}
