import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/aws/dynamodb';
import { resorts, rooms, roomTypes } from '../../functions/data/assets';
import { bookingAssetPk, bookingHeaderItem, type BookingItem } from '../../functions/data/entities/booking';
import { assetRoomsVersionKey, claimItem } from '../../functions/data/entities/inventory';
import { batchWriteAll, type WriteRequest } from '../../functions/data/paging';
import { addDays } from '../../shared/calendar-date';
import { resortStayUnits } from '../../shared/domain/inventory/claims';
import { nightsOf } from '../../shared/domain/inventory/stay';
import { mulberry32 } from '../../infra/local/demo-data/random';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { adminOf } from '../support/tokens';
import { abba, commandSummary, costCounter, printRows } from './measure';

/**
 * Issue 14's figures: the resort calendar of 200 rooms over 90 days with 3,000 bookings (and a few blockers).
 * GET /api/bookings/events against the same three reads sent raw (at once, as the handler sends them), with the
 * DynamoDB requests the handler sends; then in Chromium the time from the data's arrival to the painted grid.
 */
const TENANT = 'demo';
const ROOMS = 200;
const DAYS = 90;
const PER_ROOM = 15;
const BLOCKERS = 20;

async function loadCalendar(start: string) {
  const resort = await resorts.create(TENANT, 'rs-bench-calendar', {
    name: 'AAA Bench Calendar',
    key: 'BENCHCAL',
    timezone: 'UTC',
    currency: 'EUR',
    isActive: true,
  });
  const type = await roomTypes.create(TENANT, 'rt-bench-calendar', roomTypes.config.schema.parse({ name: 'Bench', key: 'BENCH', resort: resort.id }));
  const roomIds = Array.from({ length: ROOMS }, (_, n) => `ro-bench-cal-${String(n).padStart(3, '0')}`);
  await rooms.importMany(
    TENANT,
    roomIds.map((id, n) => ({
      id,
      data: rooms.config.schema.parse({ name: `${100 + n}`, type: 'Room', resort: resort.id, roomType: type.id, availableBeds: 2 }),
    })),
  );
  // 15 stays per room one after the other (2–6 nights, 0–1 free nights between), a blocker in some rooms' last days.
  const next = mulberry32(14);
  const random = (n: number) => Math.floor(next() * n);
  const writes: WriteRequest[] = [];
  let no = 0;
  let nights = 0;
  const now = new Date().toISOString();
  roomIds.forEach((room, r) => {
    let day = random(2);
    for (let k = 0; k < PER_ROOM; k++) {
      const checkIn = addDays(start, day);
      const length = 2 + random(5);
      const checkOut = addDays(checkIn, length);
      day += length + random(2);
      const id = `bk-bench-cal-${String(++no).padStart(5, '0')}`;
      const b: BookingItem = {
        id,
        bookingNo: no,
        state: k % 7 === 0 ? 'draft' : 'confirmed',
        type: 'resort',
        resort: resort.id,
        checkIn,
        checkOut,
        rooms: [{ room, noOfPax: 2 }],
        noOfPax: 2,
        customerName: `Guest ${no}`,
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      writes.push({ PutRequest: { Item: bookingHeaderItem(TENANT, b) } });
      for (const unit of resortStayUnits(resort.id, [room], nightsOf(checkIn, checkOut))) {
        writes.push({ PutRequest: { Item: claimItem(TENANT, { ...unit, owner: { kind: 'booking', id } }) } });
        nights++;
      }
    }
    if (r < BLOCKERS && day < DAYS - 2) {
      for (const unit of resortStayUnits(resort.id, [room], nightsOf(addDays(start, day), addDays(start, Math.min(DAYS, day + 3))))) {
        writes.push({ PutRequest: { Item: claimItem(TENANT, { ...unit, owner: { kind: 'blocker', id: `bl-bench-${r}`, reason: 'OutOfOrder' } }) } });
      }
    }
  });
  await batchWriteAll(writes, { concurrency: 8 });
  return { resort: resort.id, bookings: no, nights };
}

export async function benchCalendar(opts: { apiUrl: string; raw: DynamoDBDocumentClient; table: string; runs: number; webBuilt: boolean }) {
  const { apiUrl, raw, table, runs } = opts;
  const from = new Date().toISOString().slice(0, 10);
  const to = addDays(from, DAYS);
  const t0 = performance.now();
  const { resort, bookings, nights } = await loadCalendar(addDays(from, -5));
  console.log(`\nloaded a resort of ${ROOMS} rooms with ${bookings} bookings (${nights} room-nights) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const auth = { authorization: `Bearer ${await adminOf(TENANT)}` };
  const url = `${apiUrl}/api/bookings/events?asset=${resort}&type=resort&from=${from}&to=${to}`;
  const first = (await (await fetch(url, { headers: auth })).json()) as { rows: unknown[]; bookings: unknown[]; blockers: unknown[] };
  const call = () => fetch(url, { headers: auth }).then((r) => r.text());
  const cost = await costCounter(db())(call);

  // The raw baseline: the same two reads (rooms version, the calendars' index with every page), sent at once.
  let pages = 0;
  const rawReads = async () => {
    const query = async () => {
      let start: Record<string, unknown> | undefined;
      let n = 0;
      do {
        const res = await raw.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk > :from',
            FilterExpression: 'checkIn < :to',
            ExpressionAttributeValues: { ':pk': bookingAssetPk(TENANT, resort), ':from': `${from}#\uffff`, ':to': to },
            ExclusiveStartKey: start,
          }),
        );
        start = res.LastEvaluatedKey;
        n++;
      } while (start);
      pages = n;
    };
    await Promise.all([raw.send(new GetCommand({ TableName: table, Key: assetRoomsVersionKey(TENANT, resort), ConsistentRead: true })), query()]);
  };
  const rawCost = await costCounter(raw)(rawReads);
  const timing = await abba(rawReads, call, runs);
  const shown = first.bookings.length + first.blockers.length;
  printRows(`Resort calendar (issue 14): ${ROOMS} rooms × ${DAYS} days, ${bookings} bookings stored; ${runs} ABBA pairs; ms`, [
    { what: 'GET /api/bookings/events (90 days)', cost, shown, timing, baseline: rawCost },
  ]);
  console.log(`raw baseline: rooms version Get + the calendars' index Query as the handler sends it (${pages} pages)`);
  console.log(`requests: ${commandSummary(cost)}; one GetItem is the session check every call makes`);

  if (!opts.webBuilt) {
    console.log('\nbrowser: skipped (no web/dist; run npm run build:web first)');
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nbrowser: skipped (no Chromium at ${CHROMIUM_PATH})`);
    return;
  }
  await benchBrowser(apiUrl, `/booking/resort?asset=${resort}&from=${from}&days=${DAYS}`);
}

/** Navigation → data arrived → grid painted, in Chromium, signed in once; each run a fresh navigation. */
async function benchBrowser(apiUrl: string, path: string) {
  const { chromium } = await import('playwright-core');
  // Functions handed to the page are plain (no named inner functions: the bench's transpiler would wrap them).
  // JavaScript at full speed, as in an operator's browser: the tests' baseline-only flag would slow the grid's code.
  const args = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--js-flags'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
  try {
    const context = await browser.newContext({ baseURL: apiUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name=email]').fill('admin@demo.test');
    await page.locator('input[name=password]').fill('demo-pass-1');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL((u) => u.pathname !== '/login');
    const samples: { data: number; painted: number; total: number; cells: number }[] = [];
    for (let i = 0; i < 12; i++) {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('calendar-painted').length > 0, undefined, { timeout: 30_000 });
      const m = await page.evaluate(() => ({
        data: performance.getEntriesByName('calendar-data')[0]!.startTime,
        painted: performance.getEntriesByName('calendar-painted')[0]!.startTime,
        cells: (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll(
          '[data-testid="calendar-cell"]',
        ).length,
      }));
      if (i === 2) {
        const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((e) => `${e.name} ${e.startTime.toFixed(0)}`));
        console.log(`\nmarks of one navigation (ms since navigation): ${marks.join(', ')}`);
      }
      if (i >= 2) samples.push({ data: m.data, painted: m.painted - m.data, total: m.painted, cells: m.cells });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const max = (xs: number[]) => Math.max(...xs);
    console.log(`\nChromium, ${path.split('?')[0]} with ${ROOMS} rooms × ${DAYS} days (${samples.length} navigations after 2 warm-ups; ms)\n`);
    console.log(`${'what'.padEnd(64)} ${'median'.padStart(8)} ${'max'.padStart(8)}`);
    const row = (name: string, xs: number[]) => console.log(`${name.padEnd(64)} ${median(xs).toFixed(1).padStart(8)} ${max(xs).toFixed(1).padStart(8)}`);
    row(
      'navigation → calendar data arrived',
      samples.map((s) => s.data),
    );
    row(
      'data arrived → grid painted (goal < 300)',
      samples.map((s) => s.painted),
    );
    row(
      'navigation → grid painted',
      samples.map((s) => s.total),
    );
    console.log(`cells in the DOM (windowed): ${samples[0]?.cells} of ${ROOMS * DAYS}`);
  } finally {
    await browser.close();
  }
}
