import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GuestFormReminderDue } from '../../../events/booking-events';
import { handler as scheduleHandler } from '../../../events/handlers/guestform-reminder-schedule';
import { sqsConsumer } from '../../../events/lib/sqs-consumer';
import { CONSUMERS } from '../../../events/registry';
import { LocalDispatcher } from '../../../infra/local/dispatcher';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { stepDueAt } from '../../../shared/domain/forms/reminders';
import { seedState } from '../../../test/support/booking-lifecycle';
import { save, tripWithForms } from '../../../test/support/guest-forms';
import { outboxEvents, outboxMails } from '../../../test/support/outbox';
import { deliver, sqsRecord, type SqsHandler } from '../../../test/support/sqs';
import { enableTableStream } from '../../../test/support/table-stream';
import { getBooking } from '../../data/bookings';
import { db, tableName } from '../../data/client';
import { LOCAL_SCHEDULE_PK } from '../../data/entities/schedule';
import { getTenant } from '../../data/tenants';
import { eventEnvelope } from '../../platform/index';
import { invoke } from '../../../test/support/invoke';
import type { BoardRow } from '../../../shared/api/guest-forms';
import { handler as guestforms } from '../guest/lambda';
import { sendReminders } from './reminders';
import { afterStep, runStep } from './step';
import { reminderMessage, reminderScheduleName } from './schedules';

// The local dispatcher reads the table's stream.
beforeAll(enableTableStream);

/**
 * Guest-form reminders on DynamoDB Local with the local schedules and the dispatcher (docs/decisions/forms.md
 * "Reminders"), driven by a controllable clock: the consumer as deployed, but with `now` the test's clock.
 */

const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [
    {
      id: 'person',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
        { id: 'email', type: 'Email', label: { en: 'E-mail' } },
      ],
    },
  ],
};
const contact = {
  name: 'Group contact',
  purpose: 'custom',
  attach: 'trips',
  askedPer: 'booking',
  sections: [
    {
      id: 'lead',
      fields: [
        { id: 'leadEmail', type: 'Email', label: { en: 'E-mail' } },
        { id: 'phone', type: 'QuestionShort', label: { en: 'Phone' }, required: true },
      ],
    },
  ],
};

const localSchedule = async (tenant: string, id: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: LOCAL_SCHEDULE_PK, sk: reminderScheduleName(tenant, id) } }))).Item;

