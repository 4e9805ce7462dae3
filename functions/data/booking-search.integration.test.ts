import { describe, expect, it } from 'vitest';
import { changeActionCount, commitBookingChange, type BookingChange } from './booking-changes';
import { bookingIdsByNumber, bookingIdsBySearch } from './booking-search';
import { db, tableName } from './client';
import type { BookingItem } from './entities/booking';

/** The TransactItems of every transaction the data layer's client sends while `fn` runs. */
const sent: number[] = [];
let watching = false;
/** Adds the watch to the file's client (the setup makes it per file, after the imports). */
function watch() {
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = (args as { input?: { TransactItems?: unknown[] } }).input;
      if (watching && input?.TransactItems) sent.push(input.TransactItems.length);
      return next(args);
    },
    { step: 'initialize', name: 'bookingSearchTransactionSize' },
  );
}

const header = (id: string, bookingNo: number, customerName: string, checkIn: string, extra: Partial<BookingItem> = {}): BookingItem =>
  ({
    id,
    bookingNo,
    state: 'confirmed',
    type: 'resort',
    resort: 'rs-a',
    checkIn,
    checkOut: checkIn,
    rooms: [{ room: 'r-1', noOfPax: 2 }],
    customer: `c-${id}`,
    customerName,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) as BookingItem;

const change = (tenant: string, current: BookingItem | undefined, next: BookingItem, created: BookingItem[] = []): BookingChange => ({
  current,
  next,
  take: [],
  release: [],
  genders: [],
  counters: [],
  created,
  // A stand-in for the outbox event (what it is does not matter here).
  event: { Put: { TableName: tableName(), Item: { pk: `T#${tenant}#TESTEVENT#${next.id}#${next.version}`, sk: 'ROOT' } } },
});

const ids = async (tenant: string, search: string, descending = false) => (await bookingIdsBySearch(tenant, search, 25, descending))?.ids;

describe('booking search index and number lookups', () => {
  it('are written with the create and follow a change of name, reservation number and check-in', async () => {
    const t = 'bsrch-move';
    const b = header('b-1', 1500, 'Jürgen Müller', '2027-03-01');
    expect(await commitBookingChange(t, change(t, undefined, b))).toEqual({ ok: true });
    expect(await commitBookingChange(t, change(t, undefined, header('b-2', 1501, 'Hans Mueller', '2027-02-01')))).toEqual({ ok: true });
    expect(await bookingIdsByNumber(t, 1500)).toEqual(['b-1']);
    expect(await bookingIdsByNumber(t, 1502)).toEqual([]);
    expect(await ids(t, 'MÜLLER'), 'by check-in').toEqual(['b-2', 'b-1']);
    expect(await ids(t, 'muller', true)).toEqual(['b-1', 'b-2']);
    expect(await ids(t, 'jurg')).toEqual(['b-1']);

    const renamed = { ...b, version: 2, customerName: 'Jürgen Schulz', reservationNo: 77, checkIn: '2027-01-15' };
    expect(await commitBookingChange(t, change(t, b, renamed))).toEqual({ ok: true });
    expect(await ids(t, 'müller'), 'the old name no longer finds it').toEqual(['b-2']);
    expect(await ids(t, 'schulz jürgen')).toEqual(['b-1']);
    expect(await bookingIdsByNumber(t, 77), 'the reservation number is a key lookup too').toEqual(['b-1']);
    expect(await bookingIdsByNumber(t, 1500)).toEqual(['b-1']);
    // In token order: hanna (b-1) before hans (b-2).
    const moved = { ...renamed, version: 3, customerName: 'Hanna Schulz' };
    expect(await commitBookingChange(t, change(t, renamed, moved))).toEqual({ ok: true });
    expect(await ids(t, 'han')).toEqual(['b-1', 'b-2']);
    expect(await ids(t, 'jürgen')).toEqual([]);
  });

  it('writes nothing to the index when no searched field changes', async () => {
    const t = 'bsrch-quiet';
    const b = header('b-1', 1, 'Ana Lima', '2027-03-01');
    await commitBookingChange(t, change(t, undefined, b));
    const next = { ...b, version: 2, state: 'aborted' } as BookingItem;
    expect(changeActionCount({ ...change(t, b, next), current: b, next })).toBe(changeActionCount({ ...change(t, b, next) }));
  });

  it('counts every action it sends, for the largest change of several created bookings', async () => {
    const t = 'bsrch-count';
    const current = header('b-0', 1, 'Old Name', '2027-03-01');
    await commitBookingChange(t, change(t, undefined, current));
    const long = 'Maximilian Alexander Johann Friedrich von Hohenzollern-Sigmaringen Müller-Lüdenscheidt';
    const next = { ...current, version: 2, customerName: long, reservationNo: 5 };
    const created = Array.from({ length: 8 }, (_, i) =>
      header(`b-${i + 1}`, i + 2, long, '2027-03-01', { references: [{ id: `r${i}`, type: 'agency', value: `AG-${i}`, createdAt: '2026-11-01' }] }),
    );
    const c = change(t, current, next, created);
    watch();
    sent.length = 0;
    watching = true;
    try {
      expect(await commitBookingChange(t, c)).toEqual({ ok: true });
    } finally {
      watching = false;
    }
    expect(sent).toEqual([changeActionCount({ ...c, current, next })]);
    expect(sent[0]).toBeLessThanOrEqual(100);
    // A name of many words keeps its first words (MAX_BOOKING_TOKENS), so the transaction stays bounded.
    expect(await ids(t, 'maximilian johann')).toHaveLength(9);
    // A change too large for one transaction is known before it is sent (the lifecycle refuses it with 400).
    const huge = change(
      t,
      current,
      next,
      Array.from({ length: 17 }, (_, i) => header(`h-${i}`, 100 + i, long, '2027-03-01')),
    );
    expect(changeActionCount({ ...huge, current, next })).toBeGreaterThan(100);
  });
});
