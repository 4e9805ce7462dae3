import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as scheduleHandler } from '../../../../events/handlers/booking-option-schedule';
import { CONSUMERS } from '../../../../events/registry';
import { LocalDispatcher } from '../../../../infra/local/dispatcher';
import { ZApiError } from '../../../../shared/api/errors';
import { MAX_HOLD_MINUTES } from '../../../../shared/domain/booking/online-hold';
import { bookingsById, bookingsHold, heldUnits, resortItems, scheduleItems } from '../../../../test/support/booking-fixtures';
import { create as staffCreate, stay } from '../../../../test/support/booking-lifecycle';
import { bookableStay, bookableTrip, guestCall, holdBy, hostOf, stayHold, tripHold } from '../../../../test/support/online-holds';
import { outboxEvents } from '../../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../../test/support/sqs';
import { enableTableStream } from '../../../../test/support/table-stream';
import { adminOf } from '../../../../test/support/tokens';
import { getBooking } from '../../../data/bookings';
import { tableName } from '../../../data/client';
import { expireOption } from '../../expiry/expiry';
import { scheduleName } from '../../expiry/option-schedules';
import { db } from '../../../data/client';
import { LOCAL_SCHEDULE_PK } from '../../../data/entities/schedule';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getSettingsGroup, saveSettingsGroup } from '../../../data/settings';
import { extendOnlineHold, markAborted, markCheckout } from './hold';
import { handler as listHandler } from '../../list/lambda';
import { handler as readHandler } from '../read/lambda';
import { invoke } from '../../../../test/support/invoke';

/**
 * Online holds on DynamoDB Local (issue 25 acceptance; docs/decisions/online-holds.md): a hold takes the same claims
 * a staff booking takes, so of 200 racing holds for the last cabin (or the last room on a night) exactly one wins; a
 * staff booking racing a hold never both succeed; a hold is extended at most twice and never beyond 45 minutes; the
 * scheduler releases an expired hold within a minute, and the guest's later call says HOLD_EXPIRED.
 */

beforeAll(enableTableStream);

const localSchedule = async (tenant: string, id: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: LOCAL_SCHEDULE_PK, sk: scheduleName(tenant, id) } }))).Item;

