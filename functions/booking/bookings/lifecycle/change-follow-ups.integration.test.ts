import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import type { Principal } from '../../../../shared/auth/principal';
import type { Todo } from '../../../../shared/domain/booking/todos';
import { resortWithRooms } from '../../../../test/support/booking-fixtures';
import { act, create, seedState, stay } from '../../../../test/support/booking-lifecycle';
import { call, must, operator, record } from '../../../../test/support/scenario-api';
import { adminOf } from '../../../../test/support/tokens';
import { depositAndRest, resortWith } from '../../../../test/support/scenario-world';
import { derivedItemsOf } from '../../../data/booking-derived';
import { getBooking } from '../../../data/bookings';
import { db, tableName } from '../../../data/client';
import { bookingKey, type BookingItem } from '../../../data/entities/booking';
import { recordPayment } from '../payments/record';

/**
 * Gaps of issue 29's booking changes closed (docs/decisions.md "Booking changes"), on DynamoDB Local through the
 * Lambdas the contract routes to: a date change moves the rule todos' due dates; reindex sets the header's todo flags
 * right; the older payment deletes keep the ledger's record as DELETE /api/bookings/payment/{id} does.
 */

const apiError = (body: unknown) => ZApiError.parse(body);
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });

async function world(tenant: string) {
  const { token } = await operator(tenant);
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Reef Inn', key: 'RI', type: 'Double', pax: 2, rooms: 2 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Autumn 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-09-01', to: '2027-10-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 100 }],
    termsOfPayment: terms,
  });
  const book = (checkIn: string, checkOut: string) =>
    must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn, checkOut, rooms: [{ room: rooms[0], noOfPax: 2 }] }, 201);
  return { token, book };
}

/** Sets header attributes by hand (a todo written before rules existed, flags gone wrong in an old version). */
async function patchHeader(tenant: string, id: string, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: bookingKey(tenant, id),
      UpdateExpression: `SET ${names.map((n, i) => `#a${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
    }),
  );
}

const dues = (b: Pick<BookingItem, 'todo'>) => Object.fromEntries((b.todo ?? []).map((t) => [t.text, t.due]));

