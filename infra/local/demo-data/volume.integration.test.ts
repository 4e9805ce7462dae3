import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as bookingList } from '../../../functions/booking/list/lambda';
import { handler as calendar } from '../../../functions/booking/calendar/lambda';
import { handler as customers } from '../../../functions/customer/customers/lambda';
import { handler as banks } from '../../../functions/finance/banks/lambda';
import { addDays } from '../../../shared/calendar-date';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { seedVolume, type VolumeSeed } from './volume';

/** The volume knob (issue 23) at 2 % of a unit: what it loads reads back through the API like data written by it. */
describe('the volume seed', () => {
  const tenant = `vol-${ulid().toLowerCase()}`;
  let token: string;
  let seed: VolumeSeed;
  beforeAll(async () => {
    seed = await seedVolume(tenant, 0.02);
    token = await adminOf(tenant);
  }, 120_000);

  it('loads customers, numbered bookings over three years and bank entries', async () => {
    expect(seed).toMatchObject({ customers: 200, bookings: 60, bankEntries: 20 });
    const c = await invoke<{ data: unknown[]; total?: number }>(customers, 'GET', '/api/customers', { token, query: { size: '25' } });
    expect(c.status).toBe(200);
    expect(c.body.data).toHaveLength(25);
    const b = await invoke<{ data: Array<{ bookingNo: number; checkIn?: string; customerName?: string }> }>(bookingList, 'GET', '/api/bookings', {
      token,
      query: { page: '1', size: '100' },
    });
    expect(b.status).toBe(200);
    expect(b.body.data.map((r) => r.bookingNo).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(b.body.data.every((r) => r.customerName && r.customerName.length > 3)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(seed.firstCheckIn < addDays(today, -600) && seed.lastCheckIn > addDays(today, 200)).toBe(true);
    const found = await invoke<{ data: Array<{ bookingNo: number }> }>(bookingList, 'GET', '/api/bookings/find', { token, query: { query: '30' } });
    expect(found.body.data.map((r) => r.bookingNo)).toContain(30);
    // The list's counts and the search index as the change transactions would have written them.
    const counted = await invoke<{ total?: number }>(bookingList, 'GET', '/api/bookings', { token, query: { page: '1', size: '5' } });
    expect(counted.body.total).toBe(60);
    const lead = b.body.data.find((r) => r.bookingNo === 30)!.customerName!;
    const byName = await invoke<{ data: Array<{ bookingNo: number }> }>(bookingList, 'GET', '/api/bookings/find', {
      token,
      query: { query: lead.split(' ').at(-1)! },
    });
    expect(byName.body.data.map((r) => r.bookingNo)).toContain(30);
  });

  it('puts the bookings in the calendar index without two stays of a room on one night', async () => {
    const from = addDays(new Date().toISOString().slice(0, 10), -730);
    const stays: Array<{ room: string; checkIn: string; checkOut: string }> = [];
    for (let day = from; day < addDays(from, 1100); day = addDays(day, 90)) {
      const res = await invoke<{ bookings: Array<{ id: string; checkIn: string; checkOut: string; rooms: Array<{ room: string }> }> }>(
        calendar,
        'GET',
        '/api/bookings/events',
        { token, query: { asset: seed.resort, type: 'resort', from: day, to: addDays(day, 90) } },
      );
      expect(res.status).toBe(200);
      for (const b of res.body.bookings) stays.push({ room: b.rooms[0]!.room, checkIn: b.checkIn, checkOut: b.checkOut });
    }
    const unique = [...new Map(stays.map((s) => [`${s.room}|${s.checkIn}`, s])).values()];
    // The calendar leaves the aborted and waiting bookings out (they hold no nights).
    const list = await invoke<{ data: Array<{ state: string }> }>(bookingList, 'GET', '/api/bookings', { token, query: { page: '1', size: '100' } });
    expect(unique.length).toBe(list.body.data.filter((b) => b.state !== 'aborted' && b.state !== 'waiting').length);
    expect(unique.length).toBeGreaterThan(45);
    for (const s of unique) {
      const clash = unique.filter((o) => o !== s && o.room === s.room && o.checkIn < s.checkOut && s.checkIn < o.checkOut);
      expect(clash).toEqual([]);
    }
  });

  it('stores the bank entries in the volume bank', async () => {
    const res = await invoke<{ data: unknown[] }>(banks, 'GET', `/api/banks/${seed.bank}/entries`, { token, query: { size: '100' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
  });
});
