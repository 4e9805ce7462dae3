import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LocalDispatcher } from '../../../infra/local/dispatcher';
import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import type { NotificationsPage, NotificationSettings } from '../../../shared/api/notifications';
import { ZUser } from '../../../shared/domain/staff/user';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { enableTableStream } from '../../../test/support/table-stream';
import { tokenFor } from '../../../test/support/tokens';
import { recordPayment } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { tableName } from '../../data/client';
import type { BookingItem } from '../../data/entities/booking';
import { guestFormsPk, type AnswersItem } from '../../data/entities/guest-form';
import { createUser } from '../../data/users';
import type { StreamChange } from '../../platform/index';
import { notify } from './fan-out';
import { handler } from './lambda';
import { bookingNotifications, failedPaymentNotifications, guestFormNotifications } from './projections';

/**
 * The notifications feed on DynamoDB Local (docs/decisions/notifications.md): each producer makes one item per
 * recipient, a change told twice makes one, read marks, the kinds a user chooses, tenants apart, paging; and the whole
 * way from a payment recorded on a booking through the table's stream to the feed.
 */

type Who = Principal & { userId: string };
const people = {
  admin: (tenant: string): Who => ({ userId: `admin-${tenant}`, tenant, userType: 'admin', scopes: ['admin'] }),
  reader: (tenant: string): Who => ({ userId: `reader-${tenant}`, tenant, userType: 'employee', scopes: ['events.read', 'bookings.read'] }),
  other: (tenant: string): Who => ({ userId: `clerk-${tenant}`, tenant, userType: 'employee', scopes: ['bookings.read'] }),
};

async function staffUser(p: Who, extra: Record<string, unknown> = {}) {
  await createUser(
    p.tenant,
    p.userId,
    ZUser.parse({ name: p.userId, email: `${p.userId}@${p.tenant}.test`, userType: p.userType, scopes: p.scopes, ...extra }),
  );
  return tokenFor(p);
}

/** A tenant with an admin, a reader (events.read) and a clerk without it, and one booked resort stay. */
async function world(tenant: string) {
  const admin = await staffUser(people.admin(tenant));
  const reader = await staffUser(people.reader(tenant));
  const clerk = await staffUser(people.other(tenant));
  const { resortId, roomIds } = await resortWithRooms(tenant, 2);
  const made = await create(admin, stay(resortId, [roomIds[0]!], '2027-05-01', 3));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const booking = (await getBooking(tenant, made.body.id))!;
  return { admin, reader, clerk, resortId, roomIds, booking };
}

const feed = (token: string, query: Record<string, string> = {}) => invoke<NotificationsPage>(handler, 'GET', '/api/events/notifications', { token, query });
const count = (token: string) => invoke<{ unread: number }>(handler, 'GET', '/api/events/notifications/count', { token });

/** An instant `minutes` after the test's users were made (a fact from before a user was one is not theirs). */
const BASE = Date.now() + 3_600_000;
const later = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

let seq = 0;
const change = <T>(tenant: string, pk: string, before: T | undefined, after: T | undefined): StreamChange<T> => ({
  eventId: `rec-${++seq}`,
  eventName: before ? (after ? 'MODIFY' : 'REMOVE') : 'INSERT',
  key: { pk, sk: 'ROOT' },
  tenant,
  ...(before ? { before } : {}),
  ...(after ? { after } : {}),
});
/** The tenant of the test at hand (the booking changes below are its). */
let tenantOf = '';
const bookingChange = (b: BookingItem | undefined, a: BookingItem | undefined) => change(tenantOf, `T#${tenantOf}#BOOKING#${(a ?? b)!.id}`, b, a);

const payment = (id: string, amount = '150.00', at = later(0)) => ({
  id,
  key: `manual:${id}`,
  amount,
  paidAmount: amount,
  paidCurrency: 'EUR',
  rate: '1',
  date: at.slice(0, 10),
  method: 'cash' as const,
  source: { kind: 'manual' as const, id },
  createdAt: at,
});