describe('POST /api/bookings/{id}/change: the rule todos follow the new dates', () => {
  it('moves the due dates of the todos made from date rules; manual and after-booking todos keep theirs; the todo list follows', async () => {
    const tenant = 'chg-todo-dates';
    const { token, book } = await world(tenant);
    await record(token, '/api/todo/rules', { text: 'Send the voucher', rule: { calcType: 'beforeArrival', value: 14 } });
    await record(token, '/api/todo/rules', { text: 'Ask for a review', rule: { calcType: 'beforeDeparture', value: 1 } });
    await record(token, '/api/todo/rules', { text: 'Welcome mail', rule: { calcType: 'afterBooking', value: 3 } });
    const b = await book('2027-09-01', '2027-09-04');
    const booked = b.bookingDate ?? b.createdAt.slice(0, 10);
    const plus3 = new Date(Date.parse(`${booked}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    // 14 days before 01.09. = 18.08.; 1 day before 04.09. = 03.09.
    expect(dues(b)).toEqual({ 'Send the voucher': '2027-08-18', 'Ask for a review': '2027-09-03', 'Welcome mail': plus3 });
    const manual: Todo = { id: 'td-manual', text: 'Order flowers', due: '2027-08-30', open: true, createdAt: b.createdAt, updatedAt: b.createdAt };
    await patchHeader(tenant, b.id, { todo: [...(b.todo ?? []), manual] });

    const res = await call<BookingItem>('POST', `/api/bookings/${b.id}/change`, { token, body: { checkIn: '2027-09-20', checkOut: '2027-09-25' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 14 days before 20.09. = 06.09.; 1 day before 25.09. = 24.09.; the booking date and the hand-made todo did not move.
    expect(dues(res.body)).toEqual({
      'Send the voucher': '2027-09-06',
      'Ask for a review': '2027-09-24',
      'Welcome mail': plus3,
      'Order flowers': '2027-08-30',
    });
    expect(res.body).toMatchObject({ hasOpenTodos: true });
    // The todo list's index (keyed by due day) has the new days, not the old ones.
    const index = await derivedItemsOf(tenant, 'todos', b.id);
    expect(
      index
        .filter((i) => i.definition !== undefined)
        .map((i) => String(i.sk).slice(0, 10))
        .sort(),
    ).toEqual(['2027-09-06', '2027-09-24', plus3].sort());
    // Nothing left to repair.
    const reindex = await call<{ changed: boolean; todos: { written: string[] } }>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(reindex.body.todos.written.filter((sk) => !sk.includes('td-manual'))).toEqual([]);
  });
});

describe('POST /api/bookings/{id}/reindex: the todo flags', () => {
  it('sets wrong hasOpenTodos / hasExceededDueDate right, reports the correction, keeps the version; a second call changes nothing', async () => {
    const tenant = 'chg-reindex-flags';
    const { token, book } = await world(tenant);
    await record(token, '/api/todo/rules', { text: 'Overdue already', rule: { calcType: 'fixed', value: 0, date: '2020-01-01' } });
    const b = await book('2027-09-01', '2027-09-04');
    expect(b).toMatchObject({ hasOpenTodos: true, hasExceededDueDate: true });
    // An older version left the flags wrong: the list filters "open todos" and "overdue" would miss the booking.
    await patchHeader(tenant, b.id, { hasOpenTodos: false, hasExceededDueDate: false });

    const first = await call<Record<string, unknown>>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      changed: true,
      flags: { hasOpenTodos: true, hasExceededDueDate: true, corrected: ['hasOpenTodos: false → true', 'hasExceededDueDate: false → true'] },
    });
    const after = await getBooking(tenant, b.id);
    expect(after).toMatchObject({ hasOpenTodos: true, hasExceededDueDate: true, version: b.version });

    const second = await call<Record<string, unknown>>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(second.body).toMatchObject({ changed: false, flags: { corrected: [] } });

    // The other way round: the todo solved, flags still saying open.
    const solved = await must<BookingItem>(token, 'POST', `/api/todo/solve/${b.id}/${b.todo![0]!.id}`, {});
    expect(solved).toMatchObject({ hasOpenTodos: false, hasExceededDueDate: false });
    await patchHeader(tenant, b.id, { hasOpenTodos: true });
    const third = await call<Record<string, unknown>>('POST', `/api/bookings/${b.id}/reindex`, { token });
    expect(third.body).toMatchObject({ changed: true, flags: { hasOpenTodos: false, hasExceededDueDate: false, corrected: ['hasOpenTodos: true → false'] } });
    expect((await getBooking(tenant, b.id))?.hasOpenTodos).toBe(false);
  });
});

describe('the older payment deletes go through the ledger reversal', () => {
  /** The ledger's amounts of a booking in cents, and their sum (what the header still holds). */
  async function ledgerOf(tenant: string, booking: string) {
    const items = await derivedItemsOf(tenant, 'payments', booking);
    const cents = items.map((i) => Math.round(Number(i.amount) * 100));
    return { items, sum: cents.reduce((s, c) => s + c, 0) };
  }

  it.each([
    [
      'DELETE /api/bookings/{id}/payment/{paymentId}',
      (id: string, p: string) => ({ method: 'DELETE', path: `/api/bookings/${id}/payment/${p}`, body: undefined }),
    ],
    ['POST /api/payments/remove', (id: string, p: string) => ({ method: 'POST', path: '/api/payments/remove', body: { booking: id, payment: p } })],
  ])('%s keeps the payment in the ledger marked reversed with its reversal: no cent lost', async (name, request) => {
    const tenant = `chg-old-delete-${name.startsWith('DELETE') ? 'route' : 'remove'}`;
    const { token, book } = await world(tenant);
    const b = await book('2027-09-01', '2027-09-04');
    await must(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '30.00', method: 'cash' });
    const paid = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '90.55', method: 'cash' });
    const payment = paid.received!.find((p) => p.amount === '90.55')!;
    // 30.00 + 90.55 = 120.55 in the ledger before.
    expect((await ledgerOf(tenant, b.id)).sum).toBe(12_055);

    const r = request(b.id, payment.id);
    const res = await call<BookingItem>(r.method, r.path, { token, ...(r.body ? { body: r.body } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.received?.map((p) => p.amount)).toEqual(['30.00']);
    const ledger = await ledgerOf(tenant, b.id);
    // 30.00 + 90.55 − 90.55 = 30.00: the ledger sums to what the booking holds, and keeps the 90.55 and its reversal.
    expect(ledger.sum).toBe(3_000);
    expect(ledger.items.map((i) => [i.amount, i.reversalOf === payment.id, i.reversedAt !== undefined]).sort()).toEqual([
      ['-90.55', true, true],
      ['30.00', false, false],
      ['90.55', false, true],
    ]);
    // Still only manual payments on the older calls: a provider's answers 409 and stays, in the header and the ledger.
    const { payment: online } = await recordPayment(system(tenant), b.id, { amount: '10', method: 'provider', source: { kind: 'provider', id: 'evt-9' } });
    const o = request(b.id, online.id);
    const refused = await call(o.method, o.path, { token, ...(o.body ? { body: o.body } : {}) });
    expect([refused.status, apiError(refused.body).message]).toEqual([409, 'PAYMENT_NOT_MANUAL']);
    expect((await getBooking(tenant, b.id))?.received).toHaveLength(2);
    expect((await ledgerOf(tenant, b.id)).sum).toBe(4_000);
  });
});

describe('splitByCustomer: the original says where its money went', () => {
  it('names the bookings it was split into (id and number) on the header the booking file reads', async () => {
    const tenant = 'chg-split-into';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const stayed = (await create(token, stay(resortId, [a, b], '2027-08-01', 2))).body;
    await seedState(tenant, stayed.id, 'confirmed', {
      rooms: [
        { room: a, noOfPax: 1, customers: [{ customer: 'c-1' }] },
        { room: b, noOfPax: 1, customers: [{ customer: 'c-2' }] },
      ],
    });
    const split = await act(token, stayed.id, 'splitByCustomer');
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const got = await must<BookingItem>(token, 'GET', `/api/bookings/${stayed.id}`);
    expect(got.state).toBe('splitted');
    // The parts are numbered after the original (booking 1): 2 and 3, each naming the original as splitFrom.
    expect(got.splitInto?.map((p) => p.bookingNo).sort()).toEqual([2, 3]);
    const parts = await Promise.all((got.splitInto ?? []).map((p) => getBooking(tenant, p.id)));
    expect(parts.map((p) => [p?.splitFrom, p?.bookingNo]).sort()).toEqual([
      [stayed.id, 2],
      [stayed.id, 3],
    ]);
  });
});
