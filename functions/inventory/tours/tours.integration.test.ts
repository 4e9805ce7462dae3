import { PutCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { db, tableName } from '../../data/client';
import { bookingItem, bookingKey } from '../../data/entities/booking';
import { claimItem } from '../../data/entities/inventory';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler as assets } from '../assets/lambda';
import { handler as customers } from '../../customer/customers/lambda';
import { handler as geo } from '../../platform/geo/lambda';
import { handler as rooms } from '../rooms/lambda';
import { icsToken } from '../../booking/ics/ics';
import { handler as feeds } from '../../booking/ics/lambda';
import { sameWeekdayYearsOn } from './copy';
import { addDays, today } from './schedule-data';
import { handler as tours } from './lambda';

type Stored = { id: string; version: number; name: string; from: string; to: string; status: string };

async function post<T = Stored>(handler: typeof tours, path: string, token: string, body: unknown) {
  return invoke<T>(handler, 'POST', path, { token, body });
}

/** A vessel with two cabins (a shared two-bed cabin and a private one), a tour and its ports. */
async function fleet(tenant: string) {
  const token = await adminOf(tenant);
  const vessel = (await post(assets, '/api/vessels', token, { name: 'MV Manta', key: 'MANTA' })).body;
  const port = (await post(geo, '/api/port', token, { name: 'Labuan Bajo' })).body;
  const port2 = (await post(geo, '/api/port', token, { name: 'Bima' })).body;
  const type = (await post(rooms, '/api/roomtypes', token, { name: 'Twin', key: 'TWIN', vessel: vessel.id })).body;
  const shared = { name: 'C1', type: 'Cabin', vessel: vessel.id, roomType: type.id, availableBeds: 2, allowSharedRoom: true };
  const c1 = (await post(rooms, '/api/rooms', token, { ...shared, configuration: { beds: [{ internalId: 'A' }, { internalId: 'B' }] } })).body;
  const c2 = (await post(rooms, '/api/rooms', token, { name: 'C2', type: 'Cabin', vessel: vessel.id, roomType: type.id, availableBeds: 2 })).body;
  const tour = (
    await post(tours, '/api/tours', token, { name: 'Komodo North', key: 'KN', vessel: vessel.id, duration: 7, embarkPort: port.id, disembarkPort: port2.id })
  ).body;
  for (const made of [vessel, port, port2, type, c1, c2, tour]) expect(made.id).toBeTruthy();
  const schedule = (from: string, to: string, status = 'active') =>
    post(tours, '/api/schedules', token, { tour: tour.id, vessel: vessel.id, from, to, embarkPort: port.id, disembarkPort: port2.id, status });
  return { token, vessel, port, port2, c1, c2, tour, schedule };
}

