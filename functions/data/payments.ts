import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BookingPayment } from '../../shared/domain/booking/payment';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import type { BookingItem } from './entities/booking';
import { filterExpression, type FilterTerm } from './filter-expression';
import { PAYMENT_LEDGER, paymentAgencyPk, paymentKindPk, paymentLedgerKey, paymentLedgerKeys, paymentPk, paymentSk } from './entities/payment-ledger';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';

/**
 * The payment ledger (docs/decisions.md, "Payments"): payments live on the booking header (`received`), and each also
 * has ONE ledger item, written in the same transaction as the header (like the todo index), so the tenant's payments
 * are ONE Query by day:
 *   all payments:     pk `T#<t>#PAYMENT`, sk `<date>#<paymentId>`                 (history: Query pk BETWEEN days)
 *   by source kind:   gsi1pk `T#<t>#PAYMENT#<kind>`, gsi1sk = sk                  (manual, bankentry, provider, credit, pos)
 *   by agency:        gsi2pk `T#<t>#PAYMENTAGENCY#<agency>`, gsi2sk = sk          (agency payments)
 * The item carries the booking's number, state, customer, asset and agency for lists and visibility.
 */
export { PAYMENT_LEDGER, paymentPk };

/** The ledger item of one payment of a booking. */
export function paymentLedgerItem(tenant: string, b: BookingItem, p: BookingPayment): Record<string, unknown> {
  const booking = Object.fromEntries(
    Object.entries({
      booking: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      currency: b.currency ?? 'EUR',
      customer: b.customer,
      customerName: b.customerName,
      resort: b.resort,
      vessel: b.vessel,
      agency: b.agency,
      user: b.user,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
    }).filter(([, v]) => v !== undefined),
  );
  return { ...paymentLedgerKeys(tenant, p, b.agency), ...p, ...booking };
}

/**
 * The ledger writes of a change from `current` (undefined: a new booking) to `next`: a Put for every payment whose item
 * differs (new, or its booking's shown fields changed), a Delete for every payment no longer there.
 */
export function paymentLedgerWrites(tenant: string, current: BookingItem | undefined, next: BookingItem): TransactItem[] {
  const T = tableName();
  const before = new Map((current?.received ?? []).map((p) => [paymentSk(p), JSON.stringify(paymentLedgerItem(tenant, current!, p))]));
  const after = new Map((next.received ?? []).map((p) => [paymentSk(p), paymentLedgerItem(tenant, next, p)]));
  const puts = [...after].filter(([sk, item]) => before.get(sk) !== JSON.stringify(item)).map(([, Item]) => ({ Put: { TableName: T, Item } }));
  const deletes = [...before.keys()].filter((sk) => !after.has(sk)).map((sk) => ({ Delete: { TableName: T, Key: paymentLedgerKey(tenant, sk) } }));
  return [...puts, ...deletes];
}

export interface LedgerQuery {
  /** All payments, one source kind's, or one agency's. */
  by?: { kind: string } | { agency: string };
  /** ISO days, inclusive. */
  from?: string;
  to?: string;
  size: number;
  next?: string;
  /** Newest first (default) or oldest first. */
  ascending?: boolean;
  filter?: FilterTerm[];
}

/** ONE Query of the ledger by day; a page may hold fewer than `size` when the filter drops some; `next` continues. */
export async function queryPayments(tenant: string, q: LedgerQuery): Promise<{ items: Array<BookingPayment & Record<string, unknown>>; next?: string }> {
  const [index, pkName, skName, pk] =
    q.by === undefined
      ? [undefined, 'pk', 'sk', paymentPk(tenant)]
      : 'kind' in q.by
        ? [INDEX.collection, 'gsi1pk', 'gsi1sk', paymentKindPk(tenant, q.by.kind)]
        : [INDEX.secondOrder, 'gsi2pk', 'gsi2sk', paymentAgencyPk(tenant, q.by.agency)];
  const expr = filterExpression(q.filter ?? []);
  const lo = q.from ?? '0000-00-00';
  const hi = `${q.to ?? '9999-99-99'}#\uffff`;
  const input: QueryCommandInput = {
    TableName: tableName(),
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
    ExpressionAttributeNames: { '#pk': pkName, '#sk': skName, ...(expr?.names ?? {}) },
    ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi, ...(expr?.values ?? {}) },
    ...(expr ? { FilterExpression: expr.expression } : {}),
    ScanIndexForward: q.ascending ?? false,
    Limit: q.size,
    ...(keyOfCursor(q.next) ? { ExclusiveStartKey: keyOfCursor(q.next) } : {}),
  };
  const res = await db().send(new QueryCommand(input));
  return { items: (res.Items ?? []) as Array<BookingPayment & Record<string, unknown>>, next: cursorOf(res.LastEvaluatedKey) };
}

/** A Put of a payment's ledger item with `extra` attributes (a reversal's marks), for a booking change's transaction. */
export function paymentLedgerPut(tenant: string, b: BookingItem, p: BookingPayment, extra: Record<string, unknown> = {}): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...paymentLedgerItem(tenant, b, p), ...extra } } };
}
