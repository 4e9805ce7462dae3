import type { Todo } from '../../../shared/domain/booking/todos';
import { listPk } from '../keys';
import type { EntityModel } from './entity';

/**
 * The todo index (docs/decisions.md, "Todos"; written by functions/data/todos.ts): one item per todo of a booking, so
 * each list is ONE Query by due date. The open and own partitions are sparse: only open todos carry them.
 */
export const TODO_INDEX = 'TODO';
export const todoPk = (tenant: string) => listPk(tenant, TODO_INDEX);
export const todoOpenPk = (tenant: string) => listPk(tenant, 'TODOOPEN');
export const todoOwnPk = (tenant: string, user: string) => listPk(tenant, `TODOOWN#${user}`);
export const todoSk = (bookingId: string, t: Pick<Todo, 'id' | 'due'>) => `${t.due}#${bookingId}#${t.id}`;
export const todoKey = (tenant: string, sk: string) => ({ pk: todoPk(tenant), sk });

/** The keys of a todo's index item: always the table key, the open and own index keys only while it is open. */
export function todoIndexKeys(tenant: string, bookingId: string, t: Pick<Todo, 'id' | 'due' | 'open'>, user: string | undefined) {
  const sk = todoSk(bookingId, t);
  return {
    pk: todoPk(tenant),
    sk,
    entityType: TODO_INDEX,
    ...(t.open ? { gsi1pk: todoOpenPk(tenant), gsi1sk: sk } : {}),
    ...(t.open && user ? { gsi2pk: todoOwnPk(tenant, user), gsi2sk: sk } : {}),
  };
}

export const todoModels: EntityModel[] = [
  {
    module: 'todo',
    entityType: TODO_INDEX,
    description:
      "A booking's todo in the todo index (functions/data/todos.ts): the todo with its booking's number, state, customer, asset, agency and user; written with the booking's header in the same transaction.",
    keys: {
      table: { pk: 'T#<tenant>#TODO', sk: '<due>#<bookingId>#<todoId>' },
      gsi1: { pk: 'T#<tenant>#TODOOPEN', sk: '<due>#<bookingId>#<todoId>' },
      gsi2: { pk: 'T#<tenant>#TODOOWN#<booking user>', sk: '<due>#<bookingId>#<todoId>' },
    },
    access: [
      'every todo by due date (allTodos): ONE Query pk',
      'open todos by due date (open; overdue: gsi1sk < today): ONE Query collection index (sparse: open only)',
      "the open todos of a user's bookings (own): ONE Query second-order index (sparse)",
    ],
  },
];
