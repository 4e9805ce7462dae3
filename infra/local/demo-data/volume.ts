import { performance } from 'node:perf_hooks';
import { putNewEntriesBatched, newEntry } from '../../../functions/data/bank-entries';
import { banks } from '../../../functions/data/banks';
import { resorts, rooms, roomTypes } from '../../../functions/data/assets';
import { recountBookings } from '../../../functions/data/booking-counts';
import { bookingSearchItems } from '../../../functions/data/booking-search';
import { customers } from '../../../functions/data/customers';
import { rebuildCustomerStats } from '../../../functions/data/customer-stats';
import { bookingCounterItem, bookingCounterKey, bookingHeaderItem, type BookingItem } from '../../../functions/data/entities/booking';
import { allOf } from '../../../functions/data/iterate';
import { batchWriteAll, type WriteRequest } from '../../../functions/data/paging';
import { addDays } from '../../../shared/calendar-date';
import { ZBank } from '../../../shared/domain/bank/bank';
import type { MappedRow } from '../../../shared/domain/bank/csv';
import { fullName } from '../../../shared/domain/customer/customer';
import { demoCustomer } from '../seed';
import { mulberry32 } from './random';

/**
 * The volume knob (issue 23): `SEED_VOLUME=<n>` (npm start, npm run seed) or `npm run bench -- --volume=<n>` adds, per
 * unit of volume, 10,000 customers, 3,000 bookings over three years (two past, one ahead) in a resort of 200 rooms,
 * and 1,000 bank entries; `--volume=10` is the operator: 100,000 customers, 30,000 bookings, 10,000 entries.
 * Everything goes through the bulk paths (importMany, BatchWriteItem, the bank import's batched puts); the booking
 * headers are stored as the data layer stores them (bookingHeaderItem: list, calendar and start-page index keys) with
 * their search items, the number counter and the list's counts set, but they hold no room-nights (the availability
 * bench has its own resort).
 */
export const VOLUME_UNIT = { customers: 10_000, bookings: 3_000, bankEntries: 1_000, rooms: 200 } as const;

export interface VolumeSeed {
  resort: string;
  bank: string;
  customers: number;
  bookings: number;
  bankEntries: number;
  /** The booking numbers given (1 … bookings) and the days the check-ins span. */
  firstCheckIn: string;
  lastCheckIn: string;
}

/** The volume asked for: SEED_VOLUME, or `--volume=<n>` on the command line; 0 when neither is given. */
export function volumeFromArgs(argv: readonly string[], env: string | undefined): number {
  const arg = argv.find((a) => a.startsWith('--volume='))?.slice('--volume='.length);
  const raw = arg ?? env;
  if (raw === undefined || raw === '') return 0;
  const n = raw === 'large' ? 10 : Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 50) throw new Error(`volume must be a number from 0 to 50 (or "large"), got "${raw}"`);
  return n;
}

