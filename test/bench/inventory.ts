import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/aws/dynamodb';
import { resorts, rooms, roomTypes } from '../../functions/data/assets';
import { bookingIndexKey, bookingItem, bookingKey, bookingNoCounterItem, bookingNoCounterKey } from '../../functions/data/entities/booking';
import { claimItem, resortNightRange } from '../../functions/data/entities/inventory';
import { outboxItem, outboxKey } from '../../functions/data/entities/outbox';
import { batchWriteAll, type WriteRequest } from '../../functions/data/paging';
import { resortStayUnits } from '../../shared/domain/inventory/claims';
import { nightsOf } from '../../shared/domain/inventory/stay';
import { mulberry32 } from '../../infra/local/demo-data/random';
import { adminOf } from '../support/tokens';
import { abba, commandSummary, costCounter, printRows } from './measure';

/**
 * Issue 12's figures: a resort with 200 rooms and 5,000 stored bookings; the availability of 14 nights through the
 * API against one raw Query of the same range, and POST /api/bookings against one raw TransactWriteItems of the
 * same items. DynamoDB requests per API call are counted with a middleware on the functions' client.
 */
const TENANT = 'bench';
const ROOMS = 200;
const BOOKINGS = 5_000;
const DAY = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function loadResort(start: string): Promise<{ resort: string; roomIds: string[]; inventoryItems: number }> {
  const resort = await resorts.create(TENANT, `rs-bench-${ulid()}`, { name: 'Bench Resort', key: 'BENCH', timezone: 'UTC', currency: 'EUR', isActive: true });
  const types = await Promise.all(
    ['Garden', 'Ocean', 'Suite', 'Family'].map((name, i) =>
      roomTypes.create(TENANT, `rt-bench-${i}-${ulid()}`, roomTypes.config.schema.parse({ name, key: name.toUpperCase(), resort: resort.id })),
    ),
  );
  const roomIds = Array.from({ length: ROOMS }, (_, n) => `ro-bench-${String(n).padStart(3, '0')}`);
  await rooms.importMany(
    TENANT,
    roomIds.map((id, n) => ({
      id,
      data: rooms.config.schema.parse({ name: `${100 + n}`, type: 'Room', resort: resort.id, roomType: types[n % types.length]!.id, availableBeds: 2 }),
    })),
  );
  // 5,000 bookings over a season of 365 nights: random rooms, 2–10 nights, conflicts skipped (as sold).
  const writes: WriteRequest[] = [];
  let no = 0;
  const next = mulberry32(42);
  const random = (n: number) => Math.floor(next() * n);
  const held = new Set<string>();
  for (let tries = 0; no < BOOKINGS; tries++) {
    if (tries > BOOKINGS * 20) throw new Error(`only ${no} bookings fit`);
    const room = roomIds[random(ROOMS)]!;
    const checkIn = addDays(start, random(365));
    const checkOut = addDays(checkIn, 2 + random(9));
    const nights = nightsOf(checkIn, checkOut);
    if (nights.some((n) => held.has(`${room}|${n}`))) continue;
    nights.forEach((n) => held.add(`${room}|${n}`));
    const id = `bk-bench-${String(no).padStart(5, '0')}`;
    const owner = { kind: 'booking' as const, id };
    const units = resortStayUnits(resort.id, [room], nights);
    no++;
    const now = new Date().toISOString();
    const header = {
      id,
      bookingNo: no,
      state: 'confirmed' as const,
      resort: resort.id,
      checkIn,
      checkOut,
      rooms: [{ room, noOfPax: 2 }],
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    writes.push({ PutRequest: { Item: bookingItem.toItem({ ...bookingKey(TENANT, id), ...bookingIndexKey(TENANT, header) }, header) } });
    for (const unit of units) writes.push({ PutRequest: { Item: claimItem(TENANT, { ...unit, owner }) } });
  }
  writes.push({ PutRequest: { Item: bookingNoCounterItem.toItem(bookingNoCounterKey(TENANT), { lastNo: no }) } });
  await batchWriteAll(writes, { concurrency: 8 });
  return { resort: resort.id, roomIds, inventoryItems: writes.length - no - 1 };
}

export async function benchInventory(opts: { apiUrl: string; raw: DynamoDBDocumentClient; table: string; runs: number }): Promise<void> {
  const { apiUrl, raw, table, runs } = opts;
  const start = addDays(new Date().toISOString().slice(0, 10), 1);
  const t0 = performance.now();
  const { resort, roomIds, inventoryItems } = await loadResort(start);
  console.log(
    `\nloaded a resort of ${ROOMS} rooms with ${BOOKINGS} bookings (${inventoryItems} room-nights) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const auth = { authorization: `Bearer ${await adminOf(TENANT)}`, 'content-type': 'application/json' };
  const count = costCounter(db());
  const countRaw = costCounter(raw);

  // Availability of 14 nights in the middle of the season.
  const from = addDays(start, 150);
  const to = addDays(from, 14);
  const range = resortNightRange(TENANT, resort, from, to)!;
  const rawQuery = () =>
    raw.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
        ConsistentRead: true,
      }),
    );
  const held = (await rawQuery()).Count ?? 0;
  const availableUrl = `${apiUrl}/api/rooms/available/${resort}?from=${from}&to=${to}`;
  const free = ((await (await fetch(availableUrl, { headers: auth })).json()) as { data: unknown[] }).data.length;
  const available = () => fetch(availableUrl, { headers: auth }).then((r) => r.text());
  const availabilityCost = await count(available);
  const rawAvailabilityCost = await countRaw(rawQuery);
  const availability = await abba(rawQuery, available, runs);

  // Creating a 7-night stay of one room, each run on nights nobody holds (the year after the season).
  let k = 0;
  const nextStay = () => {
    const room = roomIds[k % ROOMS]!;
    const checkIn = addDays(start, 400 + Math.floor(k / ROOMS) * 7);
    k++;
    return { room, checkIn, checkOut: addDays(checkIn, 7) };
  };
  const create = async () => {
    const s = nextStay();
    const res = await fetch(`${apiUrl}/api/bookings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ resort, checkIn: s.checkIn, checkOut: s.checkOut, rooms: [{ room: s.room, noOfPax: 2 }] }),
    });
    if (res.status !== 201) throw new Error(`POST /api/bookings answered ${res.status}: ${await res.text()}`);
  };
  // The first create of a process also reads what the container caches (the session, the resort's rooms version and
  // references): reported beside the warm one, which is the hot path the issue bounds.
  const coldCreateCost = await count(create);
  const createCost = await count(create);
  // The same items the create writes: 7 room-nights, the header, the counter and an outbox event, with the same conditions.
  let rawNo = 1_000_000;
  const rawTransact = () => {
    const s = nextStay();
    const id = `bk-raw-${ulid()}`;
    const owner = { kind: 'booking' as const, id };
    const now = new Date().toISOString();
    const header = {
      id,
      bookingNo: ++rawNo,
      state: 'confirmed' as const,
      resort,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      rooms: [{ room: s.room, noOfPax: 2 }],
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const input: TransactWriteCommandInput = {
      TransactItems: [
        ...resortStayUnits(`${resort}-raw`, [s.room], nightsOf(s.checkIn, s.checkOut)).map((u) => ({
          Put: { TableName: table, Item: claimItem(TENANT, { ...u, owner }), ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        {
          Put: {
            TableName: table,
            Item: bookingItem.toItem({ ...bookingKey(TENANT, id), ...bookingIndexKey(TENANT, header) }, header),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: table,
            Key: { pk: `raw-counter-${TENANT}`, sk: 'BOOKINGNO' },
            UpdateExpression: 'SET lastNo = :n',
            ConditionExpression: 'attribute_not_exists(pk) OR lastNo = :p',
            ExpressionAttributeValues: { ':n': rawNo, ':p': rawNo - 1 },
          },
        },
        {
          Put: {
            TableName: table,
            Item: outboxItem.toItem(outboxKey(ulid()), { detailType: 'booking.created', detail: { tenant: TENANT, id }, expiresAt: 0 }),
          },
        },
      ],
    };
    return raw.send(new TransactWriteCommand(input));
  };
  const rawCreateCost = await countRaw(rawTransact);
  const creating = await abba(rawTransact, create, runs);
  const title = `Inventory (issues 12, 23): ${ROOMS} rooms, ${BOOKINGS} bookings; ${runs} ABBA pairs; ms`;
  printRows(title, [
    {
      what: `GET /api/rooms/available 14 nights (${free} free, ${held} held)`,
      cost: availabilityCost,
      shown: free,
      timing: availability,
      baseline: rawAvailabilityCost,
    },
    { what: 'POST /api/bookings (7 nights, 1 room; warm)', cost: createCost, timing: creating, baseline: rawCreateCost },
  ]);
  console.log('raw baselines: one Query of the 14 nights; one TransactWriteItems of 7 room-nights + header + counter + outbox');
  console.log(`requests: availability ${commandSummary(availabilityCost)} in ${availabilityCost.rounds} rounds`);
  console.log(
    `requests: create ${commandSummary(createCost)}; ${createCost.roundsBeforeTransaction} rounds before the transaction (${createCost.rounds} in all)`,
  );
  console.log(
    `requests: first create of the process ${commandSummary(coldCreateCost)}; ${coldCreateCost.roundsBeforeTransaction} rounds before the transaction (${coldCreateCost.rounds} in all)`,
  );
}
