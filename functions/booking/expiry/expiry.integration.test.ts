import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as expiryHandler } from '../../../events/handlers/booking-option-expiry';
import { handler as scheduleHandler } from '../../../events/handlers/booking-option-schedule';
import { LocalDispatcher } from '../../../infra/local/dispatcher';
import { addDays } from '../../../shared/calendar-date';
import { ZUser } from '../../../shared/domain/staff/user';
import { bookingItems, resortItems, resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, option, seedState, stay } from '../../../test/support/booking-lifecycle';
import { outboxEvents, outboxMails } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { CONSUMERS } from '../../../events/registry';
import { db, tableName } from '../../data/client';
import { getBooking } from '../../data/bookings';
import { createUser } from '../../data/users';
import { expireOption, optionExpiresAt } from './expiry';
import { LOCAL_SCHEDULE_PK } from '../../data/entities/schedule';
import { eventEnvelope } from '../../platform/index';
import { expiryMessage, scheduleName } from './option-schedules';
import { enableTableStream } from '../../../test/support/table-stream';

// The local dispatcher reads the table's stream.
beforeAll(enableTableStream);

/** Options that expire, on DynamoDB Local with the local schedules (docs/decisions.md, "Option expiry and waiting list"). */

const localSchedule = async (tenant: string, id: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: LOCAL_SCHEDULE_PK, sk: scheduleName(tenant, id) } }))).Item;

/** What the outbox carried for a booking: delivered to the schedule consumer as the bus would. */
async function deliverBookingEvents(id: string) {
  for (const e of await outboxEvents()) {
    if (e.detail.bookingId !== id || !e.detailType.startsWith('booking.')) continue;
    expect(await deliver(scheduleHandler, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
  }
}

/** An option of the tenant's admin (who gets the mail) over 3 nights of a one-room resort. */
async function optionOf(tenant: string) {
  const token = await adminOf(tenant);
  await createUser(tenant, `admin-${tenant}`, ZUser.parse({ name: 'Olga Owner', email: `owner@${tenant}.test`, userType: 'admin' }));
  const { resortId, roomIds } = await resortWithRooms(tenant, 1);
  const res = await create(token, stay(resortId, roomIds, '2027-03-01', 3, option()));
  expect(res.status).toBe(201);
  return { token, resortId, roomIds, booking: res.body };
}

const afterExpiry = (optionDate: string) => new Date(Date.parse(optionExpiresAt(optionDate)) + 1000);

const stoppers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stoppers) await stop();
});

