import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../shared/errors';
import { db } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes all items or none. A failed condition (a stale version, a bed already taken, an id in use)
 * cancels the whole transaction and becomes a 409 whose description names the first failing item.
 */
export async function transactWrite(items: TransactItem[], describe: (index: number) => string): Promise<void> {
  if (items.length === 0) return;
  // A list of items inside the list (`[...changes, mailPut(…)]` instead of `...mailPut(…)`): the SDK's loose types let it through.
  if (items.some(Array.isArray)) throw new Error('A transaction item is a list: spread it (mailPut answers two items, docs/recipes-mail.md)');
  if (items.length > 100) throw new Error(`A transaction holds at most 100 items, got ${items.length}`);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      const reasons = err.CancellationReasons ?? [];
      const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw new ConflictError(describe(index));
      if (reasons.some((r) => r.Code === 'TransactionConflict')) {
        throw new ConflictError('Another change to the same items was in progress; try again');
      }
    }
    throw err;
  }
}

export function isConditionalCheckFailed(err: unknown): boolean {
  return err instanceof ConditionalCheckFailedException || (err instanceof Error && err.name === 'ConditionalCheckFailedException');
}
