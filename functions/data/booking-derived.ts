import { tableName } from './client';
import { bookingKey } from './entities/booking';
import { queryItems, queryPages } from './paging';
import { paymentPk } from './entities/payment-ledger';
import { todoPk } from './entities/todo';
import { transactWrite, type TransactItem } from './transactions';

/**
 * A booking's derived items (issue 29, POST /api/bookings/{id}/reindex): the todo index and payment ledger items its
 * changes write beside the header (functions/data/todos.ts, payments.ts). Both lists are keyed by day, not by
 * booking, so finding one booking's items is a Query of the tenant's list partition filtered by `booking`: read
 * capacity grows with the tenant's todos and payments, which is fine for an operator's occasional repair; a
 * nightly sweep of all bookings would want a by-booking index instead (docs/decisions.md, "Booking changes").
 */

export type DerivedKind = 'todos' | 'payments';

const pkOf = (tenant: string, kind: DerivedKind) => (kind === 'todos' ? todoPk(tenant) : paymentPk(tenant));

/** The items of one kind that name booking `bookingId`. */
export async function derivedItemsOf(tenant: string, kind: DerivedKind, bookingId: string): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: '#b = :b',
    ExpressionAttributeNames: { '#b': 'booking' },
    ExpressionAttributeValues: { ':pk': pkOf(tenant, kind), ':b': bookingId },
    ConsistentRead: true,
  });
}

/**
 * Puts and deletes derived items, each transaction conditioned on the booking's header still being at `version`
 * (a change meanwhile rewrites them itself: the caller reads again). At most 99 writes per transaction. `flags`: the
 * header's todo flags set in the first transaction (derived like the index: the version stays).
 */
export async function writeDerived(
  tenant: string,
  bookingId: string,
  version: number,
  puts: Array<Record<string, unknown>>,
  deletes: Array<{ pk: string; sk: string }>,
  flags?: { hasOpenTodos: boolean; hasExceededDueDate: boolean },
) {
  const T = tableName();
  const writes: TransactItem[] = [...puts.map((Item) => ({ Put: { TableName: T, Item } })), ...deletes.map((Key) => ({ Delete: { TableName: T, Key } }))];
  const Key = bookingKey(tenant, bookingId);
  for (let i = 0; i < writes.length || (i === 0 && flags); i += 99) {
    const head: TransactItem =
      i === 0 && flags
        ? {
            Update: {
              TableName: T,
              Key,
              UpdateExpression: 'SET hasOpenTodos = :open, hasExceededDueDate = :exceeded',
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': version, ':open': flags.hasOpenTodos, ':exceeded': flags.hasExceededDueDate },
            },
          }
        : { ConditionCheck: { TableName: T, Key, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } } };
    await transactWrite([head, ...writes.slice(i, i + 99)], () => `booking ${bookingId} changed meanwhile; reindex again`);
  }
}

/**
 * The ledger item of payment `paymentId` (its booking): the ledger is keyed by day, so this is a Query of the tenant's
 * ledger filtered by id, newest first (a payment deleted is usually a recent one).
 */
export async function paymentOfLedger(tenant: string, paymentId: string): Promise<{ booking: string } | undefined> {
  for await (const page of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: '#id = :id AND attribute_not_exists(reversalOf)',
    ExpressionAttributeNames: { '#id': 'id' },
    ExpressionAttributeValues: { ':pk': paymentPk(tenant), ':id': paymentId },
    ScanIndexForward: false,
  })) {
    const hit = page.Items?.find((i) => typeof i.booking === 'string');
    if (hit) return { booking: hit.booking as string };
  }
  return undefined;
}
