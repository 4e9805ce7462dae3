import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as waitingList } from '../../../events/handlers/booking-waiting-list';
import type { TodoRow } from '../../../shared/api/todos';
import type { Todo } from '../../../shared/domain/booking/todos';
import { agencyOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { act, cancel, create, stay, type Booking } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { getBooking } from '../../data/bookings';
import { db } from '../../data/client';
import { handler } from './lambda';

/** Todos on DynamoDB Local (docs/decisions.md, "Todos"): rules → todos, solve, the three lists, closeOnAbort, the offer todo. */

const today = new Date().toISOString().slice(0, 10);
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const get = (token: string, list: string, query: Record<string, string> = {}) =>
  invoke<{ data: TodoRow[]; next?: string }>(handler, 'GET', `/api/todo/${list}`, { token, query });
const solve = (token: string, booking: string, todo: string) => invoke<Booking>(handler, 'POST', `/api/todo/solve/${booking}/${todo}`, { token });
const rule = (token: string, body: unknown) => invoke<{ id: string }>(handler, 'POST', '/api/todo/rules', { token, body });
const byRule = (b: Booking | null | undefined, id: string) => b?.todo?.find((t: Todo) => t.definition === id);

/** Three rules: welcome mail 3 days after booking, deposit 14 days before arrival (closeOnAbort), a fixed overdue one. */
async function rulesOf(token: string) {
  const welcome = (await rule(token, { group: 'Office', text: 'Send the welcome mail', rule: { calcType: 'afterBooking', value: 3 } })).body.id;
  const deposit = (await rule(token, { text: 'Collect the deposit', closeOnAbort: true, rule: { calcType: 'beforeArrival', value: 14 } })).body.id;
  const late = (await rule(token, { text: 'Late already', rule: { calcType: 'fixed', value: 0, date: '2020-01-01' } })).body.id;
  return { welcome, deposit, late };
}

afterEach(() => vi.restoreAllMocks());

describe('todos', () => {
  it('rules put todos on a created booking and on a waiting booking when it is confirmed; solve toggles as a booking change', async () => {
    const tenant = 'todo-life';
    const token = await adminOf(tenant);
    const r = await rulesOf(token);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const checkIn = daysFromNow(40);
    const b = (await create(token, stay(resortId, [roomIds[0]!], checkIn, 3))).body;
    expect(b.todo?.map((t) => [t.definition, t.due, t.open])).toEqual([
      [r.late, '2020-01-01', true],
      [r.welcome, daysFromNow(3), true],
      [r.deposit, daysFromNow(26), true],
    ]);
    expect(b).toMatchObject({ hasOpenTodos: true, hasExceededDueDate: true });

    const waiting = (await create(token, stay(resortId, [roomIds[1]!], checkIn, 3, { state: 'waiting' }))).body;
    expect(waiting.todo).toBeUndefined();
    const stored = (await act(token, waiting.id, 'store')).body;
    expect(stored.todo?.map((t) => t.definition)).toEqual([r.late, r.welcome, r.deposit]);
    // Saving a confirmed booking again adds nothing.
    expect((await act(token, waiting.id, 'store')).body.todo).toHaveLength(3);

    const lateTodo = byRule(b, r.late)!;
    const solved = await solve(token, b.id, lateTodo.id);
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
    expect(byRule(solved.body, r.late)).toMatchObject({ open: false, editedBy: `admin-${tenant}` });
    expect(solved.body).toMatchObject({ version: 2, lastAction: 'solveTodo', hasOpenTodos: true, hasExceededDueDate: false, state: 'confirmed' });
    const history = await invoke<Booking>((await import('../history/lambda')).handler, 'GET', `/api/bookings/${b.id}/history/1`, { token });
    expect(byRule(history.body, r.late)?.open).toBe(true);
    const reopened = await solve(token, b.id, lateTodo.id);
    expect(byRule(reopened.body, r.late)?.open).toBe(true);
    expect(reopened.body).toMatchObject({ version: 3, hasExceededDueDate: true });

    const unknown = await solve(token, b.id, 'td-nothing');
    expect(unknown.status).toBe(404);
    expect((await getBooking(tenant, b.id))?.version).toBe(3);
  });

  it('open, own and allTodos are ONE Query each, by due date, restricted like the booking list', async () => {
    const tenant = 'todo-lists';
    const token = await adminOf(tenant);
    const other = await tokenFor({ userId: 'other-admin', tenant, userType: 'admin', scopes: ['admin'] });
    const r = await rulesOf(token);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    await agencyOf(tenant, 'ag-1');
    const mine = (await create(token, stay(resortId, [roomIds[0]!], daysFromNow(30), 2, { agency: 'ag-1' }))).body;
    const theirs = (await create(other, stay(resortId, [roomIds[1]!], daysFromNow(60), 2))).body;
    await solve(token, mine.id, byRule(mine, r.welcome)!.id);

    const send = vi.spyOn(db(), 'send');
    const queries = () => send.mock.calls.filter(([c]) => c instanceof QueryCommand).length;
    const open = await get(token, 'open');
    expect(open.status).toBe(200);
    expect(queries()).toBe(1);
    const dues = open.body.data.map((t) => t.due);
    expect(dues).toEqual([...dues].sort());
    expect(open.body.data.map((t) => [t.bookingNo, t.definition, t.overdue])).toEqual([
      [mine.bookingNo, r.late, true],
      [theirs.bookingNo, r.late, true],
      [theirs.bookingNo, r.welcome, false],
      [mine.bookingNo, r.deposit, false],
      [theirs.bookingNo, r.deposit, false],
    ]);
    send.mockClear();
    const own = await get(token, 'own');
    expect(queries()).toBe(1);
    expect(own.body.data.map((t) => [t.booking, t.definition])).toEqual([
      [mine.id, r.late],
      [mine.id, r.deposit],
    ]);
    send.mockClear();
    const all = await get(token, 'allTodos');
    expect(queries()).toBe(1);
    expect(all.body.data).toHaveLength(6);
    expect(all.body.data.find((t) => t.definition === r.welcome && t.booking === mine.id)).toMatchObject({ open: false, overdue: false });

    expect((await get(token, 'open', { overdue: 'true' })).body.data.map((t) => t.definition)).toEqual([r.late, r.late]);
    const paged = await get(token, 'open', { size: '2' });
    expect(paged.body.data).toHaveLength(2);
    expect((await get(token, 'open', { size: '3', next: paged.body.next! })).body.data.map((t) => t.due)).toEqual(dues.slice(2));

    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-1' });
    expect(new Set((await get(agent, 'open')).body.data.map((t) => t.booking))).toEqual(new Set([mine.id]));
    const elsewhere = await tokenFor({
      userId: 'limited',
      tenant,
      userType: 'employee',
      scopes: ['todo.update'],
      assets: [{ type: 'resort', ref: 'rs-else' }],
    });
    expect((await get(elsewhere, 'open')).body.data).toEqual([]);
    expect((await solve(agent, theirs.id, byRule(theirs, r.late)!.id)).status).toBe(403);
    expect((await get(await tokenFor({ userId: 'nobody', tenant, userType: 'employee', scopes: ['customers.read'] }), 'open')).status).toBe(403);
  });

  it('cancelling closes the closeOnAbort todos and takes them off the open list', async () => {
    const tenant = 'todo-abort';
    const token = await adminOf(tenant);
    const r = await rulesOf(token);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, daysFromNow(30), 2))).body;
    const cancelled = (await cancel(token, b.id)).body;
    expect(cancelled.state).toBe('aborted');
    expect(byRule(cancelled, r.deposit)).toMatchObject({ open: false, editedBy: 'system' });
    expect(byRule(cancelled, r.welcome)?.open).toBe(true);
    expect((await get(token, 'open')).body.data.map((t) => t.definition).sort()).toEqual([r.late, r.welcome].sort());
  });

  it('an offered waiting booking gets the todo "can be confirmed now" for its owner; confirming closes it', async () => {
    const tenant = 'todo-offer';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const held = (await create(token, stay(resortId, roomIds, daysFromNow(20), 3))).body;
    const waiting = (await create(token, stay(resortId, roomIds, daysFromNow(20), 3, { state: 'waiting' }))).body;
    await cancel(token, held.id);
    for (const e of await outboxEvents()) {
      if (e.detail.bookingId !== held.id || !['booking.changed', 'booking.cancelled'].includes(e.detailType)) continue;
      expect(await deliver(waitingList, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
    }
    const offered = await getBooking(tenant, waiting.id);
    expect(offered?.todo).toEqual([expect.objectContaining({ predefined: 'offered', open: true, due: today })]);
    expect(offered?.hasOpenTodos).toBe(true);
    expect((await get(token, 'own')).body.data.map((t) => [t.booking, t.predefined])).toEqual([[waiting.id, 'offered']]);
    const stored = (await act(token, waiting.id, 'store')).body;
    expect(stored.todo?.[0]).toMatchObject({ predefined: 'offered', open: false });
    expect((await get(token, 'own')).body.data).toEqual([]);
  });
});
