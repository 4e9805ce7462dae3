import { customersResource } from '../../shared/api/customers';
import { repositoryFor } from './repository';
import { customerStats } from './customer-stats';

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
