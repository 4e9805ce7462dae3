import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as planConsumer } from '../../../events/handlers/mail-schedule-plan';
import { handler as ruleConsumer } from '../../../events/handlers/mail-schedule';
import { addDays } from '../../../shared/calendar-date';
import type { ScheduledRow } from '../../../shared/api/mail-schedules';
import { ZCustomer } from '../../../shared/domain/customer/customer';
import { zonedInstant } from '../../../shared/domain/forms/reminders';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf, userWith } from '../../../test/support/tokens';
import { db, tableName } from '../../data/client';
import { customers } from '../../data/customers';
import { bookingHeaderItem, type BookingItem } from '../../data/entities/booking';
import { localScheduleKey } from '../../data/entities/schedule';
import { getMailRecord } from '../../data/mail-queue';
import { putTenant } from '../../data/tenants';
import { fireSchedule, planBooking, scheduleJobName } from '../index';
import { agencies } from '../../data/agencies';
import { ZAgency } from '../../../shared/domain/agency/agency';
import { listMailRecords } from '../../data/mail-queue';
import { handler as api } from './lambda';

/**
 * The mail schedules' API and plan consumers (docs/decisions/mail-schedules.md): rules as a resource with the spec's
 * error shape, a rule's change re-plans the bookings ahead, a booking's move moves its job, a cancel removes it,
 * `scheduled` lists what comes and `test` sends one mail to the operator through the queue.
 */
const TENANT = 'mail-sched-api';
let token: string;

const job = async (rule: string, booking: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: localScheduleKey(scheduleJobName(TENANT, rule, booking)), ConsistentRead: true }))).Item;