describe('schedules', () => {
  it('refuses an active schedule that overlaps another of the same vessel; the last day is free for the next trip', async () => {
    const f = await fleet('sched-overlap');
    expect((await f.schedule('2027-03-06', '2027-03-13')).status).toBe(200);
    const clash = await f.schedule('2027-03-10', '2027-03-17');
    expect(clash.status).toBe(409);
    expect(ZApiError.parse(clash.body)).toMatchObject({ message: 'SCHEDULE_OVERLAP', description: expect.stringContaining('from 2027-03-06 to 2027-03-13') });
    expect((await f.schedule('2027-03-13', '2027-03-20')).status).toBe(200);
    expect((await f.schedule('2027-03-10', '2027-03-17', 'inactive')).status).toBe(200);
    const missing = await post(tours, '/api/schedules', f.token, {
      tour: 'tr-nope',
      vessel: f.vessel.id,
      from: '2027-05-01',
      to: '2027-05-08',
      embarkPort: 'po-x',
      disembarkPort: f.port.id,
    });
    expect(
      ZApiError.parse(missing.body)
        .fields?.map((x) => x.path)
        .sort(),
    ).toEqual(['body.embarkPort']);
    const badTour = await post(tours, '/api/tours', f.token, {
      name: 'X',
      key: 'X',
      vessel: 'vs-nope',
      duration: 3,
      embarkPort: f.port.id,
      disembarkPort: f.port.id,
    });
    expect(ZApiError.parse(badTour.body).fields).toEqual([{ path: 'body.vessel', message: 'vessel vs-nope does not exist' }]);
  });

  it('copies a season one year on onto the same weekday, keeps the status, skips overlaps and answers a replay the same', async () => {
    expect(sameWeekdayYearsOn('2027-03-06', 1)).toBe('2028-03-04'); // Saturday stays Saturday
    expect(sameWeekdayYearsOn('2028-02-29', 1)).toBe('2029-02-27'); // Tuesday, nearest to Mar 1
    const f = await fleet('sched-copy');
    const a = (await f.schedule('2027-03-06', '2027-03-13')).body;
    const b = (await f.schedule('2027-03-20', '2027-03-27', 'inactive')).body;
    // Already in next year's season, where a's copy would go.
    expect((await f.schedule('2028-03-02', '2028-03-09')).status).toBe(200);
    const c = (await f.schedule('2027-04-10', '2027-04-17')).body;
    await f.schedule('2027-06-05', '2027-06-12'); // outside the window
    const copy = await post<{ data: Stored[]; skipped: Array<{ schedule: string; reason: string }> }>(
      tours,
      '/api/schedules/copy/2027-03-01/2027-04-30',
      f.token,
      { addyear: 1 },
    );
    expect(copy.status).toBe(200);
    expect(copy.body.data.map((s) => [s.from, s.to, s.status])).toEqual([
      ['2028-03-18', '2028-03-25', 'inactive'],
      ['2028-04-08', '2028-04-15', 'active'],
    ]);
    expect(copy.body.data.every((s) => new Date(`${s.from}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(copy.body.skipped).toEqual([{ schedule: a.id, reason: expect.stringContaining('from 2028-03-02 to 2028-03-09') }]);
    const replay = await post<{ data: Stored[]; skipped: unknown[] }>(tours, '/api/schedules/copy/2027-03-01/2027-04-30', f.token, { addyear: 1 });
    expect(replay.body).toEqual(copy.body);
    const all = await invoke<{ total: number }>(tours, 'GET', '/api/schedules', { token: f.token });
    expect(all.body.total).toBe(7);
    expect([b.id, c.id].every(Boolean)).toBe(true);
  });

  it('lists the active schedules of a date range only, with free beds', async () => {
    const f = await fleet('sched-date');
    const active = (await f.schedule('2027-03-06', '2027-03-13')).body;
    await f.schedule('2027-03-13', '2027-03-20', 'inactive');
    await f.schedule('2027-04-10', '2027-04-17');
    const claim = { asset: active.id, unit: f.c1.id, bed: 'A', owner: { kind: 'booking' as const, id: 'bk-x' } };
    await db().send(new PutCommand({ TableName: tableName(), Item: claimItem('sched-date', claim) }));
    const res = await invoke<{ data: Array<Stored & { freeBeds: number; totalBeds: number; freeCabins: number; tourName: string }> }>(
      tours,
      'GET',
      '/api/tours/date/2027-03-01/2027-03-31',
      { token: f.token },
    );
    expect(res.body.data.map((s) => [s.id, s.tourName, s.totalBeds, s.freeBeds, s.freeCabins])).toEqual([[active.id, 'Komodo North', 4, 3, 1]]);
    const other = await invoke<{ data: unknown[] }>(tours, 'GET', '/api/tours/date/2027-03-01/2027-03-31', { token: f.token, query: { vessel: 'vs-other' } });
    expect(other.body.data).toEqual([]);
  });

  it('serves an iCalendar feed through a signed link that an iCal parser reads back; a changed or expired token is refused', async () => {
    const f = await fleet('sched-ics');
    const one = (await f.schedule('2027-03-06', '2027-03-13')).body;
    const two = (await f.schedule('2027-03-20', '2027-03-27')).body;
    await f.schedule('2027-04-03', '2027-04-10', 'cancelled');
    const link = await invoke<{ url: string }>(feeds, 'GET', '/api/tours/ics/link', { token: f.token });
    const token = new URL(link.body.url, 'http://x').searchParams.get('token')!;
    const feed = await invoke(feeds, 'GET', '/api/tours/ics', { query: { token } });
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.raw));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Schedules');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString(), e.summary, e.location])).toEqual([
      [`${one.id}@tidewise`, '2027-03-06', '2027-03-14', 'Komodo North – MV Manta', 'Labuan Bajo'],
      [`${two.id}@tidewise`, '2027-03-20', '2027-03-28', 'Komodo North – MV Manta', 'Labuan Bajo'],
    ]);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.description).toContain('Free beds: 4 of 4');
    const again = await invoke(feeds, 'GET', '/api/tours/ics', { query: { token } });
    expect(again.raw.match(/UID:[^\r]+/g)).toEqual(feed.raw.match(/UID:[^\r]+/g));
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ t: 'sched-ics', v: 'vs-other', e: JSON.parse(Buffer.from(body!, 'base64url').toString()).e })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${body}.${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}`,
      'not-a-token-at-all',
      await icsToken('sched-ics', undefined, 1000),
    ]) {
      const res = await invoke(feeds, 'GET', '/api/tours/ics', { query: { token: bad } });
      expect(res.status, bad).toBe(403);
      expect(ZApiError.parse(res.body).message).toBe('LINK_INVALID');
    }
  });

  it('answers a schedule’s cabins with their beds and its guests from the inventory', async () => {
    const tenant = 'sched-info';
    const f = await fleet(tenant);
    const s = (await f.schedule('2027-03-06', '2027-03-13')).body;
    const customer = (await post(customers, '/api/customers', f.token, { masterData: { firstName: 'Ada', lastName: 'Lovelace' } })).body;
    const now = new Date().toISOString();
    const header = {
      id: 'bk-1',
      bookingNo: 7,
      state: 'confirmed' as const,
      schedule: s.id,
      checkIn: s.from,
      rooms: [{ room: f.c1.id, noOfPax: 1, beds: ['B'] }],
      customer: customer.id,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const items = [
      bookingItem.toItem(bookingKey(tenant, 'bk-1'), header),
      claimItem(tenant, { asset: s.id, unit: f.c1.id, bed: 'B', owner: { kind: 'booking', id: 'bk-1' }, gender: 'f' }),
      claimItem(tenant, { asset: s.id, unit: f.c2.id, bed: '1', owner: { kind: 'blocker', id: 'bl-1', reason: 'Event' } }),
    ];
    for (const Item of items) await db().send(new PutCommand({ TableName: tableName(), Item }));
    type Info = {
      schedule: { freeBeds: number; vesselName: string };
      cabins: Array<{ name: string; freeBeds: number; beds: Array<{ bed: string; state: string; booking?: string; gender?: string }> }>;
    };
    const info = (await invoke<Info>(tours, 'GET', `/api/schedules/${s.id}/info`, { token: f.token })).body;
    expect(info.schedule).toMatchObject({ freeBeds: 2, vesselName: 'MV Manta' });
    expect(info.cabins.map((c) => [c.name, c.freeBeds, c.beds])).toEqual([
      [
        'C1',
        1,
        [
          { bed: 'A', state: 'free' },
          { bed: 'B', state: 'booked', booking: 'bk-1', gender: 'f' },
        ],
      ],
      [
        'C2',
        1,
        [
          { bed: '1', state: 'blocked' },
          { bed: '2', state: 'free' },
        ],
      ],
    ]);
    const guests = await invoke<{ data: unknown[] }>(tours, 'GET', `/api/schedules/${s.id}/customers`, { token: f.token });
    expect(guests.body.data).toEqual([
      {
        booking: 'bk-1',
        bookingNo: 7,
        state: 'confirmed',
        cabin: f.c1.id,
        cabinName: 'C1',
        beds: ['B'],
        noOfPax: 1,
        customer: customer.id,
        name: 'Ada Lovelace',
      },
    ]);
    // A user limited to another vessel sees neither.
    const limited = await tokenFor({
      userId: 'u-lim',
      tenant,
      userType: 'employee',
      scopes: ['schedules.read'],
      assets: [{ type: 'vessel', ref: 'vs-other' }],
    });
    expect((await invoke(tours, 'GET', `/api/schedules/${s.id}/info`, { token: limited })).status).toBe(403);
    expect((await invoke(tours, 'GET', `/api/schedules/${s.id}`, { token: limited })).status).toBe(403);
    expect((await invoke<{ total: number }>(tours, 'GET', '/api/schedules', { token: limited })).body.total).toBe(0);
    expect((await invoke<{ data: unknown[] }>(tours, 'GET', '/api/tours/date/2027-03-01/2027-03-31', { token: limited })).body.data).toEqual([]);
  });
  it('lists the tours for booking with their coming active schedules: available, short and filter', async () => {
    const f = await fleet('sched-booking');
    const soon = addDays(today(), 10);
    const next = (await f.schedule(soon, addDays(soon, 7))).body;
    await f.schedule(addDays(soon, 7), addDays(soon, 14), 'inactive');
    await f.schedule(addDays(today(), -30), addDays(today(), -23)); // past
    const full = (await f.schedule(addDays(soon, 21), addDays(soon, 28))).body;
    for (const [cabin, bed] of [
      [f.c1.id, 'A'],
      [f.c1.id, 'B'],
      [f.c2.id, '1'],
      [f.c2.id, '2'],
    ] as const)
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: claimItem('sched-booking', { asset: full.id, unit: cabin, bed, owner: { kind: 'booking', id: 'bk-full' } }),
        }),
      );
    type Tours = { data: Array<{ id: string; schedules: Array<{ id: string; freeBeds?: number }> } & Record<string, unknown>> };
    const all = (await invoke<Tours>(tours, 'GET', '/api/tours/booking', { token: f.token })).body.data;
    expect(all.map((t) => [t.id, t.schedules.map((s) => [s.id, s.freeBeds])])).toEqual([
      [
        f.tour.id,
        [
          [next.id, 4],
          [full.id, 0],
        ],
      ],
    ]);
    const available = (await invoke<Tours>(tours, 'GET', '/api/tours/booking', { token: f.token, query: { available: 'true', short: 'true' } })).body.data;
    expect(available).toEqual([{ id: f.tour.id, name: 'Komodo North', vessel: f.vessel.id, schedules: [{ id: next.id, from: next.from, to: next.to }] }]);
    expect((await invoke<Tours>(tours, 'GET', '/api/tours/booking', { token: f.token, query: { filter: 'nothing like it' } })).body.data).toEqual([]);
    const open = await invoke<{ data: Array<{ id: string }> }>(tours, 'GET', '/api/schedules/booking', { token: f.token });
    expect(open.body.data.map((s) => s.id)).toEqual([next.id, full.id]);
  });
});
