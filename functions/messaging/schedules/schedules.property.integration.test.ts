import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MailScheduleDue } from '../../../events/mail-schedule-events';
import { sqsConsumer } from '../../../events/lib/sqs-consumer';
import { addDays } from '../../../shared/calendar-date';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { dueAt, isPaid, ZMailSchedule, type MailSchedule } from '../../../shared/domain/mail/schedule';
import { ZCustomer } from '../../../shared/domain/customer/customer';
import { deliver, sqsRecord, type SqsHandler } from '../../../test/support/sqs';
import { db, tableName } from '../../data/client';
import { customers } from '../../data/customers';
import { bookingHeaderItem, type BookingItem } from '../../data/entities/booking';
import { localScheduleKey } from '../../data/entities/schedule';
import { listMailRecords } from '../../data/mail-queue';
import { mailSchedules } from '../../data/mail-schedules';
import { fireSchedule, planBooking, scheduleJobName } from '../index';
import { FULL_SIZE } from '../../../test/support/full-size';

/**
 * Exactly once (issue 26 acceptance, docs/decisions/mail-schedules.md): random bookings, date moves, cancellations,
 * payments, the clock moving on, the scheduler firing (sometimes twice) and the consumer dying right after a send.
 * Every (rule, booking, recipient) is requested at most once (the mail queue's record counts each request of a key),
 * never when its condition failed at the moment it went, and a booking still live at the end has its mail from the
 * catch-up rule exactly once per recipient. On DynamoDB Local with the local schedule items, at the test's clock.
 */

const RUNS = FULL_SIZE ? 200 : 12;
const T0 = Date.parse('2027-01-04T06:00:00.000Z');
const ZONE = DEFAULT_TIMEZONE;
const STAFF = 'office@schedules.test';

/** A: 7 days before arrival at 09:00 to the lead booker and the office, catching up. B: 3 days before the deposit, unpaid only, no catch-up. */
const ruleA = (): MailSchedule => ({
  id: 'ms-a',
  ...ZMailSchedule.parse({
    name: '7 days before arrival',
    anchor: 'arrival',
    offsetDays: -7,
    recipients: ['lead', 'staff'],
    staffEmails: [STAFF],
    catchUp: 'send',
  }),
});
const ruleB = (): MailSchedule => ({
  id: 'ms-b',
  ...ZMailSchedule.parse({ name: 'Deposit reminder', anchor: 'milestone', milestone: 'deposit', offsetDays: -3, time: '08:30', paid: 'unpaid' }),
});

interface Model {
  id: string;
  arrival: string;
  cancelled: boolean;
  paid: boolean;
  version: number;
  createdAt: string;
}

function bookingOf(m: Model, customer: string): BookingItem {
  const checkOut = addDays(m.arrival, 7);
  return {
    id: m.id,
    bookingNo: Number(m.id.replace(/\D/g, '')) + 1,
    state: m.cancelled ? 'aborted' : 'confirmed',
    resort: 'rs-1',
    checkIn: m.arrival,
    checkOut,
    rooms: [{ room: 'r-1', noOfPax: 1, customers: [{ customer }] }],
    customer,
    language: 'en',
    version: m.version,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
    currency: 'EUR',
    calculation: [
      {
        sort: 1,
        type: 'accommodation',
        customerType: 'Adult',
        text: 'Room',
        amount: 1,
        price: '500.00',
        total: '500.00',
        editable: true,
        deletable: true,
        unique: false,
      },
    ],
    payments: [{ text: 'Deposit', amount: '500.00', due: addDays(m.arrival, -14), type: 'deposit' }],
    received: m.paid
      ? [
          {
            id: `p-${m.id}`,
            key: `p-${m.id}`,
            amount: '500.00',
            paidAmount: '500.00',
            paidCurrency: 'EUR',
            rate: '1',
            date: m.createdAt.slice(0, 10),
            method: 'bank',
            source: { kind: 'manual', id: `p-${m.id}` },
            createdAt: m.createdAt,
          },
        ]
      : [],
  } as BookingItem;
}

const op = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), inDays: fc.integer({ min: -2, max: 40 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), which: fc.nat(5), days: fc.integer({ min: -15, max: 15 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), which: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 12 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('fire' as const), twice: fc.boolean(), crash: fc.boolean() }) },
);

let run = 0;