/** The outbox events of this tenant of a type, delivered to a consumer as the bus would. */
async function deliverEvents(detailType: string, handler: typeof planConsumer, match: (d: Record<string, unknown>) => boolean) {
  for (const e of await outboxEvents(detailType)) {
    if (e.detail.tenant !== TENANT || !match(e.detail)) continue;
    expect(await deliver(handler, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
  }
}

const today = new Date().toISOString().slice(0, 10);
const booking = (id: string, checkIn: string, extra: Partial<BookingItem> = {}): BookingItem => ({
  id,
  bookingNo: 7000 + Number(id.replace(/\D/g, '')),
  state: 'confirmed',
  resort: 'rs-1',
  checkIn,
  checkOut: addDays(checkIn, 7),
  rooms: [{ room: 'r-1', noOfPax: 1, customers: [{ customer: 'c-anna' }] }],
  customer: 'c-anna',
  language: 'en',
  version: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...extra,
});
const putBooking = (b: BookingItem) => db().send(new PutCommand({ TableName: tableName(), Item: bookingHeaderItem(TENANT, b) }));

beforeAll(async () => {
  await putTenant({
    id: TENANT,
    name: 'Blue Reef Divers',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: { resort: true, vessel: false },
    version: 1,
  });
  token = await adminOf(TENANT);
  await customers.create(TENANT, 'c-anna', ZCustomer.parse({ masterData: { firstName: 'Anna', lastName: 'Berger' }, contact: { email: 'anna@example.com' } }));
});

describe('mail schedules', () => {
  it('refuses bad rules in the spec error shape, and reads need mailschedule.read', async () => {
    const bad = await invoke<{ name: string; fields?: Array<{ path: string }> }>(api, 'POST', '/api/mailschedule', {
      token,
      body: { name: '', anchor: 'someday', offsetDays: 9999, time: '25:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe('ValidationError');
    const staff = await invoke<{ name: string }>(api, 'POST', '/api/mailschedule', {
      token,
      body: { name: 'Office copy', recipients: ['staff'] },
    });
    expect(staff.status).toBe(400);
    expect(JSON.stringify(staff.body)).toContain('staffEmails');
    const missingTemplate = await invoke(api, 'POST', '/api/mailschedule', { token, body: { name: 'x', templateId: 'mt-nothere' } });
    expect(missingTemplate.status).toBe(400);
    const reader = await userWith(TENANT, ['mailschedule.read']);
    expect((await invoke(api, 'GET', '/api/mailschedule', { token: reader })).status).toBe(200);
    expect((await invoke(api, 'POST', '/api/mailschedule', { token: reader, body: { name: 'x' } })).status).toBe(403);
    expect((await invoke(api, 'GET', '/api/mailschedule', { token: await userWith(TENANT, ['bookings.read']) })).status).toBe(403);
    expect((await invoke(api, 'POST', '/api/mailschedule/ms-nothere/test', { token, body: { booking: 'b1' } })).status).toBe(404);
  });

  it('a new rule plans the bookings ahead; a move moves the job, a cancel removes it; scheduled lists it; test sends once to the operator', async () => {
    await putBooking(booking('b1', addDays(today, 30)));
    await putBooking(booking('b2', addDays(today, 40)));
    const created = await invoke<{ id: string }>(api, 'POST', '/api/mailschedule', {
      token,
      body: { name: '7 days before arrival', anchor: 'arrival', offsetDays: -7, time: '09:00', recipients: ['lead'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rule = created.body.id;
    await deliverEvents('mail.schedule-due', ruleConsumer, (d) => d.rule === rule && !d.bookingId);
    const first = await job(rule, 'b1');
    expect(first?.dueAt).toBe(zonedInstant(addDays(today, 23), 9, 'Europe/Berlin'));
    expect(await job(rule, 'b2')).toBeDefined();

    const listed = await invoke<{ upcoming: ScheduledRow[]; sent: ScheduledRow[] }>(api, 'GET', '/api/mailschedule/scheduled', { token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.upcoming.map((r) => [r.booking, r.ruleName])).toEqual([
      ['b1', '7 days before arrival'],
      ['b2', '7 days before arrival'],
    ]);

    // b1 moves a week later: its job follows; b2 is cancelled: its job and plan go.
    await putBooking(booking('b1', addDays(today, 37), { version: 2 }));
    await putBooking(booking('b2', addDays(today, 40), { version: 2, state: 'aborted' }));
    for (const id of ['b1', 'b2'])
      expect(
        await deliver(
          planConsumer,
          sqsRecord({
            detailType: 'booking.changed',
            detail: {
              eventId: `chg-${TENANT}-${id}`,
              tenant: TENANT,
              occurredAt: new Date().toISOString(),
              bookingId: id,
              bookingNo: 1,
              state: 'x',
              action: 'seed',
              from: 'x',
              to: 'x',
              version: 2,
            },
          }),
        ),
      ).toBe('ack');
    expect(Date.parse(String((await job(rule, 'b1'))?.dueAt)) - Date.parse(String(first?.dueAt))).toBe(7 * 86_400_000);
    expect(await job(rule, 'b2')).toBeUndefined();
    const after = await invoke<{ upcoming: ScheduledRow[] }>(api, 'GET', '/api/mailschedule/scheduled', { token });
    expect(after.body.upcoming.map((r) => r.booking)).toEqual(['b1']);

    // The test mail: to the operator, with b1's data, through the queue; no claim, so b1's own mail still comes.
    const test = await invoke<{ to: string; mail: string; bookingNo: number }>(api, 'POST', `/api/mailschedule/${rule}/test`, {
      token,
      body: { booking: 'b1', to: 'office@example.com' },
    });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body).toMatchObject({ to: 'office@example.com', bookingNo: 7001 });
    const record = await getMailRecord(TENANT, test.body.mail);
    expect(record).toMatchObject({ to: ['office@example.com'], purpose: 'mail-schedule-test', state: 'queued', booking: 'b1' });
    expect((await invoke(api, 'POST', `/api/mailschedule/${rule}/test`, { token, body: { booking: 'nothere' } })).status).toBe(404);

    // Deleting the rule takes its plans and jobs away.
    expect((await invoke(api, 'DELETE', `/api/mailschedule/${rule}`, { token })).status).toBe(200);
    await deliverEvents('mail.schedule-due', ruleConsumer, (d) => d.rule === rule && !d.bookingId);
    expect(await job(rule, 'b1')).toBeUndefined();
    expect((await invoke<{ upcoming: ScheduledRow[] }>(api, 'GET', '/api/mailschedule/scheduled', { token })).body.upcoming).toEqual([]);
  });

  it('mails the lead booker once (also a guest), every other guest with an address, the agency and staff, each once', async () => {
    await customers.create(TENANT, 'c-bo', ZCustomer.parse({ masterData: { firstName: 'Bo', lastName: 'Lind' }, contact: { email: 'bo@example.com' } }));
    await customers.create(TENANT, 'c-noaddress', ZCustomer.parse({ masterData: { lastName: 'Nomail' } }));
    await agencies.create(TENANT, 'ag-1', ZAgency.parse({ name: 'Sunseeker', contact: { email: 'desk@sunseeker.example' } }));
    const created = await invoke<{ id: string }>(api, 'POST', '/api/mailschedule', {
      token,
      body: {
        name: 'Welcome',
        anchor: 'bookingDate',
        offsetDays: 0,
        time: '00:00',
        recipients: ['lead', 'guest', 'agency', 'staff'],
        staffEmails: ['Office@Example.com'],
        catchUp: 'send',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rule = created.body.id;
    const rooms = [{ room: 'r-1', noOfPax: 3, customers: [{ customer: 'c-anna' }, { customer: 'c-bo' }, { customer: 'c-noaddress' }] }];
    await putBooking(booking('b9', addDays(today, 50), { rooms, agency: 'ag-1' }));
    // Made today after 00:00: caught up at once.
    expect((await planBooking(TENANT, 'b9'))[rule]).toBe('now');
    const due = String((await job(rule, 'b9'))?.dueAt);
    const first = await fireSchedule(TENANT, rule, 'b9', due);
    expect(first).toEqual({ outcome: 'sent', mailed: ['lead', 'guest:c-bo', 'agency', 'staff:office@example.com'] });
    expect(await fireSchedule(TENANT, rule, 'b9', due)).toEqual({ outcome: 'final', mailed: [] });
    const mails = (await listMailRecords(TENANT, { size: 100, booking: 'b9' })).data.filter((m) => m.purpose === 'mail-schedule');
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['anna@example.com', 'bo@example.com', 'desk@sunseeker.example', 'office@example.com']);
    const sent = await invoke<{ sent: ScheduledRow[] }>(api, 'GET', '/api/mailschedule/scheduled', { token });
    expect(
      sent.body.sent
        .filter((r) => r.booking === 'b9')
        .map((r) => r.recipient)
        .sort(),
    ).toEqual(['agency', 'guest:c-bo', 'lead', 'staff:office@example.com']);
  });
});