/** What the outbox carried for a booking: delivered to the schedule consumer as the bus would. */
async function deliverBookingEvents(id: string) {
  for (const e of await outboxEvents()) {
    if (e.detail.bookingId !== id || !e.detailType.startsWith('booking.')) continue;
    expect(await deliver(scheduleHandler, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
  }
}

/** A 3-guest trip arriving 2027-03-01 with a guest form and a booking form; every respondent leaves an address only. */
async function tripOf(tenant: string) {
  const trip = await tripWithForms(tenant, [registration, contact], 3);
  const formOf = (name: string) => (trip.forms as Array<{ id: string; name: string }>).find((f) => f.name === name)!.id;
  for (const guest of ['guest-1', 'guest-2', 'guest-3']) {
    const res = await save(trip.host, formOf('Registration'), { token: trip.tokenOf(guest), data: { email: `${guest}@${tenant}.test` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await save(trip.host, formOf('Group contact'), { token: trip.tokenOf('lead'), data: { leadEmail: `lead@${tenant}.test` } })).status).toBe(200);
  const zone = (await getTenant(tenant))?.timezone ?? DEFAULT_TIMEZONE;
  return { ...trip, formOf, zone, arrival: trip.booking.checkIn as string };
}

/** The reminder consumer at the test's clock; `crashes` throws after sending that many times. */
function clockConsumer(clock: { now: Date; crashes: number }): SqsHandler {
  return sqsConsumer('guestform-reminder', GuestFormReminderDue, async (detail) => {
    await runStep(detail.tenant, detail.bookingId, detail.arrival, detail.step, clock.now);
    if (clock.crashes > 0) {
      clock.crashes -= 1;
      throw new Error('the consumer died after sending');
    }
    await afterStep(detail.tenant, detail.bookingId, clock.now);
  });
}

/** The reminders requested for the tenant, per recipient (the local part of the address), and the summaries. */
async function mailsOf(tenant: string) {
  const reminders = (await outboxMails('guestform-reminder')).filter((m) => m.tenant === tenant);
  const summaries = (await outboxMails('guestform-summary')).filter((m) => m.tenant === tenant);
  const per: Record<string, number> = {};
  for (const m of reminders) per[m.to[0]!.split('@')[0]!] = (per[m.to[0]!.split('@')[0]!] ?? 0) + 1;
  return { reminders, summaries, per };
}

const minuteAfter = (iso: string) => new Date(Date.parse(iso) + 60_000);

const stoppers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stoppers) await stop();
});

describe('guest-form reminders', () => {
  it('14/7/3/1: one mail per incomplete guest and step, none after completing, none twice when fired twice; todos the day before', async () => {
    const tenant = 'gfr-walk';
    const trip = await tripOf(tenant);
    const id = trip.booking.id;
    expect(trip.arrival).toBe('2027-03-01');
    await deliverBookingEvents(id);
    const due = (step: number) => stepDueAt(trip.arrival, step, trip.zone);
    expect((await localSchedule(tenant, id))?.dueAt).toBe(due(14));

    const clock = { now: new Date(), crashes: 0 };
    const consumer = clockConsumer(clock);
    const dispatcher = new LocalDispatcher({
      endpoint: inject('dynamoEndpoint'),
      tableName: process.env.TABLE_NAME!,
      consumers: CONSUMERS.filter((c) => c.name === 'guestform-reminder'),
      loadHandler: async () => consumer,
    });
    stoppers.push(() => dispatcher.stop());
    const fireAt = async (at: Date) => {
      clock.now = at;
      return dispatcher.fireDueSchedules(at);
    };

    // Before the first step nothing fires (other schedules of the table may: the count is not ours).
    await fireAt(new Date(Date.parse(due(14)) - 60_000));
    expect(await localSchedule(tenant, id)).toBeDefined();
    expect((await mailsOf(tenant)).reminders).toEqual([]);

    // Step 14: every guest and the lead's summary.
    expect(await fireAt(minuteAfter(due(14)))).toBeGreaterThanOrEqual(1);
    let mails = await mailsOf(tenant);
    expect(mails.per).toEqual({ 'guest-1': 1, 'guest-2': 1, 'guest-3': 1 });
    expect(mails.summaries.map((m) => m.to)).toEqual([[`lead@${tenant}.test`]]);
    expect(mails.reminders[0]!.text).toContain(`https://${trip.host}/guestform/${id}/`);
    expect(mails.summaries[0]!.text).toContain(`https://${trip.host}/guestform-m/${id}/`);
    expect((await localSchedule(tenant, id))?.dueAt).toBe(due(7));

    // The schedule of step 14 fires a second time (an independent delivery, its own event id): nothing again.
    const again = eventEnvelope(reminderMessage(tenant, id, trip.arrival, 14, due(14)));
    const twice = { ...again, detail: { ...again.detail, eventId: 'a-second-firing' } };
    expect(await deliver(consumer, sqsRecord(JSON.stringify(twice)))).toBe('ack');
    expect((await mailsOf(tenant)).per).toEqual({ 'guest-1': 1, 'guest-2': 1, 'guest-3': 1 });

    // Step 7: all three again.
    await fireAt(minuteAfter(due(7)));
    expect((await mailsOf(tenant)).per).toEqual({ 'guest-1': 2, 'guest-2': 2, 'guest-3': 2 });

    // Day 5 before arrival: guest-2 completes.
    expect(
      (
        await save(trip.host, trip.formOf('Registration'), {
          token: trip.tokenOf('guest-2'),
          data: { firstName: 'Bo', email: `guest-2@${tenant}.test` },
          submit: true,
        })
      ).status,
    ).toBe(200);

    await fireAt(minuteAfter(due(3)));
    await fireAt(minuteAfter(due(1)));
    mails = await mailsOf(tenant);
    expect(mails.per).toEqual({ 'guest-1': 4, 'guest-2': 2, 'guest-3': 4 });
    expect(mails.summaries.length).toBe(4);
    expect(mails.summaries.at(-1)!.text).not.toContain('guest-2');
    expect(new Set(mails.reminders.map((m) => m.key)).size).toBe(10);

    // The day before arrival: a todo per incomplete guest, and no job left.
    const todos = (await getBooking(tenant, id))?.todo ?? [];
    expect(todos.map((t) => t.id).sort()).toEqual([`guestform-guest-1-${trip.arrival}`, `guestform-guest-3-${trip.arrival}`]);
    expect(await localSchedule(tenant, id)).toBeUndefined();
    // Step 1 once more: no mail, no second todo.
    clock.now = minuteAfter(due(1));
    const last = eventEnvelope(reminderMessage(tenant, id, trip.arrival, 1, due(1)));
    expect(await deliver(consumer, sqsRecord(JSON.stringify({ ...last, detail: { ...last.detail, eventId: 'step-1-again' } })))).toBe('ack');
    expect((await mailsOf(tenant)).reminders.length).toBe(10);
    expect(((await getBooking(tenant, id))?.todo ?? []).length).toBe(2);
  });

  it('a consumer that dies after sending is retried without a duplicate; changed dates reschedule; cancelled: no more mails', async () => {
    const tenant = 'gfr-crash';
    const trip = await tripOf(tenant);
    const id = trip.booking.id;
    await deliverBookingEvents(id);
    const clock = { now: minuteAfter(stepDueAt(trip.arrival, 14, trip.zone)), crashes: 1 };
    const consumer = clockConsumer(clock);
    const message = JSON.stringify(eventEnvelope(reminderMessage(tenant, id, trip.arrival, 14, stepDueAt(trip.arrival, 14, trip.zone))));
    const record = sqsRecord(message);
    expect(await deliver(consumer, record)).toBe('retry');
    expect((await mailsOf(tenant)).per).toEqual({ 'guest-1': 1, 'guest-2': 1, 'guest-3': 1 });
    // The queue delivers it again: the work runs again, and sends nothing twice.
    expect(await deliver(consumer, { ...record, attributes: { ...record.attributes, ApproximateReceiveCount: '2' } })).toBe('ack');
    const mails = await mailsOf(tenant);
    expect(mails.per).toEqual({ 'guest-1': 1, 'guest-2': 1, 'guest-3': 1 });
    expect(mails.summaries.length).toBe(1);

    // The arrival moves: the job follows it, and the old arrival's steps send nothing.
    await seedState(tenant, id, (await getBooking(tenant, id))!.state, { checkIn: '2027-03-05' });
    await deliverBookingEvents(id);
    expect((await localSchedule(tenant, id))?.dueAt).toBe(stepDueAt('2027-03-05', 14, trip.zone));
    expect((await sendReminders(tenant, id, trip.arrival, 7, { now: minuteAfter(stepDueAt(trip.arrival, 7, trip.zone)) })).outcome).toBe('skipped');

    // Cancelled: the job goes, and a step that fires anyway sends nothing.
    await seedState(tenant, id, 'aborted');
    await deliverBookingEvents(id);
    expect(await localSchedule(tenant, id)).toBeUndefined();
    expect((await sendReminders(tenant, id, '2027-03-05', 7, { now: minuteAfter(stepDueAt('2027-03-05', 7, trip.zone)) })).outcome).toBe('skipped');
    expect((await mailsOf(tenant)).reminders.length).toBe(3);
  });

  it('staff: sendGuestFormMail reminds once per step unless forced; missingGuestform lists the incomplete guests', async () => {
    const tenant = 'gfr-staff';
    const trip = await tripOf(tenant);
    const id = trip.booking.id;
    const remind = (force?: string) =>
      invoke<{ step: number; mailed: string[]; unreachable: string[]; summary: boolean }>(guestforms, 'POST', `/api/bookings/${id}/sendGuestFormMail`, {
        token: trip.token,
        ...(force ? { query: { force } } : {}),
      });
    const first = await remind();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ step: 14, mailed: ['guest-1', 'guest-2', 'guest-3'], unreachable: [], summary: true });
    expect((await remind()).body).toMatchObject({ mailed: [], summary: false });
    expect((await remind('true')).body).toMatchObject({ mailed: ['guest-1', 'guest-2', 'guest-3'], summary: true });
    expect((await mailsOf(tenant)).per).toEqual({ 'guest-1': 2, 'guest-2': 2, 'guest-3': 2 });
    expect((await invoke(guestforms, 'POST', '/api/bookings/nope/sendGuestFormMail', { token: trip.token })).status).toBe(404);

    expect((await save(trip.host, trip.formOf('Registration'), { token: trip.tokenOf('guest-2'), data: { firstName: 'Bo' }, submit: true })).status).toBe(200);
    const missing = await invoke<{ data: BoardRow[] }>(guestforms, 'GET', '/api/bookings/missingGuestform', {
      token: trip.token,
      query: { from: '2027-03-01', to: '2027-03-01' },
    });
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    const row = missing.body.data.find((r) => r.booking === id)!;
    expect(row.guests.map((g) => g.guest)).toEqual(['lead', 'guest-1', 'guest-3']);
    expect(
      (await invoke(guestforms, 'GET', '/api/bookings/missingGuestform', { token: trip.token, query: { from: '2027-03-02', to: '2027-03-31' } })).body,
    ).toMatchObject({
      data: [],
    });
  });
});
