import { todoRulesResource } from '../../../shared/api/todos';
import { repositoryFor } from '../../data/repository';
import { bumpPricingAfterImport, pricingVersionBumps } from '../../data/pricing-version';

/** The todo rules (master data; the bookings read them through `read.todoRules`). */
export const todoRules = repositoryFor(todoRulesResource, {
  // The create keeps the rules in memory under the pricing version (functions/data/todos.ts): each write bumps it.
  derived: pricingVersionBumps,
  afterImport: (tenant: string) => bumpPricingAfterImport(tenant),
});