const timedLog = async <T>(log: (l: string) => void, what: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const out = await fn();
  log(`volume: ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
};

export async function seedVolume(
  tenant: string,
  volume: number,
  log: (line: string) => void = () => undefined,
  now = new Date(),
  firstNo = 1,
): Promise<VolumeSeed> {
  const nCustomers = Math.round(VOLUME_UNIT.customers * volume);
  const nBookings = Math.round(VOLUME_UNIT.bookings * volume);
  const nEntries = Math.round(VOLUME_UNIT.bankEntries * volume);
  const customerId = (n: number) => `c-v${String(n).padStart(6, '0')}`;
  await timedLog(log, `${nCustomers.toLocaleString('en')} customers`, async () => {
    for (let i = 0; i < nCustomers; i += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, nCustomers - i) }, (_, k) => ({ id: customerId(i + k), data: demoCustomer(100_000 + i + k) }));
      await customers.importMany(tenant, rows, now);
    }
    await rebuildCustomerStats(tenant, () => allOf(customers, tenant));
  });
  const { resort, firstCheckIn, lastCheckIn } = await timedLog(log, `${nBookings.toLocaleString('en')} bookings`, () =>
    seedBookings(tenant, nBookings, nCustomers, (n) => ({ id: customerId(n), name: fullName(demoCustomer(100_000 + n)) }), now, firstNo),
  );
  const bank = await timedLog(log, `${nEntries.toLocaleString('en')} bank entries`, () => seedEntries(tenant, nEntries, now));
  return { resort, bank, customers: nCustomers, bookings: nBookings, bankEntries: nEntries, firstCheckIn, lastCheckIn };
}

async function seedBookings(
  tenant: string,
  count: number,
  nCustomers: number,
  customerOf: (n: number) => { id: string; name: string },
  now: Date,
  firstNo: number,
) {
  const resort = await resorts.create(tenant, 'rs-volume', { name: 'Volume Resort', key: 'VOLUME', timezone: 'UTC', currency: 'EUR', isActive: true });
  const types = await Promise.all(
    ['Garden', 'Ocean', 'Suite', 'Family'].map((name, i) =>
      roomTypes.create(tenant, `rt-volume-${i}`, roomTypes.config.schema.parse({ name, key: `V${name.toUpperCase()}`, resort: resort.id })),
    ),
  );
  const roomIds = Array.from({ length: VOLUME_UNIT.rooms }, (_, n) => `ro-volume-${String(n).padStart(3, '0')}`);
  await rooms.importMany(
    tenant,
    roomIds.map((id, n) => ({
      id,
      data: rooms.config.schema.parse({ name: `V${100 + n}`, type: 'Room', resort: resort.id, roomType: types[n % types.length]!.id, availableBeds: 2 }),
    })),
  );
  // Three years of check-ins (two past, one ahead), each room's stays one after the other without overlap.
  const today = now.toISOString().slice(0, 10);
  const first = addDays(today, -730);
  const span = 1095;
  const perRoom = Math.ceil(count / roomIds.length);
  const slot = span / perRoom;
  const next = mulberry32(23);
  const random = (n: number) => Math.floor(next() * n);
  const stays: Array<{ room: string; checkIn: string; checkOut: string }> = [];
  roomIds.forEach((room) => {
    for (let k = 0; k < perRoom && stays.length < count; k++) {
      const nights = Math.max(1, Math.min(Math.floor(slot) - 1, 2 + random(9)));
      const start = Math.floor(k * slot + random(Math.max(1, Math.floor(slot) - nights)));
      const checkIn = addDays(first, start);
      stays.push({ room, checkIn, checkOut: addDays(checkIn, nights) });
    }
  });
  // Numbered in booking order: by check-in, as an operator's numbers grow.
  stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.room.localeCompare(b.room));
  const writes: WriteRequest[] = [];
  let no = firstNo - 1;
  for (const s of stays) {
    const c = customerOf(random(Math.max(1, nCustomers)));
    const roll = random(100);
    const past = s.checkOut < today;
    const state: BookingItem['state'] = roll < 6 ? 'aborted' : roll < 12 && !past ? 'draft' : roll < 15 && !past ? 'waiting' : 'confirmed';
    const created = `${addDays(s.checkIn, -(7 + random(180)))}T10:00:00.000Z`;
    const id = `bk-volume-${String(++no).padStart(6, '0')}`;
    const pax = 1 + random(3);
    const b: BookingItem = {
      id,
      bookingNo: no,
      state,
      type: 'resort',
      resort: resort.id,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      rooms: [{ room: s.room, noOfPax: pax }],
      noOfPax: pax,
      ...(nCustomers ? { customer: c.id, customerName: c.name } : { customerName: `Guest ${no}` }),
      version: 1,
      createdAt: created,
      updatedAt: created,
      ...(past && state === 'confirmed' ? { resolved: true, resolvedDate: `${s.checkOut}T11:00:00.000Z` } : {}),
    };
    writes.push({ PutRequest: { Item: bookingHeaderItem(tenant, b) } });
    // Its search index and number lookups, as its create transaction would have written them.
    for (const Item of bookingSearchItems(tenant, b)) writes.push({ PutRequest: { Item } });
  }
  writes.push({ PutRequest: { Item: bookingCounterItem('BOOKINGNO').toItem(bookingCounterKey(tenant, 'BOOKINGNO'), { lastNo: no } as never) } });
  await batchWriteAll(writes, { concurrency: 8 });
  // The list's counts (total, per state, per year) over the demo's bookings and these.
  await recountBookings(tenant);
  return { resort: resort.id, firstCheckIn: stays[0]?.checkIn ?? first, lastCheckIn: stays.at(-1)?.checkIn ?? first };
}

async function seedEntries(tenant: string, count: number, now: Date): Promise<string> {
  const bank = await banks.create(tenant, 'bk-volume', ZBank.parse({ name: 'Volume Bank', currency: 'EUR', openingBalance: '25000.00' }));
  const today = now.toISOString().slice(0, 10);
  const names = ['Anna Schmidt', 'John Miller', 'Lena Fischer', 'Kaffee Bar', 'Tauchshop Nord', 'Marina Hafen'];
  // Spread over the last three years, oldest first; about 280 a month at 10,000.
  const next = mulberry32(231);
  const rows: MappedRow[] = Array.from({ length: count }, (_, n) => {
    const date = addDays(today, -1095 + Math.floor((n * 1095) / Math.max(1, count)));
    const name = names[n % names.length]!;
    const amount = n % 3 === 0 ? `-${(10 + Math.floor(next() * 400)).toFixed(0)}.${String(n % 100).padStart(2, '0')}` : `${100 + (n % 900)}.00`;
    return { date, amount, currency: 'EUR', reference: `Zahlung ${n} ${name}`, counterparty: name, iban: 'DE44500105175407324931' };
  });
  const at = now.toISOString();
  await putNewEntriesBatched(
    tenant,
    rows.map((r) => newEntry(bank.id, r, 1, 'csv', 'volume-seed', at)),
  );
  return bank.id;
}
