import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Invoice, InvoiceDraft } from '../../shared/domain/booking/invoice';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import { queryPages } from './paging';
import { bookingKey, type BookingItem } from './entities/booking';
import {
  bookingInvoicesPk,
  invoiceCounterItem,
  invoiceCounterKey,
  invoiceItem,
  invoiceKey,
  invoiceListPk,
  invoiceNumberSk,
  invoiceTokenItem,
  invoiceTokenKey,
} from './entities/invoice';
import { sendTransaction } from './booking-changes';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';

/**
 * Invoices (docs/decisions.md "Invoices"). Numbers are gap-free per tenant: the counter `T#<t>#COUNTER / INVOICENO` is
 * read consistently and written (`lastNo = :read`) in the SAME transaction as the invoices that use the numbers, so a
 * number exists exactly when its invoice does; a lost race re-reads and tries again.
 */
const MAX_ATTEMPTS = 60;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function readInvoiceCounter(tenant: string): Promise<number | undefined> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: invoiceCounterKey(tenant), ConsistentRead: true }));
  return res.Item ? invoiceCounterItem.fromItem(res.Item).lastNo : undefined;
}

/** The stored item of an invoice with its list keys (by number; per booking by number). */
export function invoiceStoredItem(tenant: string, inv: Invoice): Record<string, unknown> {
  const sk = invoiceNumberSk(inv.number);
  return {
    ...invoiceItem.toItem(invoiceKey(tenant, inv.id), inv),
    gsi1pk: invoiceListPk(tenant),
    gsi1sk: sk,
    gsi2pk: bookingInvoicesPk(tenant, inv.booking),
    gsi2sk: sk,
  };
}

/** The counter item at `lastNo` (demo data writes it in bulk). */
export const invoiceCounterStoredItem = (tenant: string, lastNo: number) => invoiceCounterItem.toItem(invoiceCounterKey(tenant), { lastNo });

function invoicePut(tenant: string, inv: Invoice): TransactItem {
  return { Put: { TableName: tableName(), Item: invoiceStoredItem(tenant, inv), ConditionExpression: 'attribute_not_exists(pk)' } };
}

export class InvoiceRaceLost extends Error {}

export interface IssueOptions {
  tenant: string;
  /** The booking as read: the transaction checks its version, so the snapshot is of the current bill. */
  booking: Pick<BookingItem, 'id' | 'version'>;
  drafts: InvoiceDraft[];
  date: string;
  by?: string;
  /** Writes of the same transaction (the outbox event, a cancelled invoice's update). */
  extra?: (invoices: Invoice[]) => TransactItem[];
}

/**
 * Numbers and writes the drafts in ONE transaction with the counter (and a check of the booking's version). Answers
 * the invoices, or `undefined` when the booking changed meanwhile (the caller re-reads and builds the drafts again).
 */
export async function issueInvoices(o: IssueOptions): Promise<Invoice[] | undefined> {
  const T = tableName();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const read = await readInvoiceCounter(o.tenant);
    const first = (read ?? 0) + 1;
    const createdAt = new Date().toISOString();
    const invoices: Invoice[] = o.drafts.map((d, i) => ({
      ...d,
      id: ulid(),
      number: first + i,
      state: 'issued',
      date: o.date,
      createdAt,
      ...(o.by ? { createdBy: o.by } : {}),
    }));
    const Item = invoiceCounterItem.toItem(invoiceCounterKey(o.tenant), { lastNo: first + o.drafts.length - 1 });
    const counter: TransactItem =
      read === undefined
        ? { Put: { TableName: T, Item, ConditionExpression: 'attribute_not_exists(pk)' } }
        : { Put: { TableName: T, Item, ConditionExpression: 'lastNo = :read', ExpressionAttributeValues: { ':read': read } } };
    const check: TransactItem = {
      ConditionCheck: {
        TableName: T,
        Key: bookingKey(o.tenant, o.booking.id),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': o.booking.version },
      },
    };
    const reasons = await sendTransaction([counter, check, ...invoices.map((inv) => invoicePut(o.tenant, inv)), ...(o.extra?.(invoices) ?? [])]);
    if (!reasons) return invoices;
    if (reasons[1] === 'ConditionalCheckFailed') return undefined;
    if (reasons.slice(2).includes('ConditionalCheckFailed') && reasons[0] !== 'ConditionalCheckFailed') {
      throw new Error(`An invoice write was refused: ${reasons.join(',')}`);
    }
    await sleep(Math.random() * Math.min(100, 5 * 2 ** Math.min(attempt, 5)));
  }
  throw new InvoiceRaceLost('Too many concurrent invoices; try again');
}

