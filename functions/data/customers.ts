import { customersResource } from '../../shared/api/customers';
import { repositoryFor } from './repository';
import type { Customer } from '../../shared/domain/customer/customer';
import { customerStats } from './customer-stats';
import { transactWrite, type TransactItem } from './transactions';

/**
 * Customers, with their statistics counters kept in step (customer-stats.ts) and a search index (search-index.ts):
 * found by any word of their name or city, their e-mail address and their phone number (digits, either way typed);
 * each index item carries the customer, so a search page needs no second read.
 */
export const customers = repositoryFor(customersResource, {
  derived: customerStats,
  searchIndex: {
    kind: 'CUSTOMER',
    // A search page is the index Query alone (issue 23: ≤ 3× a raw 25-item Query); a change rewrites the ≤ 10 items.
    carriesRow: true,
    source: (c) => ({
      words: [c.masterData.firstName, c.masterData.middleName, c.masterData.lastName, c.address.city],
      emails: [c.contact.email],
      phones: [c.contact.phone],
    }),
  },
});

/**
 * The writes of new customers for ANOTHER aggregate's transaction (an online hold stores its guests with the booking:
 * docs/decisions/online-holds.md "Customers in the hold's transaction"): each customer's Put, and the counters they
 * change (the tenant's count, the day's and the country's statistics) once each with the summed delta — DynamoDB
 * refuses two operations on one item, and two guests of one day and country change the same counters. `index` are
 * the search index items: in the same transaction when it has room, else written after it (`storeIndexItems`).
 */
export function newCustomersWrites(tenant: string, people: readonly [string, Customer][], now = new Date()): { core: TransactItem[]; index: TransactItem[] } {
  const core: TransactItem[] = [];
  const index: TransactItem[] = [];
  const adds = new Map<string, TransactItem>();
  for (const [id, data] of people) {
    const [put, ...rest] = customers.createItems(tenant, id, data, now).items as [TransactItem, ...TransactItem[]];
    core.push(put);
    for (const item of rest) {
      const update = (item as { Update?: { Key: Record<string, unknown>; UpdateExpression: string; ExpressionAttributeValues?: Record<string, unknown> } })
        .Update;
      if (!update) {
        index.push(item);
        continue;
      }
      const key = `${String(update.Key.pk)}|${String(update.Key.sk)}`;
      const had = (adds.get(key) as { Update?: typeof update } | undefined)?.Update;
      if (!had) {
        adds.set(key, { Update: { ...update, ExpressionAttributeValues: { ...update.ExpressionAttributeValues } } } as TransactItem);
        continue;
      }
      if (had.UpdateExpression !== update.UpdateExpression || !/^ADD #n :d\b/.test(update.UpdateExpression))
        throw new Error(`Two writes of ${key} that cannot be merged`);
      const values = had.ExpressionAttributeValues as Record<string, number>;
      values[':d'] = Number(values[':d']) + Number(update.ExpressionAttributeValues?.[':d'] ?? 0);
    }
  }
  return { core: [...core, ...adds.values()], index };
}

/** Search index items of customers written after their transaction (idempotent Puts: the same item each time). */
export async function storeIndexItems(items: readonly TransactItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 100) await transactWrite(items.slice(i, i + 100), () => 'a search index item');
}
