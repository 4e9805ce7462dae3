import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { BOOKING, bookingAssetPk } from './entities/booking';
import { answersItem, answersKey, attachmentItem, GUESTFORM, GUESTFORM_ANSWERS, type AnswersItem, type Attachment } from './entities/guest-form';
import { GUESTFORM_RETENTION, retentionItem, retentionKey, type RetentionDone } from './entities/guest-form-retention';
import { queryItems } from './paging';
import { formsPartitionItems } from './guest-forms';
import { isConditionalCheckFailed, type TransactItem } from './transactions';

/** The reads and writes of the guest-form retention run (docs/decisions/forms.md "Retention"). */

/**
 * The bookings of an asset leaving from..to (inclusive): ONE Query of the calendars' index (gsi2sk
 * `<checkOut>#<bookingId>`, a bounded key range), never a scan; the blocker nights in that index are left out.
 */
export async function assetDepartures(tenant: string, asset: string, from: string, to: string): Promise<string[]> {
  const found: string[] = [];
  {
    const items = await queryItems({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
      FilterExpression: 'entityType = :booking',
      ProjectionExpression: 'gsi2sk',
      ExpressionAttributeValues: { ':pk': bookingAssetPk(tenant, asset), ':from': `${from}#`, ':to': `${to}#\uffff`, ':booking': BOOKING },
    });
    for (const item of items) {
      const id = String(item.gsi2sk).split('#')[1];
      if (id) found.push(id);
    }
  }
  return found;
}

/** A booking's forms, answers and retention markers: ONE Query of its forms partition. */
export async function retentionPartition(tenant: string, booking: string) {
  const out = { forms: [] as Attachment[], answers: [] as AnswersItem[], done: new Map<string, RetentionDone>() };
  for (const item of await formsPartitionItems(tenant, booking)) {
    if (item.entityType === GUESTFORM) out.forms.push(attachmentItem.fromItem(item));
    else if (item.entityType === GUESTFORM_ANSWERS) out.answers.push(answersItem.fromItem(item));
    else if (item.entityType === GUESTFORM_RETENTION) {
      const done = retentionItem.fromItem(item);
      out.done.set(done.form, done);
    }
  }
  return out;
}

/** The medical answers deleted and the marker put, in one transaction (another run's marker: nothing, false). */
export async function deleteAnswersOnce(tenant: string, booking: string, medical: AnswersItem[], done: RetentionDone): Promise<boolean> {
  const deletes: TransactItem[] = medical.map((a) => ({ Delete: { TableName: tableName(), Key: answersKey(tenant, booking, a.form, a.guest) } }));
  const marker: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: retentionItem.toItem(retentionKey(tenant, booking, done.form), done),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  // A transaction holds 100 items: the deletes beyond 99 go first (deleting twice is harmless), the marker with the last.
  let i = 0;
  for (; deletes.length - i > 99; i += 99) await db().send(new TransactWriteCommand({ TransactItems: deletes.slice(i, i + 99) }));
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [...deletes.slice(i), marker] }));
    return true;
  } catch (err) {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if (isConditionalCheckFailed(err) || reasons.some((r) => r.Code === 'ConditionalCheckFailed')) return false;
    throw err;
  }
}