describe('notifications: producers', () => {
  it('an online and an agency booking each make one item for every user who reads events, none for the others', async () => {
    const tenant = (tenantOf = 'nt-bookings');
    const w = await world(tenant);
    await bookingNotifications.apply(
      bookingChange(undefined, { ...w.booking, id: 'b-online', source: 'online', customerName: 'Ada Lovelace', createdAt: later(-30) }),
    );
    await bookingNotifications.apply(bookingChange(undefined, { ...w.booking, id: 'b-agency', agency: 'ag-1', createdAt: later(-29) }));
    // A staff booking without an agency is nobody's news; nor a split-off part of an agency's with its payment.
    await bookingNotifications.apply(bookingChange(undefined, { ...w.booking, id: 'b-staff' }));
    const split = { ...w.booking, id: 'b-split', agency: 'ag-1', splitFrom: 'b-agency', received: [payment('p0', '10.00', later(-29))] };
    await bookingNotifications.apply(bookingChange(undefined, split));
    for (const token of [w.admin, w.reader]) {
      const page = await feed(token);
      expect(page.status).toBe(200);
      expect(page.body.data.map((n) => [n.kind, n.target])).toEqual([
        ['booking.agency', { type: 'booking', id: 'b-agency' }],
        ['booking.online', { type: 'booking', id: 'b-online' }],
      ]);
      expect(page.body.data[1]!.params).toMatchObject({ bookingNo: String(w.booking.bookingNo), customer: 'Ada Lovelace' });
      expect(page.body.unread).toBe(2);
    }
    // Without events.read: neither the feed (403) nor an item written for them.
    expect((await feed(w.clerk)).status).toBe(403);
    const clerkFeed = await feed(await tokenFor({ ...people.other(tenant), scopes: ['events.read'] }));
    expect(clerkFeed.body.data).toEqual([]);
  });

  it('a payment received makes one item; the same change delivered twice still one; a refund none', async () => {
    const tenant = (tenantOf = 'nt-payment');
    const w = await world(tenant);
    const paid = { ...w.booking, received: [payment('p1')], version: w.booking.version + 1 };
    const twice = bookingChange(w.booking, paid);
    await bookingNotifications.apply(twice);
    await bookingNotifications.apply({ ...twice, eventId: 'another-record' });
    const refunded = { ...paid, received: [payment('p1'), payment('p2', '-20.00')] };
    await bookingNotifications.apply(bookingChange(paid, refunded));
    const page = await feed(w.reader);
    expect(page.body.data.map((n) => [n.kind, n.params.amount, n.params.currency])).toEqual([['payment.received', '150.00', 'EUR']]);
    expect(page.body.unread).toBe(1);
    expect((await count(w.reader)).body).toEqual({ unread: 1 });
  });

  it('an option freed or kept by its expiry makes one item each', async () => {
    const tenant = (tenantOf = 'nt-option');
    const w = await world(tenant);
    const draft = { ...w.booking, state: 'draft' as const, optionDate: '2027-01-10' };
    await bookingNotifications.apply(bookingChange(draft, { ...draft, state: 'freed', expiredOption: '2027-01-10', updatedAt: '2027-01-11T00:00:01.000Z' }));
    const other = { ...draft, id: 'b-kept' };
    const todo = {
      id: 'option-kept-2027-01-10',
      group: 'payment',
      text: 'confirm',
      due: '2027-01-11',
      open: true,
      createdAt: '2027-01-11T00:00:02.000Z',
      updatedAt: '2027-01-11T00:00:02.000Z',
    };
    await bookingNotifications.apply(bookingChange(other, { ...other, todo: [todo] }));
    await bookingNotifications.apply(bookingChange(other, { ...other, todo: [todo] }));
    const page = await feed(w.admin);
    expect(page.body.data.map((n) => [n.kind, n.params.date, n.params.kept ?? '', (n.target as { id: string }).id])).toEqual([
      ['option.expired', '2027-01-10', 'true', 'b-kept'],
      ['option.expired', '2027-01-10', '', w.booking.id],
    ]);
  });

  it('a guest form submitted makes one item, one needing a physician its own kind; a draft none', async () => {
    const tenant = 'nt-forms';
    const w = await world(tenant);
    const pk = guestFormsPk(tenant, w.booking.id);
    const draft: AnswersItem = {
      form: 'f1',
      guest: 'lead',
      version: 1,
      state: 'draft',
      answers: {},
      lang: 'en',
      flags: [],
      updatedAt: later(1),
      signatures: [],
    };
    const submitted: AnswersItem = { ...draft, state: 'submitted', submittedAt: later(5) };
    const medical: AnswersItem = { ...draft, guest: 'g2', state: 'submitted', flags: ['physician'], submittedAt: later(6) };
    await guestFormNotifications.apply(change(tenant, pk, undefined, draft));
    await guestFormNotifications.apply(change(tenant, pk, draft, submitted));
    await guestFormNotifications.apply(change(tenant, pk, draft, submitted));
    await guestFormNotifications.apply(change(tenant, pk, undefined, medical));
    const page = await feed(w.reader);
    expect(page.body.data.map((n) => [n.kind, n.params.bookingNo, n.target])).toEqual([
      ['form.physician', String(w.booking.bookingNo), { type: 'booking', id: w.booking.id }],
      ['form.completed', String(w.booking.bookingNo), { type: 'booking', id: w.booking.id }],
    ]);
  });

  it("a provider's failed checkout makes one item; another event type none", async () => {
    const tenant = 'nt-failed';
    const w = await world(tenant);
    const event = { provider: 'local', providerId: 'pp-1', raw: '{}', receivedAt: later(2) };
    await failedPaymentNotifications.apply(change(tenant, `T#${tenant}#PAYEVENT#evt_1`, undefined, { ...event, type: 'checkout.session.expired' }));
    await failedPaymentNotifications.apply(change(tenant, `T#${tenant}#PAYEVENT#evt_1`, undefined, { ...event, type: 'checkout.session.expired' }));
    await failedPaymentNotifications.apply(change(tenant, `T#${tenant}#PAYEVENT#evt_2`, undefined, { ...event, type: 'checkout.session.completed' }));
    const page = await feed(w.admin);
    expect(page.body.data.map((n) => [n.kind, n.fact])).toEqual([['payment.failed', 'payment-failed:evt_1']]);
  });
});