describe('option expiry', () => {
  it('schedules a created option at the end of its option date (UTC)', async () => {
    const tenant = 'ox-schedule';
    const { booking } = await optionOf(tenant);
    await deliverBookingEvents(booking.id);
    const item = await localSchedule(tenant, booking.id);
    expect(item?.dueAt).toBe(`${addDays(booking.optionDate as string, 1)}T00:00:00.000Z`);
    expect(JSON.parse(String(item?.message))).toEqual(eventEnvelope(expiryMessage(tenant, booking.id, booking.optionDate as string, String(item?.dueAt))));
  });

  it('frees an option past its date through the lifecycle, tells the owner, and its nights are bookable again', async () => {
    const tenant = 'ox-free';
    const { token, resortId, roomIds, booking } = await optionOf(tenant);
    const optionDate = booking.optionDate as string;
    expect((await resortItems(tenant, resortId)).length).toBe(3);
    expect(await expireOption(tenant, booking.id, optionDate, new Date(Date.parse(optionExpiresAt(optionDate)) - 1000))).toBe('skipped');
    expect(await expireOption(tenant, booking.id, optionDate, afterExpiry(optionDate))).toBe('expired');
    const freed = await getBooking(tenant, booking.id);
    expect(freed).toMatchObject({ state: 'freed', previousState: 'draft', lastAction: 'expire', updatedBy: 'system', expiredOption: optionDate, version: 2 });
    expect(await resortItems(tenant, resortId)).toEqual([]);
    expect((await bookingItems(tenant, booking.id)).map((i) => [i.sk, i.state])).toEqual([
      ['HISTORY#00000001', 'draft'],
      ['ROOT', 'freed'],
    ]);
    expect(await outboxMails('option-expired')).toEqual([
      expect.objectContaining({ to: [`owner@${tenant}.test`], subject: `Option ${booking.bookingNo} abgelaufen` }),
    ]);
    const again = await create(token, stay(resortId, roomIds, '2027-03-01', 3));
    expect(again.status).toBe(201);
  });

  it('a second delivery of the schedule changes nothing', async () => {
    const tenant = 'ox-twice';
    const { booking } = await optionOf(tenant);
    const optionDate = booking.optionDate as string;
    const message = JSON.stringify(eventEnvelope(expiryMessage(tenant, booking.id, optionDate, optionExpiresAt(optionDate))));
    // The schedule fired early (clock skew): nothing happens, and the message is acknowledged.
    expect(await deliver(expiryHandler, sqsRecord(message))).toBe('ack');
    expect((await getBooking(tenant, booking.id))?.state).toBe('draft');
    expect(await expireOption(tenant, booking.id, optionDate, afterExpiry(optionDate))).toBe('expired');
    const once = await getBooking(tenant, booking.id);
    expect(await expireOption(tenant, booking.id, optionDate, afterExpiry(optionDate))).toBe('expired');
    const different = JSON.stringify({ ...JSON.parse(message), detail: { ...JSON.parse(message).detail, eventId: 'another-delivery' } });
    expect(await deliver(expiryHandler, sqsRecord(different))).toBe('ack');
    expect(await getBooking(tenant, booking.id)).toEqual(once);
    expect((await bookingItems(tenant, booking.id)).length).toBe(2);
  });

  it('a changed option date reschedules, and the old schedule leaves the option alone', async () => {
    const tenant = 'ox-moved';
    const { resortId, booking } = await optionOf(tenant);
    const old = booking.optionDate as string;
    await deliverBookingEvents(booking.id);
    const later = addDays(old, 5);
    await seedState(tenant, booking.id, 'draft', { optionDate: later });
    await deliverBookingEvents(booking.id);
    expect((await localSchedule(tenant, booking.id))?.dueAt).toBe(optionExpiresAt(later));
    expect(await expireOption(tenant, booking.id, old, afterExpiry(old))).toBe('skipped');
    expect((await getBooking(tenant, booking.id))?.state).toBe('draft');
    expect((await resortItems(tenant, resortId)).length).toBe(3);
  });

  it('a confirmed option loses its schedule', async () => {
    const tenant = 'ox-confirmed';
    const { booking } = await optionOf(tenant);
    await deliverBookingEvents(booking.id);
    expect(await localSchedule(tenant, booking.id)).toBeDefined();
    await seedState(tenant, booking.id, 'confirmed');
    await deliverBookingEvents(booking.id);
    expect(await localSchedule(tenant, booking.id)).toBeUndefined();
    expect(await expireOption(tenant, booking.id, booking.optionDate as string, afterExpiry(booking.optionDate as string))).toBe('skipped');
  });

  it('the local dispatcher fires a due schedule to the expiry consumer and takes it away', async () => {
    const tenant = 'ox-dispatch';
    const { booking } = await optionOf(tenant);
    await deliverBookingEvents(booking.id);
    const dispatcher = new LocalDispatcher({
      endpoint: inject('dynamoEndpoint'),
      tableName: process.env.TABLE_NAME!,
      consumers: CONSUMERS.filter((c) => c.name === 'booking-option-expiry'),
      loadHandler: async () => async (event, context) => {
        // The consumer as deployed, at a clock after the option date.
        const { expireOption: expire } = await import('./expiry');
        const detail = JSON.parse(event.Records[0]!.body).detail as { tenant: string; bookingId: string; optionDate: string };
        await expire(detail.tenant, detail.bookingId, detail.optionDate, afterExpiry(detail.optionDate));
        void context;
        return { batchItemFailures: [] };
      },
    });
    stoppers.push(() => dispatcher.stop());
    expect(await dispatcher.fireDueSchedules(new Date())).toBe(0);
    expect(await dispatcher.fireDueSchedules(afterExpiry(booking.optionDate as string))).toBeGreaterThanOrEqual(1);
    expect(await localSchedule(tenant, booking.id)).toBeUndefined();
    expect((await getBooking(tenant, booking.id))?.state).toBe('freed');
  });
});
