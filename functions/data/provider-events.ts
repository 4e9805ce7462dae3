import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName, db } from './client';
import { providerEventItem, providerEventKey } from './entities/payment-provider';
import type { TransactItem } from './transactions';

type ProviderEventValue = Parameters<typeof providerEventItem.toItem>[1];

/** How often a transaction that met a concurrent delivery of the same event is tried again. */
const CONFLICT_RETRIES = 5;

/**
 * Stores a provider's event once by its id, together with `also` (its outbox event), in ONE transaction. A duplicate
 * delivery fails the put's condition and writes nothing ('duplicate'); a concurrent delivery of the same event
 * (TransactionConflict) is tried again, and the next attempt sees the event stored.
 */
export async function recordProviderEvent(tenant: string, eventId: string, value: ProviderEventValue, also: TransactItem[]): Promise<'stored' | 'duplicate'> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: providerEventItem.toItem(providerEventKey(tenant, eventId), value),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...also,
  ];
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return 'stored';
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'duplicate';
      if (attempt >= CONFLICT_RETRIES || !reasons.some((r) => r.Code === 'TransactionConflict')) throw err;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
    }
  }
}