describe('mail schedules: exactly once', () => {
  it('every (rule, booking, recipient) is sent once, or never when its condition fails at send time', async () => {
    const sample: Model = { id: 'b0', arrival: '2027-02-01', cancelled: false, paid: false, version: 1, createdAt: new Date(T0).toISOString() };
    expect(isPaid(bookingOf(sample, 'c'), '2027-01-10')).toBe(false);
    expect(isPaid(bookingOf({ ...sample, paid: true }, 'c'), '2027-01-10')).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 14 }), async (ops) => {
        const tenant = `msp-${++run}-${Date.now().toString(36)}`;
        const rules = [ruleA(), ruleB()];
        for (const r of rules) {
          const { id, ...data } = r;
          await mailSchedules.create(tenant, id, data);
        }
        const lead = 'c-lead';
        await customers.create(tenant, lead, ZCustomer.parse({ masterData: { lastName: 'Lead' }, contact: { email: 'lead@schedules.test' } }));
        const clock = { now: new Date(T0), crash: false };
        const bookings: Model[] = [];
        /** Each mail requested, with what held when it was requested. */
        const requested = new Map<string, { rule: string; booking: string; state: Model; at: string }>();
        const consumer: SqsHandler = sqsConsumer('mail-schedule', MailScheduleDue, async (d) => {
          const model = bookings.find((b) => b.id === d.bookingId)!;
          const snapshot = { ...model };
          await fireSchedule(d.tenant, d.rule, model.id, d.at!, clock.now, (recipient) => {
            requested.set(`${d.rule}:${d.bookingId}:${recipient}:${requested.size}`, {
              rule: d.rule,
              booking: model.id,
              state: snapshot,
              at: clock.now.toISOString(),
            });
            if (clock.crash) {
              clock.crash = false;
              throw new Error('the consumer died after the send');
            }
          });
        });
        const save = async (m: Model) => {
          await db().send(new PutCommand({ TableName: tableName(), Item: bookingHeaderItem(tenant, bookingOf(m, lead)) }));
          await planBooking(tenant, m.id, clock.now);
        };
        const fire = async (twice: boolean, crash: boolean) => {
          for (const r of rules)
            for (const b of bookings) {
              const key = localScheduleKey(scheduleJobName(tenant, r.id, b.id));
              const job = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
              if (!job || String(job.dueAt) > clock.now.toISOString()) continue;
              await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
              const message = JSON.parse(String(job.message)) as { 'detail-type': string; detail: Record<string, unknown> };
              const record = sqsRecord({ detailType: message['detail-type'], detail: message.detail });
              clock.crash = crash;
              if ((await deliver(consumer, record)) === 'retry') {
                // The queue delivers it again.
                expect(await deliver(consumer, { ...record, attributes: { ...record.attributes, ApproximateReceiveCount: '2' } })).toBe('ack');
              }
              clock.crash = false;
              // An independent second firing: its own event id.
              if (twice)
                await deliver(
                  consumer,
                  sqsRecord({ detailType: message['detail-type'], detail: { ...message.detail, eventId: `${String(message.detail.eventId)}-again` } }),
                );
            }
        };
        const pick = (which: number) => bookings[which % Math.max(bookings.length, 1)];

        for (const o of ops) {
          if (o.kind === 'create') {
            const day = addDays(clock.now.toISOString().slice(0, 10), o.inDays);
            const m: Model = { id: `b${bookings.length}`, arrival: day, cancelled: false, paid: false, version: 1, createdAt: clock.now.toISOString() };
            bookings.push(m);
            await save(m);
          } else if (o.kind === 'advance') clock.now = new Date(clock.now.getTime() + o.hours * 3_600_000);
          else if (o.kind === 'fire') await fire(o.twice, o.crash);
          else {
            const m = pick(o.which);
            if (!m || m.cancelled) continue;
            if (o.kind === 'move') m.arrival = addDays(m.arrival, o.days);
            if (o.kind === 'cancel') m.cancelled = true;
            if (o.kind === 'pay') m.paid = true;
            m.version += 1;
            await save(m);
          }
        }
        // Long after every moment: whatever is still due fires.
        clock.now = new Date(clock.now.getTime() + 120 * 86_400_000);
        await fire(false, false);

        // At most once: one request per key (the queue record counts every request of a key).
        const records = (await listMailRecords(tenant, { size: 100 })).data;
        for (const r of records) expect(r.requests, r.key).toBe(1);
        expect(records.length).toBe(requested.size);
        // Never when the condition failed when it went, never before its moment (unless caught up: created late).
        for (const sent of requested.values()) {
          const rule = rules.find((r) => r.id === sent.rule)!;
          expect(sent.state.cancelled, `${sent.rule} ${sent.booking}`).toBe(false);
          const b = bookingOf(sent.state, lead);
          if (rule.paid === 'unpaid') expect(isPaid(b, sent.at.slice(0, 10))).toBe(false);
          const moment = dueAt(rule, b, ZONE)!;
          expect(moment <= sent.at || b.createdAt > moment).toBe(true);
        }
        // Once: every booking live at the end has rule A's mail for the lead and the office, exactly once.
        for (const m of bookings.filter((b) => !b.cancelled)) {
          const keys = records.filter((r) => r.booking === m.id && r.key.startsWith('schedule:ms-a:')).map((r) => r.key);
          expect(keys.sort()).toEqual([`schedule:ms-a:${m.id}:lead`, `schedule:ms-a:${m.id}:staff:${STAFF}`]);
        }
      }),
      { numRuns: RUNS, seed: 2611 },
    );
  }, 600_000);
});
