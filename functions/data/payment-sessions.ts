import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { paymentSessionItem, paymentSessionKey, type PaymentSessionItem } from './entities/payment-provider';
import type { TransactItem } from './transactions';

/** A session is kept 30 days (Stripe's sessions expire after at most 24 hours; the success page reads it later). */
const SESSION_KEEP_SECONDS = 30 * 24 * 3600;

export async function putPaymentSession(sessionId: string, value: Omit<PaymentSessionItem, 'expiresAt' | 'status'>): Promise<void> {
  const expiresAt = Math.floor(Date.parse(value.createdAt) / 1000) + SESSION_KEEP_SECONDS;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: paymentSessionItem.toItem(paymentSessionKey(sessionId), { ...value, status: 'open', expiresAt }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPaymentSession(sessionId: string): Promise<PaymentSessionItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: paymentSessionKey(sessionId) }));
  return res.Item ? paymentSessionItem.fromItem(res.Item) : null;
}

/** Marks the session paid, in the transaction that records the payment (only an existing session). */
export function paymentSessionPaid(sessionId: string, paidAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: paymentSessionKey(sessionId),
      UpdateExpression: 'SET #s = :paid, paidAt = :at',
      // Once: a session is paid by one payment (a resend after that payment was taken off must not apply it again).
      ConditionExpression: 'attribute_exists(pk) AND #s <> :paid',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':paid': 'paid', ':at': paidAt },
    },
  };
}

/** The guest left the provider's page without paying (a paid session stays paid). */
export async function cancelPaymentSession(sessionId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentSessionKey(sessionId),
        UpdateExpression: 'SET #s = :cancelled',
        ConditionExpression: 'attribute_exists(pk) AND #s = :open',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled', ':open': 'open' },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
  }
}