describe('notifications: reading', () => {
  it("marks one read (again: unchanged), then all; an id not in the caller's feed is 404", async () => {
    const tenant = (tenantOf = 'nt-read');
    const w = await world(tenant);
    const received = ['p1', 'p2', 'p3'].map((id, i) => payment(id, '10.00', later(i)));
    await bookingNotifications.apply(bookingChange(w.booking, { ...w.booking, received }));
    const page = await feed(w.reader);
    expect(page.body.unread).toBe(3);
    const first = page.body.data[0]!.id;
    const marked = await invoke<{ unread: number }>(handler, 'POST', `/api/events/notifications/markRead/${first}`, { token: w.reader });
    expect(marked.body).toEqual({ unread: 2 });
    expect((await invoke(handler, 'POST', `/api/events/notifications/markRead/${first}`, { token: w.reader })).body).toEqual({ unread: 2 });
    expect((await invoke(handler, 'POST', '/api/events/notifications/markRead/nothing-here', { token: w.reader })).status).toBe(404);
    // The admin's own marker is their own: their three are unread.
    expect((await count(w.admin)).body).toEqual({ unread: 3 });
    const after = await feed(w.reader, { unread: 'true' });
    expect(after.body.data.map((n) => n.id)).not.toContain(first);
    expect(after.body.data).toHaveLength(2);
    expect((await invoke(handler, 'POST', '/api/events/notifications/markRead', { token: w.reader })).body).toEqual({ unread: 0 });
    expect((await feed(w.reader)).body.data.every((n) => n.readAt)).toBe(true);
    expect((await count(w.admin)).body).toEqual({ unread: 3 });
  });

  it('filters by kind, and a kind switched off no longer arrives (admin-only kinds offered to admins only)', async () => {
    const tenant = (tenantOf = 'nt-kinds');
    const w = await world(tenant);
    await bookingNotifications.apply(bookingChange(undefined, { ...w.booking, id: 'b-online', source: 'online', createdAt: later(-30) }));
    await bookingNotifications.apply(bookingChange(w.booking, { ...w.booking, received: [payment('p1')] }));
    expect((await feed(w.reader, { kinds: 'payment.received' })).body.data.map((n) => n.kind)).toEqual(['payment.received']);
    expect((await feed(w.reader, { kinds: 'nonsense' })).status).toBe(400);
    const settings = await invoke<NotificationSettings>(handler, 'GET', '/api/events/notifications/settings', { token: w.reader });
    expect(settings.body.available).not.toContain('mail.accountUnhealthy');
    expect((await invoke<NotificationSettings>(handler, 'GET', '/api/events/notifications/settings', { token: w.admin })).body.available).toContain(
      'mail.accountUnhealthy',
    );
    const chosen = await invoke<NotificationSettings>(handler, 'POST', '/api/events/notifications/settings', {
      token: w.reader,
      body: { kinds: settings.body.available.filter((k) => k !== 'payment.received') },
    });
    expect(chosen.body.kinds).not.toContain('payment.received');
    await bookingNotifications.apply(bookingChange(w.booking, { ...w.booking, received: [payment('p2', '5.00', later(60))] }));
    expect((await feed(w.reader)).body.data.map((n) => n.kind)).toEqual(['payment.received', 'booking.online']);
    expect((await feed(w.admin)).body.data.map((n) => n.kind)).toEqual(['payment.received', 'payment.received', 'booking.online']);
    // The unread count kept through the choice.
    expect((await count(w.reader)).body).toEqual({ unread: 2 });
  });

  it("another tenant's users never see a tenant's items, nor a user limited to another resort", async () => {
    const tenant = (tenantOf = 'nt-apart');
    const w = await world(tenant);
    const elsewhere = await staffUser(
      { userId: 'limited', tenant, userType: 'employee', scopes: ['events.read'] },
      { assets: [{ type: 'resort', ref: 'rs-other' }] },
    );
    const stranger = await staffUser(people.reader('nt-apart-b'));
    // The same user id in another tenant.
    const twin = await tokenFor({ ...people.reader(tenant), tenant: 'nt-apart-b' });
    await bookingNotifications.apply(bookingChange(w.booking, { ...w.booking, received: [payment('p1')] }));
    expect((await feed(w.reader)).body.data).toHaveLength(1);
    for (const token of [stranger, twin, elsewhere]) {
      const page = await feed(token);
      expect(page.status).toBe(200);
      expect(page.body).toEqual({ data: [], unread: 0 });
    }
    const id = (await feed(w.reader)).body.data[0]!.id;
    expect((await invoke(handler, 'POST', `/api/events/notifications/markRead/${id}`, { token: twin })).status).toBe(404);
    expect((await count(w.reader)).body).toEqual({ unread: 1 });
  });

  it('a fact from before a user was one is not theirs, nor one older than the feed keeps', async () => {
    const tenant = (tenantOf = 'nt-before');
    const w = await world(tenant);
    const before = new Date(Date.now() - 60 * 60_000).toISOString();
    expect(await notify(tenant, { id: 'before', kind: 'payment.received', at: before, params: {} })).toBe(0);
    expect((await feed(w.reader)).body).toEqual({ data: [], unread: 0 });
    const old = { id: 'old', kind: 'payment.received' as const, at: '2020-01-01T00:00:00.000Z', params: {} };
    expect(await notify(tenant, old)).toBe(0);
    expect(await notify(tenant, { ...old, id: 'new', at: later(0) })).toBe(2);
  });

  it('pages newest first by cursor', async () => {
    const tenant = (tenantOf = 'nt-pages');
    const w = await world(tenant);
    const received = Array.from({ length: 30 }, (_v, i) => payment(`p${i}`, `${i + 1}.00`, later(i)));
    await bookingNotifications.apply(bookingChange(w.booking, { ...w.booking, received }));
    const first = await feed(w.reader);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0]!.params.amount).toBe('30.00');
    expect(first.body.next).toBeDefined();
    const second = await feed(w.reader, { cursor: first.body.next! });
    expect(second.body.data.map((n) => n.params.amount)).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
    expect(second.body.next).toBeUndefined();
    expect(second.body.unread).toBe(30);
    const small = await feed(w.reader, { limit: '10', kinds: 'payment.received' });
    expect(small.body.data).toHaveLength(10);
  });
});

describe('notifications: the whole way', () => {
  let dispatcher: LocalDispatcher;
  beforeAll(async () => {
    await enableTableStream();
    dispatcher = new LocalDispatcher({ endpoint: inject('dynamoEndpoint'), tableName: tableName(), consumers: [] });
  });
  afterAll(() => dispatcher.stop());

  it('a payment recorded on a booking reaches the feed through the table stream once, with the badge count', async () => {
    const tenant = 'nt-stream';
    const w = await world(tenant);
    await recordPayment(staff(people.admin(tenant)), w.booking.id, { amount: '75.00', method: 'cash' });
    await dispatcher.start();
    await dispatcher.drain();
    const page = await feed(w.reader);
    expect(page.body.data.map((n) => [n.kind, n.params.amount, n.target])).toEqual([['payment.received', '75.00', { type: 'booking', id: w.booking.id }]]);
    expect((await count(w.reader)).body).toEqual({ unread: 1 });
  });
});
