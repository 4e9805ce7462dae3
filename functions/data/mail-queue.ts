import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../../shared/domain/mail/mail';
import { MAX_ATTEMPTS_KEPT, templateName, type MailAttempt, type MailQueueRecord, type MailState } from '../../shared/domain/mail/queue';
import { db, tableName } from './client';
import { cursorOf, keyOfCursor } from './cursor';
import { bookingMailsPk, mailListPk, mailListSk, mailRecordItem, mailRecordKey } from './entities/mail-queue';
import { nextLimit, queryPages } from './paging';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';
import { isConditionalCheckFailed } from './transactions';

/**
 * The mail queue's records (docs/decisions/mail-queue.md): one per tenant and mail key, written with the mail's outbox
 * item, updated after every try. Keys in functions/data/entities/mail-queue.ts.
 */

/** The record id of a mail key: short, URL-safe, the same for every request of the key. */
export const mailRecordId = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

/** The booking number the mail's params carry (`bookingNo`, a document mail's `booking`, or an operator template's `booking.bookingNo`). */
const bookingNoOf = (mail: Mail) => {
  const booking = mail.params.booking;
  const no = mail.params.bookingNo ?? (typeof booking === 'object' && booking !== null ? (booking as { bookingNo?: unknown }).bookingNo : booking);
  return typeof no === 'string' || typeof no === 'number' ? String(no) : undefined;
};

/**
 * The record of a requested mail, for the causing transaction: created queued when the key is new; a repeated request
 * of the key only counts (its state, tries and history stay). An Update with if_not_exists, so it never fails the
 * transaction (a condition would: a repeated key is no error).
 */
export function mailRecordWrite(tenant: string, eventId: string, mail: Mail, now: Date): TransactItem {
  const key = mail.key ?? eventId;
  const id = mailRecordId(key);
  const at = now.toISOString();
  const values: Record<string, unknown> = {
    ':id': id,
    ':key': key,
    ':queued': 'queued' satisfies MailState,
    ':to': mail.to.map((a) => a.toLowerCase()),
    ':template': templateName(mail),
    ':locale': mail.locale,
    ':purpose': mail.purpose,
    ':zero': 0,
    ':one': 1,
    ':at': at,
    ':empty': [],
    ':mail': mail,
    ':type': mailRecordItem.entityType,
    ':tenant': tenant,
    ':gpk': mailListPk(tenant),
    ':gsk': mailListSk(at, id),
  };
  const sets = [
    'id = if_not_exists(id, :id)',
    '#key = if_not_exists(#key, :key)',
    '#state = if_not_exists(#state, :queued)',
    '#to = if_not_exists(#to, :to)',
    'template = if_not_exists(template, :template)',
    '#locale = if_not_exists(#locale, :locale)',
    'purpose = if_not_exists(purpose, :purpose)',
    'attempts = if_not_exists(attempts, :zero)',
    'requests = if_not_exists(requests, :zero) + :one',
    'requestedAt = if_not_exists(requestedAt, :at)',
    'updatedAt = :at',
    'history = if_not_exists(history, :empty)',
    '#mail = if_not_exists(#mail, :mail)',
    'entityType = :type',
    'tenant = :tenant',
    'gsi1pk = :gpk',
    'gsi1sk = if_not_exists(gsi1sk, :gsk)',
  ];
  const optional: Array<[string, string | undefined]> = [
    ['booking', mail.booking],
    ['customer', mail.customer],
    ['bookingNo', bookingNoOf(mail)],
  ];
  for (const [field, value] of optional) {
    if (value === undefined) continue;
    values[`:${field}`] = value;
    sets.push(`${field} = if_not_exists(${field}, :${field})`);
  }
  if (mail.booking) {
    values[':bpk'] = bookingMailsPk(tenant, mail.booking);
    sets.push('gsi2pk = :bpk', 'gsi2sk = if_not_exists(gsi2sk, :gsk)');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: mailRecordKey(tenant, id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { '#key': 'key', '#state': 'state', '#to': 'to', '#locale': 'locale', '#mail': 'mail' },
      ExpressionAttributeValues: values,
    },
  };
}

export async function getMailRecord(tenant: string, id: string, consistent = true): Promise<MailQueueRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: mailRecordKey(tenant, id), ConsistentRead: consistent }));
  return res.Item ? mailRecordItem.fromItem(res.Item) : null;
}

/** What a try (or staff) changes on a record; `attempt` is appended to the history (the newest MAX_ATTEMPTS_KEPT kept). */
export interface RecordChange {
  /** The new state (unchanged when left out). */
  state?: MailState;
  attempt?: MailAttempt;
  /** Counts as a try (attempts + 1). */
  tried?: boolean;
  fields?: Partial<
    Pick<MailQueueRecord, 'subject' | 'lastError' | 'lastCode' | 'sentAt' | 'nextAttemptAt' | 'messageId' | 'suppressed' | 'resentAs' | 'resendOf' | 'by'>
  >;
  /** Fields to remove (a sent mail has no next attempt or last error any more). */
  remove?: Array<'lastError' | 'lastCode' | 'nextAttemptAt'>;
  /** Only when the record is in one of these states (cancel, resend): false when it is not. */
  onlyFrom?: readonly MailState[];
}