const codes = (answers: { status: number; body: unknown }[]) =>
  answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${ZApiError.parse(a.body).message}`);

describe('booking/create holds', () => {
  it('holds a cabin as a draft of source online on channel CustomerDirectBooking until the tenant’s hold length, with the guest token', async () => {
    const tenant = 'oh-create';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'oh-sc');
    const settings = await getSettingsGroup(tenant, 'booking');
    await saveSettingsGroup(tenant, 'booking', settings.version, { ...settings.values, onlineHoldMinutes: 20 });
    const before = Date.now();
    const res = await holdBy(host, tripHold(scheduleId, cabinIds[0]!, 2));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'held', extensionsLeft: 2 });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const length = Date.parse(res.body.holdExpiresAt) - before;
    expect(length).toBeGreaterThan(19.9 * 60_000);
    expect(length).toBeLessThanOrEqual(20 * 60_000 + 5_000);
    const b = (await getBooking(tenant, res.body.id))!;
    expect(b).toMatchObject({ state: 'draft', source: 'online', channel: 'CustomerDirectBooking', language: 'en', user: 'online' });
    expect(b.online).toMatchObject({ until: res.body.holdExpiresAt, extensions: 0 });
    expect(b.optionDate).toBe(res.body.holdExpiresAt.slice(0, 10));
    expect(b.rooms[0]?.customers).toHaveLength(2);
    // The guests are customers now, the lead with the contact.
    expect(b.customerName).toBe('Guest1 Online');
    expect(heldUnits(await scheduleItems(tenant, scheduleId)).size).toBe(2);
    // The token opens the guest's own booking on bookread's no/{bookingNo} (one token scheme: its sha256 on the hold).
    const own = await invoke<{ status: string; holdExpiresAt?: string }>(readHandler, 'GET', `/api/book/no/${res.body.bookingNo}`, {
      headers: { host },
      query: { token: res.body.token },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ status: 'held', holdExpiresAt: res.body.holdExpiresAt });
  });

  it('200 concurrent holds for the last cabin: exactly one wins, the others answer 409 ROOM_NOT_AVAILABLE', async () => {
    const tenant = 'oh-race-cabin';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Last', beds: 2 }], 'oh-rc');
    const answers = await Promise.all(Array.from({ length: 200 }, () => holdBy(host, tripHold(scheduleId, cabinIds[0]!, 2))));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(new Set(codes(answers))).toEqual(new Set(['409 ROOM_NOT_AVAILABLE']));
    const items = await scheduleItems(tenant, scheduleId);
    expect(new Map([...heldUnits(items)].sort())).toEqual(new Map([...bookingsHold(await bookingsById(tenant, [won[0]!.body.id]))].sort()));
  }, 120_000);

  it('200 concurrent holds for the last room on a night (by room type): exactly one wins', async () => {
    const tenant = 'oh-race-room';
    const host = await hostOf(tenant);
    const { resortId, roomIds } = await bookableStay(tenant, 2, 'oh-rr');
    const token = await adminOf(tenant);
    // The other room of the type is taken that night by a staff booking: one room is left.
    expect((await staffCreate(token, stay(resortId, [roomIds[0]!], '2027-05-01', 3))).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 200 }, () => holdBy(host, stayHold(resortId, 'rt-1', '2027-05-02', '2027-05-03'))));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(new Set(codes(answers))).toEqual(new Set(['409 ROOM_NOT_AVAILABLE']));
    expect((await getBooking(tenant, won[0]!.body.id))?.rooms[0]?.room).toBe(roomIds[1]);
  }, 120_000);

  it('a staff booking racing an online hold for the last room: never both succeed', async () => {
    const tenant = 'oh-race-staff';
    const host = await hostOf(tenant);
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await bookableStay(tenant, 1, 'oh-rs');
    for (let round = 0; round < 10; round++) {
      const day = `2027-07-${String(1 + round * 2).padStart(2, '0')}`;
      const next = `2027-07-${String(2 + round * 2).padStart(2, '0')}`;
      const [staff, guest] = await Promise.all([
        staffCreate(token, stay(resortId, [roomIds[0]!], day, 1)),
        holdBy(host, stayHold(resortId, 'rt-1', day, next)),
      ]);
      expect(
        [staff.status, guest.status].filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect([staff.status, guest.status].filter((s) => s === 409)).toHaveLength(1);
    }
    expect((await resortItems(tenant, resortId)).length).toBe(10);
  }, 60_000);
});

describe('hold extension', () => {
  it('extends twice by the hold length from the call; the third is 409 HOLD_NOT_EXTENDABLE, a wrong token 404', async () => {
    const tenant = 'oh-extend';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'oh-ex');
    const made = await holdBy(host, tripHold(scheduleId, cabinIds[0]!));
    expect(made.status).toBe(201);
    const start = Date.parse((await getBooking(tenant, made.body.id))!.online!.startedAt);
    const first = await guestCall<{ holdExpiresAt: string; extensionsLeft: number }>(host, 'POST', `/api/book/${made.body.id}/extend`, {
      token: made.body.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.extensionsLeft).toBe(1);
    expect(Date.parse(first.body.holdExpiresAt)).toBeGreaterThanOrEqual(Date.parse(made.body.holdExpiresAt));
    // 14 minutes in, the second: by the hold length from then.
    const second = await extendOnlineHold(tenant, made.body.id, made.body.token, new Date(start + 14 * 60_000));
    expect(second.online?.until).toBe(new Date(start + 29 * 60_000).toISOString());
    const third = await guestCall(host, 'POST', `/api/book/${made.body.id}/extend`, { token: made.body.token });
    expect(third.status).toBe(409);
    expect(ZApiError.parse(third.body).message).toBe('HOLD_NOT_EXTENDABLE');
    expect((await getBooking(tenant, made.body.id))?.online).toMatchObject({ extensions: 2, until: second.online?.until });
    // A wrong token is the same 404 as an unknown booking.
    const forged = await guestCall(host, 'POST', `/api/book/${made.body.id}/extend`, { token: 'A'.repeat(43) });
    expect(forged.status).toBe(404);
  });

  it('never ends later than 45 minutes after its start, however late it is extended', async () => {
    const tenant = 'oh-cap';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'oh-cp');
    const settings = await getSettingsGroup(tenant, 'booking');
    await saveSettingsGroup(tenant, 'booking', settings.version, { ...settings.values, onlineHoldMinutes: 20 });
    const made = await holdBy(host, tripHold(scheduleId, cabinIds[0]!));
    const start = Date.parse((await getBooking(tenant, made.body.id))!.online!.startedAt);
    const once = await extendOnlineHold(tenant, made.body.id, made.body.token, new Date(start + 19 * 60_000));
    expect(Date.parse(once.online!.until) - start).toBe(39 * 60_000);
    const capped = await extendOnlineHold(tenant, made.body.id, made.body.token, new Date(start + 38 * 60_000));
    expect(Date.parse(capped.online!.until) - start).toBe(MAX_HOLD_MINUTES * 60_000);
    await expect(extendOnlineHold(tenant, made.body.id, made.body.token, new Date(start + 44 * 60_000))).rejects.toMatchObject({
      message: 'HOLD_NOT_EXTENDABLE',
    });
  });

  it('a hold as long as the cap (setting 45 minutes) cannot be extended at all', async () => {
    const tenant = 'oh-cap45';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'oh-c45');
    const settings = await getSettingsGroup(tenant, 'booking');
    await saveSettingsGroup(tenant, 'booking', settings.version, { ...settings.values, onlineHoldMinutes: 45 });
    const made = await holdBy(host, tripHold(scheduleId, cabinIds[0]!));
    expect(made.status).toBe(201);
    const refused = await guestCall(host, 'POST', `/api/book/${made.body.id}/extend`, { token: made.body.token });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body).message).toBe('HOLD_NOT_EXTENDABLE');
  });
});

describe('an expired hold', () => {
  it('is released by the scheduler within a minute of its end: the unit is free, the guest’s checkout says HOLD_EXPIRED', async () => {
    const tenant = 'oh-expire';
    const host = await hostOf(tenant);
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await bookableStay(tenant, 1, 'oh-xp');
    const made = await holdBy(host, stayHold(resortId, 'rt-1', '2027-08-01', '2027-08-04'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await resortItems(tenant, resortId)).length).toBe(3);
    // The booking's event puts its job, at the hold's end (as the bus delivers it to the schedule consumer).
    for (const e of await outboxEvents()) {
      if (e.detail.bookingId !== made.body.id || !e.detailType.startsWith('booking.')) continue;
      expect(await deliver(scheduleHandler, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
    }
    const end = Date.parse(made.body.holdExpiresAt);
    const dispatcher = new LocalDispatcher({
      endpoint: inject('dynamoEndpoint'),
      tableName: tableName(),
      consumers: CONSUMERS.filter((c) => c.name === 'booking-option-expiry'),
      loadHandler: async () => async (event) => {
        // The consumer as deployed, at a clock within a minute after the hold's end.
        const detail = JSON.parse(event.Records[0]!.body).detail as { tenant: string; bookingId: string; optionDate: string };
        await expireOption(detail.tenant, detail.bookingId, detail.optionDate, new Date(end + 59_000));
        return { batchItemFailures: [] };
      },
    });
    expect(await dispatcher.fireDueSchedules(new Date(end - 1000))).toBe(0);
    expect(await dispatcher.fireDueSchedules(new Date(end + 59_000))).toBeGreaterThanOrEqual(1);
    const freed = await getBooking(tenant, made.body.id);
    expect(freed).toMatchObject({ state: 'freed', lastAction: 'expire' });
    expect(freed?.online?.expiredAt).toBeDefined();
    expect(await resortItems(tenant, resortId)).toEqual([]);
    await dispatcher.stop();
    const late = await guestCall(host, 'POST', `/api/book/${made.body.id}/checkout`, { token: made.body.token });
    expect(late.status).toBe(409);
    expect(ZApiError.parse(late.body).message).toBe('HOLD_EXPIRED');
    // The room is bookable again.
    expect((await staffCreate(token, stay(resortId, [roomIds[0]!], '2027-08-01', 3))).status).toBe(201);
  });
});

describe('an extended hold', () => {
  it('moves its expiry job to the new end, under a new event id (the earlier delivery is not taken for it)', async () => {
    const tenant = 'oh-resched';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], 'oh-rsc');
    const made = await holdBy(host, tripHold(scheduleId, cabinIds[0]!));
    expect(made.status).toBe(201);
    const deliverEvents = async () => {
      for (const e of await outboxEvents()) {
        if (e.detail.bookingId !== made.body.id || !e.detailType.startsWith('booking.')) continue;
        expect(await deliver(scheduleHandler, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
      }
    };
    await deliverEvents();
    const first = await localSchedule(tenant, made.body.id);
    expect(first?.dueAt).toBe(made.body.holdExpiresAt);
    // Ten minutes in, the guest extends: the hold ends 25 minutes after its start.
    const start = Date.parse((await getBooking(tenant, made.body.id))!.online!.startedAt);
    const after = await extendOnlineHold(tenant, made.body.id, made.body.token, new Date(start + 10 * 60_000));
    const extended = { body: { holdExpiresAt: after.online!.until } };
    expect(Date.parse(extended.body.holdExpiresAt) - start).toBe(25 * 60_000);
    await deliverEvents();
    const moved = await localSchedule(tenant, made.body.id);
    expect(moved?.dueAt).toBe(extended.body.holdExpiresAt);
    const eventId = (item: Record<string, unknown> | undefined) => (JSON.parse(String(item?.message)) as { detail: { eventId: string } }).detail.eventId;
    expect(eventId(moved)).not.toBe(eventId(first));
    expect(eventId(moved)).toContain(extended.body.holdExpiresAt);
    // The earlier end passes: nothing is released; the new one does.
    const b = (await getBooking(tenant, made.body.id))!;
    expect(await expireOption(tenant, b.id, b.optionDate!, new Date(Date.parse(made.body.holdExpiresAt) + 1000))).toBe('skipped');
    expect(await expireOption(tenant, b.id, b.optionDate!, new Date(Date.parse(extended.body.holdExpiresAt) + 1000))).toBe('expired');
  });
});

describe('abandoned online checkouts', () => {
  it('the booking list’s filter finds the holds released or aborted unpaid, with their source and channel; not the running or staff ones', async () => {
    const tenant = 'oh-abandoned';
    const host = await hostOf(tenant);
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await bookableStay(tenant, 3, 'oh-ab');
    const hold = async (room: string) => {
      const made = await holdBy(host, stayHold(resortId, 'rt-1', '2027-10-01', '2027-10-03', 1, {}, room));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return (await getBooking(tenant, made.body.id))!;
    };
    const expired = await hold(roomIds[0]!);
    expect(await expireOption(tenant, expired.id, expired.optionDate!, new Date(Date.parse(expired.online!.until) + 1000))).toBe('expired');
    const aborted = await hold(roomIds[1]!);
    await markCheckout(tenant, aborted.id, 'cs_test_aborted_1');
    await markAborted(tenant, aborted.id, 'cs_test_aborted_1');
    const running = await hold(roomIds[2]!);
    expect((await staffCreate(token, stay(resortId, [roomIds[0]!], '2027-11-01', 2))).status).toBe(201);
    const list = (filter: unknown) =>
      invoke<{ data: { bookingNo: number; source?: string; channel?: string; abandoned?: boolean }[] }>(listHandler, 'GET', '/api/bookings', {
        token,
        query: { filter: JSON.stringify(filter), size: '0' },
      });
    const found = await list({ abandoned: true });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.map((r) => r.bookingNo).sort()).toEqual([expired.bookingNo, aborted.bookingNo].sort());
    expect(found.body.data.every((r) => r.source === 'online' && r.channel === 'CustomerDirectBooking' && r.abandoned === true)).toBe(true);
    const all = await list({});
    expect(all.body.data).toHaveLength(4);
    expect(all.body.data.find((r) => r.bookingNo === running.bookingNo)).toMatchObject({ source: 'online', channel: 'CustomerDirectBooking' });
    expect(all.body.data.find((r) => r.bookingNo === running.bookingNo)?.abandoned).toBeUndefined();
    expect((await list({ abandoned: false })).body.data).toHaveLength(2);
  });
});
