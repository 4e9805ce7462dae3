import { customersResource } from '../../shared/api/customers';
import { repositoryFor } from './repository';
import { customerStats } from './customer-stats';

/** Customers, with their statistics counters kept in step (customer-stats.ts). */
export const customers = repositoryFor(customersResource, { derived: customerStats });