/** Writes a try's outcome onto the record (which exists: it was written with the request). */
export async function changeMailRecord(tenant: string, id: string, change: RecordChange, now = new Date()): Promise<boolean> {
  const current = await getMailRecord(tenant, id);
  if (!current) return false;
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':at': now.toISOString() };
  const sets = ['updatedAt = :at'];
  if (change.state) {
    sets.push('#state = :state');
    values[':state'] = change.state;
  }
  if (change.tried) {
    sets.push('attempts = attempts + :one');
    values[':one'] = 1;
  }
  if (change.attempt) {
    sets.push('history = :history');
    values[':history'] = [...current.history, change.attempt].slice(-MAX_ATTEMPTS_KEPT);
  }
  for (const [field, value] of Object.entries(change.fields ?? {})) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  const removes = (change.remove ?? []).filter((f) => !(f in (change.fields ?? {})));
  let condition = 'attribute_exists(pk)';
  if (!change.state && !change.onlyFrom) delete names['#state'];
  if (change.onlyFrom) {
    change.onlyFrom.forEach((s, i) => (values[`:from${i}`] = s));
    condition += ` AND #state IN (${change.onlyFrom.map((_, i) => `:from${i}`).join(', ')})`;
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailRecordKey(tenant, id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}

export interface MailListQuery {
  from?: string;
  to?: string;
  state?: MailState;
  recipient?: string;
  booking?: string;
  size: number;
  next?: string;
}

/** Items one page may read behind a filter before it answers what it found with a cursor. */
export const MAX_READ_PER_PAGE = 1000;

const instant = (value: string, end: boolean) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : new Date(value).toISOString();

/**
 * One page of the tenant's mails, newest first, between two times: one Query over the collection index (a booking's
 * mails: the second index), the state and recipient as a filter over that bounded range. A page reads at most
 * MAX_READ_PER_PAGE items and answers `next` when the range goes on: never a Scan, never a count.
 */
export async function listMailRecords(tenant: string, q: MailListQuery): Promise<{ data: MailQueueRecord[]; next?: string }> {
  const low = q.from ? instant(q.from, false) : '0';
  const high = q.to ? `${instant(q.to, true)}~` : '~';
  if (low > high) return { data: [] };
  const byBooking = q.booking !== undefined;
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': byBooking ? bookingMailsPk(tenant, q.booking!) : mailListPk(tenant), ':low': low, ':high': high };
  if (q.state) {
    filters.push('#state = :state');
    names['#state'] = 'state';
    values[':state'] = q.state;
  }
  if (q.recipient) {
    filters.push('contains(#to, :recipient)');
    names['#to'] = 'to';
    values[':recipient'] = q.recipient.trim().toLowerCase();
  }
  const [pk, sk] = byBooking ? ['gsi2pk', 'gsi2sk'] : ['gsi1pk', 'gsi1sk'];
  const base: QueryCommandInput = {
    TableName: tableName(),
    IndexName: byBooking ? INDEX.secondOrder : INDEX.collection,
    KeyConditionExpression: `${pk} = :pk AND ${sk} BETWEEN :low AND :high`,
    ScanIndexForward: false,
    ExpressionAttributeValues: values,
    ...(filters.length ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
    ...(q.next ? { ExclusiveStartKey: keyOfCursor(q.next) } : {}),
  };
  const data: MailQueueRecord[] = [];
  let read = 0;
  let last: Record<string, unknown> | undefined;
  let calls = 0;
  for await (const res of queryPages(() => ({
    ...base,
    Limit: Math.min(nextLimit(q.size - data.length, filters.length > 0, calls), MAX_READ_PER_PAGE - read),
  }))) {
    calls++;
    read += res.ScannedCount ?? 0;
    last = res.LastEvaluatedKey;
    for (const item of res.Items ?? []) {
      if (data.length === q.size) break;
      data.push(mailRecordItem.fromItem(item));
      last = { pk: item.pk, sk: item.sk, [pk]: item[pk], [sk]: item[sk] };
    }
    if (data.length === q.size || read >= MAX_READ_PER_PAGE) break;
    last = res.LastEvaluatedKey;
  }
  return { data, ...(last ? { next: cursorOf(last) } : {}) };
}

/** A mail that reached the consumer without a record (a document mail, a request from before the queue): written now. */
export async function ensureMailRecord(tenant: string, eventId: string, mail: Mail, now: Date): Promise<MailQueueRecord> {
  const update = mailRecordWrite(tenant, eventId, mail, now).Update!;
  await db().send(new UpdateCommand(update as ConstructorParameters<typeof UpdateCommand>[0]));
  return (await getMailRecord(tenant, mailRecordId(mail.key ?? eventId)))!;
}
