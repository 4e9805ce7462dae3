import type { TransactItem } from '../../data/transactions';

/**
 * Projections inside the transaction (docs/recipes-background.md, "A projection"): a read model that must never
 * differ from the item it is read from (a todo list, the payment ledger) is written in the same TransactWrite as the
 * item. The commit asks its registry for the writes of a change instead of importing each read model's writes.
 */

/** One change of an item: before (undefined: created) and after, with what the commit knows of the change (`C`). */
export type ProjectedChange<T, C = object> = { tenant: string; before: T | undefined; after: T } & C;

export interface TransactionProjection<T, C = object> {
  /** Names the read model (logs, docs). */
  name: string;
  /** The writes that keep the read model in step with the change; none when it did not move. Pure: no reads. */
  items(change: ProjectedChange<T, C>): TransactItem[];
}

/** The registry's call: every projection's writes of one change, in the order registered. */
export function projectionsOf<T, C>(projections: readonly TransactionProjection<T, C>[]): (change: ProjectedChange<T, C>) => TransactItem[] {
  return (change) => projections.flatMap((p) => p.items(change));
}
