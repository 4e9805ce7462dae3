import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mailSchedulesResource } from '../../shared/api/mail-schedules';
import { db, tableName } from './client';
import { bookingItem, bookingKey, bookingListPk, type BookingItem } from './entities/booking';
import {
  mailPlanItem,
  mailPlanKey,
  mailPlanListPk,
  mailPlanListSk,
  mailPlanRulePk,
  mailSentItem,
  mailSentKey,
  mailSentListPk,
  type MailPlan,
  type MailSent,
} from './entities/mail-schedule';
import { repositoryFor } from './repository';
import { INDEX } from './table-definition';
import { isConditionalCheckFailed, type TransactItem } from './transactions';

/** The mail schedules' rules (master data) and their plans and claims (docs/decisions/mail-schedules.md). */
export const mailSchedules = repositoryFor(mailSchedulesResource);

/** Every rule of the tenant (a small partition: one Query through the repository's list). */
export async function allMailSchedules(tenant: string) {
  const out = [];
  let cursor: string | undefined;
  do {
    const page = await mailSchedules.list(tenant, { limit: 500, ...(cursor ? { cursor } : {}) });
    out.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return out;
}

export async function getMailPlan(tenant: string, rule: string, booking: string): Promise<MailPlan | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: mailPlanKey(tenant, rule, booking), ConsistentRead: true }));
  return res.Item ? mailPlanItem.fromItem(res.Item) : null;
}

export async function putMailPlan(tenant: string, plan: MailPlan): Promise<void> {
  const item = {
    ...mailPlanItem.toItem(mailPlanKey(tenant, plan.rule, plan.booking), plan),
    gsi1pk: mailPlanListPk(tenant),
    gsi1sk: mailPlanListSk(plan.at, plan.rule, plan.booking),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

export async function deleteMailPlan(tenant: string, rule: string, booking: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: mailPlanKey(tenant, rule, booking) }));
}

/** A rule's plans (one Query, paged). */
export async function rulePlans(tenant: string, rule: string): Promise<MailPlan[]> {
  const out: MailPlan[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': mailPlanRulePk(tenant, rule) },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    out.push(...(res.Items ?? []).map((i) => mailPlanItem.fromItem(i)));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/** The plans by due time from `from` on (ascending), at most `size`: the upcoming list. */
export async function listMailPlans(tenant: string, from: string, size: number): Promise<MailPlan[]> {
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.collection,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
      ExpressionAttributeValues: { ':pk': mailPlanListPk(tenant), ':from': from },
      Limit: size,
    }),
  );
  return (res.Items ?? []).map((i) => mailPlanItem.fromItem(i));
}

/** The claims of what was sent, newest first, at most `size`. */
export async function listMailSent(tenant: string, size: number): Promise<MailSent[]> {
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.collection,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': mailSentListPk(tenant) },
      ScanIndexForward: false,
      Limit: size,
    }),
  );
  return (res.Items ?? []).map((i) => mailSentItem.fromItem(i));
}

/** The claims of one (rule, booking). */
export async function sentFor(tenant: string, rule: string, booking: string): Promise<MailSent[]> {
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': mailSentKey(tenant, rule, booking, '').pk },
      ConsistentRead: true,
    }),
  );
  return (res.Items ?? []).map((i) => mailSentItem.fromItem(i));
}

/** The booking changed between the check and the send: the caller reads it again (the job's retry). */
export class BookingMovedOnError extends Error {
  constructor(booking: string) {
    super(`booking ${booking} changed while its scheduled mail was checked`);
  }
}

/**
 * The claim of a (rule, booking, recipient) and its mail's request (`mailPut`'s items) in ONE transaction, the claim
 * conditioned on not existing and the booking on the version its conditions were checked at: true when this call
 * requested the mail, false when it was claimed before; BookingMovedOnError when the booking changed since.
 */
export async function claimScheduledMail(tenant: string, sent: MailSent, bookingVersion: number, mail: TransactItem[]): Promise<boolean> {
  const guard: TransactItem = {
    ConditionCheck: {
      TableName: tableName(),
      Key: bookingKey(tenant, sent.booking),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': bookingVersion },
    },
  };
  const claim: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...mailSentItem.toItem(mailSentKey(tenant, sent.rule, sent.booking, sent.recipient), sent),
        gsi1pk: mailSentListPk(tenant),
        gsi1sk: `${sent.sentAt}#${sent.rule}#${sent.booking}#${sent.recipient}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [claim, guard, ...mail] }));
    return true;
  } catch (err) {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new BookingMovedOnError(sent.booking);
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}

/** The bookings arriving on or after `fromDay` (the list index: a bounded key range, never every booking), paged. */
export async function* bookingsFrom(tenant: string, fromDay: string): AsyncGenerator<BookingItem> {
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEX.collection,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
        ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': fromDay },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of res.Items ?? []) yield bookingItem.fromItem(item);
    start = res.LastEvaluatedKey;
  } while (start);
}
