import * as z from 'zod';
import { ZIsoDate } from '../domain/inventory/stay';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZTodo, ZTodoRule } from '../domain/booking/todos';
import { ZBooking } from './bookings';
import { BOOKING_READ_SCOPES } from './booking-list';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';

/*
 * Todos (Lambda `todo`, docs/decisions.md "Todos"): the rules as a generic resource at /api/todo/rules, the three
 * lists (open, own, allTodos: ONE Query each over the todo index items) and solve (toggles a todo through the booking
 * change primitive, so history and etag see it).
 */

/** Todo rules are master data: the todo editors write them, whoever reads bookings reads them. */
const ruleScopes = {
  read: ['todo.update', 'bookings.read'],
  create: ['todo.update'],
  update: ['todo.update'],
  delete: ['todo.update'],
} as const;

export const todoRulesResource = defineResource({
  name: 'todo/rules',
  owner: 'todo',
  entityType: 'TODORULE',
  schema: ZTodoRule,
  scopes: ruleScopes,
  sorts: { text: (r) => `${r.group ?? ''} ${r.text}`, updatedAt: (r) => r.updatedAt },
  searchText: (r) => `${r.group ?? ''} ${r.text}`,
  filters: { active: { type: 'boolean', label: 'active' }, closeOnAbort: { type: 'boolean', label: 'closeOnAbort' } },
  csv: [
    { key: 'id', header: 'id', value: (r) => r.id },
    { key: 'group', header: 'group', value: (r) => r.group },
    { key: 'text', header: 'text', value: (r) => r.text },
    { key: 'calcType', header: 'calcType', value: (r) => r.rule.calcType },
    { key: 'value', header: 'value', value: (r) => r.rule.value },
    { key: 'date', header: 'date', value: (r) => r.rule.date },
    { key: 'closeOnAbort', header: 'closeOnAbort', value: (r) => r.closeOnAbort },
    { key: 'active', header: 'active', value: (r) => r.active },
  ],
  copy: (r) => ({ ...r, text: `${r.text} (copy)` }),
  title: (r) => r.text,
  sample: (n) => ({ group: 'Office', text: `Send the welcome mail ${n}`, closeOnAbort: true, rule: { calcType: 'afterBooking' as const, value: 3 } }),
});

/** One todo in a list: the todo with what the list shows of its booking; `overdue` is computed when answering. */
export const ZTodoRow = ZTodo.extend({
  booking: z.string(),
  bookingNo: z.number().int(),
  state: z.enum(BOOKING_STATES),
  customerName: z.string().optional(),
  resort: z.string().optional(),
  vessel: z.string().optional(),
  agency: z.string().optional(),
  user: z.string().optional(),
  checkIn: ZIsoDate.optional(),
  checkOut: ZIsoDate.optional(),
  overdue: z.boolean(),
});
export type TodoRow = z.infer<typeof ZTodoRow>;

/** A page of todos by due date; `next` continues the Query (opaque). */
export const ZTodoPage = z.object({ data: z.array(ZTodoRow), next: z.string().optional() });
export type TodoPage = z.infer<typeof ZTodoPage>;

export const ZTodoListQuery = z.strictObject({
  size: z.coerce.number().int().min(1).max(500).default(100),
  next: z.string().max(2000).optional(),
  /** Only the todos past their due date (open, own). */
  overdue: z.enum(['true', 'false']).optional(),
});
export type TodoListQuery = z.input<typeof ZTodoListQuery>;

export const TODO_SCOPES = ['todo.update', ...BOOKING_READ_SCOPES] as const;
const tags = ['todo'];
const list = (id: string, what: string) =>
  endpoint({
    id: `todo.${id}`,
    method: 'GET',
    path: `/api/todo/${id}`,
    resource: 'todo',
    scopes: TODO_SCOPES,
    tags,
    summary: `${what}, by due date (one Query; agency users their agency's bookings, asset-limited users their assets')`,
    input: { query: ZTodoListQuery },
    output: ZTodoPage,
  });

export const todoEndpoints = {
  open: list('open', 'The open todos of all bookings'),
  own: list('own', 'The open todos of the bookings the caller made (booking user = caller)'),
  allTodos: list('allTodos', 'Every todo, open and solved'),
  solve: endpoint({
    id: 'todo.solve',
    method: 'POST',
    path: '/api/todo/solve/{booking}/{todo}',
    resource: 'todo',
    scopes: ['todo.update', 'bookings.update', 'agencies.self'],
    tags,
    summary: 'Toggles a todo of a booking (open ↔ solved), as a booking change: version, history and etag follow',
    input: { params: z.object({ booking: ZId, todo: ZId }) },
    output: ZBooking,
  }),
};
