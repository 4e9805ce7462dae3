import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BankEntry } from '../../shared/domain/bank/bank';
import { entryKeyOf } from './bank-entries';
import { db, tableName } from './client';
import { isConditionalCheckFailed, type TransactItem } from './transactions';

/**
 * A bank entry's assignment passing from one booking to another with its payment (a split by customer: the part that
 * takes the payment takes the assignment), so "undo assignment" finds the payment where it is. The entry's assigned
 * amount stays; the write belongs to the booking change's transaction and holds only while the entry still assigns
 * that payment to the old booking and nothing to the new one.
 */
export function moveAssignmentWrite(tenant: string, entry: BankEntry, from: string, to: string, assignment: BankEntry['assignments'][string]): TransactItem {
  const key = entryKeyOf(tenant, entry.id)!;
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: 'SET assignments.#to = :a REMOVE assignments.#from',
      ConditionExpression: 'assignments.#from.paymentId = :pid AND attribute_not_exists(assignments.#to)',
      ExpressionAttributeNames: { '#from': from, '#to': to },
      ExpressionAttributeValues: { ':a': assignment, ':pid': assignment.paymentId },
    },
  };
}

/** The booking number shown with an assignment (given after the booking was numbered); nothing when it moved on since. */
export async function setAssignmentBookingNo(tenant: string, entryId: string, booking: string, paymentId: string, bookingNo: number): Promise<void> {
  const key = entryKeyOf(tenant, entryId);
  if (!key) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'SET assignments.#b.bookingNo = :no',
        ConditionExpression: 'assignments.#b.paymentId = :pid',
        ExpressionAttributeNames: { '#b': booking },
        ExpressionAttributeValues: { ':no': bookingNo, ':pid': paymentId },
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
  }
}
