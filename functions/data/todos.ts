import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { needsRules, todoFlags, todosAfterChange, todosFromRules, type Todo, type TodoRule } from '../../shared/domain/booking/todos';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import type { BookingItem } from './entities/booking';
import { filterExpression, type FilterTerm } from './filter-expression';
import { TODO_INDEX, todoIndexKeys, todoKey, todoOpenPk, todoOwnPk, todoPk, todoSk } from './entities/todo';
import { read } from './readers';
import { primedOr } from './read-round';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';

/**
 * The todo index (docs/decisions.md, "Todos"): the todos live on the booking header (`todo`), and each todo also has
 * ONE index item, written in the same transaction as the header, so each list is ONE Query by due date:
 *   all todos:  pk `T#<t>#TODO`, sk `<due>#<bookingId>#<todoId>`                 (allTodos: Query pk)
 *   open todos: gsi1pk `T#<t>#TODOOPEN`, gsi1sk = sk (only while open: sparse)   (open: Query gsi1)
 *   own open:   gsi2pk `T#<t>#TODOOWN#<booking user>`, gsi2sk = sk (sparse)       (own: Query gsi2)
 * The item carries what the lists show and restrict by (bookingNo, state, customer, asset, agency, user, dates).
 */
export { TODO_INDEX, todoPk };

/** The index item of one todo of a booking. */
export function todoIndexItem(tenant: string, b: BookingItem, t: Todo): Record<string, unknown> {
  const booking = Object.fromEntries(
    Object.entries({
      booking: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      customerName: b.customerName,
      resort: b.resort,
      vessel: b.vessel,
      agency: b.agency,
      user: b.user,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
    }).filter(([, v]) => v !== undefined),
  );
  return { ...todoIndexKeys(tenant, b.id, t, b.user), ...t, ...booking };
}

/**
 * The index writes of a change from `current` (undefined: a new booking) to `next`: a Put for every todo whose item
 * differs (new, toggled, or its booking's shown fields changed), a Delete for every item no longer there.
 */
export function todoIndexWrites(tenant: string, current: BookingItem | undefined, next: BookingItem): TransactItem[] {
  const T = tableName();
  const before = new Map((current?.todo ?? []).map((t) => [todoSk(current!.id, t), JSON.stringify(todoIndexItem(tenant, current!, t))]));
  const after = new Map((next.todo ?? []).map((t) => [todoSk(next.id, t), todoIndexItem(tenant, next, t)]));
  const puts = [...after].filter(([sk, item]) => before.get(sk) !== JSON.stringify(item)).map(([, Item]) => ({ Put: { TableName: T, Item } }));
  const deletes = [...before.keys()].filter((sk) => !after.has(sk)).map((sk) => ({ Delete: { TableName: T, Key: todoKey(tenant, sk) } }));
  return [...puts, ...deletes];
}

/** The tenant's todo rules (few: one page). */
export async function todoRules(tenant: string): Promise<Array<TodoRule & { id: string }>> {
  return primedOr(`todoRules:${tenant}`, () => listRules(tenant));
}

/** The rules as listed (one page); a create primes them from its cache (booking-create-reads.ts). */
export const listRules = async (tenant: string) => (await read.todoRules.list(tenant, { limit: 1000 })).data;

export type TodoList = 'open' | 'own' | 'allTodos';

/**
 * ONE Query of a todo list by due date: `before` (an ISO day) keeps the todos due before it (overdue), `filter` the
 * caller's visibility. A page may hold fewer than `size` items when the filter drops some; `next` continues.
 */
export async function queryTodos(
  tenant: string,
  list: TodoList,
  opts: { user?: string; size: number; next?: string; before?: string; filter: FilterTerm[] },
): Promise<{ items: Array<Record<string, unknown>>; next?: string }> {
  const [index, pkName, skName, pk] =
    list === 'allTodos'
      ? [undefined, 'pk', 'sk', todoPk(tenant)]
      : list === 'open'
        ? [INDEX.collection, 'gsi1pk', 'gsi1sk', todoOpenPk(tenant)]
        : [INDEX.secondOrder, 'gsi2pk', 'gsi2sk', todoOwnPk(tenant, opts.user ?? '-')];
  const expr = filterExpression(opts.filter);
  const input: QueryCommandInput = {
    TableName: tableName(),
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: opts.before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pkName, ...(opts.before ? { '#sk': skName } : {}), ...(expr?.names ?? {}) },
    ExpressionAttributeValues: { ':pk': pk, ...(opts.before ? { ':before': opts.before } : {}), ...(expr?.values ?? {}) },
    ...(expr ? { FilterExpression: expr.expression } : {}),
    Limit: opts.size,
    ...(keyOfCursor(opts.next) ? { ExclusiveStartKey: keyOfCursor(opts.next) } : {}),
  };
  const res = await db().send(new QueryCommand(input));
  return { items: res.Items ?? [], next: cursorOf(res.LastEvaluatedKey) };
}

/**
 * The todo fields of a changed header (docs/decisions.md, "Todos"): the rules' todos when it becomes confirmed (the
 * rules are read only then), closeOnAbort todos closed when cancelled or freed, the offer todo closed once it is no
 * longer waiting, and the flags as of today. A booking that never had todos keeps its header as it was.
 */
export async function todosOfChange(tenant: string, before: BookingItem['state'] | undefined, next: BookingItem, now: string): Promise<Partial<BookingItem>> {
  const rules = needsRules(before, next.state) ? await todoRules(tenant) : [];
  const todo = todosAfterChange(before, next, rules, now);
  if (!todo.length && next.todo === undefined) return {};
  return { todo, ...todoFlags(todo, now.slice(0, 10)) };
}

/** A new booking with the todos of the rules (not for a waiting booking: it gets them when confirmed). */
export async function withRuleTodos(tenant: string, b: BookingItem): Promise<BookingItem> {
  if (b.state === 'waiting') return b;
  const todo = todosFromRules(await todoRules(tenant), b, b.createdAt);
  if (!todo.length) return b;
  return { ...b, todo, ...todoFlags(todo, b.createdAt.slice(0, 10)) };
}