export async function getInvoice(tenant: string, id: string): Promise<Invoice | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: invoiceKey(tenant, id) }));
  return res.Item ? invoiceItem.fromItem(res.Item) : null;
}

/** The update marking `id` cancelled by `by` (only an issued invoice). */
export function invoiceCancelledUpdate(tenant: string, id: string, by: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: invoiceKey(tenant, id),
      UpdateExpression: 'SET #s = :c, cancelledBy = :by',
      ConditionExpression: '#s = :i',
      ExpressionAttributeNames: { '#s': 'state' },
      ExpressionAttributeValues: { ':c': 'cancelled', ':i': 'issued', ':by': by },
    },
  };
}

/** Records a sending (when and to whom); the invoice's numbers and money never change. */
export async function markInvoiceSent(tenant: string, id: string, to: string[], at = new Date().toISOString()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: invoiceKey(tenant, id),
      UpdateExpression: 'SET sentAt = :at, sentTo = :to',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ':to': to },
    }),
  );
}

/** A booking's invoices, oldest first. */
export async function bookingInvoices(tenant: string, booking: string): Promise<Invoice[]> {
  const items: Invoice[] = [];
  let next: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEX.secondOrder,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': bookingInvoicesPk(tenant, booking) },
        ExclusiveStartKey: next,
      }),
    );
    items.push(...(res.Items ?? []).map((i) => invoiceItem.fromItem(i)));
    next = res.LastEvaluatedKey;
  } while (next);
  return items;
}

/** The tenant's invoices by number, newest first: ONE Query of the collection index per page. */
/**
 * One page of the tenant's invoices, newest first: up to `size` that `keep` accepts (all by default), reading on while
 * it drops some, and the cursor after the last one answered. A search finds every match, not just those on the first
 * page read (issue 30: the list filtered after paging).
 */
export async function listInvoices(
  tenant: string,
  q: { size: number; next?: string },
  keep: (invoice: Invoice) => boolean = () => true,
): Promise<{ items: Invoice[]; next?: string }> {
  const start = keyOfCursor(q.next);
  const items: Invoice[] = [];
  let last: Record<string, unknown> | undefined;
  const input = {
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': invoiceListPk(tenant) },
    ScanIndexForward: false,
    ...(start ? { ExclusiveStartKey: start } : {}),
    Limit: Math.max(q.size, 100),
  };
  for await (const page of queryPages(input)) {
    for (const raw of page.Items ?? []) {
      last = { pk: raw.pk, sk: raw.sk, gsi1pk: raw.gsi1pk, gsi1sk: raw.gsi1sk };
      const invoice = invoiceItem.fromItem(raw);
      if (!keep(invoice)) continue;
      items.push(invoice);
      if (items.length === q.size) return { items, next: cursorOf(last) };
    }
    if (!page.LastEvaluatedKey) return { items };
    last = page.LastEvaluatedKey;
  }
  return { items, next: cursorOf(last) };
}

/** sha256 of a public token, hex: the only form in which a token is stored. */
export const hashInvoiceToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Makes a new public token of 256 random bits for an invoice; stores only its hash. Answers the token. */
export async function mintInvoiceToken(tenant: string, invoice: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: invoiceTokenItem.toItem(invoiceTokenKey(hashInvoiceToken(token)), { tenant, invoice, createdAt: new Date().toISOString() }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** The invoice a public token opens (by the hash of the token), with its tenant; null for an unknown token. */
export async function invoiceByPublicToken(token: string, tenant?: string): Promise<{ tenant: string; invoice: Invoice } | null> {
  if (token.length < 16 || token.length > 200) return null;
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: invoiceTokenKey(hashInvoiceToken(token)) }));
  if (!res.Item) return null;
  const link = invoiceTokenItem.fromItem(res.Item);
  if (tenant !== undefined && link.tenant !== tenant) return null;
  const invoice = await getInvoice(link.tenant, link.invoice);
  return invoice ? { tenant: link.tenant, invoice } : null;
}
