import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { paymentReviewItem, paymentReviewKey, paymentReviewPk, type PaymentReviewItem } from './entities/payment-provider';
import type { TransactItem } from './transactions';

export async function getPaymentReview(tenant: string, sessionId: string): Promise<PaymentReviewItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: paymentReviewKey(tenant, sessionId), ConsistentRead: true }));
  return res.Item ? paymentReviewItem.fromItem(res.Item) : null;
}

/** The tenant's review list, newest first (ONE Query of its partition, few items: only payments that did not match). */
export async function listPaymentReviews(tenant: string, status?: PaymentReviewItem['status']): Promise<PaymentReviewItem[]> {
  const out: PaymentReviewItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': paymentReviewPk(tenant), ...(status ? { ':s': status } : {}) },
        ...(status ? { FilterExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'status' } } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    out.push(...(res.Items ?? []).map((i) => paymentReviewItem.fromItem(i)));
    start = res.LastEvaluatedKey;
  } while (start && out.length < 1000);
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Puts a new review item (once per session), in the transaction that adds the owner's todo. */
export function paymentReviewPut(tenant: string, value: PaymentReviewItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: paymentReviewItem.toItem(paymentReviewKey(tenant, value.sessionId), value),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The operator's decision on an open review item (a decided one stays decided). */
export function paymentReviewDecided(
  tenant: string,
  sessionId: string,
  decision: { status: 'accepted' | 'dismissed'; at: string; by: string; paymentId?: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: paymentReviewKey(tenant, sessionId),
      UpdateExpression: `SET #s = :to, decidedAt = :at, decidedBy = :by${decision.paymentId ? ', paymentId = :pid' : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND #s = :open',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':to': decision.status,
        ':at': decision.at,
        ':by': decision.by,
        ':open': 'open',
        ...(decision.paymentId ? { ':pid': decision.paymentId } : {}),
      },
    },
  };
}
